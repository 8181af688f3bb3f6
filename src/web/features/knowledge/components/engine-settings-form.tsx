import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  answerEngineCopy as copy,
  type EngineChoice,
  engineSettingsInputSchema,
  type EngineSettingsInput,
  isModelProvider,
  type ModelList,
  type ModelPurpose,
  providerBaseUrls,
  providersNeedingKey,
  type StoredEngineChoice,
  storedEngineChoices,
} from '@shared/answers.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { FormAlert } from '@web/components/form-alert.tsx';
import { FormTextField } from '@web/components/form-text-field.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { useListProviderModels } from '../api/list-provider-models.ts';
import { type ModelChoiceStatus, purposeForms } from './model-purpose.ts';

/** The form holds the input as typed; `removeApiKey` is the Remove key button's. */
type FormValues = EngineSettingsInput;

const valuesOf = ({ settings }: ModelChoiceStatus): FormValues => ({
  provider: settings.provider,
  baseUrl: settings.baseUrl ?? '',
  model: settings.model ?? '',
  apiKey: '',
});

const presetUrls: readonly string[] = Object.values(providerBaseUrls);

/** The choices offered: the server's default only when the operator set a model up. */
function choicesOf(status: ModelChoiceStatus, names: Record<StoredEngineChoice, string>) {
  return [
    ...(status.installModel
      ? [{ value: 'default' as const, label: copy.defaultChoice(status.installModel.model) }]
      : []),
    ...storedEngineChoices.map((value) => ({ value, label: names[value] })),
  ];
}

type EngineSettingsFormProps = {
  /** What the model is for: its texts, the routes it is saved and tried on, and its stored key. */
  purpose: ModelPurpose;
  status: ModelChoiceStatus;
  /** The heading that names the form, so each form on the card can be told apart. */
  labelledBy: string;
};

/**
 * The owner's choice of a model for a purpose: none (built-in), the server's default, or a
 * model at a provider, with its address, its key (stored sealed: only its ending is ever
 * shown) and the model from the provider's list or typed. "Test connection" tries the form as
 * it stands.
 */
