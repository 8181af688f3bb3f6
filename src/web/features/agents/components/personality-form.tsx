import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  personalityCopy as copy,
  personalityInputSchema,
  SLIDER_MAX,
  SLIDER_MIN,
  SLIDER_STEP,
  sliderKeys,
  toneLabels,
  toneOptions,
  type Personality,
  type PersonalityInput,
} from '@shared/personality.ts';
import { FormTextField } from '@web/components/form-text-field.tsx';
import { ScenarioResponseList } from '@web/components/scenario-response-list.tsx';
import { BusyButton } from '@web/components/busy-button.tsx';
import { UnsavedChangesDialog } from '@web/components/unsaved-changes-dialog.tsx';
import { useUnsavedChangesWarning } from '@web/components/use-unsaved-changes-warning.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Typography component="h2" variant="h6" sx={{ mb: 2.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Tone, the four sliders, greeting, farewell and custom responses; 'Save Changes' stores them. */
export function PersonalityForm({
  initial,
  saving,
  onSave,
}: {
  initial: Personality;
  saving: boolean;
  /** Resolves true once the settings are stored; false when saving failed (and said so). */
  onSave: (input: PersonalityInput) => Promise<boolean>;
}) {
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = useForm<PersonalityInput>({
    resolver: zodResolver(personalityInputSchema),
    defaultValues: initial,
  });
  const leaving = useUnsavedChangesWarning(isDirty);

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={handleSubmit(async (input) => {
        if (await onSave(input)) reset(input);
      })}
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={3}>
            <Section title={copy.toneTitle}>
              <FormTextField control={control} name="tone" label={copy.toneLabel} select fullWidth>
                {toneOptions.map((tone) => (
                  <MenuItem key={tone} value={tone}>
                    {toneLabels[tone]}
                  </MenuItem>
                ))}
              </FormTextField>
            </Section>
            <Section title={copy.messagesTitle}>
              <Stack spacing={2.5}>
                <FormTextField
                  control={control}
                  name="greeting"
                  label={copy.greetingLabel}
                  required
                  fullWidth
                  multiline
                  minRows={2}
                />
                <FormTextField
                  control={control}
                  name="farewell"
                  label={copy.farewellLabel}
                  required
                  fullWidth
                  multiline
                  minRows={2}
                />
              </Stack>
            </Section>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={copy.traitsTitle}>
            <Stack spacing={2.5}>
              {sliderKeys.map((key) => (
                <Controller
                  key={key}
                  control={control}
                  name={key}
                  render={({ field }) => (
                    <Box>
                      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                        <Typography id={`slider-${key}`} sx={{ fontWeight: 600 }}>
                          {copy.sliderLabels[key]}
                        </Typography>
                        <Typography
                          color="primary"
                          sx={{ fontWeight: 700 }}
                          data-testid={`slider-value-${key}`}
                        >
                          {field.value}
                        </Typography>
                      </Box>
                      <Typography variant="body2" color="text.secondary">
                        {copy.sliderHints[key]}
                      </Typography>
                      <Slider
                        name={field.name}
                        value={field.value}
                        onChange={(_event, value) => field.onChange(value as number)}
                        onBlur={field.onBlur}
                        min={SLIDER_MIN}
                        max={SLIDER_MAX}
                        step={SLIDER_STEP}
                        valueLabelDisplay="auto"
                        slotProps={{ input: { 'aria-labelledby': `slider-${key}` } }}
                      />
                    </Box>
                  )}
                />
              ))}
            </Stack>
          </Section>
        </Grid>
      </Grid>
      <Section title={copy.customResponsesTitle}>
        <ScenarioResponseList
          control={control}
          name="customResponses"
          labels={{ item: copy.responseItem, add: copy.addResponse, remove: copy.removeResponse }}
        />
      </Section>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <BusyButton size="large" busy={saving} label={copy.save} busyLabel={copy.saving} />
      </Box>
      <UnsavedChangesDialog blocker={leaving} />
    </Stack>
  );
}
