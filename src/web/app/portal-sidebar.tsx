import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { brand } from '@shared/brand.ts';
import { paths } from '@shared/paths.ts';
import { navCopy } from '@shared/portal-copy.ts';
import { BrandLogo } from '@web/components/brand-logo.tsx';
import { useInbox } from '@web/lib/inbox-query.ts';
import { navForRole, type NavGroup, type NavLinkItem } from './portal-nav.ts';
import { useMe } from '@web/lib/use-me.ts';

type OnNavigate = { onNavigate?: () => void };

const itemSx = {
  borderRadius: 2,
  mb: 0.25,
  py: 0.75,
  color: 'text.secondary',
  '& .MuiListItemIcon-root': { minWidth: 36, color: 'inherit' },
  '&:hover': { bgcolor: 'action.hover', color: 'text.primary' },
  '&.Mui-selected, &.Mui-selected:hover': {
    bgcolor: (theme: Theme) => theme.alpha(theme.vars.palette.primary.main, 0.12),
    color: 'primary.main',
  },
} as const;

/** How many conversations wait for a person, live; nothing when none do. */
function WaitingCount() {
  const waiting = useInbox().data?.waiting ?? 0;
  if (waiting === 0) return null;
  return (
    <Chip
      size="small"
      label={waiting}
      aria-label={navCopy.waitingCount(waiting)}
      sx={{
        height: 20,
        fontWeight: 700,
        color: 'meter.warning.text',
        bgcolor: 'meter.warning.tint',
      }}
    />
  );
}

function NavItem({
  item,
  nested,
  onNavigate,
}: { item: NavLinkItem; nested?: boolean } & OnNavigate) {
  const { pathname } = useLocation();
  const active = pathname === item.to;
  const Icon = item.icon;
  return (
    <li>
      <ListItemButton
        component={RouterLink}
        to={item.to}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ ...itemSx, pl: nested ? 3 : 1.5 }}
      >
        <ListItemIcon>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText
          primary={item.label}
          slotProps={{ primary: { variant: 'body2', fontWeight: active ? 700 : 500 } }}
        />
        {item.waitingCount && <WaitingCount />}
      </ListItemButton>
    </li>
  );
}

function NavGroupSection({ group, onNavigate }: { group: NavGroup } & OnNavigate) {
  const [open, setOpen] = useState(true);
  const { pathname } = useLocation();
  const listId = useId();
  const holdsCurrent = group.items.some((item) => item.to === pathname);
  const Icon = group.icon;
  return (
    <li>
      <ListItemButton
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        sx={{ ...itemSx, color: holdsCurrent ? 'text.primary' : 'text.secondary' }}
      >
        <ListItemIcon>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText
          primary={group.label}
          slotProps={{ primary: { variant: 'body2', fontWeight: 600 } }}
        />
        {open ? <ExpandLessRounded fontSize="small" /> : <ExpandMoreRounded fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding aria-label={group.label}>
          {group.items.map((item) => (
            <NavItem key={item.to} item={item} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </li>
  );
}

/** The brand and the portal's navigation, rendered from `portalNav`. */
export function PortalSidebar({ onNavigate }: OnNavigate) {
  // Until the role is known the owner's navigation shows, as before teams existed; the
  // server refuses what a lesser role cannot do either way.
  const role = useMe().data?.role ?? 'owner';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        component={RouterLink}
        to={paths.portal.dashboard}
        onClick={onNavigate}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.25,
          px: 2.5,
          minHeight: 68,
          color: 'text.primary',
          textDecoration: 'none',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <BrandLogo size={34} />
        <Typography component="span" variant="h6" sx={{ fontWeight: 800, fontSize: '1.1rem' }}>
          {brand.productName}
        </Typography>
      </Box>
      <Box component="nav" aria-label={navCopy.label} sx={{ px: 1.5, py: 2, overflowY: 'auto' }}>
        <List disablePadding>
          {navForRole(role).map((entry) =>
            entry.kind === 'link' ? (
              <NavItem key={entry.to} item={entry} onNavigate={onNavigate} />
            ) : (
              <NavGroupSection key={entry.label} group={entry} onNavigate={onNavigate} />
            ),
          )}
        </List>
      </Box>
    </Box>
  );
}
