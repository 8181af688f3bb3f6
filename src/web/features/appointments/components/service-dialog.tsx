import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  appointmentsCopy,
  type Resource,
  type Service,
  serviceDefaults,
  serviceInputSchema,
} from '@shared/bookings.ts';
import { FormDialogFrame } from '@web/components/form-dialog-frame.tsx';
import { FormTextField } from '@web/components/form-text-field.tsx';
import { useAgents } from '@web/lib/agent-list.ts';
import { showServerFieldErrors } from '@web/lib/server-field-errors.ts';
import { useAddService, useUpdateService } from '../api/appointments-api.ts';
import { ChooseManyField } from './choose-many-field.tsx';

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

/** The form's first values: the service's own, or a new one's. */
function formOf(service: Service | null, resources: readonly Resource[]): ServiceForm {
  return {
    name: service?.name ?? '',
    durationMinutes: String(service?.durationMinutes ?? 60),
    bufferBeforeMinutes: String(
      service?.bufferBeforeMinutes ?? serviceDefaults.bufferBeforeMinutes,
    ),
    bufferAfterMinutes: String(service?.bufferAfterMinutes ?? serviceDefaults.bufferAfterMinutes),
    minimumNoticeMinutes: String(
      service?.minimumNoticeMinutes ?? serviceDefaults.minimumNoticeMinutes,
    ),
    daysAhead: String(service?.daysAhead ?? serviceDefaults.daysAhead),
    priceText: service?.priceText ?? '',
    agentIds: service?.agentIds ?? [],
    // Chosen only where there is a choice: with one resource, every service has it.
    resourceIds:
      resources.length > 1
        ? (service?.resourceIds ?? resources.map((resource) => resource.id))
        : undefined,
  };
}

/** A service added (`service` null) or edited: its length, time kept free, price, and who offers and gives it. */
export function ServiceDialog({
  service,
  resources,
  onClose,
  onSaved,
}: {
  service: Service | null;
  resources: readonly Resource[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const add = useAddService();
  const update = useUpdateService();
  const agents = useAgents();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ServiceForm>({
    resolver: zodResolver(serviceFormSchema),
    defaultValues: formOf(service, resources),
  });
  const busy = formState.isSubmitting;
  // Before any service there is nobody to choose: the first one brings "Your team".
  const choosesResources = resources.length > 1;
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { resourceIds, ...input } = serviceInputSchema.parse(values);
      const saved = {
        ...input,
        priceText: input.priceText || null,
        ...(choosesResources ? { resourceIds } : {}),
      };
      await (service ? update.mutateAsync({ id: service.id, ...saved }) : add.mutateAsync(saved));
      onSaved();
    } catch (error) {
      setFailure(
        showServerFieldErrors(error, setError, service ? copy.updateFailed : copy.saveFailed),
      );
    }
  });
  return (
    <FormDialogFrame
      title={service ? copy.editTitle(service.name) : copy.dialogTitle}
      busy={busy}
      failure={failure}
      labels={
        service
          ? { cancel: copy.cancel, save: copy.update, saving: copy.updating }
          : { cancel: copy.cancel, save: copy.save, saving: copy.saving }
      }
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
      <ChooseManyField
        control={control}
        name="agentIds"
        label={copy.agents}
        helperText={copy.agentsHint}
        placeholder={copy.everyAgent}
        options={agents.data?.agents ?? []}
        busy={busy}
      />
      {choosesResources && (
        <ChooseManyField
          control={control}
          name="resourceIds"
          label={copy.resources}
          helperText={copy.resourcesHint}
          options={resources}
          busy={busy}
        />
      )}
    </FormDialogFrame>
  );
}
