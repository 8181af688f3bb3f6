import CheckRounded from '@mui/icons-material/CheckRounded';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { colorSchemeModes } from '@shared/color-scheme.ts';
import { paths } from '@shared/paths.ts';
import { topBarCopy } from '@shared/portal-copy.ts';
import { useSignOut } from '@web/features/auth/use-sign-out.ts';
import { useAuth } from '@web/lib/auth-context.ts';
import { initialsOf } from '@web/lib/initials.ts';

const modeIcons = {
  system: SettingsBrightnessOutlined,
  light: LightModeOutlined,
  dark: DarkModeOutlined,
} as const;

/**
 * The avatar button and its menu: who is signed in, the colour scheme (System, Light, Dark;
 * kept in this browser), Profile and Sign out.
 */
export function PortalUserMenu() {
  const { user } = useAuth();
  const { mode, setMode } = useColorScheme();
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!user) return null;
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        aria-label={topBarCopy.accountMenu}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar
          sx={{
            width: 36,
            height: 36,
            fontSize: '0.95rem',
            fontWeight: 700,
            bgcolor: 'primary.main',
          }}
        >
          {initialsOf(user.displayName, user.email)}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            sx: {
              mt: 1,
              minWidth: 240,
              border: 1,
              borderColor: 'divider',
              boxShadow: '0 12px 32px rgba(15, 27, 51, 0.12)',
            },
          },
        }}
      >
        <Box sx={{ px: 2, pt: 1, pb: 1.5 }}>
          <Typography variant="subtitle2" sx={{ fontWeight: 700 }} noWrap>
            {user.displayName}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <ListSubheader sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>
          {topBarCopy.colorScheme}
        </ListSubheader>
        {colorSchemeModes.map((choice) => {
          const Icon = modeIcons[choice];
          const checked = (mode ?? 'system') === choice;
          return (
            <MenuItem
              key={choice}
              role="menuitemradio"
              aria-checked={checked}
              // The menu stays open, so the page can be seen changing under it.
              onClick={() => setMode(choice)}
            >
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{topBarCopy.colorSchemeModes[choice]}</ListItemText>
              {checked && <CheckRounded aria-hidden fontSize="small" color="primary" />}
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem component={RouterLink} to={paths.portal.profile} onClick={close}>
          <ListItemIcon>
            <PersonOutlineRounded fontSize="small" />
          </ListItemIcon>
          {topBarCopy.profile}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void signOut();
          }}
        >
          <ListItemIcon>
            <LogoutRounded fontSize="small" />
          </ListItemIcon>
          {topBarCopy.signOut}
        </MenuItem>
      </Menu>
    </>
  );
}
