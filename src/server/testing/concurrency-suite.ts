import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { plans } from '@shared/plans.ts';
import { paymentCharge } from '@server/platform/db/schema.ts';
import { jsonRequest, signedInAccount, type TestServer } from './test-server.ts';

const PARALLEL = 10;

/**
 * Requests of one account that race each other: a limit checked and then written must hold
 * however they interleave (on PostgreSQL they run on separate connections).
 */
export function describeConcurrentRequests(
  target: () => { server: Pick<TestServer, 'app' | 'database'> },
) {
  const essentialAgents = plans.essential.limits.aiAgents!;

  it(`${PARALLEL} agents created at once never take the account past its plan's limit`, async () => {
    const { server } = target();
    const app = server.app();
    const owner = await signedInAccount(app, server.database.db);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        app.request(
          '/api/v1/agents',
          jsonRequest(
            'POST',
            { name: `Racer ${i}`, type: 'Sales', channels: ['Webchat'] },
            owner.headers,
          ),
        ),
      ),
    );
    const list = (await (
      await app.request('/api/v1/agents', { headers: owner.headers })
    ).json()) as {
      agents: { id: string }[];
    };
    expect(list.agents).toHaveLength(essentialAgents);
    const created = answers.filter((res) => res.status === 201).length;
    expect(answers.map((res) => res.status).sort()).toEqual([
      ...Array(created).fill(201),
      ...Array(PARALLEL - created).fill(400),
    ]);

    const duplicates = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        app.request(`/api/v1/agents/${list.agents[0]!.id}/duplicate`, {
          method: 'POST',
          headers: owner.headers,
        }),
      ),
    );
    expect(duplicates.every((res) => res.status === 400)).toBe(true);
  });

  it(`${PARALLEL} upgrades at once charge the account once`, async () => {
    const { server } = target();
    const app = server.app();
    const owner = await signedInAccount(app, server.database.db);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        app.request(
          '/api/v1/subscription/upgrade',
          jsonRequest('POST', { planId: 'professional' }, owner.headers),
        ),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([
      200,
      ...Array(PARALLEL - 1).fill(409),
    ]);
    const charges = await server.database.db
      .select()
      .from(paymentCharge)
      .where(eq(paymentCharge.accountId, owner.id));
    expect(charges).toHaveLength(1);
  });
}
