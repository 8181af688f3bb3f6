// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sectionLinksCopy } from '@shared/landing/copy.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import { SectionMenu } from './section-menu.tsx';
import { scrollToSection } from './scroll-to-section.ts';

vi.mock('./scroll-to-section.ts', () => ({ scrollToSection: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(scrollToSection).mockClear();
});

/** The button; while the menu is open the page behind it is hidden from assistive technology. */
const menuButton = () => screen.getByRole('button', { name: sectionLinksCopy.menu, hidden: true });

describe('the landing’s phone menu', () => {
  it('opens the section links, and a link closes it and goes to its section', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SectionMenu />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());
    const menu = await screen.findByRole('menu', { name: sectionLinksCopy.label });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(
      sectionLinksCopy.links.map((link) => link.label),
    );
    expect(items[2]).toHaveAttribute('href', `#${sectionLinksCopy.links[2].id}`);

    await user.click(items[2]!);
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(scrollToSection).toHaveBeenCalledWith(sectionLinksCopy.links[2].id);
  });

  it('works from the keyboard, and Escape closes it with focus back on its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SectionMenu />);
    menuButton().focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getAllByRole('menuitem')[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('menuitem')[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(menuButton()).toHaveFocus();
    expect(scrollToSection).not.toHaveBeenCalled();
  });
});
