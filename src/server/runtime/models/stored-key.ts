import type { SecretBox } from '@server/platform/crypto/secret-box.ts';
import type { Logger } from '@server/platform/logging/logger.ts';
import type { StoredModelSettings } from './model-settings-store.ts';

/** The origin of an address, to tell whether two addresses are the same server. */
export const originOf = (baseUrl: string) => {
  try {
    return new URL(baseUrl).origin;
  } catch {
    return null;
  }
};

/**
 * Whether the stored key may go to `baseUrl`: only to the server it was entered for, so a
 * changed address never carries the key to another server.
 */
export const storedKeyServes = (stored: StoredModelSettings | undefined, baseUrl: string) =>
  !!stored?.apiKeySealed && !!stored.baseUrl && originOf(stored.baseUrl) === originOf(baseUrl);

/** The stored key, opened, when it may go to `baseUrl`. */
export function storedKeyFor(
  stored: StoredModelSettings | undefined,
  baseUrl: string,
  box: SecretBox,
  logger?: Logger,
): string | undefined {
  if (!stored?.apiKeySealed || !storedKeyServes(stored, baseUrl)) return undefined;
  try {
    return box.open(stored.apiKeySealed);
  } catch (error) {
    // Sealed under another AUTH_SECRET: the provider refuses the call, and the product goes on without it.
    logger?.error('A stored model key could not be opened', error);
    return undefined;
  }
}
