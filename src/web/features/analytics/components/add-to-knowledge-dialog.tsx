import { analyticsCopy } from '@shared/analytics-copy.ts';
import { FormDialog } from '@web/components/form-dialog.tsx';
import { type QaForm, qaFormSchema, useAddQa } from '@web/lib/add-qa.ts';

const copy = analyticsCopy.knowledgeDialog;

/**
 * Turns a question the agent could not answer into a Q&A pair of the knowledge base: the
 * question comes filled in (and can be reworded), the owner writes the answer.
 */
export function AddToKnowledgeDialog({
  question,
  onClose,
  onAdded,
}: {
  question: string;
  onClose: () => void;
  onAdded: () => void;
}) {
  const addQa = useAddQa();
  return (
    <FormDialog<QaForm>
      title={copy.title}
      schema={qaFormSchema}
      initial={{ question, answer: '' }}
      fields={[
        { name: 'question', label: copy.question, rows: 2 },
        { name: 'answer', label: copy.answer, rows: 6, hint: copy.answerHint },
      ]}
      labels={copy}
      onClose={onClose}
      onSave={async (values) => {
        await addQa.mutateAsync(values);
        onAdded();
      }}
    />
  );
}
