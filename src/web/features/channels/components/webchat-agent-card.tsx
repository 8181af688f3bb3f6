import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Agent } from '@shared/agents.ts';
import { channelsCopy as copy } from '@shared/channels-copy.ts';
import { paths } from '@shared/paths.ts';
import type { Notice } from '@web/components/notice-snackbar.tsx';
import { QueryState } from '@web/components/query-state.tsx';
import { FormSkeleton } from '@web/components/skeletons.tsx';
import { useWebchatSettings } from '../api/webchat-settings.ts';
import { CopyableText } from './copyable-text.tsx';
import { SettingsSection } from './settings-section.tsx';
import { WebchatForm } from './webchat-form.tsx';
import { WidgetPreview } from './widget-preview.tsx';

/** One agent on the website: its snippet, its settings and its widget live beside them. */
export function WebchatAgentCard({
  agent,
  onNotice,
  onCopy,
}: {
  agent: Agent;
  onNotice: (notice: Notice) => void;
  onCopy: (text: string) => void;
}) {
  const settings = useWebchatSettings(agent.id);
  const ids = useId();
  return (
    <Card component="section" aria-labelledby={`${ids}-name`}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2.5 }}>
          <Typography id={`${ids}-name`} component="h2" variant="h6" sx={{ flex: 1, minWidth: 0 }}>
            {agent.name}
          </Typography>
          {agent.channels.includes('WhatsApp') && (
            <Button component={RouterLink} to={paths.portal.whatsapp} size="small">
              {copy.setUpWhatsapp}
            </Button>
          )}
        </Box>
        <QueryState
          query={settings}
          loadingLabel={copy.loadingWidget(agent.name)}
          errorMessage={copy.widgetLoadFailed}
          skeleton={<FormSkeleton fields={5} />}
        >
          {(current) => (
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, lg: 7 }}>
                <Stack spacing={3}>
                  <SettingsSection title={copy.snippetTitle} titleId={`${ids}-snippet`}>
                    <Typography
                      id={`${ids}-snippet-help`}
                      variant="body2"
                      color="text.secondary"
                      sx={{ mb: 1.5 }}
                    >
                      {copy.snippetHelp}
                    </Typography>
                    <CopyableText
                      text={current.snippet}
                      labelledBy={`${ids}-snippet`}
                      describedBy={`${ids}-snippet-help`}
                      onCopy={onCopy}
                    />
                  </SettingsSection>
                  <WebchatForm
                    agentId={agent.id}
                    settings={current}
                    onNotice={onNotice}
                    onCopy={onCopy}
                  />
                </Stack>
              </Grid>
              <Grid size={{ xs: 12, lg: 5 }}>
                <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
                  <SettingsSection title={copy.previewTitle}>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                      {copy.previewHelp}
                    </Typography>
                    <WidgetPreview agentId={agent.id} publicId={current.publicId} />
                  </SettingsSection>
                </Box>
              </Grid>
            </Grid>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
