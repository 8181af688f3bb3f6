import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { VERIFY_TOKEN_PARAM } from '@shared/auth/auth-api.ts';
import { authCopy } from '@shared/auth-copy.ts';
import { paths } from '@shared/paths.ts';
import { PageLoader } from '@web/components/page-loader.tsx';
import { authClient } from '@web/lib/auth-client.ts';
import { useAuth } from '@web/lib/auth-context.ts';
import { toAuthFailure, verifyEmailErrorMessage } from './auth-failure.ts';
import { AuthCard } from './components/auth-card.tsx';

const copy = authCopy.verifyEmail;

type Outcome = { kind: 'verified' } | { kind: 'failed'; message: string } | null;

/**
 * Where the mailed verification link lands: `/verify-email?token=…`. It verifies the email,
 * which signs the owner in the first time, and goes on to the dashboard; a link used before
 * verifies nothing new, and the owner signs in as usual.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get(VERIFY_TOKEN_PARAM);
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? null : { kind: 'failed', message: copy.missingToken },
  );
  // The link works once: React's development double effect must not open it twice.
  const opened = useRef(false);

  useEffect(() => {
    if (!token || opened.current) return;
    opened.current = true;
    void (async () => {
      try {
        const { error } = await authClient.verifyEmail({ query: { token } });
        if (error) {
          return setOutcome({
            kind: 'failed',
            message: verifyEmailErrorMessage(toAuthFailure(error)),
          });
        }
        const { data: session } = await authClient.getSession();
        if (!session) return setOutcome({ kind: 'verified' });
        await refresh();
        navigate(paths.portal.dashboard, { replace: true });
      } catch (thrown) {
        setOutcome({ kind: 'failed', message: verifyEmailErrorMessage(toAuthFailure(thrown)) });
      }
    })();
  }, [token, navigate, refresh]);

  if (!outcome) return <PageLoader label={copy.busy} />;
  const verified = outcome.kind === 'verified';
  return (
    <AuthCard title={verified ? copy.verifiedTitle : copy.failedTitle}>
      <Stack spacing={2.5}>
        <Alert severity={verified ? 'success' : 'error'} role={verified ? 'status' : 'alert'}>
          {verified ? copy.verified : outcome.message}
        </Alert>
        <Button component={RouterLink} to={paths.login} variant="contained" size="large">
          {copy.goToLogin}
        </Button>
      </Stack>
    </AuthCard>
  );
}
