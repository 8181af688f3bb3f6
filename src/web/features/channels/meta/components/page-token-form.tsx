import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  metaCopy as copy,
  type MetaPageTokenInput,
  metaPageTokenInputSchema,
} from '@shared/meta.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { FormAlert } from '@web/components/form-alert.tsx';
import { FormTextField } from '@web/components/form-text-field.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { useConnectMetaPage } from '../api/connect-meta-page.ts';

/** Paste a Page access token: checked by the server with Meta, refused in words under the field. */
export function PageTokenForm() {
  const connect = useConnectMetaPage();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<MetaPageTokenInput>({
    resolver: zodResolver(metaPageTokenInputSchema),
    defaultValues: { token: '' },
  });
  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await connect.mutateAsync(input);
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
        disabled={connect.isPending}
        onEdit={() => setFailure(null)}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <BusyButton busy={connect.isPending} label={copy.connect} busyLabel={copy.connecting} />
      </Stack>
    </Stack>
  );
}
