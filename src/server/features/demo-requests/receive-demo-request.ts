import { randomUUID } from 'node:crypto';
import type { DemoRequest } from '@shared/landing/demo-request-api.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { demoRequest } from '@server/platform/db/schema.ts';
import type { Mailer } from '@server/platform/mail/mailer.ts';
import { demoRequestMail } from './demo-request-mail.ts';

export type DemoRequestDeps = {
  db: Database;
  mailer: Mailer;
  /** SALES_EMAIL: who is told of each request; without it requests are only stored. */
  salesEmail: string | undefined;
};

/**
 * Stores a visitor's demo request and tells sales. The mail goes in the background: the
 * visitor's answer waits only for the request to be stored, and a mail server that is down
 * loses no request.
 */
export async function receiveDemoRequest(
  { db, mailer, salesEmail }: DemoRequestDeps,
  input: Omit<DemoRequest, 'id' | 'createdAt'>,
): Promise<DemoRequest> {
  const [row] = await db
    .insert(demoRequest)
    .values({ id: randomUUID(), ...input })
    .returning();
  const stored = { ...row!, createdAt: row!.createdAt.toISOString() };
  if (salesEmail) mailer.sendInBackground(demoRequestMail(salesEmail, stored));
  return stored;
}
