// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { colorSchemeStorage } from '@shared/color-scheme.ts';
import { colorSchemeScript } from './color-scheme-script.ts';

const { attribute, key } = colorSchemeStorage;
const run = () => new Function(colorSchemeScript)();
const schemeInForce = () => document.documentElement.getAttribute(attribute);

describe('the script that applies a stored colour scheme before the first paint', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(attribute);
  });

  it.each(['light', 'dark'])('puts a stored %s choice on the page', (mode) => {
    localStorage.setItem(key, mode);
    run();
    expect(schemeInForce()).toBe(mode);
  });

  it('leaves the page to follow the device when nothing, or System, was chosen', () => {
    run();
    expect(schemeInForce()).toBeNull();
    localStorage.setItem(key, 'system');
    run();
    expect(schemeInForce()).toBeNull();
  });
});
