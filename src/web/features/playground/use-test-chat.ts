import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  Conversation,
  HandoverReason,
  Message,
  MessageSource,
} from '@shared/conversations.ts';
import { playgroundCopy as copy } from '@shared/playground.ts';
import { ApiError } from '@web/lib/api-client.ts';
import { useLiveEvent } from '@web/lib/live-events.tsx';
import { getConversation } from './api/get-conversation.ts';
import { startTestConversation } from './api/start-test-conversation.ts';
import { streamAnswer } from './api/stream-answer.ts';

/** The answer being written: its text so far, then its sources and a hand-over if any. */
export interface AnswerDraft {
  text: string;
  sources: MessageSource[];
  handover: HandoverReason | null;
}

export interface TestChat {
  conversation: Conversation | null;
  messages: Message[];
  /** The customer's text on its way, shown until the stored conversation replaces it. */
  sending: string | null;
  draft: AnswerDraft | null;
  /**
   * Why the last answer handed over, until the next message: a test stays with the agent, so
   * its status does not tell of it.
   */
  handover: HandoverReason | null;
  error: string | null;
  starting: boolean;
  send: (text: string) => Promise<boolean>;
  startOver: () => void;
}

const emptyDraft: AnswerDraft = { text: '', sources: [], handover: null };

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/**
 * A playground conversation with one agent (give its screen a `key` per agent): starts one on
 * mount and on "Start over", sends the customer's messages and follows each answer as it
 * streams. Leaving the page (or starting over) aborts the answer in flight, which cancels it
 * on the server.
 */
export function useTestChat(agentId: string): TestChat {
  const [conversation, setConversation] = useState<Conversation | null>(null);
  const [messages, setMessages] = useState<Message[]>([]);
  const [sending, setSending] = useState<string | null>(null);
  const [draft, setDraft] = useState<AnswerDraft | null>(null);
  const [handover, setHandover] = useState<HandoverReason | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const inFlight = useRef<AbortController | null>(null);
  /** The conversation being started: a message written meanwhile waits for it. */
  const opening = useRef<Promise<Conversation | null>>(Promise.resolve(null));
  const grow = (change: (was: AnswerDraft) => Partial<AnswerDraft>) =>
    setDraft((was) => ({ ...(was ?? emptyDraft), ...change(was ?? emptyDraft) }));

  useEffect(() => {
    let current = true;
    opening.current = startTestConversation(agentId).then(
      ({ messages: greeting, ...started }) => {
        if (!current) return null;
        setConversation(started);
        setMessages(greeting);
        return started;
      },
      (cause: unknown) => {
        if (!current) return null;
        setError(messageOf(cause, copy.startFailed));
        return null;
      },
    );
    return () => {
      current = false;
      inFlight.current?.abort();
    };
  }, [agentId, attempt]);

  // A person's reply, joining, handing back or closing shows at once, as a customer sees it.
  useLiveEvent((event) => {
    if (!conversation || event.conversation.id !== conversation.id || inFlight.current) return;
    void getConversation(conversation.id).then(({ messages: all, ...state }) => {
      if (inFlight.current) return;
      setConversation(state);
      setMessages(all);
    });
  });

  const send = useCallback(
    async (text: string) => {
      if (inFlight.current) return false;
      const controller = new AbortController();
      inFlight.current = controller;
      setSending(text);
      setDraft(null);
      setHandover(null);
      setError(null);
      try {
        const target = conversation ?? (await opening.current);
        // The start failed (and says so) or was replaced by "Start over".
        if (!target || controller.signal.aborted) return false;
        let handedOver: HandoverReason | null = null;
        for await (const { event, data } of streamAnswer(target.id, text, controller.signal)) {
          if (event === 'start') setDraft(emptyDraft);
          else if (event === 'delta') grow((was) => ({ text: was.text + data.text }));
          else if (event === 'sources') grow(() => ({ sources: data.sources }));
          else if (event === 'handover') {
            handedOver = data.reason;
            grow(() => ({ handover: data.reason }));
          } else if (event === 'error') setError(data.message);
        }
        // The stored conversation is the truth: the customer's message, the answer, and any
        // message the hand-over added, in the order they were stored.
        const stored = await getConversation(target.id);
        const { messages: all, ...state } = stored;
        setConversation(state);
        setMessages(all);
        setHandover(handedOver);
        return true;
      } catch (cause) {
        if (controller.signal.aborted) return false;
        setError(messageOf(cause, copy.sendFailed));
        return false;
      } finally {
        if (inFlight.current === controller) {
          inFlight.current = null;
          setSending(null);
          setDraft(null);
        }
      }
    },
    [conversation],
  );

  const startOver = useCallback(() => {
    inFlight.current?.abort();
    setConversation(null);
    setMessages([]);
    setSending(null);
    setDraft(null);
    setHandover(null);
    setError(null);
    setAttempt((n) => n + 1);
  }, []);

  // Starting until the conversation is there, or its start failed.
  const starting = conversation === null && error === null;
  return { conversation, messages, sending, draft, handover, error, starting, send, startOver };
}
