import { useColorScheme, useTheme } from '@mui/material/styles';

/**
 * The palette of the colour scheme in force, for what takes colours as values rather than as
 * CSS (the charts draw SVG with them). `useTheme().palette` is always the light one, since
 * styles reach the dark colours through CSS variables.
 */
export function useSchemePalette() {
  const theme = useTheme();
  const { colorScheme } = useColorScheme();
  return theme.colorSchemes[colorScheme ?? 'light']?.palette ?? theme.palette;
}
