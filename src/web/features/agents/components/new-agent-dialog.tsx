import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import {
  AGENT_NAME_MAX_LENGTH,
  agentChannels,
  agentCopy as copy,
  agentDefaults,
  agentInputSchema,
  agentTypes,
  type Agent,
  type AgentInput,
} from '@shared/agents.ts';
import { agentChoiceAvailable, channelCopy } from '@shared/channels.ts';
import { FormTextField } from '@web/components/form-text-field.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { useCreateAgent } from '../api/create-agent.ts';
import { upgradeLinkFor } from '../upgrade-link.ts';
import { BusyButton } from '@web/components/busy-button.tsx';

function NewAgentForm({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (agent: Agent) => void;
}) {
  const create = useCreateAgent();
  const [serverError, setServerError] = useState<{
    message: string;
    link?: { label: string; to: string };
  } | null>(null);
  const { control, handleSubmit } = useForm<AgentInput>({
    resolver: zodResolver(agentInputSchema),
    defaultValues: agentDefaults,
  });
  const [name, channels] = useWatch({ control, name: ['name', 'channels'] });
  // Specification §5: the create button stays disabled until a name and a channel are given.
  const ready = name.trim().length > 0 && channels.length > 0;

  const submit = handleSubmit(async (input) => {
    setServerError(null);
    try {
      onCreated(await create.mutateAsync(input));
    } catch (error) {
      setServerError({
        message: error instanceof ApiError ? error.message : 'The agent could not be created.',
        link: upgradeLinkFor(error),
      });
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>{copy.createTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {serverError && (
            <Alert
              severity="error"
              role="alert"
              action={
                serverError.link && (
                  <Button
                    color="inherit"
                    size="small"
                    component={RouterLink}
                    to={serverError.link.to}
                  >
                    {serverError.link.label}
                  </Button>
                )
              }
            >
              {serverError.message}
            </Alert>
          )}
          <FormTextField
            control={control}
            name="name"
            label={copy.nameLabel}
            required
            autoFocus
            fullWidth
            onEdit={() => setServerError(null)}
            slotProps={{ htmlInput: { maxLength: AGENT_NAME_MAX_LENGTH } }}
          />
          <FormTextField control={control} name="type" label={copy.typeLabel} select fullWidth>
            {agentTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </FormTextField>
          <Controller
            control={control}
            name="channels"
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" error={Boolean(fieldState.error)} required>
                <FormLabel component="legend">{copy.channelsLabel}</FormLabel>
                <FormGroup row>
                  {agentChannels.map((channel) => (
                    <FormControlLabel
                      key={channel}
                      label={
                        agentChoiceAvailable(channel)
                          ? channel
                          : channelCopy.comingSoonChoice(channel)
                      }
                      disabled={!agentChoiceAvailable(channel)}
                      title={
                        agentChoiceAvailable(channel)
                          ? undefined
                          : channelCopy.comingSoonHint(channel)
                      }
                      control={
                        <Checkbox
                          checked={field.value.includes(channel)}
                          onChange={(_event, checked) =>
                            field.onChange(
                              checked
                                ? agentChannels.filter(
                                    (c) => c === channel || field.value.includes(c),
                                  )
                                : field.value.filter((c) => c !== channel),
                            )
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
                {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={create.isPending}>
          {copy.cancel}
        </Button>
        <BusyButton
          busy={create.isPending}
          disabled={!ready}
          label={copy.create}
          busyLabel={copy.creating}
        />
      </DialogActions>
    </form>
  );
}

/** 'New Agent': name, type and channels; the new agent starts active with 0 conversations. */
export function NewAgentDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (agent: Agent) => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      {open && <NewAgentForm onClose={onClose} onCreated={onCreated} />}
    </Dialog>
  );
}
