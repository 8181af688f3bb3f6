// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Message } from '@shared/conversations.ts';
import { messagingCopy } from '@shared/messaging.ts';
import { metaCopy } from '@shared/meta.ts';
import { ChatMessage } from './chat-message.tsx';

const message = (sender: Message['sender'], delivery: Message['delivery']): Message => ({
  id: `${sender}-${delivery}`,
  conversationId: 'c1',
  sender,
  authorName: sender === 'person' ? 'Maya' : null,
  text: 'We open at nine.',
  sources: [],
  answer: null,
  choices: [],
  delivery,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('ChatMessage', () => {
  afterEach(cleanup);

  it('says in words when a messaging channel never delivered a message', () => {
    render(
      <ul>
        <ChatMessage message={message('person', 'failed')} agentName="Front Desk" />
        <ChatMessage message={message('system', 'failed')} agentName="Front Desk" />
      </ul>,
    );
    expect(screen.getAllByText(messagingCopy.deliveryFailed)).toHaveLength(2);
  });

  it('says why, when the channel said why it cannot send the message', () => {
    render(
      <ul>
        <ChatMessage
          message={{ ...message('person', 'failed'), deliveryNote: metaCopy.pastHumanAgentWindow }}
          agentName="Front Desk"
        />
      </ul>,
    );
    expect(screen.getByText(metaCopy.pastHumanAgentWindow)).toBeInTheDocument();
    expect(screen.queryByText(messagingCopy.deliveryFailed)).toBeNull();
  });

  it('says nothing of a delivered message', () => {
    render(
      <ul>
        <ChatMessage message={message('agent', 'sent')} agentName="Front Desk" />
      </ul>,
    );
    expect(screen.queryByText(messagingCopy.deliveryFailed)).toBeNull();
  });
});
