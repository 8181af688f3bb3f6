import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { Control } from 'react-hook-form';
import { briefingCopy as copy, type BriefingInput } from '@shared/briefing.ts';
import { toneLabels, toneOptions } from '@shared/personality.ts';
import { FormTextField } from '@web/components/form-text-field.tsx';

/** Step 2: tone, communication style and a description of the assistant's personality. */
export function PersonalityStep({ control }: { control: Control<BriefingInput> }) {
  return (
    <Stack spacing={2.5}>
      <FormTextField
        control={control}
        name="tonePreference"
        label={copy.labels.tonePreference}
        select
        fullWidth
      >
        {toneOptions.map((tone) => (
          <MenuItem key={tone} value={tone}>
            {toneLabels[tone]}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="communicationStyle"
        label={copy.labels.communicationStyle}
        helperText={copy.helpers.communicationStyle}
        fullWidth
        multiline
        minRows={2}
      />
      <FormTextField
        control={control}
        name="personality"
        label={copy.labels.personality}
        helperText={copy.helpers.personality}
        fullWidth
        multiline
        minRows={2}
      />
    </Stack>
  );
}
