import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  integrationTimers,
  type PhoneMessage,
  type whatsappGatewayKinds,
} from '@shared/integrations.ts';

/** A message the simulated gateway keeps, with the customer's number it went between. */
type KeptMessage = PhoneMessage & { customer: string };

/**
 * What the product needs from a WhatsApp gateway, both ways: pair a phone by QR (with new
 * codes as the gateway issues them), learn when a number connects or drops, hear customers'
 * messages, and send text. The gateway knows each session by our instance id. Events come
 * from the gateway itself (the simulation) or from its webhook (Evolution API), and reach
 * every listener through `dispatch`.
 */
export type WhatsappGateway = {
  readonly kind: (typeof whatsappGatewayKinds)[number];
  /** Starts pairing the session (a new one replaces an old one): the first QR code. */
  pair: (session: GatewaySession) => Promise<{ code: string }>;
  /** The QR is no longer shown: the gateway stops waiting for a scan. */
  cancelPairing: (instanceId: string) => Promise<void>;
  /** Logs the number out and forgets the session. */
  remove: (instanceId: string) => Promise<void>;
  /** Sends a text to a number (digits, country code first); throws GatewayError when refused. */
  sendText: (instanceId: string, to: string, text: string) => Promise<{ messageId: string }>;
  /** Shows the customer "typing…" for a few seconds, or until the next message. */
  showTyping: (instanceId: string, to: string) => Promise<void>;
  /**
   * The session's state as the gateway knows it now (an unknown session is disconnected). Only
   * a gateway that keeps sessions of its own has it: the simulation keeps none across restarts.
   */
  connectionState?: (instanceId: string) => Promise<GatewayConnectionState>;
  /**
   * Forgets the messages kept between the session's number and a customer's, when that customer
   * is erased. Only a gateway that keeps them for the product has it: the simulation's phone.
   */
  forgetCustomer?: (instanceId: string, customer: string) => void;
  listen: (listener: GatewayListener) => void;
  /** Hands an event to every listener, and resolves when they all handled it. */
  dispatch: (event: GatewayEvent) => Promise<void>;
};

export type GatewaySession = {
  instanceId: string;
  /** Where the gateway posts the session's events, and the secret it sends back with each. */
  webhookUrl: string;
  webhookSecret: string;
};

export type GatewayConnectionState = 'connected' | 'connecting' | 'disconnected';

export type GatewayEvent =
  | { type: 'qr'; instanceId: string; code: string }
  | {
      type: 'connection';
      instanceId: string;
      state: GatewayConnectionState;
      reason: string | null;
    }
  | {
      type: 'message';
      instanceId: string;
      /** The provider's id of the message: the same id twice is stored once. */
      messageId: string;
      /** The customer's number, digits only. */
      from: string;
      name: string | null;
      text: string;
    };

export type GatewayListener = (event: GatewayEvent) => Promise<void>;

/**
 * The gateway refused a call (`status` is its HTTP status) or could not be reached
 * (`status` null): the sender decides from it whether to try again.
 */
export class GatewayError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** The listeners of one gateway; `dispatch` waits for each, so a webhook answers once stored. */
export function gatewayListeners() {
  const listeners: GatewayListener[] = [];
  return {
    listen: (listener: GatewayListener) => void listeners.push(listener),
    dispatch: async (event: GatewayEvent) => {
      for (const listener of listeners) await listener(event);
    },
  };
}

export type SimulatedWhatsappGateway = WhatsappGateway & {
  readonly kind: 'simulated';
  /** A customer writes to the instance's number, as a phone would. */
  customerWrites: (
    instanceId: string,
    from: string,
    text: string,
    name?: string,
  ) => Promise<KeptMessage>;
  /** The messages between the instance's number and a customer's, oldest first. */
  thread: (instanceId: string, customer: string) => KeptMessage[];
  /** Whether the number shows the customer "typing…" now. */
  typingTo: (instanceId: string, customer: string) => boolean;
};

export const isSimulatedGateway = (gateway: WhatsappGateway): gateway is SimulatedWhatsappGateway =>
  gateway.kind === 'simulated';

/** A simulated phone keeps this many messages per number, the newest. */
const THREAD_LIMIT = 200;
/** How long "typing…" shows on a simulated phone, unless a message comes first. */
const TYPING_SHOWN_MS = 5_000;

/**
 * The specification's simulation, the default (no network): 1.5 s to issue a code, a phone
 * that scans it 5 s later. It is two-way: `customerWrites` plays a customer's message, and
 * both ways are kept per instance (in this process's memory, like its pairings), so the
 * portal's simulated phone can show the conversation.
 */
export function createSimulatedWhatsappGateway(
  timers: { generationMs: number; scanMs: number } = {
    generationMs: integrationTimers.qrGenerationMs,
    scanMs: integrationTimers.simulatedScanMs,
  },
): SimulatedWhatsappGateway {
  const { listen, dispatch } = gatewayListeners();
  const scans = new Map<string, NodeJS.Timeout>();
  const threads = new Map<string, KeptMessage[]>();
  const typingUntil = new Map<string, number>();
  const chat = (instanceId: string, customer: string) => `${instanceId}:${customer}`;
  const keep = (instanceId: string, message: Omit<KeptMessage, 'id' | 'at'>) => {
    const id = randomBytes(10).toString('hex').toUpperCase();
    const kept = { ...message, id, at: new Date().toISOString() };
    threads.set(instanceId, [...(threads.get(instanceId) ?? []), kept].slice(-THREAD_LIMIT));
    return kept;
  };

  const cancelPairing = async (instanceId: string) => {
    clearTimeout(scans.get(instanceId));
    scans.delete(instanceId);
  };

  return {
    kind: 'simulated',
    listen,
    dispatch,
    async pair({ instanceId }) {
      await cancelPairing(instanceId);
      await sleep(timers.generationMs);
      const timer = setTimeout(() => {
        scans.delete(instanceId);
        void dispatch({ type: 'connection', instanceId, state: 'connected', reason: null }).catch(
          () => {},
        );
      }, timers.scanMs);
      timer.unref();
      scans.set(instanceId, timer);
      return { code: `agentra-wa-pair:${randomBytes(18).toString('base64url')}` };
    },
    cancelPairing,
    async remove(instanceId) {
      await cancelPairing(instanceId);
      threads.delete(instanceId);
      for (const key of typingUntil.keys()) {
        if (key.startsWith(`${instanceId}:`)) typingUntil.delete(key);
      }
    },
    async sendText(instanceId, to, text) {
      typingUntil.delete(chat(instanceId, to));
      return { messageId: keep(instanceId, { direction: 'out', customer: to, text }).id };
    },
    async customerWrites(instanceId, from, text, name = 'Customer') {
      const message = keep(instanceId, { direction: 'in', customer: from, text });
      await dispatch({ type: 'message', instanceId, messageId: message.id, from, name, text });
      return message;
    },
    async showTyping(instanceId, to) {
      typingUntil.set(chat(instanceId, to), Date.now() + TYPING_SHOWN_MS);
    },
    forgetCustomer(instanceId, customer) {
      const kept = (threads.get(instanceId) ?? []).filter(
        (message) => message.customer !== customer,
      );
      threads.set(instanceId, kept);
      typingUntil.delete(chat(instanceId, customer));
    },
    typingTo: (instanceId, customer) =>
      (typingUntil.get(chat(instanceId, customer)) ?? 0) > Date.now(),
    thread: (instanceId, customer) =>
      (threads.get(instanceId) ?? []).filter((message) => message.customer === customer),
  };
}
