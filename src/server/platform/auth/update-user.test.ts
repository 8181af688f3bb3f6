import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_BASE_PATH } from '@shared/auth/auth-api.ts';
import { profileCopy } from '@shared/profile-copy.ts';
import { profileNameMaxLength } from '@shared/profile-forms.ts';
import { user } from '@server/platform/db/schema.ts';
import { jsonRequest, testOrigin, useTestServer } from '@server/testing/test-server.ts';
import { invalidBodyMessage, unchangeableFieldMessage } from './auth.ts';

const server = useTestServer('update-user');
const updateUser = `${AUTH_BASE_PATH}/update-user`;

async function storedUser(id: string) {
  const [row] = await server.database.db.select().from(user).where(eq(user.id, id));
  return row!;
}

describe('a profile change through the auth server', () => {
  it('stores the name trimmed, as the form sends it', async () => {
    const owner = await server.signIn({ sampleData: false });
    const res = await server.request(
      updateUser,
      jsonRequest('POST', { name: '  Olivia Stone ' }, owner.headers),
    );
    expect(res.status).toBe(200);
    expect((await storedUser(owner.id)).name).toBe('Olivia Stone');
  });

  it.each([
    ['an empty name', { name: '' }, { name: profileCopy.nameRequired }],
    ['a name of spaces only', { name: '   \t ' }, { name: profileCopy.nameRequired }],
    [
      'a name one character too long',
      { name: 'n'.repeat(profileNameMaxLength + 1) },
      { name: profileCopy.nameTooLong },
    ],
    ['a 60 KB name', { name: 'n'.repeat(60 * 1024) }, { name: profileCopy.nameTooLong }],
    ['a name that is not text', { name: 42 }, { name: expect.any(String) }],
    ['no name at all', {}, { name: expect.any(String) }],
    [
      'a picture',
      { image: 'https://elsewhere.example/me.png' },
      { name: expect.any(String), image: unchangeableFieldMessage },
    ],
    [
      'a picture beside a good name',
      { name: 'Olivia Stone', image: 'https://elsewhere.example/me.png' },
      { image: unchangeableFieldMessage },
    ],
    [
      'any other field',
      { name: 'Olivia Stone', emailVerified: false, role: 'admin' },
      { emailVerified: unchangeableFieldMessage, role: unchangeableFieldMessage },
    ],
    ['a list instead of an object', [{ name: 'Olivia Stone' }], { _: expect.any(String) }],
  ])(
    'refuses %s with 400 and the field errors in words, storing nothing',
    async (_case, body, fields) => {
      const owner = await server.signIn({ sampleData: false });
      const before = await storedUser(owner.id);
      const res = await server.request(updateUser, jsonRequest('POST', body, owner.headers));
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { fields: Record<string, string> };
      expect(answer).toEqual({ code: 'VALIDATION_ERROR', message: invalidBodyMessage, fields });
      for (const message of Object.values(answer.fields)) expect(message).toMatch(/^\S.*\s\S/);
      expect(await storedUser(owner.id)).toEqual(before);
    },
  );

  it('still refuses a good body without a session', async () => {
    const res = await server.request(
      updateUser,
      jsonRequest('POST', { name: 'Olivia Stone' }, { origin: testOrigin }),
    );
    expect(res.status).toBe(401);
  });
});
