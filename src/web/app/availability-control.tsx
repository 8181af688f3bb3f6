import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import {
  assignmentCopy,
  availabilityLabels,
  type AvailabilityStatus,
  availabilityStatuses,
} from '@shared/assignment.ts';
import { AvailabilityDot } from '@web/components/availability-dot.tsx';
import { useAvailability, usePortalHeartbeat, useSetAvailability } from '@web/lib/availability.ts';

/**
 * The top bar's own availability: a dot (and its word from a tablet up) that opens the three
 * choices. What it shows is what the team sees, so an idle "online" shows as away.
 */
export function AvailabilityControl() {
  usePortalHeartbeat();
  const availability = useAvailability();
  const change = useSetAvailability();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const status: AvailabilityStatus = availability.data?.status ?? 'offline';
  const choose = (next: AvailabilityStatus) => {
    setAnchor(null);
    change.mutate(next);
  };
  return (
    <>
      <Button
        color="inherit"
        aria-label={`${assignmentCopy.availabilityLabel}: ${availabilityLabels[status]}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, px: { xs: 1, sm: 1.5 }, gap: 1, textTransform: 'none' }}
      >
        <AvailabilityDot status={status} />
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {availabilityLabels[status]}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {availabilityStatuses.map((option) => (
          <MenuItem
            key={option}
            selected={option === availability.data?.chosen}
            onClick={() => choose(option)}
          >
            <ListItemIcon>
              <AvailabilityDot status={option} />
            </ListItemIcon>
            <ListItemText>{availabilityLabels[option]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
