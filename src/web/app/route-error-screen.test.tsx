// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { paths } from '@shared/paths.ts';
import { errorScreenCopy } from '@shared/portal-copy.ts';
import { AppThemeProvider } from './app-theme-provider.tsx';
import { RouteErrorScreen } from './route-error-screen.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function ThrowingArea(): ReactElement {
  throw new Error('The sign-in area broke');
}

it('shows an error no screen caught on a page of its own, instead of the router’s default', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // As src/web/main.tsx sets up the app's router.
  const router = createMemoryRouter(
    [{ path: '*', element: <ThrowingArea />, errorElement: <RouteErrorScreen /> }],
    { initialEntries: [paths.login] },
  );
  render(
    <AppThemeProvider>
      <RouterProvider router={router} />
    </AppThemeProvider>,
  );
  expect(
    screen.getByRole('heading', { level: 1, name: errorScreenCopy.title }),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
  expect(screen.getByRole('button', { name: errorScreenCopy.reload })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: errorScreenCopy.dashboard })).toHaveAttribute(
    'href',
    paths.portal.dashboard,
  );
});
