import { zodResolver } from '@hookform/resolvers/zod';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { channelsCopy as copy } from '@shared/channels-copy.ts';
import { WIDGET_PREVIEW_EVENT } from '@shared/widget-preview.ts';
import {
  type WebchatSettings,
  webchatInputOf,
  webchatSettingsInputSchema,
  WIDGET_DISPLAY_NAME_MAX_LENGTH,
  WIDGET_LAUNCHER_LABEL_MAX_LENGTH,
  widgetPositions,
} from '@shared/webchat.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { FormTextField } from '@web/components/form-text-field.tsx';
import type { Notice } from '@web/components/notice-snackbar.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { useSaveWebchatSettings } from '../api/webchat-settings.ts';
import { IdentitySecret } from './identity-secret.tsx';
import { SettingsSection } from './settings-section.tsx';

// The websites are typed one per line; the shared schema checks and normalises the list.
const formSchema = webchatSettingsInputSchema.extend({
  allowedOrigins: z
    .string()
    .transform((text) => text.split(/[\s,]+/).filter(Boolean))
    .pipe(webchatSettingsInputSchema.shape.allowedOrigins),
});
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const fieldNames = Object.keys(formSchema.shape);

const toForm = (settings: WebchatSettings): FormValues => {
  const input = webchatInputOf(settings);
  return { ...input, allowedOrigins: input.allowedOrigins.join('\n') };
};

const PREVIEW_DEBOUNCE_MS = 150;

