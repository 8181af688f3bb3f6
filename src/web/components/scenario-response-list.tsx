import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
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
      {pairs.fields.map((item, index) => (
        <Box
          key={item.id}
          role="group"
          aria-label={`${labels.item} ${index + 1}`}
          sx={{
            display: 'flex',
            gap: { xs: 0.5, sm: 1.5 },
            alignItems: 'flex-start',
            p: { xs: 1.5, sm: 2 },
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
          }}
        >
          <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
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
          <IconButton
            aria-label={`${labels.remove} ${index + 1}`}
            onClick={() => pairs.remove(index)}
          >
            <DeleteOutline />
          </IconButton>
        </Box>
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
