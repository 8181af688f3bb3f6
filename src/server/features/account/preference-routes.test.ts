import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { apiPaths } from '@shared/api-paths.ts';
import { agentChat } from '@server/testing/agent-chat.ts';
import { joinTeam } from '@server/testing/team-member.ts';
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

  it('are each person’s own: only the member who chose mail gets the hand-over mail', async () => {
    const app = server.app();
    const owner = await server.signIn({ sampleData: false }, app);
    const mailed = `mailed-${randomUUID()}@example.com`;
    const quiet = `quiet-${randomUUID()}@example.com`;
    const wantsMail = await joinTeam(server, owner, mailed, 'agent');
    const noMail = await joinTeam(server, owner, quiet, 'admin');
    const choose = (headers: Record<string, string>, handoverEmails: boolean) =>
      server.request(apiPaths.preferences, jsonRequest('PUT', { handoverEmails }, headers));
    expect((await choose(noMail, false)).status).toBe(200);
    expect((await choose(owner.headers, false)).status).toBe(200);
    // One person's choice leaves the others' as they were.
    const read = async (headers: Record<string, string>) =>
      (await server.request(apiPaths.preferences, { headers })).json();
    expect(await read(wantsMail)).toEqual({ handoverEmails: true });
    expect(await read(noMail)).toEqual({ handoverEmails: false });

    const chat = agentChat(app, owner.headers);
    const agent = await chat.newAgent();
    const conversation = await chat.started(agent.id, 'api');
    await chat.send(conversation.id, 'I want to talk to a person');
    await app.mailer.settle();
    const mails = (await readOutbox(server.dataDir)).filter((mail) =>
      mail.text.includes(conversation.id),
    );
    expect(mails.map((mail) => mail.to)).toEqual([expect.stringContaining(mailed)]);
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
