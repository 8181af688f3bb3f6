import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { type ReactNode, useEffect, useState } from 'react';
import { type Control, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showServerFieldErrors } from '@web/lib/server-field-errors.ts';

import { FormTextField } from './form-text-field.tsx';

import { FormDialogFrame } from './form-dialog-frame.tsx';

export type FormDialogField<T extends FieldValues> = {
  name: Path<T>;
  label: string;
  rows: number;
  hint?: string;
};

/**
 * A dialog of text fields checked by a shared schema and saved by `onSave`. It stays open with
 * the server's field errors in words when saving fails, so nothing typed is lost. The cursor
 * starts in the first empty field: the one the person came to fill. `more` renders fields of
 * another shape (a list) after the text fields, bound to the same form.
 */
export function FormDialog<T extends FieldValues>({
  title,
  schema,
  initial,
  fields,
  labels,
  more,
  another,
  onClose,
  onSave,
}: {
  title: string;
  schema: z.ZodType<T, T>;
  initial: T;
  fields: FormDialogField<T>[];
  labels: { cancel: string; save: string; saving: string; failed: string };
  more?: (form: { control: Control<T>; disabled: boolean }) => ReactNode;
  /** Offers to save and start again on an empty form, labelled so; `onSave` is told which. */
  another?: { label: string; empty: T; saved: string };
  onClose: () => void;
  onSave: (values: T, options?: { another: boolean }) => Promise<void>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  // Said in the dialog, which hides the screen behind it: the last one was saved.
  const [savedOne, setSavedOne] = useState(false);
  const { control, handleSubmit, setError, formState, reset, setFocus } = useForm<T>({
    resolver: zodResolver(schema),
    defaultValues: initial as never,
  });
  const busy = formState.isSubmitting;
  const firstEmpty = fields.findIndex((field) => !initial[field.name]);
  const focused = firstEmpty === -1 ? 0 : firstEmpty;
  const saving = (next: boolean) =>
    handleSubmit(async (values) => {
      setFailure(null);
      setSavedOne(false);
      try {
        await onSave(values, { another: next });
        if (next && another) {
          reset(another.empty);
          setSavedOne(true);
        }
      } catch (error) {
        setFailure(showServerFieldErrors(error, setError, labels.failed));
      }
    });
  const submit = saving(false);
  const firstField = fields[0]!.name;
  // Once the fields are no longer busy, the cursor is back in the first for the next one.
  useEffect(() => {
    if (savedOne && !busy) setFocus(firstField);
  }, [savedOne, busy, setFocus, firstField]);

  return (
    <FormDialogFrame
      title={title}
      busy={busy}
      failure={failure}
      labels={labels}
      onClose={onClose}
      onSubmit={submit}
      another={another && { label: another.label, onClick: () => void saving(true)() }}
    >
      {savedOne && another && (
        <Alert severity="success" role="status">
          {another.saved}
        </Alert>
      )}
      {fields.map((field, index) => (
        <FormTextField
          key={field.name}
          control={control}
          name={field.name}
          label={field.label}
          helperText={field.hint}
          required
          fullWidth
          autoFocus={index === focused}
          multiline={field.rows > 1}
          minRows={field.rows > 1 ? field.rows : undefined}
          maxRows={field.rows > 1 ? 16 : undefined}
          disabled={busy}
        />
      ))}
      {more?.({ control, disabled: busy })}
    </FormDialogFrame>
  );
}
