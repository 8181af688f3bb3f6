import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { phoneRuleCopy } from '@shared/contact-rules.ts';
import {
  demoFormCopy,
  demoFormFields,
  emptyDemoRequest,
  type DemoRequestInput,
} from '@shared/landing/demo-request.ts';
import { demoRequestFormSchema } from '@shared/landing/demo-request-rules.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { FormTextField } from '@web/components/form-text-field.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { sendDemoRequest } from './send-demo-request.ts';

type DemoRequestFormProps = {
  /** The server has stored the request: the success message shows until the form collapses. */
  submitted: boolean;
  onSubmitted: () => void;
};

const titleId = 'demo-form-title';

/** Shown in an empty field once it has focus: how to write what it asks for. */
const placeholders: Partial<Record<keyof DemoRequestInput, string>> = { phone: phoneRuleCopy.hint };

/** What a failed send says; a refused field is shown under the field instead. */
const failureMessage = (error: unknown) =>
  error instanceof ApiError && error.status === 429 ? demoFormCopy.tooMany : demoFormCopy.failed;

/**
 * The 'Schedule Your Demo' panel. Each field is checked by the rules the server applies, its
 * problem shown under it in words; the request is sent, and only once the server has stored
 * it does the success message show. A failure keeps what was typed.
 */
export function DemoRequestForm({ submitted, onSubmitted }: DemoRequestFormProps) {
  const [failure, setFailure] = useState<string>();
  const { control, handleSubmit, formState, setError, setFocus } = useForm<DemoRequestInput>({
    resolver: zodResolver(demoRequestFormSchema),
    defaultValues: emptyDemoRequest,
  });

  // The panel replaces the button that opened it, so focus continues in its first field, in
  // the frame the panel appears in (see DemoRequest).
  useLayoutEffect(() => setFocus('name'), [setFocus]);

  const submit = handleSubmit(async (request) => {
    // Sent already: the message shows until the form collapses.
    if (submitted) return;
    setFailure(undefined);
    try {
      await sendDemoRequest(request);
      onSubmitted();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      const refused = demoFormFields.filter(({ name }) => fields?.[name]);
      if (refused.length === 0) return setFailure(failureMessage(error));
      for (const { name } of refused) setError(name, { message: fields![name] });
      setFocus(refused[0]!.name);
    }
  });

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={submit}
      sx={{
        width: '100%',
        maxWidth: 640,
        mx: 'auto',
        p: { xs: 3, sm: 4 },
        borderRadius: '20px',
        bgcolor: 'background.paper',
        color: 'text.primary',
        textAlign: 'left',
        boxShadow: '0 30px 60px -30px rgba(5, 15, 40, 0.6)',
      }}
    >
      <Typography id={titleId} variant="h4" component="h3" sx={{ fontSize: '1.625rem' }}>
        {demoFormCopy.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>{demoFormCopy.intro}</Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          alignItems: 'start',
          gap: 2.5,
        }}
      >
        {demoFormFields.map((field) => (
          <FormTextField
            key={field.name}
            control={control}
            name={field.name}
            label={field.label}
            type={field.type}
            autoComplete={field.autoComplete}
            placeholder={placeholders[field.name]}
            onEdit={() => setFailure(undefined)}
            required
            fullWidth
          />
        ))}
      </Box>
      <BusyButton
        size="large"
        fullWidth
        busy={formState.isSubmitting}
        label={demoFormCopy.submit}
        busyLabel={demoFormCopy.busy}
        sx={{ mt: 3, py: 1.5 }}
      />
      {/* Plain text rather than an Alert, whose icons the landing would load for this alone. */}
      {failure && (
        <Typography role="alert" sx={{ mt: 2, textAlign: 'center', color: 'error.main' }}>
          {failure}
        </Typography>
      )}
      {/* Present from the start, so screen readers announce the message when it appears. */}
      <Box
        role="status"
        sx={{
          mt: 2,
          minHeight: { xs: 52, sm: 28 },
          textAlign: 'center',
          color: 'success.dark',
          fontWeight: 600,
        }}
      >
        {/* The icon flows with the text, so on a phone, where the message wraps, it stays at
            the start of its first line instead of apart at the edge. */}
        {submitted && (
          <>
            <CheckCircleRounded
              aria-hidden
              fontSize="small"
              sx={{ verticalAlign: '-0.25em', mr: 1 }}
            />
            {demoFormCopy.success}
          </>
        )}
      </Box>
    </Box>
  );
}
