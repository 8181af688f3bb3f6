import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { briefingCopy as copy, industryLabels, type BriefingInput } from '@shared/briefing.ts';
import { toneLabels } from '@shared/personality.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' },
        gap: { xs: 0.5, sm: 2 },
        py: 1.5,
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{children}</Box>
    </Box>
  );
}

const textOr = (value: string | undefined) =>
  value?.trim() ? value : <Typography color="text.disabled">{copy.notProvided}</Typography>;

/** Step 4: everything the briefing will store, before 'Activate AI Assistant'. */
export function ReviewStep({ values }: { values: BriefingInput }) {
  return (
    <Stack divider={<Divider flexItem />}>
      <Typography color="text.secondary" sx={{ pb: 1.5 }}>
        {copy.reviewIntro}
      </Typography>
      <Row label={copy.labels.companyName}>{textOr(values.companyName)}</Row>
      <Row label={copy.labels.industry}>
        {values.industry ? industryLabels[values.industry] : textOr('')}
      </Row>
      <Row label={copy.labels.description}>{textOr(values.description)}</Row>
      <Row label={copy.labels.targetAudience}>{textOr(values.targetAudience)}</Row>
      <Row label={copy.labels.keyServices}>{textOr(values.keyServices)}</Row>
      <Row label={copy.labels.commonQuestions}>{textOr(values.commonQuestions)}</Row>
      <Row label={copy.labels.languages}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {values.languages.map((language) => (
            <Chip key={language} label={language} size="small" />
          ))}
        </Box>
      </Row>
      <Row label={copy.labels.tonePreference}>{toneLabels[values.tonePreference]}</Row>
      <Row label={copy.labels.communicationStyle}>{textOr(values.communicationStyle)}</Row>
      <Row label={copy.labels.personality}>{textOr(values.personality)}</Row>
      <Row label={copy.labels.responseTemplates}>
        {values.responseTemplates.length === 0 ? (
          textOr('')
        ) : (
          <Stack spacing={1.5}>
            {values.responseTemplates.map((template, index) => (
              <Box key={index}>
                <Typography sx={{ fontWeight: 600 }}>{template.scenario}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {template.response}
                </Typography>
              </Box>
            ))}
          </Stack>
        )}
      </Row>
    </Stack>
  );
}
