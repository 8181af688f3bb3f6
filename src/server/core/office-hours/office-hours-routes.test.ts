import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiPaths, widgetApiPaths } from '@shared/api-paths.ts';
import { conversationCopy } from '@shared/conversations.ts';
import { officeHoursCopy, type OfficeHours } from '@shared/office-hours.ts';
import { teamCopy } from '@shared/team.ts';
import { agentChat } from '@server/testing/agent-chat.ts';
import { joinTeam } from '@server/testing/team-member.ts';
import { jsonRequest, useTestServer } from '@server/testing/test-server.ts';
import { webchatBusiness, widgetClient } from '@server/testing/widget-client.ts';

const server = useTestServer('office-hours');

const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  opens: '09:00',
  closes: '17:00',
}));

/** Today and the next two days in UTC: closed, so the team is away whatever the hour. */
const nextThreeDays = () =>
  [0, 1, 2].map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));

const backAtNine =
  "^The conversation was passed to the team, who are away right now\\. We're back (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) at 9:00\\.";
/** A website visitor may close the page: they are asked for an email. */
const awayOnWebsite = new RegExp(
  `${backAtNine} Leave your email and the team will reply by email\\.$`,
);
/** An API conversation keeps its chat, as a messaging app's does: the team answers in it. */
const awayInChat = new RegExp(`${backAtNine} The team will reply here\\.$`);

const put = (headers: Record<string, string>, body: unknown) =>
  server.request(apiPaths.officeHours, jsonRequest('PUT', body, headers));

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { message: string; fields?: Record<string, string> } }).error;

