import {
  type GatewaySession,
  GatewayError,
  gatewayListeners,
  type WhatsappGateway,
} from '@server/channels/whatsapp/whatsapp-gateway.ts';
import { TYPING_REFRESH_MS } from '@server/runtime/messaging/keep-typing.ts';

/**
 * Evolution API (v2), a self-hosted WhatsApp gateway with QR pairing, over its REST API:
 * every call carries the `apikey` header (its AUTHENTICATION_API_KEY). A session is an
 * Evolution instance named by our instance id; its events come back through the webhook
 * given at creation (see evolution-webhook.ts), which hands them to `dispatch`.
 */

/** The events the product reads; the webhook receives these alone. */
export const EVOLUTION_EVENTS = ['QRCODE_UPDATED', 'CONNECTION_UPDATE', 'MESSAGES_UPSERT'];

/** The header the webhook secret travels in (Evolution sends the instance's webhook headers). */
export const EVOLUTION_SECRET_HEADER = 'x-webhook-secret';

/** Each call gives up after this long: the outbox tries again later. */
const CALL_TIMEOUT_MS = 15_000;

type QrAnswer = { base64?: string | null; code?: string | null; pairingCode?: string | null };

export function createEvolutionGateway(options: { url: string; apiKey: string }): WhatsappGateway {
  const base = options.url.replace(/\/+$/, '');
  const { listen, dispatch } = gatewayListeners();

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          apikey: options.apiKey,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed';
      throw new GatewayError(null, `The call to the WhatsApp gateway ${reason}.`);
    }
    const text = await response.text();
    if (!response.ok) {
      throw new GatewayError(
        response.status,
        `The WhatsApp gateway answered ${method} ${path.split('/').slice(0, 3).join('/')} with HTTP ${response.status}.`,
      );
    }
    try {
      return (text ? JSON.parse(text) : {}) as T;
    } catch {
      throw new GatewayError(
        null,
        `The WhatsApp gateway answered with something that is not JSON.`,
      );
    }
  }

  const name = (instanceId: string) => encodeURIComponent(instanceId);

  /** Logs out and deletes the instance; one the gateway does not know is gone already. */
  async function remove(instanceId: string) {
    await call('DELETE', `/instance/logout/${name(instanceId)}`).catch(() => {});
    await call('DELETE', `/instance/delete/${name(instanceId)}`).catch((error: unknown) => {
      if (!(error instanceof GatewayError && (error.status === 404 || error.status === 400))) {
        throw error;
      }
    });
  }

  return {
    kind: 'evolution',
    listen,
    dispatch,
    async pair(session: GatewaySession) {
      // A pairing is a new session: an old one (a dropped number) is replaced, with a new secret.
      await remove(session.instanceId);
      const created = await call<{ qrcode?: QrAnswer }>('POST', '/instance/create', {
        instanceName: session.instanceId,
        integration: 'WHATSAPP-BAILEYS',
        qrcode: true,
        webhook: {
          enabled: true,
          url: session.webhookUrl,
          byEvents: false,
          base64: true,
          headers: { [EVOLUTION_SECRET_HEADER]: session.webhookSecret },
          events: EVOLUTION_EVENTS,
        },
      });
      const code =
        created.qrcode?.code ??
        (await call<QrAnswer>('GET', `/instance/connect/${name(session.instanceId)}`)).code;
      if (!code) throw new GatewayError(null, 'The WhatsApp gateway issued no QR code.');
      return { code };
    },
    async cancelPairing(instanceId) {
      await remove(instanceId);
    },
    remove,
    async sendText(instanceId, to, text) {
      const sent = await call<{ key?: { id?: string } }>(
        'POST',
        `/message/sendText/${name(instanceId)}`,
        { number: to, text },
      );
      return { messageId: sent.key?.id ?? '' };
    },
    async connectionState(instanceId) {
      try {
        const { instance } = await call<{ instance?: { state?: string } }>(
          'GET',
          `/instance/connectionState/${name(instanceId)}`,
        );
        return instance?.state === 'open'
          ? 'connected'
          : instance?.state === 'connecting'
            ? 'connecting'
            : 'disconnected';
      } catch (error) {
        if (error instanceof GatewayError && error.status === 404) return 'disconnected';
        throw error;
      }
    },
    async showTyping(instanceId, to) {
      // Evolution shows "typing…" for `delay` ms, then pauses: as long as we wait between two.
      await call('POST', `/chat/sendPresence/${name(instanceId)}`, {
        number: to,
        presence: 'composing',
        delay: TYPING_REFRESH_MS,
      });
    },
  };
}
