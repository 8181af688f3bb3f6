import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ReactElement, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';

/** One entry of a row's or card's menu: a link (`to`) or an action (`onSelect`). */
export type MenuAction = {
  label: string;
  icon: ReactElement;
  to?: string;
  onSelect?: () => void;
  /** Deleting and the like: drawn in the error colour. */
  danger?: boolean;
};

/** The ⋮ button of a row or card and the menu it opens. */
export function ActionsMenu({
  label,
  actions,
  disabled = false,
}: {
  /** The button's accessible name, e.g. 'Actions for Sales Assistant'. */
  label: string;
  actions: readonly MenuAction[];
  disabled?: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={label}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={disabled}
        edge="end"
      >
        <MoreVert />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {actions.map(({ label: text, icon, to, onSelect, danger }) => (
          <MenuItem
            key={text}
            {...(to ? { component: RouterLink, to } : {})}
            onClick={() => {
              close();
              onSelect?.();
            }}
            sx={danger ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon sx={danger ? { color: 'error.main' } : undefined}>{icon}</ListItemIcon>
            <ListItemText>{text}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
