import { describe, expect, it } from 'vitest';
import { readableTextOn } from './contrast.ts';

describe('readableTextOn', () => {
  it('writes white on a dark colour and near-black on a light one', () => {
    expect(readableTextOn('#1565C0')).toBe('#FFFFFF');
    expect(readableTextOn('#000000')).toBe('#FFFFFF');
    expect(readableTextOn('#FFEB3B')).toBe('#111111');
    expect(readableTextOn('#FFFFFF')).toBe('#111111');
  });
});
