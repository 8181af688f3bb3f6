import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  defaultTicketPriority,
  ticketCategories,
  ticketCopy as copy,
  ticketDescriptionMaxLength,
  ticketInputSchema,
  ticketPriorities,
  ticketSubjectMaxLength,
} from '@shared/support.ts';
import { FormTextField } from '@web/components/form-text-field.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { useSubmitTicket } from '../api/submit-ticket.ts';
import { AttachmentPicker } from './attachment-picker.tsx';
import { BusyButton } from '@web/components/busy-button.tsx';

type FormValues = z.input<typeof ticketInputSchema>;
type TicketFields = z.output<typeof ticketInputSchema>;

// No category until one is chosen: the select starts empty, and the schema says so in words.
const emptyTicket: Partial<FormValues> = {
  subject: '',
  description: '',
  priority: defaultTicketPriority,
};
const fieldNames = Object.keys(ticketInputSchema.shape);

export type TicketOutcome = 'submitted' | 'failed';

export function TicketForm({ onOutcome }: { onOutcome: (outcome: TicketOutcome) => void }) {
  const submit = useSubmitTicket();
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { control, handleSubmit, reset, setError } = useForm<FormValues, unknown, TicketFields>({
    resolver: zodResolver(ticketInputSchema),
    defaultValues: emptyTicket,
  });

  const send = handleSubmit(async (input) => {
    setProgress(files.length > 0 ? 0 : null);
    try {
      await submit.mutateAsync({ input, files, onProgress: setProgress });
      reset(emptyTicket);
      setFiles([]);
      setFileError(null);
      onOutcome('submitted');
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [name, message] of Object.entries(error.fields ?? {})) {
          if (fieldNames.includes(name)) setError(name as keyof FormValues, { message });
        }
        // The server's refusal of a file (size, type, count) names the file in words.
        if (error.status === 413 || error.status === 415 || error.fields?.attachments) {
          setFileError(error.message);
        }
      }
      onOutcome('failed');
    } finally {
      setProgress(null);
    }
  });

  const busy = submit.isPending;
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          onSubmit={send}
          aria-busy={busy}
          aria-label={copy.formLabel}
        >
          <FormTextField
            control={control}
            name="subject"
            label={copy.subject}
            required
            fullWidth
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: ticketSubjectMaxLength } }}
          />
          <Box
            sx={{
              display: 'grid',
              gap: 2.5,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            <FormTextField
              control={control}
              name="category"
              label={copy.category}
              select
              required
              fullWidth
              disabled={busy}
            >
              {ticketCategories.map((category) => (
                <MenuItem key={category} value={category}>
                  {copy.categories[category]}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              control={control}
              name="priority"
              label={copy.priority}
              select
              fullWidth
              disabled={busy}
            >
              {ticketPriorities.map((priority) => (
                <MenuItem key={priority} value={priority}>
                  {copy.priorities[priority]}
                </MenuItem>
              ))}
            </FormTextField>
          </Box>
          <FormTextField
            control={control}
            name="description"
            label={copy.description}
            required
            fullWidth
            multiline
            minRows={5}
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: ticketDescriptionMaxLength } }}
          />
          <AttachmentPicker
            files={files}
            error={fileError}
            disabled={busy}
            onChange={setFiles}
            onError={setFileError}
          />
          {progress !== null && (
            <Box>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
                {copy.uploading(progress)}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={progress}
                aria-label={copy.uploading(progress)}
              />
            </Box>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <BusyButton
              size="large"
              busy={busy}
              label={copy.submit}
              busyLabel={copy.submitting}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            />
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
