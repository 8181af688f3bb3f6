// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { authCopy } from '@shared/auth-copy.ts';
import { useAuth } from './auth-context.ts';

it('refuses to be used outside its provider', () => {
  expect(() => renderHook(() => useAuth())).toThrow(authCopy.contextMissing);
});
