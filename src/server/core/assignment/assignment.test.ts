import { describe, expect, it } from 'vitest';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import {
  type AssignmentMode,
  assignmentCopy,
  availabilitySchema,
  type AvailabilityStatus,
  teammatesSchema,
} from '@shared/assignment.ts';
import { conversationSchema } from '@shared/conversations.ts';
import { inboxSchema } from '@shared/inbox.ts';
import { notificationListSchema } from '@shared/notifications.ts';
import { teamSchema } from '@shared/team.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { teamMember } from '@server/platform/db/schema.ts';
import { createLocalEventBus } from '@server/platform/realtime/event-bus.ts';
import { createMailer } from '@server/platform/mail/mailer.ts';
import { createLogger } from '@server/platform/logging/logger.ts';
import { handOver } from '@server/core/conversations/hand-over.ts';
import { startConversation } from '@server/core/conversations/start-conversation.ts';
import { testPushNotifier } from '@server/testing/test-push.ts';
import { jsonRequest, useTestServer } from '@server/testing/test-server.ts';
import { anyoneAvailable } from './availability.ts';

const server = useTestServer('assignment');

type Headers = Record<string, string>;
type Person = { id: string; name: string; headers: Headers };

function runtime() {
  const { db } = server.database;
  return {
    db,
    bus: createLocalEventBus(),
    mailer: createMailer(server.env, createLogger('silent')),
    push: testPushNotifier(db),
    publicUrl: 'http://127.0.0.1:3999',
  };
}

async function json<T>(res: Response | Promise<Response>, parse: (v: unknown) => T, status = 200) {
  const answer = await res;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return parse(await answer.json());
}

const setAvailability = (person: Person, status: AvailabilityStatus) =>
  json(
    server.request(apiPaths.myAvailability, jsonRequest('PUT', { status }, person.headers)),
    (v) => availabilitySchema.parse(v),
  );

/** An owner, and teammates with sign-ins of their own joined to the owner's account. */
async function team(roles: ('admin' | 'agent')[]) {
  const owner = await server.signIn({ sampleData: false });
  const members: Person[] = [];
  for (const role of roles) {
    const person = await server.signIn({ sampleData: false });
    await server.database.db
      .insert(teamMember)
      .values({ accountId: owner.id, userId: person.id, role });
    members.push(person);
  }
  return { owner: owner as Person, accountId: owner.id as AccountId, members };
}

const setRule = (owner: Person, channel: string, mode: AssignmentMode, cap = 5) =>
  server.request(
    apiPaths.assignmentRules,
    jsonRequest('PUT', { channel, mode, cap }, owner.headers),
  );

let visitors = 0;
async function handedOver(accountId: AccountId, channel: 'webchat' | 'telegram' = 'webchat') {
  const deps = runtime();
  const started = await startConversation(deps, accountId, {
    agent: { id: null, name: 'Front Desk' },
    channel,
    contact: { externalId: `visitor-${++visitors}`, name: `Visitor ${visitors}` },
    greeting: 'Hello!',
  });
  return handOver(deps, accountId, started.id, 'customer_asked');
}

const inbox = (person: Person, view: string) =>
  json(server.request(`${apiPaths.inbox}?view=${view}`, { headers: person.headers }), (v) =>
    inboxSchema.parse(v),
  );

const assign = (person: Person, id: string, userId: string | null) =>
  server.request(
    apiPath(apiPaths.conversationAssignee, { id }),
    jsonRequest('PUT', { userId }, person.headers),
  );

const bell = (person: Person) =>
  json(server.request(apiPaths.notifications, { headers: person.headers }), (v) =>
    notificationListSchema.parse(v),
  );

