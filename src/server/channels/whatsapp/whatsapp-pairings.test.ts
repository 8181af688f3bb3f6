import { describe, expect, it } from 'vitest';
import { useTestServer } from '@server/testing/test-server.ts';
import { createSimulatedWhatsappGateway } from './whatsapp-gateway.ts';
import { createWhatsappPairings } from './whatsapp-pairings.ts';
import { listWhatsappInstances } from './whatsapp-store.ts';

const server = useTestServer('whatsapp-pairings');

const publicUrl = 'http://127.0.0.1:3999';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('WhatsApp pairings', () => {
  it('a code that expires before the scan stores nothing', async () => {
    const { db } = server.database;
    const owner = await server.signIn({ sampleData: false });
    const gateway = createSimulatedWhatsappGateway({ generationMs: 1, scanMs: 80 });
    const pairings = createWhatsappPairings({ db, gateway, publicUrl, expiryMs: 30 });
    const { pairingId } = await pairings.start(owner.id, { name: 'Late', phone: '+12345678901' });
    await sleep(150);
    expect(await pairings.status(owner.id, pairingId)).toEqual({ status: 'expired' });
    expect(await listWhatsappInstances(owner.id, db)).toEqual([]);
  });

  it('a cancelled pairing stores nothing; reconnecting an instance marks it connected', async () => {
    const { db } = server.database;
    const owner = await server.signIn();
    // Long enough for the cancel to come first on a busy machine.
    const gateway = createSimulatedWhatsappGateway({ generationMs: 1, scanMs: 500 });
    const pairings = createWhatsappPairings({ db, gateway, publicUrl, expiryMs: 10_000 });
    const cancelled = await pairings.start(owner.id, { name: 'Gone', phone: '+12345678901' });
    await pairings.cancel(owner.id, cancelled.pairingId);
    const disconnected = (await listWhatsappInstances(owner.id, db)).find(
      (i) => i.status === 'disconnected',
    )!;
    const again = await pairings.start(owner.id, { instanceId: disconnected.id });
    await sleep(1_000);
    expect((await pairings.status(owner.id, cancelled.pairingId)).status).toBe('expired');
    expect(await pairings.status(owner.id, again.pairingId)).toMatchObject({
      status: 'connected',
      instance: { id: disconnected.id, status: 'connected' },
    });
    const names = (await listWhatsappInstances(owner.id, db)).map((i) => i.name);
    expect(names).not.toContain('Gone');
  });

  it('are answered by every server process: one starts, another reports and cancels', async () => {
    const { db } = server.database;
    const owner = await server.signIn({ sampleData: false });
    const gateway = createSimulatedWhatsappGateway({ generationMs: 1, scanMs: 150 });
    const [first, second] = [1, 2].map(() =>
      createWhatsappPairings({ db, gateway, publicUrl, expiryMs: 10_000 }),
    );
    const scanned = await first!.start(owner.id, { name: 'Shared', phone: '+12345678901' });
    expect(await second!.status(owner.id, scanned.pairingId)).toMatchObject({ status: 'pending' });
    const cancelled = await first!.start(owner.id, { name: 'Stopped', phone: '+12345678902' });
    await second!.cancel(owner.id, cancelled.pairingId);
    await sleep(300);
    expect(await second!.status(owner.id, scanned.pairingId)).toMatchObject({
      status: 'connected',
      instance: { name: 'Shared', status: 'connected' },
    });
    expect(await first!.status(owner.id, cancelled.pairingId)).toEqual({ status: 'expired' });
    const names = (await listWhatsappInstances(owner.id, db)).map((i) => i.name);
    expect(names).toEqual(['Shared']);
  });
});
