import { apiPaths } from '@shared/api-paths.ts';
import type { DemoRequest } from '@shared/landing/demo-request-api.ts';
import type { DemoRequestInput } from '@shared/landing/demo-request.ts';
import { apiFetch } from '@web/lib/api-client.ts';

/** Sends the demo form; resolves once the server has stored the request. */
export const sendDemoRequest = (input: DemoRequestInput) =>
  apiFetch<DemoRequest>(apiPaths.demoRequests, { method: 'POST', body: input });