/** The websites, the look and the identity verification of one agent's widget. */
export function WebchatForm({
  agentId,
  settings,
  onNotice,
  onCopy,
}: {
  agentId: string;
  settings: WebchatSettings;
  onNotice: (notice: Notice) => void;
  onCopy: (text: string) => void;
}) {
  const save = useSaveWebchatSettings(agentId);
  // Validated as typed (raw), so every field stays a field; the submit normalises once.
  const { control, handleSubmit, reset, setError } = useForm<FormValues>({
    resolver: zodResolver(formSchema, undefined, { raw: true }),
    defaultValues: toForm(settings),
  });
  const ids = useId();
  const [color, position, launcherLabel, displayName, avatarUrl] = useWatch({
    control,
    name: ['color', 'position', 'launcherLabel', 'displayName', 'avatarUrl'],
  });

  const { publicId } = settings;
  useEffect(() => {
    const timer = setTimeout(() => {
      const detail = {
        publicId,
        color,
        position,
        launcherLabel: launcherLabel.trim(),
        displayName: displayName.trim(),
        avatarUrl: avatarUrl.trim() || null,
      };
      // The preview's widget follows edits before they are saved; other widgets ignore them.
      window.dispatchEvent(new CustomEvent(WIDGET_PREVIEW_EVENT, { detail }));
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [publicId, color, position, launcherLabel, displayName, avatarUrl]);

  const submit = handleSubmit(async (typed) => {
    const values: FormOutput = formSchema.parse(typed);
    try {
      // The API takes the form's own shape: an empty avatar is '', not null.
      const saved = await save.mutateAsync({ ...values, avatarUrl: values.avatarUrl ?? '' });
      reset(toForm(saved));
      onNotice({ severity: 'success', message: copy.saved });
    } catch (error) {
      let shown = false;
      if (error instanceof ApiError) {
        for (const [path, message] of Object.entries(error.fields ?? {})) {
          // `allowedOrigins.3` is the list's field.
          const name = path.split('.')[0] ?? '';
          if (!fieldNames.includes(name)) continue;
          setError(name as keyof FormValues, { message }, { shouldFocus: !shown });
          shown = true;
        }
      }
      onNotice({
        severity: 'error',
        message: shown
          ? copy.fixFields
          : error instanceof ApiError
            ? error.message
            : copy.saveFailed,
      });
    }
  });

  const hasSecret = settings.identitySecretHint !== null;
  const twoColumns = {
    display: 'grid',
    gap: 2.5,
    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  };

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit} aria-busy={save.isPending}>
      <SettingsSection title={copy.originsTitle}>
        {settings.allowedOrigins.length === 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {copy.noOrigins}
          </Alert>
        )}
        <FormTextField
          control={control}
          name="allowedOrigins"
          label={copy.originsLabel}
          helperText={copy.originsHelp}
          multiline
          minRows={2}
          maxRows={10}
          fullWidth
          placeholder={copy.originsPlaceholder}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
        />
      </SettingsSection>

      <SettingsSection title={copy.appearanceTitle}>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Box sx={twoColumns}>
            <FormTextField
              control={control}
              name="color"
              type="color"
              label={copy.colorLabel}
              fullWidth
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">{color.toUpperCase()}</InputAdornment>
                  ),
                },
              }}
            />
            <Controller
              control={control}
              name="position"
              render={({ field, fieldState }) => (
                <FormControl error={Boolean(fieldState.error)}>
                  <FormLabel id={`${ids}-position`}>{copy.positionLabel}</FormLabel>
                  <RadioGroup row aria-labelledby={`${ids}-position`} {...field}>
                    {widgetPositions.map((value) => (
                      <FormControlLabel
                        key={value}
                        value={value}
                        control={<Radio />}
                        label={copy.positions[value]}
                      />
                    ))}
                  </RadioGroup>
                  {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
                </FormControl>
              )}
            />
          </Box>
          <Box sx={twoColumns}>
            <FormTextField
              control={control}
              name="launcherLabel"
              label={copy.launcherLabel}
              helperText={copy.launcherHelp}
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: WIDGET_LAUNCHER_LABEL_MAX_LENGTH } }}
            />
            <FormTextField
              control={control}
              name="displayName"
              label={copy.displayName}
              helperText={copy.displayNameHelp}
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: WIDGET_DISPLAY_NAME_MAX_LENGTH } }}
            />
          </Box>
          <FormTextField
            control={control}
            name="avatarUrl"
            type="url"
            label={copy.avatarUrl}
            helperText={copy.avatarHelp}
            fullWidth
            placeholder={copy.avatarPlaceholder}
          />
        </Stack>
      </SettingsSection>

      {/* Only sites where visitors sign in need it: closed until it is in use. */}
      <Accordion
        defaultExpanded={hasSecret || settings.identityRequired}
        disableGutters
        variant="outlined"
        sx={{ borderRadius: 1, '&::before': { display: 'none' } }}
      >
        <AccordionSummary expandIcon={<ExpandMoreRounded />} id={`${ids}-advanced`}>
          <Typography sx={{ fontWeight: 700 }}>{copy.advancedTitle}</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <SettingsSection title={copy.identityTitle}>
            <IdentitySecret
              agentId={agentId}
              hint={settings.identitySecretHint}
              onCopy={onCopy}
              onFailed={(message) => onNotice({ severity: 'error', message })}
            />
            <Controller
              control={control}
              name="identityRequired"
              render={({ field, fieldState }) => (
                <FormControl error={Boolean(fieldState.error)} sx={{ mt: 1.5 }}>
                  <FormControlLabel
                    label={copy.identityRequired}
                    control={
                      <Switch
                        name={field.name}
                        inputRef={field.ref}
                        checked={field.value}
                        onChange={(_event, checked) => field.onChange(checked)}
                        onBlur={field.onBlur}
                        // Turning it off stays possible, should the secret ever be missing.
                        disabled={!hasSecret && !field.value}
                        slotProps={{ input: { 'aria-describedby': `${ids}-identity` } }}
                      />
                    }
                  />
                  <FormHelperText id={`${ids}-identity`} sx={{ mx: 0 }}>
                    {fieldState.error?.message ??
                      (hasSecret ? copy.identityRequiredHelp : copy.identityNeedsSecret)}
                  </FormHelperText>
                </FormControl>
              )}
            />
          </SettingsSection>
        </AccordionDetails>
      </Accordion>

      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button color="inherit" disabled={save.isPending} onClick={() => reset(toForm(settings))}>
          {copy.cancel}
        </Button>
        <BusyButton busy={save.isPending} label={copy.save} busyLabel={copy.saving} />
      </Stack>
    </Stack>
  );
}
