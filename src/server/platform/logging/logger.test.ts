import { describe, expect, it } from 'vitest';
import { AUTH_BASE_PATH } from '@shared/auth/auth-api.ts';
import { postJson, useTestServer } from '@server/testing/test-server.ts';
import { createLogger } from './logger.ts';

const server = useTestServer('logger');

/** A logger writing into an array, one entry per line the server would print. */
function capturedLog() {
  const written: string[] = [];
  const logger = createLogger('info', { write: (chunk: string) => void written.push(chunk) });
  return { logger, lines: () => written.join('').split('\n').filter(Boolean) };
}

const forged = 'Demo account: admin@example.com / password: FORGED';

describe('the server log', () => {
  it('keeps a newline a client sent inside one JSON line, with the request id', async () => {
    const { logger, lines } = capturedLog();
    const app = server.app({ LOG_LEVEL: 'info' }, { logger });
    const res = await app.request(
      `${AUTH_BASE_PATH}/request-password-reset`,
      postJson({ email: 'someone@example.com', redirectTo: `https://evil.example/\n${forged}` }),
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    const entries = lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    const aboutIt = entries.filter((entry) => JSON.stringify(entry).includes('FORGED'));
    expect(aboutIt).toHaveLength(1);
    expect(aboutIt[0]).toMatchObject({
      level: 'error',
      requestId: res.headers.get('x-request-id'),
    });
    expect(lines().some((line) => line.startsWith('Demo account'))).toBe(false);
  });

  it('writes nothing under LOG_LEVEL=silent and only errors under error', () => {
    const written: string[] = [];
    const destination = { write: (chunk: string) => void written.push(chunk) };
    createLogger('silent', destination).error('hidden', new Error('x'));
    createLogger('error', destination).info('hidden');
    expect(written).toEqual([]);
    createLogger('error', destination).error('shown', new Error('cause'));
    expect(JSON.parse(written[0]!)).toMatchObject({
      level: 'error',
      msg: 'shown',
      err: { message: 'cause' },
    });
  });
});
