import MenuRounded from '@mui/icons-material/MenuRounded';
import IconButton from '@mui/material/IconButton';
import { type ComponentType, type MouseEvent, useState } from 'react';
import { sectionLinksCopy as copy } from '@shared/landing/copy.ts';
import type { SectionMenuListProps } from './section-menu-list.tsx';

const menuId = 'section-menu';

/** The menu itself loads on the first press: most visitors never open it. */
const loadMenuList = async () => (await import('./section-menu-list.tsx')).SectionMenuList;

/**
 * The section links on a phone, where the top bar has no room for them (section-links.tsx):
 * a button that opens them as a menu. Shown below the width the bar's links appear at, by the
 * page's own styles, so nothing moves once the page has loaded.
 */
export function SectionMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [MenuList, setMenuList] = useState<ComponentType<SectionMenuListProps> | null>(null);

  const openMenu = async (event: MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    const loaded = MenuList ?? (await loadMenuList());
    setMenuList(() => loaded);
    setAnchor(button);
  };

  return (
    <>
      <IconButton
        aria-label={copy.menu}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        onClick={openMenu}
        edge="end"
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <MenuRounded />
      </IconButton>
      {MenuList && <MenuList id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}
