import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { sectionLinksCopy as copy } from '@shared/landing/copy.ts';

/**
 * Links from the top bar to the landing's sections: plain `#id` anchors, so they work on the
 * prerendered page with no script. Only from tablet width up; a phone's bar holds the logo,
 * 'Portal Login' and the menu that holds these links (section-menu.tsx), and never scrolls
 * sideways. Hidden by a media query in the page's own
 * styles, not by script, so nothing moves once the page has loaded.
 */
export function SectionLinks() {
  return (
    <Box
      component="nav"
      aria-label={copy.label}
      sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, mr: 1 }}
    >
      {copy.links.map((link) => (
        <Button
          key={link.id}
          href={`#${link.id}`}
          color="inherit"
          sx={{ fontWeight: 600, color: 'text.secondary', '&:hover': { color: 'text.primary' } }}
        >
          {link.label}
        </Button>
      ))}
    </Box>
  );
}
