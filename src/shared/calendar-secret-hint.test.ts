import { describe, expect, it } from 'vitest';
import { calendarCopy, hintOfSecret, SECRET_HINT_MIN_LENGTH } from './integrations.ts';

describe('the stored secret key hint', () => {
  it.each(['a', 'abcd', 'pass1234', 'x'.repeat(SECRET_HINT_MIN_LENGTH - 1)])(
    'shows nothing of a short secret (%s)',
    (secret) => {
      const hint = hintOfSecret(secret);
      expect(hint).toMatch(/^•+$/);
      expect(calendarCopy.storedSecret(hint)).not.toContain('ending in');
    },
  );

  it('shows the last four characters of a long secret, and no more', () => {
    expect(hintOfSecret('abcdefgh1234')).toBe('••••1234');
    expect(hintOfSecret('super-secret-value-9876')).toBe('••••9876');
    expect(calendarCopy.storedSecret(hintOfSecret('abcdefgh1234'))).toBe(
      'Stored secret key ending in ••••1234',
    );
  });
});