describe('availability', () => {
  it('is chosen by each person, shown on the team, and offline until they are seen', async () => {
    const { owner, accountId, members } = await team(['agent']);
    const [sam] = members as [Person];
    // Nobody has used the portal yet.
    expect(await anyoneAvailable(accountId, server.database.db)).toBe(false);
    expect(await setAvailability(sam, 'online')).toMatchObject({
      chosen: 'online',
      status: 'online',
    });
    expect(await anyoneAvailable(accountId, server.database.db)).toBe(true);
    await setAvailability(owner, 'away');
    const listed = await json(server.request(apiPaths.team, { headers: owner.headers }), (v) =>
      teamSchema.parse(v),
    );
    expect(listed.members.map((m) => [m.userId, m.availability])).toEqual([
      [owner.id, 'away'],
      [sam.id, 'online'],
    ]);
    await setAvailability(sam, 'offline');
    expect(await anyoneAvailable(accountId, server.database.db)).toBe(false);
    const bad = await server.request(
      apiPaths.myAvailability,
      jsonRequest('PUT', { status: 'busy' }, sam.headers),
    );
    expect(bad.status).toBe(400);
  });
});

describe('assignment of conversations handed over', () => {
  it('stays manual by default: nobody is given it, and it shows as Unassigned', async () => {
    const { owner, members } = await team(['agent']);
    await setAvailability(members[0]!, 'online');
    const { accountId } = { accountId: owner.id as AccountId };
    const waiting = await handedOver(accountId);
    expect(waiting).toMatchObject({ status: 'waiting', assigneeUserId: null });
    const unassigned = await inbox(owner, 'unassigned');
    expect(unassigned.conversations.map((c) => c.id)).toEqual([waiting.id]);
  });

  it('round robin gives each online person one in turn, skipping those away or offline', async () => {
    const { owner, accountId, members } = await team(['agent', 'agent', 'admin']);
    const [ana, ben, cy] = members as [Person, Person, Person];
    expect((await setRule(owner, 'webchat', 'round_robin')).status).toBe(200);
    await setAvailability(owner, 'offline');
    await setAvailability(ana, 'online');
    await setAvailability(ben, 'away');
    await setAvailability(cy, 'online');
    const given: (string | null)[] = [];
    for (let i = 0; i < 4; i++) given.push((await handedOver(accountId)).assigneeUserId);
    expect(given).toEqual([ana.id, cy.id, ana.id, cy.id]);
    // Another channel keeps its own rule: manual.
    expect((await handedOver(accountId, 'telegram')).assigneeUserId).toBeNull();
    await setAvailability(ben, 'online');
    given.length = 0;
    for (let i = 0; i < 3; i++) given.push((await handedOver(accountId)).assigneeUserId);
    expect(given).toEqual([ana.id, ben.id, cy.id]);

    const rules = await json(
      server.request(apiPaths.assignmentRules, { headers: owner.headers }),
      (v) => v as { rules: { channel: string; mode: string }[] },
    );
    expect(rules.rules.find((r) => r.channel === 'webchat')?.mode).toBe('round_robin');
    expect(rules.rules.find((r) => r.channel === 'telegram')?.mode).toBe('manual');
  });

  it('balanced gives the fewest open, up to the cap, then leaves it Unassigned', async () => {
    const { owner, accountId, members } = await team(['agent', 'agent']);
    const [ana, ben] = members as [Person, Person];
    await setRule(owner, 'webchat', 'balanced', 2);
    await setAvailability(owner, 'offline');
    await setAvailability(ana, 'online');
    await setAvailability(ben, 'online');
    const given: (string | null)[] = [];
    for (let i = 0; i < 5; i++) given.push((await handedOver(accountId)).assigneeUserId);
    expect(given.slice(0, 4).sort()).toEqual([ana.id, ana.id, ben.id, ben.id].sort());
    expect(given[4]).toBeNull();
    const bad = await setRule(owner, 'webchat', 'balanced', 0);
    expect(bad.status).toBe(400);
  });

  it('leaves it Unassigned when nobody is online', async () => {
    const { owner, accountId, members } = await team(['agent']);
    await setRule(owner, 'webchat', 'round_robin');
    await setAvailability(owner, 'offline');
    await setAvailability(members[0]!, 'away');
    const waiting = await handedOver(accountId);
    expect(waiting.assigneeUserId).toBeNull();
    expect((await inbox(owner, 'unassigned')).conversations.map((c) => c.id)).toContain(waiting.id);
  });

  it('tells the person given it on their bell alone', async () => {
    const { owner, accountId, members } = await team(['agent', 'agent']);
    const [ana, ben] = members as [Person, Person];
    await setRule(owner, 'webchat', 'round_robin');
    await setAvailability(owner, 'offline');
    await setAvailability(ana, 'online');
    const waiting = await handedOver(accountId);
    expect(waiting.assigneeUserId).toBe(ana.id);
    const mine = (await bell(ana)).notifications.filter(
      (n) => n.title === assignmentCopy.assignedTitle,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.link).toContain(waiting.id);
    expect(
      (await bell(ben)).notifications.filter((n) => n.title === assignmentCopy.assignedTitle),
    ).toEqual([]);
  });
});

