import Facebook from '@mui/icons-material/Facebook';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { metaCopy as copy } from '@shared/meta.ts';
import { FormAlert } from '@web/components/form-alert.tsx';
import { useStartMetaLogin } from '../api/start-meta-login.ts';

/** Facebook Login for the owner's Pages: the server gives the dialog's address, the browser goes. */
export function FacebookLoginButton() {
  const login = useStartMetaLogin();
  const [failed, setFailed] = useState(false);
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        {copy.loginIntro}
      </Typography>
      <FormAlert message={failed ? copy.loginFailedToStart : null} />
      <Button
        variant="contained"
        startIcon={<Facebook />}
        disabled={login.isPending}
        onClick={() =>
          login.mutate(undefined, {
            onSuccess: ({ url }) => window.location.assign(url),
            onError: () => setFailed(true),
          })
        }
      >
        {copy.login}
      </Button>
    </Stack>
  );
}
