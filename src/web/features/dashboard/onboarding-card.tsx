import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  type Onboarding,
  onboardingCopy as copy,
  type OnboardingStepId,
  stepsDone,
  stepsOf,
} from '@shared/onboarding.ts';
import { addWebsitePath, agentTestPath, paths } from '@shared/paths.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { type Notice, NoticeSnackbar } from '@web/components/notice-snackbar.tsx';
import { visuallyHidden } from '@web/components/visually-hidden.ts';
import { useDismissOnboarding } from './api/dismiss-onboarding.ts';

type StepAction = { label: string; to: string };

/** Where each step is done; the last can be done on either of two screens. */
function actionsOf(id: OnboardingStepId, onboarding: Onboarding): StepAction[] {
  switch (id) {
    case 'briefing':
      return [{ label: copy.actions.briefing, to: paths.portal.briefing }];
    case 'knowledge':
      return [
        { label: copy.actions.websiteKnowledge, to: addWebsitePath() },
        { label: copy.actions.knowledge, to: paths.portal.aiConfig },
      ];
    case 'playground':
      return onboarding.playgroundAgentId
        ? [{ label: copy.actions.playground, to: agentTestPath(onboarding.playgroundAgentId) }]
        : [{ label: copy.actions.playgroundNoAgent, to: paths.portal.agents }];
    case 'calendar':
      return [
        { label: copy.actions.googleCalendar, to: paths.portal.google },
        { label: copy.actions.appleCalendar, to: paths.portal.apple },
        { label: copy.actions.appointments, to: paths.portal.appointments },
      ];
    case 'goLive':
      return [
        { label: copy.actions.website, to: paths.portal.websiteWidget },
        { label: copy.actions.whatsapp, to: paths.portal.whatsapp },
      ];
  }
}

/**
 * The getting-started checklist at the top of the dashboard: each step ticked from what the
 * account has done, with links to do the rest; once all are done, a short "all set".
 */
export function OnboardingCard({ onboarding }: { onboarding: Onboarding }) {
  const titleId = useId();
  const dismiss = useDismissOnboarding();
  const [notice, setNotice] = useState<Notice | null>(null);
  const steps = stepsOf(onboarding);
  const done = stepsDone(onboarding);
  const total = steps.length;
  const allDone = done === total;
  // The first step still to do is the one to do next: its button stands out.
  const next = steps.find((id) => !onboarding.done[id]);

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ mb: { xs: 2, md: 3 } }}>
      <CardContent sx={{ p: { xs: 2.5, md: 3 }, '&:last-child': { pb: { xs: 2, md: 2.5 } } }}>
        <Typography id={titleId} component="h2" variant="h6">
          {allDone ? copy.allSetTitle : copy.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {allDone ? copy.allSet : copy.subtitle(total)}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
          <LinearProgress
            variant="determinate"
            value={(done / total) * 100}
            color="success"
            aria-label={copy.progressLabel}
            aria-valuetext={copy.progress(done, total)}
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {copy.progress(done, total)}
          </Typography>
        </Stack>
        {!allDone && (
          <List component="ol" aria-label={copy.listLabel} disablePadding sx={{ mt: 1.5 }}>
            {steps.map((id, index) => {
              const stepDone = onboarding.done[id];
              const Icon = stepDone ? CheckCircleRounded : RadioButtonUncheckedRounded;
              return (
                <ListItem
                  key={id}
                  disableGutters
                  sx={{
                    alignItems: 'flex-start',
                    gap: 2,
                    py: 1.5,
                    borderTop: index === 0 ? 0 : 1,
                    borderColor: 'divider',
                  }}
                >
                  <Icon
                    aria-hidden
                    sx={{ mt: 0.25, color: stepDone ? 'success.main' : 'text.disabled' }}
                  />
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={{ xs: 1.25, sm: 2 }}
                    sx={{ flex: 1, minWidth: 0, alignItems: { sm: 'center' } }}
                  >
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography
                        sx={{
                          fontWeight: 600,
                          color: stepDone ? 'text.secondary' : 'text.primary',
                        }}
                      >
                        <Box component="span" sx={visuallyHidden}>
                          {stepDone ? copy.stepDone : copy.stepToDo}{' '}
                        </Box>
                        {copy.steps[id].title}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {copy.steps[id].description}
                      </Typography>
                    </Box>
                    {!stepDone && (
                      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
                        {actionsOf(id, onboarding).map((action) => (
                          <Button
                            key={action.to}
                            component={RouterLink}
                            to={action.to}
                            size="small"
                            variant={id === next ? 'contained' : 'outlined'}
                          >
                            {action.label}
                          </Button>
                        ))}
                      </Stack>
                    )}
                  </Stack>
                </ListItem>
              );
            })}
          </List>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: allDone ? 2 : 0.5 }}>
          <BusyButton
            type="button"
            variant={allDone ? 'contained' : 'text'}
            size="small"
            busy={dismiss.isPending}
            label={copy.dismiss}
            busyLabel={copy.dismissing}
            onClick={() =>
              dismiss.mutate(undefined, {
                onError: () => setNotice({ severity: 'error', message: copy.dismissFailed }),
              })
            }
          />
        </Box>
      </CardContent>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Card>
  );
}
