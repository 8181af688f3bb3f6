import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { aiConfigCopy as copy } from '@shared/ai-config.ts';
import {
  documentInputSchema,
  type KnowledgeKind,
  type KnowledgeSource,
  qaInputSchema,
} from '@shared/knowledge.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { FormTextField } from '@web/components/form-text-field.tsx';
import { ApiError } from '@web/lib/api-client.ts';

const qaFormSchema = qaInputSchema.pick({ question: true, answer: true });
const documentFormSchema = documentInputSchema.pick({ title: true, text: true });
const fileFormSchema = documentInputSchema.pick({ title: true });
type QaForm = z.input<typeof qaFormSchema>;
type DocumentForm = z.input<typeof documentFormSchema>;

/** What a dialog is for: a new Q&A or document (`source` null), or changing one that exists. */
export type KnowledgeEditing = { kind: KnowledgeKind; source: KnowledgeSource | null };

/**
 * Adds or edits a Q&A pair or a pasted document. It stays open with the server's field errors
 * in words when saving fails, so nothing typed is lost.
 */
export function KnowledgeDialog({
  editing,
  onClose,
  onSave,
}: {
  editing: KnowledgeEditing;
  onClose: () => void;
  onSave: (values: Partial<QaForm & DocumentForm>) => Promise<void>;
}) {
  if (editing.kind === 'document' && editing.source?.fileName) {
    // An uploaded file's text is the file's: only its title changes here.
    return (
      <EditDialog<Pick<DocumentForm, 'title'>>
        title={copy.documentTitleEdit}
        schema={fileFormSchema}
        initial={{ title: editing.source.title }}
        fields={[
          { name: 'title', label: copy.documentName, rows: 1, hint: copy.uploadedTextLocked },
        ]}
        onClose={onClose}
        onSave={onSave}
      />
    );
  }
  return editing.kind === 'qa' ? (
    <EditDialog<QaForm>
      title={editing.source ? copy.qaTitleEdit : copy.qaTitleNew}
      schema={qaFormSchema}
      initial={{ question: editing.source?.title ?? '', answer: editing.source?.body ?? '' }}
      fields={[
        { name: 'question', label: copy.question, rows: 2 },
        { name: 'answer', label: copy.answer, rows: 6 },
      ]}
      onClose={onClose}
      onSave={onSave}
    />
  ) : (
    <EditDialog<DocumentForm>
      title={editing.source ? copy.documentTitleEdit : copy.documentTitleNew}
      schema={documentFormSchema}
      initial={{ title: editing.source?.title ?? '', text: editing.source?.body ?? '' }}
      fields={[
        { name: 'title', label: copy.documentName, rows: 1 },
        {
          name: 'text',
          label: copy.documentText,
          rows: 10,
          hint: copy.documentTextHint,
        },
      ]}
      onClose={onClose}
      onSave={onSave}
    />
  );
}

function EditDialog<T extends FieldValues>({
  title,
  schema,
  initial,
  fields,
  onClose,
  onSave,
}: {
  title: string;
  schema: z.ZodType<T, T>;
  initial: T;
  fields: { name: Path<T>; label: string; rows: number; hint?: string }[];
  onClose: () => void;
  onSave: (values: T) => Promise<void>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<T>({
    resolver: zodResolver(schema),
    defaultValues: initial as never,
  });
  const busy = formState.isSubmitting;
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave(values);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? Object.entries(error.fields ?? {}) : [];
      for (const [name, message] of fieldErrors) setError(name as Path<T>, { message });
      if (fieldErrors.length === 0)
        setFailure(error instanceof ApiError ? error.message : copy.actionFailed);
    }
  });

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
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
              autoFocus={index === 0}
              multiline={field.rows > 1}
              minRows={field.rows > 1 ? field.rows : undefined}
              maxRows={field.rows > 1 ? 16 : undefined}
              disabled={busy}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit" disabled={busy}>
          {copy.cancel}
        </Button>
        <BusyButton busy={busy} label={copy.save} busyLabel={copy.saving} />
      </DialogActions>
    </Dialog>
  );
}
