import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Check from '@mui/icons-material/Check';
import { type Control, Controller } from 'react-hook-form';
import {
  briefingCopy as copy,
  industryLabels,
  industryOptions,
  languageOptions,
  type BriefingInput,
} from '@shared/briefing.ts';
import { FormTextField } from '@web/components/form-text-field.tsx';

/** Step 1: company, industry, description, audience (required), services, questions, languages. */
export function BusinessInfoStep({ control }: { control: Control<BriefingInput> }) {
  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField
          control={control}
          name="companyName"
          label={copy.labels.companyName}
          required
          fullWidth
          autoComplete="organization"
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField
          control={control}
          name="industry"
          label={copy.labels.industry}
          required
          select
          fullWidth
        >
          {industryOptions.map((industry) => (
            <MenuItem key={industry} value={industry}>
              {industryLabels[industry]}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="description"
          label={copy.labels.description}
          required
          fullWidth
          multiline
          minRows={3}
        />
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="targetAudience"
          label={copy.labels.targetAudience}
          required
          fullWidth
          multiline
          minRows={2}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField
          control={control}
          name="keyServices"
          label={copy.labels.keyServices}
          fullWidth
          multiline
          minRows={2}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField
          control={control}
          name="commonQuestions"
          label={copy.labels.commonQuestions}
          fullWidth
          multiline
          minRows={2}
        />
      </Grid>
      <Grid size={12}>
        <Controller
          control={control}
          name="languages"
          render={({ field, fieldState }) => (
            <FormControl component="fieldset" required error={Boolean(fieldState.error)} fullWidth>
              <FormLabel component="legend" sx={{ mb: 1 }}>
                {copy.labels.languages}
              </FormLabel>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {languageOptions.map((language) => {
                  const on = field.value.includes(language);
                  return (
                    <Chip
                      key={language}
                      label={language}
                      aria-pressed={on}
                      color={on ? 'primary' : 'default'}
                      variant={on ? 'filled' : 'outlined'}
                      icon={on ? <Check /> : undefined}
                      onClick={() =>
                        field.onChange(
                          on
                            ? field.value.filter((item) => item !== language)
                            : languageOptions.filter(
                                (item) => item === language || field.value.includes(item),
                              ),
                        )
                      }
                    />
                  );
                })}
              </Box>
              <FormHelperText>{fieldState.error?.message ?? copy.helpers.languages}</FormHelperText>
            </FormControl>
          )}
        />
      </Grid>
    </Grid>
  );
}
