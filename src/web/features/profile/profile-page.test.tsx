// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { authEndpoints } from '@shared/auth/auth-api.ts';
import { authCopy } from '@shared/auth-copy.ts';
import { profileCopy } from '@shared/profile-copy.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { preferencesCopy } from '@shared/preferences.ts';
import { pushCopy } from '@shared/push-copy.ts';
import type { PushDevice } from '@shared/push-notifications.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import ProfilePage from './profile-page.tsx';

const ok = () => HttpResponse.json({ status: true });
const failure = (status: number, code = 'ERROR') =>
  HttpResponse.json({ code, message: code }, { status });

/** better-auth's profile and password endpoints, answering with `answer`; keeps the bodies. */
function answerAuth(endpoint: string, answer: () => Response) {
  const sent: unknown[] = [];
  apiServer.use(
    http.post(endpoint, async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

let savedPreferences: unknown[] = [];
let pushDevices: PushDevice[] = [];

/** The page with the account's email notifications on, as a new account has them. */
function renderProfile() {
  savedPreferences = [];
  apiServer.use(
    http.get(apiPaths.preferences, () => HttpResponse.json({ handoverEmails: true })),
    http.put(apiPaths.preferences, async ({ request }) => {
      const body = await request.json();
      savedPreferences.push(body);
      return HttpResponse.json(body);
    }),
    http.get(apiPaths.pushSubscriptions, () => HttpResponse.json({ devices: pushDevices })),
    http.delete(apiPaths.pushSubscription, ({ params }) => {
      pushDevices = pushDevices.filter((device) => device.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return renderWithProviders(<ProfilePage />).auth;
}

// 'Confirm new password' contains 'new password'; the required marker follows the label.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`, 'i'));

describe('ProfilePage', () => {
  afterEach(cleanup);

  it('switches off the hand-over emails and says it saved', async () => {
    const user = userEvent.setup();
    renderProfile();
    const toggle = await screen.findByRole('switch', { name: preferencesCopy.handoverEmails });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText(preferencesCopy.saved)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(savedPreferences).toEqual([{ handoverEmails: false }]);
  });

  it('says a browser without notifications has none, and removes another device', async () => {
    const user = userEvent.setup();
    pushDevices = [
      {
        id: '0b5c1e9e-2f7a-4d5e-9c1b-7f3a2e1d0c9b',
        label: 'Chrome on Android',
        endpoint: 'https://fcm.googleapis.com/fcm/send/phone',
        createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
        lastUsedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      },
    ];
    renderProfile();
    // jsdom, like an old browser, has neither service workers nor push.
    const toggle = await screen.findByRole('switch', { name: pushCopy.toggle });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(pushCopy.unsupported);
    const devices = await screen.findByRole('list', { name: pushCopy.devicesTitle });
    expect(devices).toHaveTextContent('Chrome on Android');
    expect(devices).toHaveTextContent('Added 3 days ago · last notified 5 minutes ago');
    await user.click(screen.getByRole('button', { name: pushCopy.remove('Chrome on Android') }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: pushCopy.devicesTitle })).not.toBeInTheDocument(),
    );
    expect(pushDevices).toEqual([]);
  });

  it('shows the name and email, and Cancel leaves without saving', async () => {
    const user = userEvent.setup();
    const updates = answerAuth(authEndpoints.updateUser, ok);
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByText('Olivia Owner')).toBeInTheDocument();
    expect(screen.getByText('olivia@example.com')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: profileCopy.editProfile }));
    expect(
      screen.getByRole('textbox', { name: new RegExp(`^${profileCopy.email}`) }),
    ).toBeDisabled();
    expect(screen.getByText(profileCopy.emailNote)).toBeInTheDocument();
    await user.clear(field(profileCopy.name));
    await user.type(field(profileCopy.name), 'Someone Else');
    await user.click(screen.getByRole('button', { name: profileCopy.cancel }));

    expect(screen.queryByLabelText(new RegExp(`^${profileCopy.name}`))).toBeNull();
    expect(updates).toEqual([]);
  });

  it('saves a new name, then reloads the session', async () => {
    const user = userEvent.setup();
    const updates = answerAuth(authEndpoints.updateUser, ok);
    const auth = renderProfile();
    await user.click(screen.getByRole('button', { name: profileCopy.editProfile }));
    await user.clear(field(profileCopy.name));
    await user.type(field(profileCopy.name), '  Olivia Stone ');
    await user.click(screen.getByRole('button', { name: profileCopy.save }));

    expect(await screen.findByRole('status')).toHaveTextContent(profileCopy.updated);
    expect(updates).toEqual([{ name: 'Olivia Stone' }]);
    expect(auth.refresh).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: profileCopy.save })).toBeNull();
  });

  it('refuses an empty name in words and reports a failed save', async () => {
    const user = userEvent.setup();
    const updates = answerAuth(authEndpoints.updateUser, () => failure(500));
    renderProfile();
    await user.click(screen.getByRole('button', { name: profileCopy.editProfile }));
    await user.clear(field(profileCopy.name));
    await user.click(screen.getByRole('button', { name: profileCopy.save }));
    expect(await screen.findByText(profileCopy.nameRequired)).toBeInTheDocument();
    expect(updates).toEqual([]);

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
      const changes = answerAuth(authEndpoints.changePassword, ok);
      renderProfile();
      await fill(user, '', 'short', 'other');
      expect(await screen.findByText(profileCopy.currentPasswordRequired)).toBeInTheDocument();
      expect(screen.getByText(/at least 12 characters/i)).toBeInTheDocument();
      expect(screen.getByText(authCopy.fields.passwordsDiffer)).toBeInTheDocument();
      expect(changes).toEqual([]);
    });

    it('shows a wrong current password next to that field', async () => {
      const user = userEvent.setup();
      answerAuth(authEndpoints.changePassword, () => failure(400, 'INVALID_PASSWORD'));
      renderProfile();
      await fill(user, 'not-it', 'a-long-new-password', 'a-long-new-password');
      expect(await screen.findByText(profileCopy.currentPasswordWrong)).toBeInTheDocument();
      expect(field(profileCopy.currentPassword)).toHaveAttribute('aria-invalid', 'true');
    });

    it('changes the password, ends other sessions and clears the fields', async () => {
      const user = userEvent.setup();
      const changes = answerAuth(authEndpoints.changePassword, ok);
      renderProfile();
      await fill(user, 'the-old-password', 'a-long-new-password', 'a-long-new-password');
      expect(await screen.findByRole('status')).toHaveTextContent(profileCopy.passwordChanged);
      expect(changes).toEqual([
        {
          currentPassword: 'the-old-password',
          newPassword: 'a-long-new-password',
          revokeOtherSessions: true,
        },
      ]);
      await waitFor(() => expect(field(profileCopy.currentPassword)).toHaveValue(''));
      expect(field(profileCopy.newPassword)).toHaveValue('');
      expect(field(profileCopy.confirmPassword)).toHaveValue('');
    });
  });
});
