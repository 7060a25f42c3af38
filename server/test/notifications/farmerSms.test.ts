import { translate, type Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import type { FastifyInstance } from 'fastify';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import type { SentFarmerSms } from '@kisan-credit/shared-api/contract/farmerSms';
import { FARMER_SMS_TEXTS } from '@kisan-credit/shared-api/contract/messages/farmerSms';
import type { WorkflowActionRequest } from '@kisan-credit/shared-api/contract/workflow';
import { createFarmerSmsRepository } from '../../src/notifications/farmerSmsRepository';
import { createFarmerSmsSender } from '../../src/notifications/farmerSmsSender';
import { ConsoleSmsProvider, type SentSms } from '../../src/sms/consoleSmsProvider';
import { SmsDeliveryError, type SmsOptions, type SmsProvider } from '../../src/sms/smsProvider';
import { callApi, farmerPhone, signedInAccount, type Account } from '../support/accounts';
import { okData, signedInCast, takeAction, type Cast } from '../support/applications';
import { buildTestApp, MINUTE, type TestClock } from '../support/testApp';
import { testDatabases, useTestDatabase } from '../support/testDatabases';

const TEMPLATE_IDS = {
  submitted: '1107160000000000001',
  withLawyer: '1107160000000000002',
  approved: '1107160000000000003',
  sanctioned: '1107160000000000004',
  disbursed: '1107160000000000005',
  documentsNeeded: '1107160000000000006',
};
const env = {
  SMS_DLT_TEMPLATE_IDS: Object.entries(TEMPLATE_IDS)
    .map(([kind, id]) => `${kind}=${id}`)
    .join(','),
  SMS_RETRY_DELAY_SECONDS: '0',
};

// Each app starts pg-boss and the jobs run in the background: slower than a plain request on a busy machine.
jest.setTimeout(60_000);

/** Resolves once `done()` holds; the jobs run in the background. */
async function eventually(done: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The farmer's pages are in `language`: our client sends it with every call. */
const inLanguage = (language: Language) => ({ 'accept-language': language });

const FARMER_SMS = /^(Kisan Credit|किसान क्रेडिट|கிசான் கிரெடிட்):/;

describe.each(testDatabases())('the farmer’s SMS on %s', (kind) => {
  const testDatabase = useTestDatabase(kind);

  describe('through a console provider', () => {
    let app: FastifyInstance;
    let clock: TestClock;
    let outbox: SentSms[];
    let cast: Cast;

    beforeAll(async () => {
      const built = await buildTestApp({ database: testDatabase.database, env });
      ({ app, clock } = built);
      outbox = built.outbox.messages;
    });
    afterAll(() => app.close());
    beforeEach(async () => {
      outbox.length = 0;
      cast = await signedInCast(app);
    });

    const farmerSmsTo = (account: Account) =>
      outbox.filter((sms) => sms.to === account.phone && FARMER_SMS.test(sms.text));
    const act = async (as: Account, body: WorkflowActionRequest) => {
      clock.advance(MINUTE);
      const response = await takeAction(app, as, cast.farmer, body);
      expect(response.statusCode).toBe(200);
    };

    it('tells the farmer of every step, in Hindi when they use the app in Hindi, with each DLT template id', async () => {
      const { farmer, banker, lawyer } = cast;
      await okData(app, 'PUT', '/api/loan/save-draft', {
        as: farmer,
        body: { applicantName: 'Ramesh Kumar' },
        headers: inLanguage('hi'),
      });
      await okData(app, 'POST', '/api/loan/application', {
        as: farmer,
        body: exampleCompleteApplication(),
        headers: inLanguage('hi'),
      });
      await eventually(() => farmerSmsTo(farmer).length === 1, 'the submission SMS');

      await act(banker, { action: 'assignLawyer', lawyerId: cast.lawyer.userId });
      await act(lawyer, { action: 'completeLegalReview', verdict: 'clearTitle', remarks: 'Title is clear' });
      await okData(app, 'PATCH', '/api/loan/application', {
        as: banker,
        query: { userId: farmer.userId },
        body: { bankDetails: { loanAmountSanctioned: 120000 } },
      });
      await act(banker, { action: 'approve' });
      await act(cast.checker, { action: 'finalApprove' });
      await act(cast.checker, { action: 'recordDisbursement', amount: 120000, date: '2026-02-01' });
      await eventually(() => farmerSmsTo(farmer).length === 5, 'five SMS');

      // The legal review handed back to the bank and the bank's own edits tell the farmer nothing.
      expect(farmerSmsTo(farmer)).toEqual(
        expect.arrayContaining([
          {
            to: farmer.phone,
            text: translate(FARMER_SMS_TEXTS.submitted, 'hi'),
            dltTemplateId: TEMPLATE_IDS.submitted,
          },
          {
            to: farmer.phone,
            text: translate(FARMER_SMS_TEXTS.withLawyer, 'hi'),
            dltTemplateId: TEMPLATE_IDS.withLawyer,
          },
          { to: farmer.phone, text: translate(FARMER_SMS_TEXTS.approved, 'hi'), dltTemplateId: TEMPLATE_IDS.approved },
          {
            to: farmer.phone,
            text: translate(FARMER_SMS_TEXTS.sanctioned, 'hi'),
            dltTemplateId: TEMPLATE_IDS.sanctioned,
          },
          {
            to: farmer.phone,
            text: 'किसान क्रेडिट: आपके केसीसी ऋण के ₹1,20,000 आपके बैंक खाते में जमा कर दिए गए हैं।',
            dltTemplateId: TEMPLATE_IDS.disbursed,
          },
        ]),
      );

      // The farmer's timeline lists what was sent; the bank sees the same.
      const own = await okData<SentFarmerSms[]>(app, 'GET', '/api/notifications/sms', { as: farmer });
      expect(own.map(({ kind, status }) => [kind, status])).toEqual([
        ['submitted', 'farmerSubmitted'],
        ['withLawyer', 'lawyer'],
        ['approved', 'bankerApproval'],
        ['sanctioned', 'finalApproval'],
        ['disbursed', 'disbursed'],
      ]);
      expect(own[4]!.text).toContain('₹1,20,000');
      expect(new Date(own[1]!.sentAt).getTime()).toBeGreaterThan(new Date(own[0]!.sentAt).getTime());
      const seenByBank = await okData<SentFarmerSms[]>(app, 'GET', '/api/notifications/sms', {
        as: banker,
        query: { userId: farmer.userId },
      });
      expect(seenByBank).toEqual(own);
    });

    it('writes in English to a farmer using the app in English, and only once per step', async () => {
      const { farmer, banker } = cast;
      await okData(app, 'POST', '/api/loan/application', {
        as: farmer,
        body: exampleCompleteApplication(),
        headers: inLanguage('en'),
      });
      // An update that keeps the status sends nothing more.
      await okData(app, 'PUT', '/api/loan/application', {
        as: farmer,
        body: exampleCompleteApplication(),
        headers: inLanguage('en'),
      });
      await act(banker, { action: 'assignLawyer', lawyerId: cast.lawyer.userId });
      await eventually(() => farmerSmsTo(farmer).length >= 2, 'two SMS');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(farmerSmsTo(farmer).map((sms) => sms.text)).toEqual([
        translate(FARMER_SMS_TEXTS.submitted, 'en'),
        translate(FARMER_SMS_TEXTS.withLawyer, 'en'),
      ]);
    });

    it('asks the farmer for land documents, in their language, once, when the lawyer found issues with the title', async () => {
      const { farmer, banker, lawyer } = cast;
      await okData(app, 'POST', '/api/loan/application', {
        as: farmer,
        body: exampleCompleteApplication(),
        headers: inLanguage('ta'),
      });
      await act(banker, { action: 'assignLawyer', lawyerId: cast.lawyer.userId });
      await act(lawyer, { action: 'completeLegalReview', verdict: 'issuesFound', remarks: 'Mutation not recorded' });
      // Overriding the issues afterwards is the bank's own business: no SMS.
      await act(banker, { action: 'overrideLegalIssues', reason: 'Mutation extract seen at the branch' });
      await eventually(() => farmerSmsTo(farmer).length >= 3, 'three SMS');
      await new Promise((resolve) => setTimeout(resolve, 300));

      expect(farmerSmsTo(farmer).at(-1)).toEqual({
        to: farmer.phone,
        text: 'கிசான் கிரெடிட்: உங்கள் KCC விண்ணப்ப நிலப் பதிவேடுகளில் வழக்கறிஞர் குறை கண்டுள்ளார். நில ஆவணங்களுடன் வங்கிக் கிளைக்குச் செல்லவும்.',
        dltTemplateId: TEMPLATE_IDS.documentsNeeded,
      });
      expect(farmerSmsTo(farmer)).toHaveLength(3);
      const own = await okData<SentFarmerSms[]>(app, 'GET', '/api/notifications/sms', { as: farmer });
      expect(own.map(({ kind, status }) => [kind, status])).toEqual([
        ['submitted', 'farmerSubmitted'],
        ['withLawyer', 'lawyer'],
        ['documentsNeeded', 'banker'],
      ]);
    });

    it('writes in the language the farmer chose for their account (PUT /api/auth/language)', async () => {
      const { farmer, banker } = cast;
      const chosen = await callApi(app, 'PUT', '/api/auth/language', { as: farmer, body: { language: 'ta' } });
      expect(chosen.statusCode).toBe(200);
      // Saves from a client that names no page language leave the chosen one as it is.
      await okData(app, 'POST', '/api/loan/application', { as: farmer, body: exampleCompleteApplication() });
      await act(banker, { action: 'assignLawyer', lawyerId: cast.lawyer.userId });
      const toFarmer = () => outbox.filter((sms) => sms.to === farmer.phone);
      await eventually(() => toFarmer().length >= 2, 'two SMS');
      expect(toFarmer().map((sms) => sms.text)).toEqual([
        translate(FARMER_SMS_TEXTS.submitted, 'ta'),
        translate(FARMER_SMS_TEXTS.withLawyer, 'ta'),
      ]);
    });

    it('shows the SMS only to whoever may read the application', async () => {
      const { farmer, lawyer } = cast;
      await okData(app, 'POST', '/api/loan/application', { as: farmer, body: exampleCompleteApplication() });
      const other = await signedInAccount(app, 'user', farmerPhone(2));
      expect((await callApi(app, 'GET', '/api/notifications/sms', { as: other })).statusCode).toBe(404);
      expect(
        (await callApi(app, 'GET', '/api/notifications/sms', { as: other, query: { userId: farmer.userId } }))
          .statusCode,
      ).toBe(403);
      // A lawyer not assigned to the application may not read it, nor what its farmer was told: as if it did not exist.
      expect(
        (await callApi(app, 'GET', '/api/notifications/sms', { as: lawyer, query: { userId: farmer.userId } }))
          .statusCode,
      ).toBe(404);
      expect((await callApi(app, 'GET', '/api/notifications/sms')).statusCode).toBe(401);
    });
  });

  describe('through a gateway that fails', () => {
    /** Refuses the first `failures` farmer SMS, then takes them. */
    class FlakyGateway implements SmsProvider {
      readonly delivered: { to: string; text: string; options: SmsOptions | undefined }[] = [];
      attempts = 0;
      constructor(public failures: number) {}
      async send(to: string, text: string, options?: SmsOptions): Promise<void> {
        this.attempts += 1;
        if (this.failures > 0) {
          this.failures -= 1;
          throw new SmsDeliveryError('SMS gateway answered 503');
        }
        this.delivered.push({ to, text, options });
      }
    }

    it('tries again until the gateway takes the SMS, and sends it once', async () => {
      const gateway = new FlakyGateway(2);
      const { app } = await buildTestApp({ database: testDatabase.database, env, smsProvider: gateway });
      try {
        const farmer = await signedInAccount(app, 'user', farmerPhone(3));
        await okData(app, 'POST', '/api/loan/application', { as: farmer, body: exampleCompleteApplication() });
        await eventually(() => gateway.delivered.length === 1, 'the SMS after two refusals');
        expect(gateway.attempts).toBe(3);
        expect(gateway.delivered[0]).toEqual({
          to: farmer.phone,
          text: translate(FARMER_SMS_TEXTS.submitted, 'en'),
          options: { dltTemplateId: TEMPLATE_IDS.submitted },
        });
        const listed = await okData<SentFarmerSms[]>(app, 'GET', '/api/notifications/sms', { as: farmer });
        expect(listed.map((sms) => sms.kind)).toEqual(['submitted']);
      } finally {
        await app.close();
      }
    });

    it('asks for the documents again until the gateway takes the SMS, and sends it once', async () => {
      const gateway = new FlakyGateway(0);
      const { app, clock } = await buildTestApp({ database: testDatabase.database, env, smsProvider: gateway });
      try {
        const cast = await signedInCast(app);
        await okData(app, 'POST', '/api/loan/application', {
          as: cast.farmer,
          body: exampleCompleteApplication(),
          headers: inLanguage('hi'),
        });
        clock.advance(MINUTE);
        await takeAction(app, cast.banker, cast.farmer, { action: 'assignLawyer', lawyerId: cast.lawyer.userId });
        await eventually(() => gateway.delivered.length === 2, 'the first two SMS');
        gateway.failures = 2;
        clock.advance(MINUTE);
        const review = await takeAction(app, cast.lawyer, cast.farmer, {
          action: 'completeLegalReview',
          verdict: 'issuesFound',
          remarks: 'Mutation not recorded',
        });
        expect(review.statusCode).toBe(200);
        await eventually(() => gateway.delivered.length === 3, 'the documents SMS after two refusals');
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(gateway.attempts).toBe(5);
        expect(gateway.delivered.at(-1)).toEqual({
          to: cast.farmer.phone,
          text: translate(FARMER_SMS_TEXTS.documentsNeeded, 'hi'),
          options: { dltTemplateId: TEMPLATE_IDS.documentsNeeded },
        });
        const listed = await okData<SentFarmerSms[]>(app, 'GET', '/api/notifications/sms', { as: cast.farmer });
        expect(listed.map((sms) => sms.kind)).toEqual(['submitted', 'withLawyer', 'documentsNeeded']);
      } finally {
        await app.close();
      }
    });

    it('gives up after the configured retries and lists nothing it did not send', async () => {
      const gateway = new FlakyGateway(100);
      const { app } = await buildTestApp({
        database: testDatabase.database,
        env: { ...env, SMS_RETRIES: '1' },
        smsProvider: gateway,
      });
      try {
        const farmer = await signedInAccount(app, 'user', farmerPhone(4));
        await okData(app, 'POST', '/api/loan/application', { as: farmer, body: exampleCompleteApplication() });
        await eventually(() => gateway.attempts === 2, 'the retry');
        // Workers look for due jobs every 2 s: a third attempt would have come by now.
        await new Promise((resolve) => setTimeout(resolve, 2500));
        expect(gateway.attempts).toBe(2);
        expect(await okData<SentFarmerSms[]>(app, 'GET', '/api/notifications/sms', { as: farmer })).toEqual([]);
      } finally {
        await app.close();
      }
    });
  });

  it('a job run again (a retry after a crash) sends nothing twice', async () => {
    const { app } = await buildTestApp({ database: testDatabase.database, env });
    try {
      const farmer = await signedInAccount(app, 'user', farmerPhone(5));
      const submitted = await okData(app, 'POST', '/api/loan/application', {
        as: farmer,
        body: exampleCompleteApplication(),
      });
      const console = new ConsoleSmsProvider({ keepOutbox: true, write: () => {} });
      const send = createFarmerSmsSender({
        repository: createFarmerSmsRepository(testDatabase.database.db),
        sms: console,
        clock: app.clock,
        dltTemplateIds: {},
      });
      const job = {
        applicationId: submitted._id,
        applicationVersion: 99,
        status: 'farmerSubmitted' as const,
        kind: 'submitted' as const,
      };
      await send(job);
      await send(job);
      expect(console.outbox!.messages).toEqual([
        { to: farmer.phone, text: translate(FARMER_SMS_TEXTS.submitted, 'en') },
      ]);
    } finally {
      await app.close();
    }
  });
});