describe('office hours', () => {
  it('are always open until set, and are saved, read and removed by the owner', async () => {
    const owner = await server.signIn({ sampleData: false });
    const read = async () =>
      (await (
        await server.request(apiPaths.officeHours, { headers: owner.headers })
      ).json()) as OfficeHours;
    expect(await read()).toEqual({
      hours: null,
      now: { open: true, backAt: null, backWords: null },
    });

    const closedDays = nextThreeDays();
    const saved = await put(owner.headers, {
      timeZone: 'UTC',
      weeklyHours: [...everyDay].reverse(),
      closedDays: [...closedDays].reverse(),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const stored = await read();
    expect(stored.hours).toEqual({ timeZone: 'UTC', weeklyHours: everyDay, closedDays });
    expect(stored.now.open).toBe(false);
    expect(stored.now.backWords).toMatch(/^We're back \w+ at 9:00$/);

    const cleared = await server.request(apiPaths.officeHours, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(cleared.status).toBe(200);
    expect((await read()).hours).toBeNull();
  });

  it('refuses hours that end before they start, overlap, or name a day that does not exist, in words', async () => {
    const owner = await server.signIn({ sampleData: false });
    const endBeforeStart = await put(owner.headers, {
      timeZone: 'Europe/Lisbon',
      weeklyHours: [{ weekday: 1, opens: '17:00', closes: '09:00' }],
      closedDays: [],
    });
    expect(endBeforeStart.status).toBe(400);
    expect((await errorOf(endBeforeStart)).fields).toEqual({
      'weeklyHours.0.closes': officeHoursCopy.endBeforeStart,
    });

    const overlapping = await put(owner.headers, {
      timeZone: 'Europe/Lisbon',
      weeklyHours: [
        { weekday: 2, opens: '09:00', closes: '13:00' },
        { weekday: 2, opens: '12:00', closes: '18:00' },
        { weekday: 3, opens: '12:00', closes: '18:00' },
      ],
      closedDays: [],
    });
    expect(overlapping.status).toBe(400);
    expect((await errorOf(overlapping)).fields).toEqual({
      'weeklyHours.1.opens': officeHoursCopy.overlapping('09:00', '13:00'),
    });

    const badDay = await put(owner.headers, {
      timeZone: 'Europe/Lisbon',
      weeklyHours: [],
      closedDays: ['2026-02-30', 'Christmas'],
    });
    expect(badDay.status).toBe(400);
    const { fields } = await errorOf(badDay);
    expect(fields?.['closedDays.0']).toBe('Enter a day that exists, as YYYY-MM-DD.');
    expect(fields?.['closedDays.1']).toBe('Enter a day that exists, as YYYY-MM-DD.');

    const badZone = await put(owner.headers, {
      timeZone: 'Mars/Olympus',
      weeklyHours: [],
      closedDays: [],
    });
    expect(badZone.status).toBe(400);
    expect((await errorOf(badZone)).fields?.timeZone).toMatch(/time zone/);
  });

  it('are read by an agent of the team, changed by an admin, and refused to an agent with 403', async () => {
    const owner = await server.signIn({ sampleData: false });
    const agent = await joinTeam(server, owner, `agent-${randomUUID()}@example.com`, 'agent');
    const admin = await joinTeam(server, owner, `admin-${randomUUID()}@example.com`, 'admin');
    const hours = { timeZone: 'Europe/Berlin', weeklyHours: everyDay, closedDays: [] };

    const byAgent = await put(agent, hours);
    expect(byAgent.status).toBe(403);
    expect((await errorOf(byAgent)).message).toBe(teamCopy.forbidden('agent'));
    const agentClears = await server.request(apiPaths.officeHours, {
      method: 'DELETE',
      headers: agent,
    });
    expect(agentClears.status).toBe(403);

    expect((await put(admin, hours)).status).toBe(200);
    // The change is the admin's, in the audit log the owner reads.
    const log = await server.request(`${apiPaths.auditLog}?action=settings_changed`, {
      headers: owner.headers,
    });
    expect(JSON.stringify(await log.json())).toContain('Office hours');
    const read = await server.request(apiPaths.officeHours, { headers: agent });
    expect(read.status).toBe(200);
    expect(((await read.json()) as OfficeHours).hours?.timeZone).toBe('Europe/Berlin');
  });

  it('tell a customer handed over outside them when the team is back, and in them that it is notified', async () => {
    const owner = await server.signIn({ sampleData: false });
    const chat = agentChat(server, owner.headers);
    const agent = await chat.newAgent();
    const lastSystemLine = async (id: string) =>
      (await chat.transcript(id)).messages.filter((m) => m.sender === 'system').at(-1)?.text;

    const inHours = await chat.started(agent.id, 'api');
    await chat.send(inHours.id, 'I want to talk to a person');
    expect(await lastSystemLine(inHours.id)).toBe(conversationCopy.handedOver);

    expect(
      (
        await put(owner.headers, {
          timeZone: 'UTC',
          weeklyHours: everyDay,
          closedDays: nextThreeDays(),
        })
      ).status,
    ).toBe(200);
    const outside = await chat.started(agent.id, 'api');
    await chat.send(outside.id, 'I want to talk to a person');
    expect(await lastSystemLine(outside.id)).toMatch(awayInChat);
  });

  it('show the widget that the team is away and when it is back', async () => {
    const { owner, settings } = await webchatBusiness(server);
    expect(
      (
        await put(owner.headers, {
          timeZone: 'UTC',
          weeklyHours: everyDay,
          closedDays: nextThreeDays(),
        })
      ).status,
    ).toBe(200);
    const visitor = widgetClient(server, settings.publicId);
    await visitor.visit();
    const conversation = await visitor.started();
    expect(conversation.team.open).toBe(false);
    expect(conversation.team.backWords).toMatch(/^We're back \w+ at 9:00$/);

    const handedOver = await visitor.act(widgetApiPaths.conversationHandover, conversation.id);
    expect(handedOver.status).toBe(200);
    const { conversation: after } = (await handedOver.json()) as {
      conversation: {
        status: string;
        team: { open: boolean; backAt: string };
        messages: { sender: string; text: string }[];
      };
    };
    expect(after.status).toBe('waiting');
    expect(after.team.open).toBe(false);
    expect(Date.parse(after.team.backAt)).toBeGreaterThan(Date.now());
    expect(after.messages.at(-1)).toMatchObject({
      sender: 'system',
      text: expect.stringMatching(awayOnWebsite),
    });
  });
});
