import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { apiPaths } from '@shared/api-paths.ts';
import { authCopy } from '@shared/auth-copy.ts';
import { paths } from '@shared/paths.ts';
import {
  INVITATION_TOKEN_PARAM,
  type InvitationPreview,
  invitationPreviewSchema,
  roleLabels,
  teamCopy as copy,
} from '@shared/team.ts';
import { ApiError, apiFetch } from '@web/lib/api-client.ts';
import { useAuth } from '@web/lib/auth-context.ts';
import { AuthCard } from './components/auth-card.tsx';

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : copy.invitationInvalid;

/**
 * Where the mailed invitation lands: `/invitation?token=…`. A new person chooses their name
 * and password; an address that already signs in gives its password. Either way they join
 * the team and arrive signed in.
 */
export default function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get(INVITATION_TOKEN_PARAM) ?? '';
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [preview, setPreview] = useState<InvitationPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(token ? null : copy.invitationInvalid);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return;
    const url = `${apiPaths.invitationPreview}?${new URLSearchParams({ token })}`;
    apiFetch(url)
      .then((answer) => setPreview(invitationPreviewSchema.parse(answer)))
      .catch((thrown: unknown) => setFailure(messageOf(thrown)));
  }, [token]);

  const accept = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await apiFetch(apiPaths.invitationAcceptance, {
        method: 'POST',
        body: { token, password, ...(name.trim() ? { name: name.trim() } : {}) },
      });
      await refresh();
      navigate(paths.portal.dashboard, { replace: true });
    } catch (thrown) {
      setError(messageOf(thrown));
    } finally {
      setBusy(false);
    }
  };

  if (failure) {
    return (
      <AuthCard title={authCopy.verifyEmail.failedTitle}>
        <Stack spacing={2.5}>
          <Alert severity="error">{failure}</Alert>
          <Button component={RouterLink} to={paths.login} variant="contained" size="large">
            {authCopy.verifyEmail.goToLogin}
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  if (!preview) return <AuthCard title={copy.title}>{null}</AuthCard>;
  return (
    <AuthCard
      title={copy.acceptTitle(preview.teamName)}
      subtitle={copy.acceptIntro(preview.email, roleLabels[preview.role].toLowerCase())}
    >
      <Stack component="form" spacing={2.5} onSubmit={(event) => void accept(event)}>
        {error && <Alert severity="error">{error}</Alert>}
        {!preview.hasSignIn && (
          <TextField
            label={copy.acceptName}
            value={name}
            autoComplete="name"
            onChange={(event) => setName(event.target.value)}
          />
        )}
        <TextField
          label={preview.hasSignIn ? copy.acceptExistingPassword : copy.acceptNewPassword}
          type="password"
          required
          value={password}
          autoComplete={preview.hasSignIn ? 'current-password' : 'new-password'}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" variant="contained" size="large" loading={busy}>
          {copy.accept}
        </Button>
      </Stack>
    </AuthCard>
  );
}
