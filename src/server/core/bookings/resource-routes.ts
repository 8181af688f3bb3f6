import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import {
  resourceDeletedSchema,
  resourceInputSchema,
  resourceListSchema,
  RESOURCES_MAX,
  resourceSchema,
  resourceUpdateSchema,
} from '@shared/bookings.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { created, ok, routeDocs } from '@server/platform/http/openapi.ts';
import { jsonBody, rowIdParam } from '@server/platform/http/validate.ts';
import {
  createResource,
  deleteResource,
  getResource,
  listResourceViews,
  resourceNotFound,
  updateResource,
} from './resource-store.ts';

const route = routeDocs('Bookings');
const resourceId = rowIdParam(resourceNotFound);

const weekdayMornings = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  opens: '09:00',
  closes: '13:00',
}));

/**
 * Who or what gives the services (a person, a car, a bay): each booking takes one that is free,
 * so two resources can be booked at the same time.
 */
export function resourceRoutes(db: Database, { now = () => new Date() } = {}) {
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.resources,
      route({
        operationId: 'listResources',
        summary: 'List people and resources',
        description:
          'Who or what gives the services, oldest first, each with its own weekly hours (null: the business’s opening hours). The first is made with the first service, so the list is empty before any.',
        answer: ok(resourceListSchema, 'The people and resources.'),
      }),
      async (c) => c.json(await listResourceViews(c.get('account').id, db)),
    )
    .post(
      apiPaths.resources,
      route({
        operationId: 'createResource',
        summary: 'Add a person or resource',
        description: `Someone or something that gives services; it gives every service there is until a service says otherwise. \`weeklyHours\`: its own hours (none listed: never free), or null to keep the business’s opening hours. \`dayExceptions\`: its own days off and special days, which come before the business’s on those days. An account keeps at most ${RESOURCES_MAX}: more is refused (400, \`too_many_resources\`).`,
        answer: created(resourceSchema, 'The new person or resource.'),
      }),
      jsonBody(resourceInputSchema, { name: 'Marta', weeklyHours: weekdayMornings }),
      async (c) => c.json(await createResource(c.get('account').id, db, c.req.valid('json')), 201),
    )
    .get(
      apiPaths.resource,
      route({
        operationId: 'getResource',
        summary: 'Get a person or resource',
        description: 'One person or resource, with its own weekly hours (null: the business’s).',
        answer: ok(resourceSchema, 'The person or resource.'),
      }),
      resourceId,
      async (c) => c.json(await getResource(c.get('account').id, db, c.req.valid('param').id)),
    )
    .patch(
      apiPaths.resource,
      route({
        operationId: 'updateResource',
        summary: 'Change a person or resource',
        description:
          'Changes what is given: its name, its weekly hours (a list replaces its own, null goes back to the business’s opening hours), or its days off and special days (the list replaces them). Bookings already made stay where they are.',
        answer: ok(resourceSchema, 'The person or resource as it is now.'),
      }),
      resourceId,
      jsonBody(resourceUpdateSchema, {
        weeklyHours: null,
        dayExceptions: [{ day: '2026-12-26', hours: [] }],
      }),
      async (c) =>
        c.json(
          await updateResource(
            c.get('account').id,
            db,
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        ),
    )
    .delete(
      apiPaths.resource,
      route({
        operationId: 'deleteResource',
        summary: 'Remove a person or resource',
        description:
          'Removes it with its hours; its past and cancelled bookings stay, with nobody named. Refused (409) while a confirmed booking that has not ended is with it (`resource_booked`: move or cancel those first), and while a service has nobody else to give it (`resource_needed`).',
        answer: ok(resourceDeletedSchema, 'The id of the removed person or resource.'),
        refuses: ['Conflict'],
      }),
      resourceId,
      async (c) =>
        c.json(await deleteResource(c.get('account').id, db, c.req.valid('param').id, now())),
    );
}
