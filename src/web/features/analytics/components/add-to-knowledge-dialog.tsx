import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { Controller, type FieldValues, type UseFormSetError, useForm } from 'react-hook-form';
import { z } from 'zod';
import { analyticsCopy } from '@shared/analytics-copy.ts';
import type { Analytics } from '@shared/analytics.ts';
import { phrasingInputSchema, qaInputSchema } from '@shared/knowledge.ts';

import { FormTextField } from '@web/components/form-text-field.tsx';
import { useAddQa } from '@web/lib/add-qa.ts';
import { showServerFieldErrors } from '@web/lib/server-field-errors.ts';
import { useAddPhrasing } from '../api/add-phrasing.ts';
import { useQaPairs } from '../api/get-qa-pairs.ts';
import { FormDialogFrame } from '@web/components/form-dialog-frame.tsx';

const copy = analyticsCopy.knowledgeDialog;

type How = 'newQa' | 'phrasing';
type Unanswered = Analytics['unanswered'][number];

const newQaSchema = qaInputSchema.pick({ question: true, answer: true });
type NewQaForm = z.input<typeof newQaSchema>;

const phrasingFormSchema = z.object({
  sourceId: z.string().min(1, copy.chooseQa),
  phrasing: phrasingInputSchema.shape.phrasing,
});
type PhrasingForm = z.input<typeof phrasingFormSchema>;

/**
 * Turns a question the agent could not answer into knowledge, one of two ways: a new Q&A pair
 * (the question comes filled in and can be reworded, the owner writes the answer), or one more
 * way of asking a Q&A the owner already has (chosen by its question), whose answer then
 * answers it. The Q&A the agent found closest comes chosen for the second way: under the
 * threshold it answers the question only about one time in three, so the owner picks the way.
 */
export function AddToKnowledgeDialog({
  question,
  closestQa,
  onClose,
  onAdded,
}: {
  question: string;
  closestQa: Unanswered['closestQa'];
  onClose: () => void;
  /** `to`: the question of the Q&A it was added to as a way of asking; none for a new Q&A. */
  onAdded: (to?: string) => void;
}) {
  const howId = useId();
  const [how, setHow] = useState<How>('newQa');
  const [failure, setFailure] = useState<string | null>(null);
  const addQa = useAddQa();
  const addPhrasing = useAddPhrasing();
  const pairs = useQaPairs();
  const newQa = useForm<NewQaForm>({
    resolver: zodResolver(newQaSchema),
    defaultValues: { question, answer: '' },
  });
  const phrasing = useForm<PhrasingForm>({
    resolver: zodResolver(phrasingFormSchema),
    defaultValues: { sourceId: closestQa?.id ?? '', phrasing: question },
  });
  const busy = newQa.formState.isSubmitting || phrasing.formState.isSubmitting;
  const options = pairs.data ?? [];
  const noPairs = pairs.isSuccess && options.length === 0;

  /** Saves, or keeps the dialog open with the server's words beside the fields they concern. */
  const saving =
    <T extends FieldValues>(setError: UseFormSetError<T>, send: (values: T) => Promise<void>) =>
    async (values: T) => {
      setFailure(null);
      try {
        await send(values);
      } catch (error) {
        setFailure(showServerFieldErrors(error, setError, copy.failed));
      }
    };

  const submit =
    how === 'newQa'
      ? newQa.handleSubmit(
          saving(newQa.setError, async (values) => {
            await addQa.mutateAsync(values);
            onAdded();
          }),
        )
      : phrasing.handleSubmit(
          saving(phrasing.setError, async ({ sourceId, phrasing: words }) => {
            if (!options.some((pair) => pair.id === sourceId)) {
              phrasing.setError('sourceId', { message: copy.chooseQa });
              return;
            }
            const stored = await addPhrasing.mutateAsync({ id: sourceId, phrasing: words });
            onAdded(stored.title);
          }),
        );

  const choiceHint = pairs.isPending
    ? copy.qaLoading
    : pairs.isError
      ? copy.qaLoadFailed
      : noPairs
        ? copy.noQaYet
        : null;

  return (
    <FormDialogFrame
      title={copy.title}
      busy={busy}
      failure={failure}
      labels={copy}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormControl component="fieldset" disabled={busy}>
        <FormLabel component="legend" id={howId}>
          {copy.how}
        </FormLabel>
        <RadioGroup
          aria-labelledby={howId}
          value={how}
          onChange={(event) => {
            setFailure(null);
            setHow(event.target.value as How);
          }}
        >
          <FormControlLabel value="newQa" control={<Radio />} label={copy.asNewQa} />
          <FormControlLabel
            value="phrasing"
            control={<Radio />}
            label={copy.asPhrasing}
            disabled={busy || options.length === 0}
            sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.75 }, mt: 0.5 }}
          />
        </RadioGroup>
        {choiceHint && <FormHelperText sx={{ mx: 0 }}>{choiceHint}</FormHelperText>}
      </FormControl>
      {how === 'newQa' ? (
        <>
          <FormTextField
            control={newQa.control}
            name="question"
            label={copy.question}
            required
            fullWidth
            multiline
            minRows={2}
            maxRows={16}
            disabled={busy}
          />
          <FormTextField
            control={newQa.control}
            name="answer"
            label={copy.answer}
            helperText={copy.answerHint}
            required
            fullWidth
            multiline
            minRows={6}
            maxRows={16}
            autoFocus
            disabled={busy}
          />
        </>
      ) : (
        <>
          <Controller
            control={phrasing.control}
            name="sourceId"
            render={({ field, fieldState }) => (
              <Autocomplete
                options={options}
                value={options.find((pair) => pair.id === field.value) ?? null}
                onChange={(_event, pair) => field.onChange(pair?.id ?? '')}
                onBlur={field.onBlur}
                getOptionLabel={(pair) => pair.title}
                isOptionEqualToValue={(pair, value) => pair.id === value.id}
                noOptionsText={copy.qaNone}
                disabled={busy}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    inputRef={field.ref}
                    label={copy.qa}
                    required
                    error={Boolean(fieldState.error)}
                    helperText={
                      fieldState.error?.message ??
                      (closestQa && field.value === closestQa.id ? copy.closestQaHint : copy.qaHint)
                    }
                  />
                )}
              />
            )}
          />
          <FormTextField
            control={phrasing.control}
            name="phrasing"
            label={copy.phrasing}
            helperText={copy.phrasingHint}
            required
            fullWidth
            multiline
            minRows={2}
            maxRows={8}
            disabled={busy}
          />
        </>
      )}
    </FormDialogFrame>
  );
}
