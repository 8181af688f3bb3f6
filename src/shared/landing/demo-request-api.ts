import { z } from 'zod';
import type { DemoRequestInput } from './demo-request.ts';
import { demoRequestFields } from './demo-request-rules.ts';

/*
 * POST /api/v1/demo-requests: the landing's demo form as the API takes it, in zod's full build
 * (which the landing's client, checking the same fields in zod/mini, never loads).
 */

export const demoRequestInputSchema = z.object(demoRequestFields);

/** The stored request: the fields as checked (phone without spaces, email in lowercase). */
export const demoRequestSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  company: z.string(),
  /** ISO 8601 */
  createdAt: z.string(),
});
export type DemoRequest = z.infer<typeof demoRequestSchema>;

/** A request the reference shows, and the API accepts. */
export const demoRequestExample: DemoRequestInput = {
  name: 'Ana Costa',
  phone: '+351 912 345 678',
  email: 'ana@example.com',
  company: 'Costa Cars',
};
