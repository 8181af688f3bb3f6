import { describe, expect, it } from 'vitest';
import { normalizeOrigin } from './webchat.ts';

describe('a website address as an owner writes it', () => {
  it('takes a bare host as its https address, and keeps only the origin', () => {
    expect(normalizeOrigin('www.harborcarrental.pt')).toBe('https://www.harborcarrental.pt');
    expect(normalizeOrigin(' harborcarrental.pt/contact ')).toBe('https://harborcarrental.pt');
    expect(normalizeOrigin('localhost:8080')).toBe('https://localhost:8080');
    expect(normalizeOrigin('http://localhost:8080/page')).toBe('http://localhost:8080');
    expect(normalizeOrigin('https://Shop.Example')).toBe('https://shop.example');
  });

  it('refuses what is no website', () => {
    expect(normalizeOrigin('shop')).toBeNull();
    expect(normalizeOrigin('ftp://shop.example')).toBeNull();
    expect(normalizeOrigin('https://user:pass@shop.example')).toBeNull();
    expect(normalizeOrigin('')).toBeNull();
  });
});
