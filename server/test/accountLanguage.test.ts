import { translate, type Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES } from '@kisan-credit/shared-api/contract/messages/auth';
import { COMMON_MESSAGES } from '@kisan-credit/shared-api/contract/messages/common';
import { VALIDATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/validation';
import type { Role } from '@kisan-credit/shared-api/contract/roles';
import { callApi, farmerPhone, signedInAccount, type Account } from './support/accounts';
import { buildTestApp } from './support/testApp';
import { testDatabases, useTestDatabase } from './support/testDatabases';

/** docs/requirements.md#r10-languages: the language chosen once is kept with the account. */
describe.each(testDatabases())('the account’s language on %s', (kind) => {
  const testDatabase = useTestDatabase(kind);
  let app: FastifyInstance;
  let next = 0;

  beforeAll(async () => {
    ({ app } = await buildTestApp({ database: testDatabase.database }));
  });
  afterAll(() => app.close());

  const account = (role: Role) => signedInAccount(app, role, farmerPhone(++next));
  const session = (as: Account) => callApi(app, 'GET', '/api/auth/session', { as });
  const choose = (as: Account | null, body: unknown, headers: Record<string, string> = {}) =>
    callApi(app, 'PUT', '/api/auth/language', { as, body, headers });
  const stored = async (as: Account) => (await app.users.findByPhone(as.phone))!.language;

  it('is English for a new account, and the session says so', async () => {
    const farmer = await account('user');
    const answer = await session(farmer);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ phone: farmer.phone, role: 'user', language: 'en' });
  });

  it.each<Role>(['user', 'lawyer', 'banker', 'admin'])(
    'is kept for a signed-in %s, and the session answers it',
    async (role) => {
      const person = await account(role);
      const chosen = await choose(person, { language: 'ta' });
      expect(chosen.statusCode).toBe(200);
      expect(chosen.json()).toEqual({ language: 'ta' });
      expect(await stored(person)).toBe('ta');
      expect((await session(person)).json().language).toBe('ta');

      // A later choice replaces it; choosing the same again changes nothing.
      expect((await choose(person, { language: 'bn' })).json()).toEqual({ language: 'bn' });
      expect((await choose(person, { language: 'bn' })).statusCode).toBe(200);
      expect((await session(person)).json().language).toBe('bn');
    },
  );

  it('refuses a language the product does not ship, with the contract’s message in the page’s language', async () => {
    const farmer = await account('user');
    await choose(farmer, { language: 'mr' });
    for (const [language, reader] of [
      ['fr', 'en'],
      ['', 'hi'],
      [7, 'ta'],
    ] as const) {
      const refused = await choose(farmer, { language }, { 'accept-language': reader });
      const text = translate(VALIDATION_MESSAGES.chooseFromList(COMMON_MESSAGES.language), reader as Language);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: text, issues: [{ path: 'language', message: text }] });
    }
    const missing = await choose(farmer, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([
      { path: 'language', message: translate(VALIDATION_MESSAGES.chooseFromList(COMMON_MESSAGES.language), 'en') },
    ]);
    const extra = await choose(farmer, { language: 'hi', role: 'admin' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toBe(translate(VALIDATION_MESSAGES.fieldsNotAllowed(['role']), 'en'));
    expect(await stored(farmer)).toBe('mr');
  });

  it('asks for sign-in without a session, before looking at the body', async () => {
    for (const body of [{ language: 'hi' }, { language: 'fr' }]) {
      const refused = await choose(null, body);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({
        error: translate(AUTH_MESSAGES.signInRequired, 'en'),
        code: 'signInRequired',
      });
    }
    const unknown = await callApi(app, 'PUT', '/api/auth/language', {
      body: { language: 'hi' },
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('sessionExpired');
  });
});
