import type { z } from 'zod';
import { aiConfigCopy as copy } from '@shared/ai-config.ts';
import {
  documentInputSchema,
  type KnowledgeKind,
  type KnowledgeSource,
} from '@shared/knowledge.ts';
import { FormDialog } from '@web/components/form-dialog.tsx';
import { type QaForm, qaFormSchema } from '@web/lib/add-qa.ts';
import { PhrasingsField } from './phrasings-field.tsx';

const documentFormSchema = documentInputSchema.pick({ title: true, text: true });
const fileFormSchema = documentInputSchema.pick({ title: true });
type DocumentForm = z.input<typeof documentFormSchema>;

const labels = {
  cancel: copy.cancel,
  save: copy.save,
  saving: copy.saving,
  failed: copy.actionFailed,
};

/** What any of the dialogs saves: a Q&A's fields or a document's. */
export type KnowledgeForm = Partial<QaForm & DocumentForm>;

/** What a dialog is for: a new Q&A or document (`source` null), or changing one that exists. */
export type KnowledgeEditing = { kind: KnowledgeKind; source: KnowledgeSource | null };

/** Adds or edits a Q&A pair or a pasted document; an uploaded file's title alone changes. */
export function KnowledgeDialog({
  editing,
  onClose,
  onSave,
}: {
  editing: KnowledgeEditing;
  onClose: () => void;
  onSave: (values: KnowledgeForm, options?: { another: boolean }) => Promise<void>;
}) {
  if (editing.kind === 'document' && editing.source?.fileName) {
    // An uploaded file's text is the file's: only its title changes here.
    return (
      <FormDialog<Pick<DocumentForm, 'title'>>
        title={copy.documentTitleEdit}
        schema={fileFormSchema}
        initial={{ title: editing.source.title }}
        fields={[
          { name: 'title', label: copy.documentName, rows: 1, hint: copy.uploadedTextLocked },
        ]}
        labels={labels}
        onClose={onClose}
        onSave={onSave}
      />
    );
  }
  return editing.kind === 'qa' ? (
    <FormDialog<QaForm>
      title={editing.source ? copy.qaTitleEdit : copy.qaTitleNew}
      schema={qaFormSchema}
      initial={{
        question: editing.source?.title ?? '',
        answer: editing.source?.body ?? '',
        phrasings: editing.source?.phrasings ?? [],
      }}
      fields={[
        { name: 'question', label: copy.question, rows: 2 },
        { name: 'answer', label: copy.answer, rows: 6 },
      ]}
      more={(form) => <PhrasingsField {...form} />}
      // Owners add their Q&A pairs in a row: one dialog for all of them.
      another={
        editing.source
          ? undefined
          : {
              label: copy.saveAndAddAnother,
              saved: copy.savedAddNext,
              empty: { question: '', answer: '', phrasings: [] },
            }
      }
      labels={labels}
      onClose={onClose}
      onSave={onSave}
    />
  ) : (
    <FormDialog<DocumentForm>
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
      labels={labels}
      onClose={onClose}
      onSave={onSave}
    />
  );
}
