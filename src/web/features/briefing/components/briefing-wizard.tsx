import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useForm } from 'react-hook-form';
import {
  briefingCopy as copy,
  briefingDefaults,
  briefingInputSchema,
  briefingStepFields,
  briefingSteps,
  type BriefingInput,
  type SavedBriefing,
} from '@shared/briefing.ts';
import type { AgentList } from '@shared/agents.ts';
import { paths } from '@shared/paths.ts';
import { ApiError } from '@web/lib/api-client.ts';
import { agentsQuery } from '@web/lib/agent-list.ts';
import { useSaveBriefing } from '../api/save-briefing.ts';
import { BusinessInfoStep } from './business-info-step.tsx';
import { PersonalityStep } from './personality-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { TemplatesStep } from './templates-step.tsx';
import { BusyButton } from '@web/components/busy-button.tsx';
import { UnsavedChangesDialog } from '@web/components/unsaved-changes-dialog.tsx';
import { useUnsavedChangesWarning } from '@web/components/use-unsaved-changes-warning.ts';

const lastStep = briefingSteps.length - 1;

const savedAt = (iso: string) =>
  new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });

type Outcome = { ok: boolean; message: string; next?: { label: string; to: string } };

/** What saving says: the assistant is active only once an agent is switched on to use it. */
function savedOutcome({ agents }: AgentList): Outcome {
  if (agents.some((agent) => agent.status === 'active'))
    return { ok: true, message: copy.activated };
  return agents.length === 0
    ? {
        ok: true,
        message: copy.savedNoAgent,
        next: { label: copy.createAgent, to: paths.portal.agents },
      }
    : {
        ok: true,
        message: copy.savedNoActiveAgent,
        next: { label: copy.manageAgents, to: paths.portal.agents },
      };
}

/** The four-step wizard; Next checks the current step, 'Activate AI Assistant' stores it all. */
export function BriefingWizard({ saved }: { saved: SavedBriefing }) {
  const save = useSaveBriefing();
  const [step, setStep] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const {
    control,
    handleSubmit,
    trigger,
    getValues,
    reset,
    formState: { isDirty },
  } = useForm<BriefingInput>({
    resolver: zodResolver(briefingInputSchema),
    defaultValues: saved.briefing ?? briefingDefaults,
    mode: 'onTouched',
  });
  const leaving = useUnsavedChangesWarning(isDirty);

  const goTo = (next: number) => {
    setStep(next);
    setOutcome(null);
    // Moves focus to the new step's heading so keyboard and screen-reader users follow along.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const next = async () => {
    const fields = briefingStepFields[step] ?? [];
    if (await trigger([...fields], { shouldFocus: true })) goTo(step + 1);
  };

  const activate = handleSubmit(
    async (input) => {
      try {
        await save.mutateAsync(input);
        // What was stored is now the form's starting point: nothing is left unsaved.
        reset(input);
        setOutcome(savedOutcome(await queryClient.fetchQuery(agentsQuery)));
      } catch (error) {
        setOutcome({
          ok: false,
          message: error instanceof ApiError ? error.message : 'The briefing could not be saved.',
        });
      }
    },
    () =>
      setOutcome({ ok: false, message: 'Some steps have fields to fix. Go back to correct them.' }),
  );

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 4 }, '&:last-child': { pb: { xs: 2.5, sm: 4 } } }}>
        <Stepper
          activeStep={step}
          alternativeLabel
          aria-label="Briefing steps"
          sx={{
            mb: { xs: 3, sm: 4 },
            '& .MuiStepLabel-label': { fontSize: { xs: '0.75rem', sm: '0.875rem' } },
          }}
        >
          {briefingSteps.map((label, index) => (
            <Step key={label} completed={index < step}>
              <StepLabel aria-current={index === step ? 'step' : undefined}>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Typography
          ref={headingRef}
          tabIndex={-1}
          component="h2"
          variant="h6"
          sx={{ mb: 2.5, outline: 'none' }}
        >
          {`Step ${step + 1} of ${briefingSteps.length}: ${briefingSteps[step]}`}
        </Typography>
        <Box component="form" noValidate onSubmit={(event) => event.preventDefault()}>
          {step === 0 && <BusinessInfoStep control={control} />}
          {step === 1 && <PersonalityStep control={control} />}
          {step === 2 && <TemplatesStep control={control} />}
          {step === 3 && <ReviewStep values={getValues()} />}
          {outcome && (
            <Alert
              severity={outcome.ok ? 'success' : 'error'}
              role={outcome.ok ? 'status' : 'alert'}
              sx={{ mt: 3 }}
            >
              {outcome.message}
              {outcome.next && (
                <>
                  {' '}
                  <Link component={RouterLink} to={outcome.next.to} sx={{ fontWeight: 600 }}>
                    {outcome.next.label}
                  </Link>
                </>
              )}
            </Alert>
          )}
          {step === lastStep && saved.activatedAt && !outcome && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {`${copy.lastSaved}: ${savedAt(saved.activatedAt)}`}
            </Typography>
          )}
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
              mt: 4,
              pt: 3,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Button
              color="inherit"
              onClick={() => goTo(step - 1)}
              disabled={step === 0 || save.isPending}
            >
              {copy.back}
            </Button>
            {step < lastStep ? (
              <Button variant="contained" onClick={() => void next()}>
                {copy.next}
              </Button>
            ) : (
              <BusyButton
                type="button"
                onClick={() => void activate()}
                busy={save.isPending}
                label={copy.activate}
                busyLabel={copy.activating}
              />
            )}
          </Box>
        </Box>
      </CardContent>
      <UnsavedChangesDialog blocker={leaving} />
    </Card>
  );
}
