import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import {
  apiKeyCopy as copy,
  apiKeyInputSchema,
  apiKeyModes,
  type ApiKeyInput,
} from '@shared/integrations.ts';
import { FormTextField } from '@web/components/form-text-field.tsx';
import { useCreateApiKey } from '../api/create-api-key.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { FormAlert } from '@web/components/form-alert.tsx';

/** Name (required, not blank) and Live or Test (Live by default). */
export function CreateApiKeyDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const create = useCreateApiKey();
  const { control, handleSubmit, reset } = useForm<ApiKeyInput>({
    resolver: zodResolver(apiKeyInputSchema),
    defaultValues: { name: '', mode: 'live' },
  });
  const close = () => {
    reset();
    create.reset();
    onClose();
  };
  const submit = handleSubmit(async (input) => {
    try {
      await create.mutateAsync(input);
      reset();
      create.reset();
      onCreated();
    } catch {
      // The failure message shows in the dialog (create.isError), which stays open to retry.
    }
  });

  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : close}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle>{copy.createTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <FormAlert message={create.isError ? copy.createFailed : null} />
          <FormTextField
            control={control}
            name="name"
            label={copy.name}
            required
            fullWidth
            autoFocus
            disabled={create.isPending}
          />
          <Controller
            control={control}
            name="mode"
            render={({ field }) => (
              <FormControl disabled={create.isPending}>
                <FormLabel id="api-key-mode">{copy.mode}</FormLabel>
                <RadioGroup row aria-labelledby="api-key-mode" {...field}>
                  {apiKeyModes.map((mode) => (
                    <FormControlLabel
                      key={mode}
                      value={mode}
                      control={<Radio />}
                      label={copy.modeLabels[mode]}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={close} disabled={create.isPending}>
          {copy.cancel}
        </Button>
        <BusyButton busy={create.isPending} label={copy.create} busyLabel={copy.creating} />
      </DialogActions>
    </Dialog>
  );
}
