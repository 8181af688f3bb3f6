import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type MouseEvent, useRef } from 'react';
import { sectionLinksCopy as copy } from '@shared/landing/copy.ts';
import { scrollToSection } from './scroll-to-section.ts';

export type SectionMenuListProps = {
  id: string;
  /** The button the menu opens from; null while it is closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
};

/**
 * The phone menu's links to the landing's sections, as the top bar's are on a wide screen:
 * `#id` anchors that glide to their section. The menu closes first and gives focus back to its
 * button; once it is gone, the chosen section takes the focus and the page glides there.
 */
export function SectionMenuList({ id, anchor, onClose }: SectionMenuListProps) {
  const chosen = useRef<string | null>(null);

  const choose = (sectionId: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    chosen.current = sectionId;
    onClose();
  };

  const goToChosen = () => {
    if (chosen.current) scrollToSection(chosen.current);
    chosen.current = null;
  };

  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{
        list: { 'aria-label': copy.label },
        transition: { onExited: goToChosen },
      }}
    >
      {copy.links.map((link) => (
        <MenuItem
          key={link.id}
          component="a"
          href={`#${link.id}`}
          onClick={choose(link.id)}
          sx={{ minWidth: 200, fontWeight: 600 }}
        >
          {link.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
