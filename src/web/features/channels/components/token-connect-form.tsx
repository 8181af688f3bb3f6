import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BusyButton } from '@web/components/busy-button.tsx';
import { FormAlert } from '@web/components/form-alert.tsx';
import { FormTextField } from '@web/components/form-text-field.tsx';
import { ApiError } from '@web/lib/api-client.ts';

type TokenInput = { token: string };

/** The words of a channel's token form. */
export type TokenFormCopy = {
  tokenLabel: string;
  tokenPlaceholder: string;
  tokenHelp: string;
  connect: string;
  connecting: string;
  connectFailed: string;
};

/**
 * Paste the token a platform gave (a bot's, a Page's): checked by the server with the
 * platform, refused in words under the field, any other failure said above the form.
 */
export function TokenConnectForm({
  schema,
  copy,
  connect,
  busy,
}: {
  schema: z.ZodType<TokenInput, TokenInput>;
  copy: TokenFormCopy;
  connect: (input: TokenInput) => Promise<unknown>;
  busy: boolean;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<TokenInput>({
    resolver: zodResolver(schema),
    defaultValues: { token: '' },
  });
  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await connect(input);
      reset({ token: '' });
    } catch (error) {
      const fieldError = error instanceof ApiError ? error.fields?.token : undefined;
      if (fieldError) setError('token', { message: fieldError });
      else setFailure(error instanceof ApiError ? error.message : copy.connectFailed);
    }
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <FormAlert message={failure} />
      <FormTextField
        control={control}
        name="token"
        label={copy.tokenLabel}
        placeholder={copy.tokenPlaceholder}
        helperText={copy.tokenHelp}
        required
        fullWidth
        autoComplete="off"
        disabled={busy}
        onEdit={() => setFailure(null)}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <BusyButton busy={busy} label={copy.connect} busyLabel={copy.connecting} />
      </Stack>
    </Stack>
  );
}
