import Stack from '@mui/material/Stack';
import { aiConfigCopy as copy } from '@shared/ai-config.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { PageHeader } from '@web/components/page-header.tsx';
import { AnswerEngineCard } from './components/answer-engine-card.tsx';
import { KnowledgeBaseCard } from './components/knowledge-base-card.tsx';
import { WebsiteCard } from './components/website-card.tsx';

/** AI Configuration: what the agents know, and the engine they answer with. */
export default function AiConfigPage() {
  return (
    <>
      <PageHeader title={screenTitles.aiConfig} subtitle={copy.subtitle} />
      <Stack spacing={3}>
        <AnswerEngineCard />
        <WebsiteCard />
        <KnowledgeBaseCard />
      </Stack>
    </>
  );
}
