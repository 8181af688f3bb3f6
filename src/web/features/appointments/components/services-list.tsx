import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  appointmentsCopy,
  type Service,
  serviceDefaults,
  serviceInputSchema,
} from '@shared/bookings.ts';

import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog.tsx';

import { FormTextField } from '@web/components/form-text-field.tsx';
import type { Notice } from '@web/components/notice-snackbar.tsx';
import { showServerFieldErrors } from '@web/lib/server-field-errors.ts';
import { useAddService, useDeleteService } from '../api/appointments-api.ts';
import { FormDialogFrame } from '@web/components/form-dialog-frame.tsx';

const copy = appointmentsCopy.services;

/** A number field's text as the API's number; empty is not given. */
const asNumber = (value: unknown) =>
  value === '' || value === undefined ? undefined : Number(value);
const { shape } = serviceInputSchema;
/** The API's own rules, read from the form's text fields. */
const serviceFormSchema = z.object({
  ...shape,
  durationMinutes: z.preprocess(asNumber, shape.durationMinutes),
  bufferBeforeMinutes: z.preprocess(asNumber, shape.bufferBeforeMinutes),
  bufferAfterMinutes: z.preprocess(asNumber, shape.bufferAfterMinutes),
  minimumNoticeMinutes: z.preprocess(asNumber, shape.minimumNoticeMinutes),
  daysAhead: z.preprocess(asNumber, shape.daysAhead),
});
type ServiceForm = z.input<typeof serviceFormSchema>;

const numberFields = [
  { name: 'durationMinutes', label: copy.duration, required: true },
  { name: 'bufferBeforeMinutes', label: copy.bufferBefore },
  { name: 'bufferAfterMinutes', label: copy.bufferAfter },
  { name: 'minimumNoticeMinutes', label: copy.notice },
  { name: 'daysAhead', label: copy.daysAhead },
] as const;

function AddServiceDialog({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const add = useAddService();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ServiceForm>({
    resolver: zodResolver(serviceFormSchema),
    defaultValues: {
      name: '',
      durationMinutes: '60',
      bufferBeforeMinutes: String(serviceDefaults.bufferBeforeMinutes),
      bufferAfterMinutes: String(serviceDefaults.bufferAfterMinutes),
      minimumNoticeMinutes: String(serviceDefaults.minimumNoticeMinutes),
      daysAhead: String(serviceDefaults.daysAhead),
      priceText: '',
    },
  });
  const busy = formState.isSubmitting;
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const input = serviceInputSchema.parse(values);
      await add.mutateAsync({ ...input, priceText: input.priceText || null });
      onAdded();
    } catch (error) {
      setFailure(showServerFieldErrors(error, setError, copy.saveFailed));
    }
  });
  return (
    <FormDialogFrame
      title={copy.dialogTitle}
      busy={busy}
      failure={failure}
      labels={copy}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField
        control={control}
        name="name"
        label={copy.name}
        required
        fullWidth
        autoFocus
        disabled={busy}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ flexWrap: 'wrap', gap: 2.5 }}>
        {numberFields.map((field) => (
          <FormTextField
            key={field.name}
            control={control}
            name={field.name}
            label={field.label}
            required={'required' in field}
            type="number"
            disabled={busy}
            sx={{ flex: { sm: '1 1 calc(50% - 10px)' } }}
          />
        ))}
      </Stack>
      <FormTextField
        control={control}
        name="priceText"
        label={copy.price}
        helperText={copy.priceHint}
        fullWidth
        disabled={busy}
      />
    </FormDialogFrame>
  );
}

/** The services: each with its length and price, deleted after asking; a dialog adds one. */
export function ServicesList({
  services,
  onNotice,
}: {
  services: Service[];
  onNotice: (notice: Notice) => void;
}) {
  const remove = useDeleteService();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Service | null>(null);
  return (
    <Stack spacing={2}>
      {services.length === 0 ? (
        <Typography color="text.secondary">{copy.empty}</Typography>
      ) : (
        <List disablePadding aria-label={copy.title}>
          {services.map((service) => (
            <ListItem
              key={service.id}
              divider
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={copy.delete(service.name)}
                  onClick={() => setDeleting(service)}
                >
                  <DeleteOutlineRounded />
                </IconButton>
              }
            >
              <ListItemText
                primary={service.name}
                secondary={copy.summary(service.durationMinutes, service.priceText)}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" startIcon={<AddRounded />} onClick={() => setAdding(true)}>
          {copy.add}
        </Button>
      </Stack>
      {adding && (
        <AddServiceDialog
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            onNotice({ severity: 'success', message: copy.added });
          }}
        />
      )}
      <ConfirmDeleteDialog
        title={deleting ? copy.deleteTitle(deleting.name) : null}
        text={copy.deleteText}
        labels={copy.deleteLabels}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          remove.mutate(deleting!.id, {
            onSuccess: () => onNotice({ severity: 'success', message: copy.deleted }),
            onError: () => onNotice({ severity: 'error', message: copy.deleteFailed }),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Stack>
  );
}
