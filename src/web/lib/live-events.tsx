import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
} from 'react';
import { apiPaths } from '@shared/api-paths.ts';
import { type ConversationEvent, conversationEventTypes } from '@shared/conversations.ts';
import {
  dashboardQueryKey,
  historyQueryKey,
  inboxQueryKey,
  notificationsQueryKey,
} from './query-keys.ts';

type Listener = (event: ConversationEvent) => void;

type LiveEvents = {
  /** Whether the stream is open; false while the browser reconnects. */
  connected: boolean;
  subscribe: (listener: Listener) => () => void;
};

const LiveEventsContext = createContext<LiveEvents>({
  connected: false,
  subscribe: () => () => {},
});

/**
 * One stream of the account's events for the whole signed-in portal. The browser reconnects
 * by itself and sends `Last-Event-ID`, so the server replays what was missed; on every
 * (re)connection the lists are read again as well, which covers a client further behind than
 * the replay. Each event refreshes the inbox, history, dashboard and bell, and reaches the screens that
 * listen (a transcript, the playground).
 */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const listeners = useRef(new Set<Listener>());
  const [connected, setConnected] = useState(false);

  const refresh = useEffectEvent((event?: ConversationEvent) => {
    void queryClient.invalidateQueries({ queryKey: inboxQueryKey });
    void queryClient.invalidateQueries({ queryKey: historyQueryKey });
    // A hand-over rings the bell, and an assignment rings the bell of the person given it.
    if (
      !event ||
      event.type === 'conversation.handed_over' ||
      event.type === 'conversation.assigned'
    ) {
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    }
    // Messages and notes change no count the dashboard shows.
    if (!event || (event.type !== 'message.created' && event.type !== 'note.created')) {
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    }
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(apiPaths.events);
    source.onopen = () => {
      setConnected(true);
      refresh();
    };
    source.onerror = () => setConnected(false);
    const handle = (message: MessageEvent<string>) => {
      const event = JSON.parse(message.data) as ConversationEvent;
      refresh(event);
      for (const listener of listeners.current) listener(event);
    };
    for (const type of conversationEventTypes) source.addEventListener(type, handle);
    return () => source.close();
  }, []);

  const [value] = useState<Omit<LiveEvents, 'connected'>>(() => ({
    subscribe: (listener) => {
      listeners.current.add(listener);
      return () => listeners.current.delete(listener);
    },
  }));
  return (
    <LiveEventsContext.Provider value={{ ...value, connected }}>
      {children}
    </LiveEventsContext.Provider>
  );
}

/** Calls `listener` with each live event while the component is mounted. */
export function useLiveEvent(listener: Listener) {
  const { subscribe } = useContext(LiveEventsContext);
  const onEvent = useEffectEvent(listener);
  useEffect(() => subscribe((event) => onEvent(event)), [subscribe]);
}

export const useLiveConnected = () => useContext(LiveEventsContext).connected;
