import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldValues,
  type Path,
  useFieldArray,
} from 'react-hook-form';
import { responseTemplateCopy } from '@shared/personality.ts';
import { FormTextField } from './form-text-field.tsx';

type Labels = {
  /** Names one pair for screen readers, e.g. 'Template' → 'Template 2'. */
  item: string;
  add: string;
  remove: string;
};

/**
 * Scenario + response pairs edited in place, added and removed: the briefing's response
 * templates and the personality's custom responses are the same list.
 */
export function ScenarioResponseList<T extends FieldValues>({
  control,
  name,
  labels,
}: {
  control: Control<T>;
  name: ArrayPath<T>;
  labels: Labels;
}) {
  const pairs = useFieldArray({ control, name });
  const field = (index: number, key: 'scenario' | 'response') =>
    `${name}.${index}.${key}` as Path<T>;
  return (
    <Stack spacing={2.5}>
      {/* Flat, one pair under the other with a rule between, not boxed: the list already sits
          in a card, and a box inside it left the text boxes a third of a phone's width. */}
      {pairs.fields.map((item, index) => (
        <Stack
          key={item.id}
          role="group"
          aria-label={`${labels.item} ${index + 1}`}
          spacing={1.5}
          sx={{ '& + &': { pt: 2.5, borderTop: 1, borderColor: 'divider' } }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="subtitle2" color="text.secondary" aria-hidden>
              {`${labels.item} ${index + 1}`}
            </Typography>
            <IconButton
              aria-label={`${labels.remove} ${index + 1}`}
              onClick={() => pairs.remove(index)}
              sx={{ mr: -1 }}
            >
              <DeleteOutline />
            </IconButton>
          </Box>
          <FormTextField
            control={control}
            name={field(index, 'scenario')}
            label={responseTemplateCopy.scenarioLabel}
            required
            fullWidth
          />
          <FormTextField
            control={control}
            name={field(index, 'response')}
            label={responseTemplateCopy.responseLabel}
            required
            fullWidth
            multiline
            minRows={2}
          />
        </Stack>
      ))}
      <Box>
        <Button
          variant="outlined"
          startIcon={<Add />}
          onClick={() =>
            pairs.append({ scenario: '', response: '' } as FieldArray<T, ArrayPath<T>>)
          }
        >
          {labels.add}
        </Button>
      </Box>
    </Stack>
  );
}
