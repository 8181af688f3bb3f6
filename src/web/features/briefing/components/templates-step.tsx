import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Control, useWatch } from 'react-hook-form';
import { briefingCopy as copy, type BriefingInput } from '@shared/briefing.ts';
import { ScenarioResponseList } from '@web/components/scenario-response-list.tsx';

/** Step 3: scenario + response pairs, edited in place, added and removed. */
export function TemplatesStep({ control }: { control: Control<BriefingInput> }) {
  const templates = useWatch({ control, name: 'responseTemplates' });
  return (
    <Stack spacing={2.5}>
      <Typography color="text.secondary">{copy.helpers.responseTemplates}</Typography>
      {templates.length === 0 && (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {copy.emptyTemplates}
        </Typography>
      )}
      <ScenarioResponseList
        control={control}
        name="responseTemplates"
        labels={{ item: copy.templateItem, add: copy.addTemplate, remove: copy.removeTemplate }}
      />
    </Stack>
  );
}
