import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { assignmentCopy as copy, availabilityLabels } from '@shared/assignment.ts';
import { roleAllows } from '@shared/team.ts';
import { AvailabilityDot } from '@web/components/availability-dot.tsx';
import { useMe } from '@web/lib/use-me.ts';
import { useAssignConversation, useTeammates } from '../api/assign-conversation.ts';

/**
 * Who holds the conversation, and the menu that gives it to a teammate. An owner or admin
 * chooses anyone; an agent passes on their own or takes one nobody holds, so they are offered
 * only what the server allows them.
 */
export function AssigneeMenu({
  id,
  assigneeUserId,
  assigneeName,
}: {
  id: string;
  assigneeUserId: string | null;
  assigneeName: string | null;
}) {
  const me = useMe().data;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const teammates = useTeammates(anchor !== null);
  const assign = useAssignConversation(id);
  const menuId = useId();
  const manager = me ? roleAllows(me.role, 'admin') : false;
  const holds = !!me && assigneeUserId === me.id;
  const canAssign = manager || holds || assigneeUserId === null;
  const offered = (teammates.data ?? []).filter(
    (person) => manager || holds || person.userId === me?.id,
  );
  const choose = (userId: string | null) => {
    setAnchor(null);
    assign.mutate(userId);
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {assigneeName ? copy.assignedTo(assigneeName) : copy.unassigned}
      </Typography>
      {canAssign && (
        <Button
          size="small"
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {copy.assign}
        </Button>
      )}
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem disabled dense>
          {copy.assignTo}
        </MenuItem>
        {offered.map((person) => (
          <MenuItem
            key={person.userId}
            selected={person.userId === assigneeUserId}
            onClick={() => choose(person.userId)}
          >
            <ListItemIcon>
              <AvailabilityDot status={person.status} />
            </ListItemIcon>
            <ListItemText primary={person.name} secondary={availabilityLabels[person.status]} />
          </MenuItem>
        ))}
        {assigneeUserId !== null &&
          (manager || holds) && [
            <Divider key="divider" />,
            <MenuItem key="nobody" onClick={() => choose(null)}>
              {copy.unassign}
            </MenuItem>,
          ]}
      </Menu>
      {assign.isError && (
        <Alert severity="warning" role="alert" sx={{ width: '100%' }}>
          {assign.error.message || copy.assignFailed}
        </Alert>
      )}
    </Box>
  );
}
