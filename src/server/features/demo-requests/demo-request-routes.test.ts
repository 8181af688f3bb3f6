import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@shared/api-paths.ts';
import { emailRuleCopy, phoneRuleCopy } from '@shared/contact-rules.ts';
import { demoRequestSchema } from '@shared/landing/demo-request-api.ts';
import { demoFormCopy, demoFormFields, demoRequestsPerHour } from '@shared/landing/demo-request.ts';
import { demoRequest } from '@server/platform/db/schema.ts';
import { postJson, readOutbox, useTestServer } from '@server/testing/test-server.ts';
import { demoRequestMail } from './demo-request-mail.ts';

const server = useTestServer('demo-requests');

const salesEmail = 'sales@example.com';
let counter = 0;

/** A request from a visitor of its own, so tests never share a name, a mail or an address. */
function visitor() {
  counter += 1;
  return {
    input: {
      name: `  Ana Costa ${counter} `,
      phone: '+351 (912) 345-678',
      email: `Ana.Costa${counter}@Example.com`,
      company: `Costa Cars ${counter}`,
    },
    address: `192.0.2.${counter}`,
  };
}

/** Posted as the landing page posts it: same origin, JSON, no session. */
const send = (
  app: ReturnType<typeof server.app>,
  body: unknown,
  address: string,
  headers: Record<string, string> = {},
) => app.request(apiPaths.demoRequests, postJson(body, { 'x-forwarded-for': address, ...headers }));

const storedFor = (email: string) =>
  server.database.db.select().from(demoRequest).where(eq(demoRequest.email, email));

const mailsTo = async (to: string, company: string) =>
  (await readOutbox(server.dataDir)).filter(
    (mail) => mail.to === to && mail.subject.includes(company),
  );

describe('POST /api/v1/demo-requests', () => {
  it('stores a request without a session, as checked: trimmed, phone digits, email lowercased', async () => {
    const app = server.app({ TRUST_PROXY: 'true' });
    const { input, address } = visitor();
    const res = await send(app, input, address);

    expect(res.status).toBe(201);
    const answer = demoRequestSchema.parse(await res.json());
    const expected = {
      name: input.name.trim(),
      phone: '+351912345678',
      email: input.email.toLowerCase(),
      company: input.company,
    };
    expect(answer).toMatchObject(expected);
    const rows = await storedFor(expected.email);
    expect(rows).toEqual([expect.objectContaining({ id: answer.id, ...expected })]);
  });

  it('mails each field to SALES_EMAIL, with replies going to the visitor', async () => {
    const app = server.app({ TRUST_PROXY: 'true', SALES_EMAIL: salesEmail });
    const { input, address } = visitor();
    expect((await send(app, input, address)).status).toBe(201);
    await app.mailer.settle();

    const [mail, ...others] = await mailsTo(salesEmail, input.company);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(`Demo request: ${input.name.trim()}, ${input.company}`);
    const values = {
      name: input.name.trim(),
      phone: '+351912345678',
      email: input.email.toLowerCase(),
      company: input.company,
    };
    for (const { name, label } of demoFormFields) {
      expect(mail?.text).toContain(`${label}: ${values[name]}`);
    }
    const raw = await readFile(path.join(server.dataDir, 'outbox', mail!.file), 'utf8');
    expect(raw).toMatch(new RegExp(`^Reply-To: ${values.email}$`, 'm'));
  });

  it('stores but mails nothing when SALES_EMAIL is not set', async () => {
    const app = server.app({ TRUST_PROXY: 'true' });
    const { input, address } = visitor();
    expect((await send(app, input, address)).status).toBe(201);
    await app.mailer.settle();

    expect(await storedFor(input.email.toLowerCase())).toHaveLength(1);
    const mails = (await readOutbox(server.dataDir)).filter((mail) =>
      mail.subject.includes(input.company),
    );
    expect(mails).toEqual([]);
  });

  it('refuses invalid fields with 400 and each one’s problem in words, storing nothing', async () => {
    const app = server.app({ TRUST_PROXY: 'true', SALES_EMAIL: salesEmail });
    const { address } = visitor();
    const res = await send(
      app,
      { name: '   ', phone: '912 345 678', email: 'ana@', company: 'x'.repeat(121) },
      address,
    );

    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'invalid_input',
        message: 'Some fields are not valid.',
        fields: {
          name: demoFormCopy.nameRequired,
          phone: phoneRuleCopy.invalid,
          email: emailRuleCopy.invalid,
          company: demoFormCopy.companyTooLong,
        },
      },
    });
    const missing = await send(app, {}, address);
    expect(missing.status).toBe(400);
    expect(
      Object.keys(((await missing.json()) as { error: { fields: object } }).error.fields),
    ).toEqual(['name', 'phone', 'email', 'company']);
    expect(await storedFor('ana@')).toEqual([]);
  });

  it(`answers 429 in words after ${demoRequestsPerHour} requests an hour from one address`, async () => {
    const app = server.app({ TRUST_PROXY: 'true' });
    const { address } = visitor();
    for (let i = 0; i < demoRequestsPerHour; i += 1) {
      expect((await send(app, visitor().input, address)).status).toBe(201);
    }
    const refused = visitor().input;
    const res = await send(app, refused, address);

    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      error: { code: 'too_many_requests', message: demoFormCopy.tooMany },
    });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedFor(refused.email.toLowerCase())).toEqual([]);
    // Another address is not held back.
    expect((await send(app, visitor().input, visitor().address)).status).toBe(201);
  });

  it('refuses a post from another site, storing nothing', async () => {
    const app = server.app({ TRUST_PROXY: 'true' });
    const { input, address } = visitor();
    const res = await send(app, input, address, { origin: 'https://elsewhere.example' });

    expect(res.status).toBe(403);
    expect(await storedFor(input.email.toLowerCase())).toEqual([]);
  });
});

describe('the demo request mail', () => {
  it('escapes what the visitor typed in its HTML', () => {
    const mail = demoRequestMail(salesEmail, {
      id: 'id',
      name: '<img src=x onerror=alert(1)>',
      phone: '+351912345678',
      email: 'ana@example.com',
      company: 'Costa & "Sons"',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(mail.html).toContain('Costa &#38; &#34;Sons&#34;');
  });
});
