import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef, type FormEvent } from 'react';
import { demoFormCopy, demoFormFields, type DemoRequest } from '@shared/landing/demo-request.ts';

type DemoRequestFormProps = {
  request: DemoRequest;
  submitted: boolean;
  onChange: (field: keyof DemoRequest, value: string) => void;
  onSubmit: () => void;
};

const titleId = 'demo-form-title';

/**
 * The 'Schedule Your Demo' panel. A native form: the browser itself checks that every field is
 * filled and that phone and email have their types' formats before `onSubmit` runs.
 */
export function DemoRequestForm({ request, submitted, onChange, onSubmit }: DemoRequestFormProps) {
  const firstField = useRef<HTMLInputElement>(null);

  // The panel replaces the button that opened it, so focus continues in its first field, in
  // the frame the panel appears in (see DemoRequest).
  useLayoutEffect(() => firstField.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Box
      component="form"
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
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
        {demoFormFields.map((field, index) => (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            type={field.type}
            value={request[field.name]}
            onChange={(event) => onChange(field.name, event.target.value)}
            required
            fullWidth
            inputRef={index === 0 ? firstField : undefined}
            slotProps={{ htmlInput: { autoComplete: field.autoComplete } }}
          />
        ))}
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 3, py: 1.5 }}>
        {demoFormCopy.submit}
      </Button>
      {/* Present from the start, so screen readers announce the message when it appears. */}
      <Box
        role="status"
        sx={{
          mt: 2,
          minHeight: { xs: 52, sm: 28 },
          textAlign: 'center',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          color: 'success.dark',
          fontWeight: 600,
        }}
      >
        {submitted && (
          <>
            <CheckCircleRounded aria-hidden fontSize="small" />
            {demoFormCopy.success}
          </>
        )}
      </Box>
    </Box>
  );
}
