import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarConnectionSchema, calendarCopy } from '@shared/integrations.ts';
import { calendarConnection } from '@server/platform/db/schema.ts';
import { jsonRequest, useTestServer } from '@server/testing/test-server.ts';

const server = useTestServer('calendars');

async function read(provider: string, headers: Record<string, string>) {
  const res = await server.request(`/api/v1/calendars/${provider}`, { headers });
  expect(res.status).toBe(200);
  return calendarConnectionSchema.parse(await res.json());
}

const credentials = { publicKey: 'pk_calendar_123', secretKey: 'super-secret-value-9876' };

describe('calendars', () => {
  it.each(['google'])(
    '%s: connects, keeps the secret sealed and never sends it back, disconnects',
    async (provider) => {
      const owner = await server.signIn();
      expect(await read(provider, owner.headers)).toEqual({ provider, connected: false });

      const res = await server.request(
        `/api/v1/calendars/${provider}`,
        jsonRequest('PUT', credentials, owner.headers),
      );
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toContain(credentials.secretKey);
      const connected = await read(provider, owner.headers);
      expect(connected).toMatchObject({
        provider,
        connected: true,
        publicKey: credentials.publicKey,
        secretKeyHint: '••••9876',
      });

      const [row] = await server.database.db
        .select()
        .from(calendarConnection)
        .where(eq(calendarConnection.accountId, owner.id));
      expect(row!.secretKeySealed).not.toContain(credentials.secretKey);

      const other = await server.signIn();
      expect((await read(provider, other.headers)).connected).toBe(false);

      const off = await server.request(`/api/v1/calendars/${provider}`, {
        method: 'DELETE',
        headers: owner.headers,
      });
      expect(off.status).toBe(200);
      expect((await read(provider, owner.headers)).connected).toBe(false);
    },
  );

  it('never sends back any part of a short secret key', async () => {
    const owner = await server.signIn();
    const secretKey = 'Qz7#';
    const res = await server.request(
      '/api/v1/calendars/google',
      jsonRequest('PUT', { publicKey: 'pk_short', secretKey }, owner.headers),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain(secretKey);
    const connected = await read('google', owner.headers);
    expect(connected.secretKeyHint).toMatch(/^•+$/);
  });

  it('requires both keys, in words; an unknown provider is 404', async () => {
    const owner = await server.signIn();
    const res = await server.request(
      '/api/v1/calendars/google',
      jsonRequest('PUT', { publicKey: ' ', secretKey: '' }, owner.headers),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: {
        fields: {
          publicKey: calendarCopy.publicKeyRequired,
          secretKey: calendarCopy.secretKeyRequired,
        },
      },
    });
    const unknown = await server.request('/api/v1/calendars/outlook', { headers: owner.headers });
    expect(unknown.status).toBe(404);
  });
});
