import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What a sealed value is for; each purpose gets its own key, so one cannot open another's. */
export type SecretPurpose =
  | 'api-key'
  | 'calendar-secret'
  | 'widget-identity'
  | 'telegram-token'
  | 'meta-page-token'
  | 'model-key';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Seals and opens short secrets with AES-256-GCM under a key derived from the auth secret. */
export type SecretBox = {
  seal: (plaintext: string) => string;
  /** Throws when the value was altered or sealed under another key. */
  open: (sealed: string) => string;
};

export function createSecretBox(authSecret: string, purpose: SecretPurpose): SecretBox {
  const key = Buffer.from(
    hkdfSync('sha256', authSecret, 'agentra-secret-box', `agentra:${purpose}:${VERSION}`, 32),
  );
  // The purpose is also authenticated data: a value moved to another column fails to open.
  const aad = Buffer.from(purpose);
  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]);
      return `${VERSION}.${sealed.toString('base64url')}`;
    },
    open(sealed) {
      const [version, data] = sealed.split('.');
      if (version !== VERSION || !data) throw new Error('Unknown sealed value format.');
      const raw = Buffer.from(data, 'base64url');
      if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('Sealed value is too short.');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(aad);
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/** A key for signing (HMAC) what the server hands out, such as the widget's visitor tokens. */
export function signingKeyOf(
  authSecret: string,
  purpose: 'visitor-token' | 'widget-preview' | 'follow-up-link' | 'reply-address',
): Buffer {
  return Buffer.from(
    hkdfSync('sha256', authSecret, 'agentra-signing-key', `agentra:${purpose}:${VERSION}`, 32),
  );
}

/** The boxes the integrations need, one per purpose, from the server's auth secret. */
export type IntegrationSecrets = {
  apiKeys: SecretBox;
  calendarSecrets: SecretBox;
  /** Each widget's identity-verification secret. */
  widgetIdentity: SecretBox;
  /** Each agent's Telegram bot token. */
  telegramTokens: SecretBox;
  /** Each connected Facebook Page's access token. */
  metaPageTokens: SecretBox;
  /** Each account's key to the model provider it chose on AI Configuration. */
  modelKeys: SecretBox;
  /** Signs the widget's visitor tokens. */
  visitorTokenKey: Buffer;
  /** Signs the portal preview's tokens, which the widget API takes in place of a website. */
  widgetPreviewKey: Buffer;
  /** Signs the links that reopen a visitor's conversation, mailed to them. */
  followUpLinkKey: Buffer;
  /** Signs the reply addresses of those mails (reply+<token>@INBOUND_MAIL_DOMAIN). */
  replyAddressKey: Buffer;
};

export const integrationSecretsOf = (authSecret: string): IntegrationSecrets => ({
  apiKeys: createSecretBox(authSecret, 'api-key'),
  calendarSecrets: createSecretBox(authSecret, 'calendar-secret'),
  widgetIdentity: createSecretBox(authSecret, 'widget-identity'),
  telegramTokens: createSecretBox(authSecret, 'telegram-token'),
  metaPageTokens: createSecretBox(authSecret, 'meta-page-token'),
  modelKeys: createSecretBox(authSecret, 'model-key'),
  visitorTokenKey: signingKeyOf(authSecret, 'visitor-token'),
  widgetPreviewKey: signingKeyOf(authSecret, 'widget-preview'),
  followUpLinkKey: signingKeyOf(authSecret, 'follow-up-link'),
  replyAddressKey: signingKeyOf(authSecret, 'reply-address'),
});
