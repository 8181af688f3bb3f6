import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  appointmentsCopy,
  type OpenHours,
  resourceInputSchema,
  type Resource,
  weeklyHoursSchema,
} from '@shared/bookings.ts';
import { FormDialogFrame } from '@web/components/form-dialog-frame.tsx';
import { FormTextField } from '@web/components/form-text-field.tsx';
import { showServerFieldErrors } from '@web/lib/server-field-errors.ts';
import { useAddResource, useUpdateResource } from '../api/appointments-api.ts';
import { DayExceptionsFields } from './day-exceptions-fields.tsx';
import { WeekHoursFields } from '@web/components/week-hours-fields.tsx';

const copy = appointmentsCopy.resources;
const { shape } = resourceInputSchema;
/**
 * Its own hours are kept while unticked, so ticking again brings them back unchanged; they are
 * checked only while ticked.
 */
const resourceFormSchema = z
  .object({
    name: shape.name,
    ownHours: z.boolean(),
    weeklyHours: z.array(z.custom<OpenHours>()),
    dayExceptions: shape.dayExceptions.unwrap(),
  })
  .superRefine((form, context) => {
    if (!form.ownHours) return;
    for (const issue of weeklyHoursSchema.safeParse(form.weeklyHours).error?.issues ?? []) {
      context.addIssue({
        code: 'custom',
        message: issue.message,
        path: ['weeklyHours', ...issue.path],
      });
    }
  });
type ResourceForm = z.infer<typeof resourceFormSchema>;

/** A working week, the first own hours a resource is given. */
const workingWeek = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  opens: '09:00',
  closes: '17:00',
}));

/** A person or resource added (`resource` null) or edited: its name and, if it has them, its own hours. */
export function ResourceDialog({
  resource,
  onClose,
  onSaved,
}: {
  resource: Resource | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const add = useAddResource();
  const update = useUpdateResource();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ResourceForm>({
    resolver: zodResolver(resourceFormSchema),
    defaultValues: {
      name: resource?.name ?? '',
      ownHours: Boolean(resource?.weeklyHours),
      weeklyHours: resource?.weeklyHours ?? workingWeek,
      dayExceptions: resource?.dayExceptions ?? [],
    },
  });
  const ownHours = useWatch({ control, name: 'ownHours' });
  const busy = formState.isSubmitting;
  const submit = handleSubmit(async ({ name, ownHours: own, weeklyHours, dayExceptions }) => {
    setFailure(null);
    try {
      const input = resourceInputSchema.parse({
        name,
        weeklyHours: own ? weeklyHours : null,
        dayExceptions,
      });
      await (resource ? update.mutateAsync({ id: resource.id, ...input }) : add.mutateAsync(input));
      onSaved();
    } catch (error) {
      setFailure(showServerFieldErrors(error, setError, copy.saveFailed));
    }
  });
  return (
    <FormDialogFrame
      title={resource ? copy.editTitle(resource.name) : copy.addTitle}
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
        helperText={copy.nameHint}
        required
        fullWidth
        autoFocus
        disabled={busy}
      />
      <div>
        <Controller
          control={control}
          name="ownHours"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  inputRef={field.ref}
                  disabled={busy}
                />
              }
              label={copy.ownHours}
            />
          )}
        />
        <FormHelperText sx={{ mt: 0 }}>{copy.ownHoursHint}</FormHelperText>
      </div>
      {ownHours && <WeekHoursFields control={control} busy={busy} />}
      <DayExceptionsFields control={control} busy={busy} hint={copy.exceptionsHint} />
    </FormDialogFrame>
  );
}
