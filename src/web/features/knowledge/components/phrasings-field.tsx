import AddOutlined from '@mui/icons-material/AddOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { type Control, type FieldError, useController, useFormState } from 'react-hook-form';
import { phrasingCopy as copy, QA_PHRASINGS_MAX } from '@shared/knowledge.ts';
import type { QaForm } from '@web/lib/add-qa.ts';

/** zod's errors of the list as react-hook-form keeps them: one per line, or one for the list. */
type ListErrors = (FieldError | undefined)[] & { message?: string };

/**
 * "Other ways customers ask this": one line per wording, each added, edited and removed on its
 * own; the errors of a line stay beside it.
 */
export function PhrasingsField({
  control,
  disabled,
}: {
  control: Control<QaForm>;
  disabled: boolean;
}) {
  const legendId = useId();
  const hintId = useId();
  const { field } = useController({ control, name: 'phrasings' });
  const { errors } = useFormState({ control, name: 'phrasings' });
  const lineErrors = errors.phrasings as ListErrors | undefined;
  const phrasings = field.value ?? [];
  // Lines keep their key as others are removed, so the one being typed in keeps its cursor.
  const nextKey = useRef(phrasings.length);
  const [keys, setKeys] = useState(() => phrasings.map((_, index) => index));
  const [focused, setFocused] = useState<number | null>(null);

  const change = (next: string[]) => field.onChange(next);
  const add = () => {
    setKeys([...keys, nextKey.current++]);
    setFocused(phrasings.length);
    change([...phrasings, '']);
  };
  const remove = (index: number) => {
    setKeys(keys.filter((_, at) => at !== index));
    setFocused(null);
    change(phrasings.filter((_, at) => at !== index));
  };
  const full = phrasings.length >= QA_PHRASINGS_MAX;

  return (
    <Box
      component="fieldset"
      aria-labelledby={legendId}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <Typography id={legendId} variant="subtitle2" component="legend" sx={{ p: 0 }}>
        {copy.label}
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {copy.hint}
      </Typography>
      <Stack spacing={1}>
        {phrasings.map((phrasing, index) => {
          const error = lineErrors?.[index]?.message;
          return (
            <Stack
              key={keys[index] ?? index}
              direction="row"
              spacing={0.5}
              sx={{ alignItems: 'flex-start' }}
            >
              <TextField
                value={phrasing}
                onChange={(event) =>
                  change(phrasings.map((text, at) => (at === index ? event.target.value : text)))
                }
                onBlur={field.onBlur}
                size="small"
                fullWidth
                multiline
                maxRows={4}
                disabled={disabled}
                autoFocus={focused === index}
                error={Boolean(error)}
                helperText={error}
                slotProps={{
                  htmlInput: { 'aria-label': copy.line(index), 'aria-describedby': hintId },
                }}
              />
              <IconButton
                aria-label={copy.remove(index)}
                onClick={() => remove(index)}
                disabled={disabled}
                sx={{ mt: 0.25 }}
              >
                <CloseOutlined fontSize="small" />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
      {lineErrors?.message && (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
          {lineErrors.message}
        </Typography>
      )}
      <Button
        size="small"
        startIcon={<AddOutlined />}
        onClick={add}
        disabled={disabled || full}
        sx={{ mt: phrasings.length ? 1 : 0 }}
      >
        {copy.add}
      </Button>
    </Box>
  );
}
