import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { type HandoverReason, handoverReasonLabels } from '@shared/conversations.ts';
import { playgroundCopy as copy } from '@shared/playground.ts';

/** The mark of a hand-over: the agent passed the conversation to the business's people. */
export function HandoverNotice({ reason }: { reason: HandoverReason | null }) {
  return (
    <Alert severity="warning" icon={<SupportAgentOutlined />} role="status">
      <AlertTitle>{copy.handedOver}</AlertTitle>
      {reason ? `${handoverReasonLabels[reason]}. ` : ''}
      {copy.handedOverHint}
    </Alert>
  );
}
