import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { integrationTimers } from '@shared/integrations.ts';

/**
 * What the product needs from a WhatsApp network: a pairing code to show as a QR image, and
 * word when a phone has scanned it. There is no WhatsApp network here, so the built-in
 * gateway simulates one; a real one (e.g. a WhatsApp Business API provider) replaces it.
 */
export type WhatsappGateway = {
  /** Issues a code a phone pairs with; the QR image encodes exactly this. */
  requestPairingCode: (phone: string) => Promise<{ code: string }>;
  /** Resolves when a phone scanned the code; rejects when `signal` aborts. */
  waitForScan: (code: string, signal: AbortSignal) => Promise<void>;
};

/** The specification's simulation: 1.5 s to issue a code, a phone that scans it 5 s later. */
export function createSimulatedWhatsappGateway(
  timers: { generationMs: number; scanMs: number } = {
    generationMs: integrationTimers.qrGenerationMs,
    scanMs: integrationTimers.simulatedScanMs,
  },
): WhatsappGateway {
  return {
    async requestPairingCode() {
      await sleep(timers.generationMs);
      return { code: `agentra-wa-pair:${randomBytes(18).toString('base64url')}` };
    },
    async waitForScan(_code, signal) {
      await sleep(timers.scanMs, undefined, { signal });
    },
  };
}
