import { describe, expect, it } from 'vitest';
import { authCopy } from '@shared/auth-copy.ts';
import {
  resetPasswordErrorMessage,
  resetRequestErrorMessage,
  signInErrorMessage,
  toAuthFailure,
} from './auth-failure.ts';

describe('toAuthFailure', () => {
  it('reads a fetch that never reached the server as a network failure', () => {
    expect(toAuthFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
    expect(toAuthFailure({ status: 0 })).toEqual({ kind: 'network' });
  });

  it('keeps the status and code of a server answer', () => {
    expect(toAuthFailure({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' })).toEqual({
      kind: 'http',
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
    });
  });
});

describe('sign-in messages', () => {
  const { signInErrors } = authCopy;
  it.each([
    [
      'a wrong password or an unknown email',
      { status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' },
      signInErrors.invalidCredentials,
    ],
    ['too many attempts', { status: 429 }, signInErrors.tooManyRequests],
    ['a network failure', new TypeError('Failed to fetch'), signInErrors.network],
    ['anything else', { status: 500 }, signInErrors.other],
    ['a refused origin', { status: 403, code: 'INVALID_ORIGIN' }, signInErrors.other],
  ])('%s', (_case, error, message) => {
    expect(signInErrorMessage(toAuthFailure(error))).toBe(message);
  });
});

describe('reset request messages', () => {
  const { resetErrors } = authCopy;
  it.each([
    ['an unknown account', { status: 404, code: 'USER_NOT_FOUND' }, resetErrors.userNotFound],
    ['a malformed email', { status: 400, code: 'INVALID_EMAIL' }, resetErrors.invalidEmail],
    ['too many requests', { status: 429 }, resetErrors.tooManyRequests],
    ['a network failure', new TypeError('Failed to fetch'), resetErrors.other],
    ['anything else', { status: 500 }, resetErrors.other],
  ])('%s', (_case, error, message) => {
    expect(resetRequestErrorMessage(toAuthFailure(error))).toBe(message);
  });
});

describe('new password messages', () => {
  const { resetPassword, resetErrors, resetFallback } = authCopy;
  it.each([
    [
      'an expired, used or unknown link',
      { status: 400, code: 'INVALID_TOKEN' },
      resetPassword.invalidToken,
    ],
    ['too many attempts', { status: 429 }, resetErrors.tooManyRequests],
    ['a network failure', new TypeError('Failed to fetch'), resetFallback],
    ['a password the server refuses', { status: 400, code: 'PASSWORD_TOO_SHORT' }, resetFallback],
    ['anything else', { status: 500 }, resetFallback],
  ])('%s', (_case, error, message) => {
    expect(resetPasswordErrorMessage(toAuthFailure(error))).toBe(message);
  });
});
