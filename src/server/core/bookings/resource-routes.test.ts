import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import {
  availabilitySchema,
  bookingCopy,
  bookingSchema,
  resourceListSchema,
  RESOURCES_MAX,
  resourceSchema,
  serviceSchema,
} from '@shared/bookings.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { jsonRequest, useTestServer } from '@server/testing/test-server.ts';
import { servicesOfferedBy } from './service-store.ts';
import { mondayAhead, weekdayHours } from './booking-test-days.ts';

const server = useTestServer('resource-routes');

type Headers = Record<string, string>;

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** A business in Lisbon, open on weekdays, and what its owner does through the API. */
async function openBusiness() {
  const owner = await server.signIn({ sampleData: false });
  const send = async (method: string, path: string, body?: unknown) =>
    server.request(
      path,
      body === undefined
        ? { method, headers: owner.headers }
        : jsonRequest(method, body, owner.headers as Headers),
    );
  const saved = await send('PUT', apiPaths.bookingSettings, {
    timeZone: 'Europe/Lisbon',
    weeklyHours: weekdayHours,
  });
  expect(saved.status).toBe(200);
  const newService = async (body: Record<string, unknown> = {}) => {
    const res = await send('POST', apiPaths.services, {
      name: 'Test drive',
      durationMinutes: 60,
      minimumNoticeMinutes: 0,
      ...body,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return serviceSchema.parse(await res.json());
  };
  const newResource = async (body: Record<string, unknown>) => {
    const res = await send('POST', apiPaths.resources, body);
    expect(res.status, await res.clone().text()).toBe(201);
    return resourceSchema.parse(await res.json());
  };
  const resources = async () =>
    resourceListSchema.parse(await (await send('GET', apiPaths.resources)).json()).resources;
  /** The wall-clock times free on the Monday ahead. */
  const freeTimes = async (serviceId: string) => {
    const res = await send(
      'GET',
      `${apiPath(apiPaths.serviceAvailability, { id: serviceId })}?from=${mondayAhead()}&days=1`,
    );
    expect(res.status).toBe(200);
    return availabilitySchema.parse(await res.json()).slots.map((slot) => slot.local.slice(11));
  };
  const book = (serviceId: string, time: string, customerName: string) =>
    send('POST', apiPaths.bookings, {
      serviceId,
      startsAt: `${mondayAhead()}T${time}:00${lisbonOffset()}`,
      customerName,
    });
  return { owner, send, newService, newResource, resources, freeTimes, book };
}

/** Lisbon's offset from UTC on the Monday ahead: +00:00 in winter, +01:00 in summer. */
function lisbonOffset() {
  const noon = new Date(`${mondayAhead()}T12:00:00Z`);
  const hour = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Lisbon',
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(noon);
  return `+${String(Number(hour) - 12).padStart(2, '0')}:00`;
}

describe('services and the people or resources that give them', () => {
  it('offer a service through the agents it names, changed by editing it', async () => {
    const { owner, send, newService } = await openBusiness();
    const accountId = owner.id as AccountId;
    const db = server.database.db;
    const agent = async (name: string) => {
      const res = await send('POST', '/api/v1/agents', {
        name,
        type: 'Support',
        channels: ['Webchat'],
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const frontDesk = await agent('Front Desk');
    const sales = await agent('Sales');
    const offeredBy = async (agentId: string) =>
      (await servicesOfferedBy(accountId, db, agentId)).map((service) => service.name);

    const testDrive = await newService({ agentIds: [frontDesk] });
    expect(testDrive.agentIds).toEqual([frontDesk]);
    await newService({ name: 'Car wash' });
    expect(await offeredBy(frontDesk)).toEqual(['Test drive', 'Car wash']);
    expect(await offeredBy(sales)).toEqual(['Car wash']);

    const path = apiPath(apiPaths.service, { id: testDrive.id });
    const edited = await send('PATCH', path, { agentIds: [sales], durationMinutes: 30 });
    expect(edited.status).toBe(200);
    expect(serviceSchema.parse(await edited.json())).toEqual({
      ...testDrive,
      agentIds: [sales],
      durationMinutes: 30,
    });
    expect(await offeredBy(frontDesk)).toEqual(['Car wash']);
    expect(await offeredBy(sales)).toEqual(['Test drive', 'Car wash']);

    expect((await send('PATCH', path, { agentIds: [] })).status).toBe(200);
    expect(await offeredBy(frontDesk)).toEqual(['Test drive', 'Car wash']);
    const listed = await send('GET', apiPaths.services);
    expect(
      ((await listed.json()) as { services: { name: string; agentIds: string[] }[] }).services,
    ).toMatchObject([
      { name: 'Test drive', agentIds: [] },
      { name: 'Car wash', agentIds: [] },
    ]);
  });

  it('refuse agents and resources that are not the account’s, naming the field', async () => {
    const { send, newService } = await openBusiness();
    const other = await openBusiness();
    const agentOfOther = (await (
      await other.send('POST', '/api/v1/agents', {
        name: 'Not yours',
        type: 'Support',
        channels: ['Webchat'],
      })
    ).json()) as { id: string };
    const refused = await send('POST', apiPaths.services, {
      name: 'Test drive',
      durationMinutes: 60,
      agentIds: [agentOfOther.id],
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).error).toMatchObject({
      code: 'invalid_input',
      fields: { agentIds: bookingCopy.unknownAgent },
    });

    const testDrive = await newService();
    const path = apiPath(apiPaths.service, { id: testDrive.id });
    const otherResource = await other.newResource({ name: 'Not yours either' });
    const changed = await send('PATCH', path, { resourceIds: [otherResource.id, randomUUID()] });
    expect(changed.status).toBe(400);
    expect(((await changed.json()) as ErrorBody).error.fields).toEqual({
      resourceIds: bookingCopy.unknownResource,
    });
    expect(serviceSchema.parse(await (await send('GET', path)).json())).toEqual(testDrive);

    const unknown = await send('PATCH', apiPath(apiPaths.service, { id: randomUUID() }), {
      name: 'Anything',
    });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ErrorBody).error.message).toBe(bookingCopy.serviceNotFound);
  });

  it('book one slot twice with two resources, once each, and refuse a third customer', async () => {
    const { newService, newResource, resources, freeTimes, book } = await openBusiness();
    expect(await resources()).toEqual([]);
    const testDrive = await newService();
    const [team] = await resources();
    expect(team).toEqual({
      id: testDrive.resourceIds[0],
      name: 'Your team',
      weeklyHours: null,
      dayExceptions: [],
    });

    const mornings = [{ weekday: 1, opens: '09:00', closes: '12:00' }];
    const marta = await newResource({ name: 'Marta', weeklyHours: mornings });
    expect(marta).toMatchObject({ name: 'Marta', weeklyHours: mornings });
    // A new resource gives every service there is.
    expect((await resources()).map((resource) => resource.name)).toEqual(['Your team', 'Marta']);

    const first = await book(testDrive.id, '10:00', 'Ana');
    const second = await book(testDrive.id, '10:00', 'Rui');
    expect([first.status, second.status]).toEqual([201, 201]);
    const given = [
      bookingSchema.parse(await first.json()),
      bookingSchema.parse(await second.json()),
    ];
    expect(given.map((booking) => booking.serviceId)).toEqual([testDrive.id, testDrive.id]);
    expect(given.map((booking) => booking.resourceName).sort()).toEqual(['Marta', 'Your team']);

    const third = await book(testDrive.id, '10:00', 'Eva');
    expect(third.status).toBe(409);
    expect(await third.json()).toEqual({
      error: { code: 'slot_taken', message: bookingCopy.slotGone },
    });
    expect(await freeTimes(testDrive.id)).not.toContain('10:00');

    // Marta works mornings only: in the afternoon the team alone is there.
    expect((await book(testDrive.id, '14:00', 'Ana')).status).toBe(201);
    expect((await book(testDrive.id, '14:00', 'Rui')).status).toBe(409);
  });

  it('offer only the hours of the resource that gives a service, or the business’s again', async () => {
    const { send, newService, newResource, freeTimes } = await openBusiness();
    await newService();
    const marta = await newResource({
      name: 'Marta',
      weeklyHours: [{ weekday: 1, opens: '09:00', closes: '11:00' }],
    });
    const inspection = await newService({ name: 'Inspection', resourceIds: [marta.id] });
    expect(inspection.resourceIds).toEqual([marta.id]);
    expect(await freeTimes(inspection.id)).toEqual(['09:00', '10:00']);

    const path = apiPath(apiPaths.resource, { id: marta.id });
    const business = await send('PATCH', path, { weeklyHours: null });
    expect(resourceSchema.parse(await business.json())).toEqual({
      id: marta.id,
      name: 'Marta',
      weeklyHours: null,
      dayExceptions: [],
    });
    expect(await freeTimes(inspection.id)).toHaveLength(8);

    const never = await send('PATCH', path, { name: 'Marta Silva', weeklyHours: [] });
    expect(resourceSchema.parse(await never.json())).toEqual({
      id: marta.id,
      name: 'Marta Silva',
      weeklyHours: [],
      dayExceptions: [],
    });
    expect(await freeTimes(inspection.id)).toEqual([]);
    expect(resourceSchema.parse(await (await send('GET', path)).json()).name).toBe('Marta Silva');
  });

  it('take a person’s day off and short day before the business’s hours, and theirs only', async () => {
    const { send, newService, newResource, freeTimes } = await openBusiness();
    const inspection = await newService({ name: 'Inspection' });
    const marta = await newResource({ name: 'Marta' });
    const onlyMarta = await newService({ name: 'Bodywork', resourceIds: [marta.id] });
    expect(await freeTimes(onlyMarta.id)).toHaveLength(8);

    const path = apiPath(apiPaths.resource, { id: marta.id });
    const off = await send('PATCH', path, { dayExceptions: [{ day: mondayAhead(), hours: [] }] });
    expect(resourceSchema.parse(await off.json()).dayExceptions).toEqual([
      { day: mondayAhead(), hours: [] },
    ]);
    expect(await freeTimes(onlyMarta.id)).toEqual([]);
    // The team still gives what both give.
    expect(await freeTimes(inspection.id)).toHaveLength(8);

    const short = await send('PATCH', path, {
      dayExceptions: [{ day: mondayAhead(), hours: [{ opens: '15:00', closes: '17:00' }] }],
    });
    expect(short.status).toBe(200);
    expect(await freeTimes(onlyMarta.id)).toEqual(['15:00', '16:00']);
    // Her week is untouched by it.
    expect(resourceSchema.parse(await short.json()).weeklyHours).toBeNull();
  });

  it('keep a resource while a booking is to come with it or a service needs it', async () => {
    const { send, newService, newResource, resources, book } = await openBusiness();
    const testDrive = await newService();
    const [team] = await resources();
    const removeTeam = apiPath(apiPaths.resource, { id: team!.id });

    const needed = await send('DELETE', removeTeam);
    expect(needed.status).toBe(409);
    expect(await needed.json()).toEqual({
      error: { code: 'resource_needed', message: bookingCopy.resourceNeeded },
    });

    const marta = await newResource({ name: 'Marta' });
    const made = await book(testDrive.id, '10:00', 'Ana');
    const booking = bookingSchema.parse(await made.json());
    const withBooking = booking.resourceName === 'Marta' ? marta.id : team!.id;
    const remove = apiPath(apiPaths.resource, { id: withBooking });
    const booked = await send('DELETE', remove);
    expect(booked.status).toBe(409);
    expect(await booked.json()).toEqual({
      error: { code: 'resource_booked', message: bookingCopy.resourceBooked },
    });

    await send('POST', apiPath(apiPaths.bookingCancel, { id: booking.id }));
    const removed = await send('DELETE', remove);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ deleted: withBooking });
    // The business's record of the booking stays, naming nobody.
    const kept = await send('GET', apiPath(apiPaths.booking, { id: booking.id }));
    expect(bookingSchema.parse(await kept.json())).toMatchObject({
      status: 'cancelled',
      customerName: 'Ana',
      resourceName: null,
    });
    const gone = await send('GET', remove);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as ErrorBody).error.message).toBe(bookingCopy.resourceNotFound);
    const left = (await resources()).map((resource) => resource.id);
    expect(left).toHaveLength(1);
    const service = await send('GET', apiPath(apiPaths.service, { id: testDrive.id }));
    expect(serviceSchema.parse(await service.json()).resourceIds).toEqual(left);
  });

  it(`keep at most ${RESOURCES_MAX} people or resources`, async () => {
    const { send, newResource } = await openBusiness();
    for (let n = 1; n <= RESOURCES_MAX; n++) await newResource({ name: `Bay ${n}` });
    const refused = await send('POST', apiPaths.resources, { name: 'One too many' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: { code: 'too_many_resources', message: bookingCopy.tooManyResources },
    });
    const invalid = await send('POST', apiPaths.resources, { name: ' ', weeklyHours: 'always' });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as ErrorBody).error.fields).toEqual({
      name: 'Enter a name, such as a person’s or a car’s.',
      weeklyHours: expect.any(String),
    });
  });
});