export function EngineSettingsForm({ purpose, status, labelledBy }: EngineSettingsFormProps) {
  const { copy: purposeCopy, savedMessage, useChoose, useTest } = purposeForms[purpose];
  const choose = useChoose();
  const test = useTest();
  const listing = useListProviderModels();
  const [listed, setListed] = useState<ModelList | null>(null);
  const [removeKey, setRemoveKey] = useState(false);
  const [showKey, setShowKey] = useState(false);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const { control, handleSubmit, setValue, getValues, setError, reset, trigger, clearErrors } =
    useForm<FormValues>({
      // Raw: the form keeps what was typed; the server trims and reads it with the same schema.
      resolver: zodResolver(engineSettingsInputSchema, undefined, { raw: true }),
      defaultValues: valuesOf(status),
    });
  const provider = useWatch({ control, name: 'provider' });
  const baseUrl = useWatch({ control, name: 'baseUrl' }) ?? '';
  const model = isModelProvider(provider);
  const { settings } = status;
  // A stored key goes only to the server it was entered for (the API keeps to the same rule).
  const sameServer = (() => {
    try {
      return !!settings.baseUrl && new URL(settings.baseUrl).origin === new URL(baseUrl).origin;
    } catch {
      return false;
    }
  })();
  const keyStored = settings.apiKeyStored && model && sameServer;

  const forgetList = () => {
    setListed(null);
    listing.reset();
  };
  const changeProvider = (next: EngineChoice) => {
    setValue('provider', next);
    const current = getValues('baseUrl') ?? '';
    if (next !== 'custom' && isModelProvider(next) && (!current || presetUrls.includes(current))) {
      setValue('baseUrl', providerBaseUrls[next]);
    }
    if (next === 'custom' && presetUrls.includes(current)) setValue('baseUrl', '');
    clearErrors();
    forgetList();
    test.reset();
    setOutcome(null);
  };

  const choiceOf = (values: FormValues): EngineSettingsInput => ({
    provider: values.provider,
    ...(isModelProvider(values.provider)
      ? {
          baseUrl: values.baseUrl,
          model: values.model,
          apiKey: values.apiKey,
          removeApiKey: removeKey || undefined,
        }
      : {}),
  });

  const showFieldErrors = (error: unknown) => {
    if (!(error instanceof ApiError) || !error.fields) return false;
    for (const [field, message] of Object.entries(error.fields)) {
      if (field in getValues()) setError(field as keyof FormValues, { message });
    }
    return true;
  };

  const save = handleSubmit((values) => {
    setOutcome(null);
    test.reset();
    return choose.mutateAsync(choiceOf(values)).then(
      (saved) => {
        reset(valuesOf(saved));
        setRemoveKey(false);
        setOutcome('saved');
      },
      (error: unknown) => {
        if (!showFieldErrors(error)) setOutcome('failed');
      },
    );
  });

  const testChoice = handleSubmit((values) => {
    test.mutate(choiceOf(values), { onError: showFieldErrors });
  });

  const listModels = async () => {
    if (!(await trigger('baseUrl'))) return;
    const { apiKey } = getValues();
    if (!isModelProvider(provider)) return;
    listing.mutate(
      {
        provider,
        baseUrl: (getValues('baseUrl') ?? '').trim(),
        apiKey: apiKey || undefined,
        purpose,
      },
      {
        onSuccess: (list) => {
          setListed(list);
          // The list is what to choose from now: an earlier "choose a model" would hide it.
          if (list.ok) clearErrors('model');
        },
        onError: showFieldErrors,
      },
    );
  };

  const keyHelp = removeKey
    ? copy.keyWillBeRemoved
    : keyStored
      ? settings.apiKeyEnding
        ? copy.apiKeyEnding(settings.apiKeyEnding)
        : copy.apiKeyStored
      : settings.apiKeyStored && model
        ? copy.apiKeyForgetsOnMove
        : model && providersNeedingKey.includes(provider)
          ? copy.apiKeyNew
          : copy.apiKeyOptional;

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={save} aria-labelledby={labelledBy}>
      <Controller
        control={control}
        name="provider"
        render={({ field, fieldState }) => (
          <TextField
            select
            fullWidth
            label={purposeCopy.providerLabel}
            name={field.name}
            value={field.value}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => changeProvider(event.target.value as EngineChoice)}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? purposeCopy.cost[provider]}
          >
            {choicesOf(status, purposeCopy.providerNames).map((choice) => (
              <MenuItem key={choice.value} value={choice.value}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {model && (
        <>
          <FormTextField
            control={control}
            name="baseUrl"
            label={copy.baseUrlLabel}
            required
            fullWidth
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://example.com/v1"
            helperText={copy.baseUrlHint}
            onEdit={forgetList}
          />
          <Box>
            <FormTextField
              control={control}
              name="apiKey"
              label={copy.apiKeyLabel}
              required={providersNeedingKey.includes(provider) && !keyStored}
              fullWidth
              type={showKey ? 'text' : 'password'}
              autoComplete="off"
              disabled={removeKey}
              helperText={keyHelp}
              onEdit={forgetList}
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        aria-label={showKey ? copy.hideKey : copy.showKey}
                        onClick={() => setShowKey((shown) => !shown)}
                        edge="end"
                      >
                        {showKey ? <VisibilityOff /> : <Visibility />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            {keyStored && (
              <Button
                size="small"
                color={removeKey ? 'primary' : 'error'}
                sx={{ mt: 0.5 }}
                onClick={() => {
                  setRemoveKey((remove) => !remove);
                  setValue('apiKey', '');
                }}
              >
                {removeKey ? copy.keepKey : copy.removeKey}
              </Button>
            )}
          </Box>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <Controller
              control={control}
              name="model"
              render={({ field, fieldState }) => (
                <Autocomplete
                  freeSolo
                  fullWidth
                  options={listed?.models ?? []}
                  inputValue={field.value ?? ''}
                  onInputChange={(_event, value) => field.onChange(value)}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      name={field.name}
                      inputRef={field.ref}
                      onBlur={field.onBlur}
                      label={copy.modelLabel}
                      required
                      error={Boolean(fieldState.error)}
                      helperText={
                        fieldState.error?.message ??
                        (listed?.ok
                          ? listed.models.length
                            ? copy.modelsListed(listed.models.length)
                            : copy.noModelsListed
                          : purposeCopy.modelFieldHint)
                      }
                    />
                  )}
                />
              )}
            />
            <BusyButton
              type="button"
              variant="outlined"
              busy={listing.isPending}
              label={copy.listModels}
              busyLabel={copy.listingModels}
              onClick={() => void listModels()}
              sx={{ mt: { sm: 1 } }}
            />
          </Stack>
          {listed && !listed.ok && (
            <Alert severity="warning" role="status">
              {listed.message}
            </Alert>
          )}
        </>
      )}
      {outcome === 'saved' && (
        <Alert severity="success" role="status">
          {/* Saving resets `provider` to the saved choice; choosing again hides this. */}
          {savedMessage(provider)}
        </Alert>
      )}
      <FormAlert message={outcome === 'failed' ? copy.saveFailed : null} />
      {test.data && (
        <Alert severity={test.data.ok ? 'success' : 'error'} role="status">
          {test.data.message}
        </Alert>
      )}
      {test.isError && !(test.error instanceof ApiError && test.error.fields) && (
        <Alert severity="error" role="status">
          {test.error.message}
        </Alert>
      )}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <BusyButton
          type="button"
          variant="outlined"
          busy={test.isPending}
          label={copy.testConnection}
          busyLabel={copy.testing}
          onClick={() => void testChoice()}
        />
        <BusyButton busy={choose.isPending} label={copy.save} busyLabel={copy.saving} />
      </Stack>
    </Stack>
  );
}
