import { screenTitles } from '@shared/portal-copy.ts';
import { telegramCopy as copy } from '@shared/telegram.ts';
import { PageHeader } from '@web/components/page-header.tsx';
import { ChannelAgentList } from './components/channel-agent-list.tsx';
import { TelegramAgentCard } from './components/telegram-agent-card.tsx';

/** Each agent with the Telegram channel, with its bot to connect or the one connected. */
export default function TelegramPage() {
  return (
    <>
      <PageHeader title={screenTitles.telegram} subtitle={copy.subtitle} />
      <ChannelAgentList
        channel="Telegram"
        copy={{
          empty: copy.empty,
          notOnChannel: copy.notOnTelegram,
          notOnChannelLabel: copy.notOnTelegramLabel,
          addChannel: copy.noTelegramChannel,
        }}
        cardHeight={240}
        renderCard={(agent) => <TelegramAgentCard key={agent.id} agent={agent} />}
      />
    </>
  );
}
