import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

const secret = 'a-test-auth-secret-that-is-long-enough-0123456789';

describe('secret box', () => {
  it('opens what it sealed, and seals the same text differently each time', () => {
    const box = createSecretBox(secret, 'api-key');
    const a = box.seal('sk_live_abc');
    const b = box.seal('sk_live_abc');
    expect(a).not.toBe(b);
    expect(a).not.toContain('sk_live_abc');
    expect(box.open(a)).toBe('sk_live_abc');
    expect(box.open(b)).toBe('sk_live_abc');
  });

  it('refuses a tampered value', () => {
    const box = createSecretBox(secret, 'api-key');
    const sealed = box.seal('a secret');
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw[raw.length - 1]! ^= 1;
    expect(() => box.open(`v1.${raw.toString('base64url')}`)).toThrow();
    expect(() => box.open('v1.short')).toThrow();
    expect(() => box.open('garbage')).toThrow();
  });

  it('refuses a value sealed for another purpose or under another secret', () => {
    const sealed = createSecretBox(secret, 'api-key').seal('a secret');
    expect(() => createSecretBox(secret, 'calendar-secret').open(sealed)).toThrow();
    expect(() => createSecretBox(`${secret}-other`, 'api-key').open(sealed)).toThrow();
  });
});
