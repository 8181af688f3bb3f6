import { useState } from 'react';
import { channelsCopy as copy } from '@shared/channels-copy.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { NoticeSnackbar, type Notice } from '@web/components/notice-snackbar.tsx';
import { PageHeader } from '@web/components/page-header.tsx';
import { ChannelAgentList } from './components/channel-agent-list.tsx';
import { WebchatAgentCard } from './components/webchat-agent-card.tsx';

/** Each agent with the Webchat channel, ready to paste into a website and to try out here. */
export default function WebsiteWidgetPage() {
  const [notice, setNotice] = useState<Notice | null>(null);

  // `navigator.clipboard` is missing outside secure contexts: that too is a failed copy.
  const copyText = (text: string) =>
    void Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(
        () => setNotice({ severity: 'success', message: copy.copied }),
        () => setNotice({ severity: 'error', message: copy.copyFailed }),
      );

  return (
    <>
      <PageHeader title={screenTitles.websiteWidget} subtitle={copy.subtitle} />
      <ChannelAgentList
        channel="Webchat"
        copy={{
          empty: copy.empty,
          notOnChannel: copy.notOnWebsite,
          notOnChannelLabel: copy.notOnWebsiteLabel,
          addChannel: copy.addWebchat,
        }}
        cardHeight={480}
        renderCard={(agent) => (
          <WebchatAgentCard key={agent.id} agent={agent} onNotice={setNotice} onCopy={copyText} />
        )}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
