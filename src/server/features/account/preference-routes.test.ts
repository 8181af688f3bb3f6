import { describe, expect, it } from 'vitest';
import { agentChat } from '@server/testing/agent-chat.ts';
import { jsonRequest, readOutbox, useTestServer } from '@server/testing/test-server.ts';

const server = useTestServer('preferences');

describe('email notifications', () => {
  it('mail a hand-over by default, and not once switched off', async () => {
    const app = server.app();
    const owner = await server.signIn({ sampleData: false }, app);
    const read = async () =>
      (await app.request('/api/v1/preferences', { headers: owner.headers })).json();
    expect(await read()).toEqual({ handoverEmails: true });

    const chat = agentChat(app, owner.headers);
    const agent = await chat.newAgent();
    const handOver = async () => {
      const conversation = await chat.started(agent.id, 'api');
      await chat.send(conversation.id, 'I want to talk to a person');
      await app.mailer.settle();
      const mails = await readOutbox(server.dataDir);
      return mails.filter((mail) => mail.text.includes(conversation.id));
    };
    expect(await handOver()).toHaveLength(1);

    const saved = await app.request(
      '/api/v1/preferences',
      jsonRequest('PUT', { handoverEmails: false }, owner.headers),
    );
    expect(await saved.json()).toEqual({ handoverEmails: false });
    expect(await read()).toEqual({ handoverEmails: false });
    expect(await handOver()).toEqual([]);
  });

  it('refuses anything but a true or false with 400 and the field in words', async () => {
    const owner = await server.signIn({ sampleData: false });
    for (const body of [{ handoverEmails: 'no' }, {}, { handoverEmails: true, other: 1 }]) {
      const res = await server.request(
        '/api/v1/preferences',
        jsonRequest('PUT', body, owner.headers),
      );
      expect(res.status).toBe(400);
    }
  });
});
