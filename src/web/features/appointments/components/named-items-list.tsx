import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { ActionsMenu } from '@web/components/actions-menu.tsx';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog.tsx';

/** What a list of named things says: its name, when empty, and its actions. */
export type NamedItemsLabels = {
  title: string;
  empty: string;
  add: string;
  actions: (name: string) => string;
  edit: (name: string) => string;
  delete: (name: string) => string;
  deleteTitle: (name: string) => string;
  deleteText: string;
  deleteLabels: { cancel: string; delete: string; deleting: string };
};

/**
 * Named things (services, people and resources), each with a line about it and a menu that
 * edits or deletes it after asking, and a button that adds one; the dialogs are the caller's.
 */
export function NamedItemsList<Item extends { id: string; name: string }>({
  items,
  labels,
  describe,
  hint,
  deleting,
  onAdd,
  onEdit,
  onDelete,
}: {
  items: readonly Item[];
  labels: NamedItemsLabels;
  /** The line under each name. */
  describe: (item: Item) => string;
  /** Said beside the add button. */
  hint?: ReactNode;
  /** Whether a deletion is on its way. */
  deleting: boolean;
  onAdd: () => void;
  onEdit: (item: Item) => void;
  /** Deletes it; the question closes once it settles. */
  onDelete: (item: Item) => Promise<unknown>;
}) {
  const [asking, setAsking] = useState<Item | null>(null);
  return (
    <Stack spacing={2}>
      {items.length === 0 ? (
        <Typography color="text.secondary">{labels.empty}</Typography>
      ) : (
        <List disablePadding aria-label={labels.title}>
          {items.map((item) => (
            <ListItem
              key={item.id}
              divider
              disableGutters
              secondaryAction={
                <ActionsMenu
                  label={labels.actions(item.name)}
                  actions={[
                    {
                      label: labels.edit(item.name),
                      icon: <EditRounded />,
                      onSelect: () => onEdit(item),
                    },
                    {
                      label: labels.delete(item.name),
                      icon: <DeleteOutlineRounded />,
                      onSelect: () => setAsking(item),
                      danger: true,
                    },
                  ]}
                />
              }
            >
              <ListItemText primary={item.name} secondary={describe(item)} />
            </ListItem>
          ))}
        </List>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: hint ? 'space-between' : 'flex-end', alignItems: { sm: 'center' } }}
      >
        {hint && (
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        )}
        <Button
          variant="outlined"
          startIcon={<AddRounded />}
          onClick={onAdd}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-end', sm: 'auto' } }}
        >
          {labels.add}
        </Button>
      </Stack>
      <ConfirmDeleteDialog
        title={asking ? labels.deleteTitle(asking.name) : null}
        text={labels.deleteText}
        labels={labels.deleteLabels}
        busy={deleting}
        onCancel={() => setAsking(null)}
        onConfirm={() => void onDelete(asking!).finally(() => setAsking(null))}
      />
    </Stack>
  );
}
