// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authCopy } from '@shared/auth-copy.ts';
import { profileCopy } from '@shared/profile-copy.ts';
import { AuthContext, type AuthState } from '@web/lib/auth-context.ts';
import ProfilePage from './profile-page.tsx';

const { updateUser, changePassword } = vi.hoisted(() => ({
  updateUser: vi.fn(),
  changePassword: vi.fn(),
}));
vi.mock('@web/lib/auth-client.ts', () => ({ authClient: { updateUser, changePassword } }));

const ok = { data: { status: true }, error: null };
const failure = (status: number, code?: string) => ({
  data: null,
  error: { status, code, message: code, statusText: '' },
});

function renderProfile() {
  const auth: AuthState = {
    user: { email: 'olivia@example.com', displayName: 'Olivia Owner' },
    loading: false,
    signOut: vi.fn(),
    refresh: vi.fn(async () => {}),
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter>
          <ProfilePage />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return auth;
}

// 'Confirm new password' contains 'new password'; the required marker follows the label.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`, 'i'));

describe('ProfilePage', () => {
  beforeEach(() => {
    updateUser.mockReset();
    changePassword.mockReset();
  });
  afterEach(cleanup);

  it('shows the name and email, and Cancel leaves without saving', async () => {
    const user = userEvent.setup();
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByText('Olivia Owner')).toBeInTheDocument();
    expect(screen.getByText('olivia@example.com')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: profileCopy.editProfile }));
    expect(field(profileCopy.email)).toBeDisabled();
    expect(screen.getByText(profileCopy.emailNote)).toBeInTheDocument();
    await user.clear(field(profileCopy.name));
    await user.type(field(profileCopy.name), 'Someone Else');
    await user.click(screen.getByRole('button', { name: profileCopy.cancel }));

    expect(screen.queryByLabelText(new RegExp(`^${profileCopy.name}`))).toBeNull();
    expect(updateUser).not.toHaveBeenCalled();
  });

  it('saves a new name, then reloads the session', async () => {
    const user = userEvent.setup();
    updateUser.mockResolvedValue(ok);
    const auth = renderProfile();
    await user.click(screen.getByRole('button', { name: profileCopy.editProfile }));
    await user.clear(field(profileCopy.name));
    await user.type(field(profileCopy.name), '  Olivia Stone ');
    await user.click(screen.getByRole('button', { name: profileCopy.save }));

    expect(await screen.findByRole('status')).toHaveTextContent(profileCopy.updated);
    expect(updateUser).toHaveBeenCalledWith({ name: 'Olivia Stone' });
    expect(auth.refresh).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: profileCopy.save })).toBeNull();
  });

  it('refuses an empty name in words and reports a failed save', async () => {
    const user = userEvent.setup();
    updateUser.mockResolvedValue(failure(500));
    renderProfile();
    await user.click(screen.getByRole('button', { name: profileCopy.editProfile }));
    await user.clear(field(profileCopy.name));
    await user.click(screen.getByRole('button', { name: profileCopy.save }));
    expect(await screen.findByText(profileCopy.nameRequired)).toBeInTheDocument();
    expect(updateUser).not.toHaveBeenCalled();

    await user.type(field(profileCopy.name), 'Olivia');
    await user.click(screen.getByRole('button', { name: profileCopy.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(profileCopy.updateFailed);
  });

  describe('Change Password', () => {
    const fill = async (
      user: ReturnType<typeof userEvent.setup>,
      current: string,
      next: string,
      confirm: string,
    ) => {
      for (const [label, value] of [
        [profileCopy.currentPassword, current],
        [profileCopy.newPassword, next],
        [profileCopy.confirmPassword, confirm],
      ] as const) {
        await user.clear(field(label));
        if (value) await user.type(field(label), value);
      }
      await user.click(screen.getByRole('button', { name: profileCopy.submitPassword }));
    };

    it('tells each mistake in words next to its field', async () => {
      const user = userEvent.setup();
      renderProfile();
      await fill(user, '', 'short', 'other');
      expect(await screen.findByText(profileCopy.currentPasswordRequired)).toBeInTheDocument();
      expect(screen.getByText(/at least 12 characters/i)).toBeInTheDocument();
      expect(screen.getByText(authCopy.fields.passwordsDiffer)).toBeInTheDocument();
      expect(changePassword).not.toHaveBeenCalled();
    });

    it('shows a wrong current password next to that field', async () => {
      const user = userEvent.setup();
      changePassword.mockResolvedValue(failure(400, 'INVALID_PASSWORD'));
      renderProfile();
      await fill(user, 'not-it', 'a-long-new-password', 'a-long-new-password');
      expect(await screen.findByText(profileCopy.currentPasswordWrong)).toBeInTheDocument();
      expect(field(profileCopy.currentPassword)).toHaveAttribute('aria-invalid', 'true');
    });

    it('changes the password, ends other sessions and clears the fields', async () => {
      const user = userEvent.setup();
      changePassword.mockResolvedValue(ok);
      renderProfile();
      await fill(user, 'the-old-password', 'a-long-new-password', 'a-long-new-password');
      expect(await screen.findByRole('status')).toHaveTextContent(profileCopy.passwordChanged);
      expect(changePassword).toHaveBeenCalledWith({
        currentPassword: 'the-old-password',
        newPassword: 'a-long-new-password',
        revokeOtherSessions: true,
      });
      await waitFor(() => expect(field(profileCopy.currentPassword)).toHaveValue(''));
      expect(field(profileCopy.newPassword)).toHaveValue('');
      expect(field(profileCopy.confirmPassword)).toHaveValue('');
    });
  });
});