describe('assigning by hand and the inbox’s views', () => {
  it('lets owners and admins give any, agents only their own or one nobody holds', async () => {
    const { owner, accountId, members } = await team(['agent', 'agent']);
    const [ana, ben] = members as [Person, Person];
    const one = await handedOver(accountId);

    // An agent takes one nobody holds, and cannot give it to someone else before.
    expect((await assign(ana, one.id, ben.id)).status).toBe(403);
    const taken = await json(assign(ana, one.id, ana.id), (v) => conversationSchema.parse(v));
    expect(taken).toMatchObject({ assigneeUserId: ana.id, assigneeName: expect.any(String) });
    // Another agent cannot take it from her.
    const refused = await assign(ben, one.id, ben.id);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { message: assignmentCopy.notAllowed } });
    // She passes it on; Ben's bell says so.
    await json(assign(ana, one.id, ben.id), (v) => conversationSchema.parse(v));
    expect(
      (await bell(ben)).notifications.filter((n) => n.title === assignmentCopy.assignedTitle),
    ).toHaveLength(1);
    // The owner gives it back to Ana, and anyone's id that is not on the team is refused.
    await json(assign(owner, one.id, ana.id), (v) => conversationSchema.parse(v));
    const stranger = await server.signIn({ sampleData: false });
    const outsider = await assign(owner, one.id, stranger.id);
    expect(outsider.status).toBe(400);

    const teammates = await json(
      server.request(apiPaths.teammates, { headers: ben.headers }),
      (v) => teammatesSchema.parse(v),
    );
    expect(teammates.teammates.map((t) => t.userId)).toEqual([owner.id, ana.id, ben.id]);
  });

  it('shows Mine, Unassigned and All, and take-over makes an unassigned one the taker’s', async () => {
    const { owner, accountId, members } = await team(['agent']);
    const [ana] = members as [Person];
    const hers = await handedOver(accountId);
    const nobodys = await handedOver(accountId);
    const taken = await handedOver(accountId);
    await assign(owner, hers.id, ana.id);

    const ids = async (person: Person, view: string) =>
      (await inbox(person, view)).conversations.map((c) => c.id).sort();
    expect(await ids(ana, 'mine')).toEqual([hers.id]);
    expect(await ids(ana, 'unassigned')).toEqual([nobodys.id, taken.id].sort());
    expect(await ids(ana, 'all')).toEqual([hers.id, nobodys.id, taken.id].sort());
    expect(await ids(owner, 'mine')).toEqual([]);

    const took = await server.request(apiPath(apiPaths.conversationTakeOver, { id: taken.id }), {
      method: 'POST',
      headers: owner.headers,
    });
    expect(await took.json()).toMatchObject({ status: 'human', assigneeUserId: owner.id });
    expect(await ids(owner, 'mine')).toEqual([taken.id]);
    const unknownView = await server.request(`${apiPaths.inbox}?view=other`, {
      headers: ana.headers,
    });
    expect(unknownView.status).toBe(400);
  });

  it('leaves a removed member’s conversations Unassigned, with their name kept', async () => {
    const { owner, accountId, members } = await team(['agent']);
    const [ana] = members as [Person];
    const hers = await handedOver(accountId);
    await assign(owner, hers.id, ana.id);
    const removed = await server.request(apiPath(apiPaths.member, { id: ana.id }), {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(removed.status).toBe(200);
    const unassigned = await inbox(owner, 'unassigned');
    expect(unassigned.conversations.find((c) => c.id === hers.id)).toMatchObject({
      assigneeUserId: null,
      assigneeName: expect.any(String),
    });
  });
});
