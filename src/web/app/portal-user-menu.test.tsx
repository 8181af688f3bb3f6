// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { colorSchemeStorage } from '@shared/color-scheme.ts';
import { topBarCopy } from '@shared/portal-copy.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import { PortalUserMenu } from './portal-user-menu.tsx';

const { attribute, key } = colorSchemeStorage;
const modes = topBarCopy.colorSchemeModes;

/** The device's own setting, as `prefers-color-scheme` reports it. */
function devicePrefers(scheme: 'light' | 'dark') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === `(prefers-color-scheme: ${scheme})`,
    media: query,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

async function openMenu() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: topBarCopy.accountMenu }));
  return user;
}

const choice = (name: string) => screen.getByRole('menuitemradio', { name });
const schemeInForce = () => document.documentElement.getAttribute(attribute);

describe('the colour scheme switch in the user menu', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(attribute);
    devicePrefers('light');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('follows the device until a person chooses', async () => {
    devicePrefers('dark');
    renderWithProviders(<PortalUserMenu />);
    await openMenu();
    expect(choice(modes.system)).toHaveAttribute('aria-checked', 'true');
    expect(choice(modes.dark)).toHaveAttribute('aria-checked', 'false');
    expect(schemeInForce()).toBe('dark');
  });

  it('applies the chosen scheme to the page and remembers it in this browser', async () => {
    const { unmount } = renderWithProviders(<PortalUserMenu />);
    const user = await openMenu();
    await user.click(choice(modes.dark));
    expect(schemeInForce()).toBe('dark');
    expect(localStorage.getItem(key)).toBe('dark');
    expect(choice(modes.dark)).toHaveAttribute('aria-checked', 'true');
    expect(choice(modes.system)).toHaveAttribute('aria-checked', 'false');

    // A later visit starts with the choice.
    unmount();
    renderWithProviders(<PortalUserMenu />);
    await openMenu();
    expect(choice(modes.dark)).toHaveAttribute('aria-checked', 'true');
    expect(schemeInForce()).toBe('dark');
  });

  it('goes back to the device when System is chosen again', async () => {
    localStorage.setItem(key, 'light');
    devicePrefers('dark');
    renderWithProviders(<PortalUserMenu />);
    const user = await openMenu();
    expect(schemeInForce()).toBe('light');
    await user.click(choice(modes.system));
    expect(localStorage.getItem(key)).toBe('system');
    expect(schemeInForce()).toBe('dark');
  });
});
