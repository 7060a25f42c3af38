import { translate } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { KccApplication } from '@kisan-credit/shared-api/contract/application';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { BANK_DETAIL_DEFAULTS } from '@kisan-credit/shared-api/contract/limits';
import { APPLICATION_API_MESSAGES } from '@kisan-credit/shared-api/contract/messages/applicationApi';
import { SERVER_MESSAGES } from '@kisan-credit/shared-api/contract/messages/server';
import { executeUsersCommand } from '../../src/cli/usersCommand';
import { callApi, farmerPhone, signedInAccount, type Account } from '../support/accounts';
import { applicationInStatus, type Cast } from '../support/applications';
import { queryRows } from '../support/sql';
import { textPdf, uploadedUrl } from '../support/uploads';
import { buildTestApp, type TestClock } from '../support/testApp';
import { testDatabases, useTestDatabase } from '../support/testDatabases';

describe.each(testDatabases())('the application calls on %s', (kind) => {
  const testDatabase = useTestDatabase(kind);
  let app: FastifyInstance;
  let clock: TestClock;
  let cast: Cast;
  let farmer: Account;

  beforeAll(async () => {
    ({ app, clock } = await buildTestApp({ database: testDatabase.database }));
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    const [newFarmer, banker, lawyer] = await Promise.all([
      signedInAccount(app, 'user', farmerPhone(1)),
      signedInAccount(app, 'banker', '9000000001'),
      signedInAccount(app, 'lawyer', '9000000002'),
    ]);
    farmer = newFarmer;
    cast = { farmer, banker, checker: await signedInAccount(app, 'banker', '9000000003'), lawyer };
  });

  const own = (url = '/api/loan/application') => callApi(app, 'GET', url, { as: farmer });
  const draft = (body: unknown, as: Account = farmer) => callApi(app, 'PUT', '/api/loan/save-draft', { as, body });
  const submit = (body: unknown) => callApi(app, 'POST', '/api/loan/application', { as: farmer, body });
  const update = (body: unknown) => callApi(app, 'PUT', '/api/loan/application', { as: farmer, body });
  const patch = (as: Account, body: unknown) =>
    callApi(app, 'PATCH', '/api/loan/application', { as, body, query: { userId: farmer.userId } });

  describe('reading the own application', () => {
    it('answers 404 on both paths before there is one', async () => {
      for (const url of ['/api/loan/application', '/api/loan/kcc-application']) {
        const response = await own(url);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          error: translate(APPLICATION_API_MESSAGES.noApplicationYet, 'en'),
          code: 'noApplicationYet',
        });
      }
    });

    it('gives the same application, version and ETag on both paths, never cached', async () => {
      await submit(exampleCompleteApplication());
      const [byApplication, byKcc] = await Promise.all([
        own('/api/loan/application'),
        own('/api/loan/kcc-application'),
      ]);
      expect(byApplication.json()).toEqual(byKcc.json());
      expect(byApplication.headers.etag).toBe('"1"');
      expect(byApplication.headers['cache-control']).toBe('no-store');
      expect(byApplication.json().data).toMatchObject({ userId: farmer.userId, phoneNumber: farmer.phone, version: 1 });
    });
  });

  describe('saving a draft', () => {
    it('creates the application from a partial draft, then replaces it', async () => {
      const first = await draft({ applicantName: '  Ramesh  Kumar ', age: '', familyMembers: [{ name: 'Sunita' }] });
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toBe('"1"');
      const saved: KccApplication = first.json().data;
      expect(saved).toMatchObject({
        applicantName: 'Ramesh  Kumar',
        familyMembers: [{ name: 'Sunita' }],
        status: 'formFill',
        userId: farmer.userId,
        phoneNumber: farmer.phone,
        key: `ramesh-kumar-${farmer.phone}`,
        version: 1,
        totalLiabilities: 0,
        seasonWiseArea: {},
      });
      expect(saved).not.toHaveProperty('age');

      const second = await draft({ applicantName: 'Ramesh Kumar', loanAmount: '1,50,000' });
      expect(second.json().data).toMatchObject({ version: 2, loanAmount: 150000, _id: saved._id });
      expect(second.json().data).not.toHaveProperty('familyMembers');
    });

    it('checks types, bounds and lengths, naming every failing field', async () => {
      const response = await draft({
        applicantName: 42,
        age: 12,
        panNumber: 'ABCDE12345XYZ',
        familyMembers: 'everyone',
        bankAccount: { ifscCode: ['SBIN'] },
        landDetails: [{ cropDetails: [{ season: 'Monsoon' }] }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: translate(SERVER_MESSAGES.validationFailed, 'en'),
        code: 'VALIDATION',
      });
      expect(response.json().issues).toEqual([
        { path: 'applicantName', message: 'Applicant name must be text' },
        { path: 'age', message: 'Age must be between 18 and 100' },
        { path: 'panNumber', message: 'PAN number can be at most 10 characters' },
        { path: 'familyMembers', message: 'Family members must be a list' },
        { path: 'bankAccount.ifscCode', message: 'IFSC code must be text' },
        { path: 'landDetails.0.cropDetails.0.season', message: 'Please choose the crop season from the list' },
      ]);
      expect((await own()).statusCode).toBe(404);
    });

    it('refuses huge lists and texts, bodies over the limit, broken JSON and non-objects', async () => {
      const manyMembers = await draft({ familyMembers: Array.from({ length: 5000 }, () => ({ name: 'x' })) });
      expect(manyMembers.statusCode).toBe(400);
      expect(manyMembers.json()).toMatchObject({
        error: 'Family members can have at most 20 entries',
        issues: [{ path: 'familyMembers', message: 'Family members can have at most 20 entries' }],
      });
      const longName = await draft({ applicantName: 'x'.repeat(100_000) });
      expect(longName.json().issues).toEqual([
        { path: 'applicantName', message: 'Applicant name can be at most 100 characters' },
      ]);
      const tooBig = await draft({ address: 'x'.repeat(2 * 1024 * 1024) });
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json().code).toBe('bodyTooLarge');
      const broken = await draft('{"applicantName": "Ram');
      expect(broken.statusCode).toBe(400);
      expect(broken.json().code).toBe('malformedJson');
      for (const body of ['[]', '"Ramesh"', 'null']) {
        const response = await draft(body);
        expect(response.statusCode).toBe(400);
        expect(response.json().issues).toEqual([
          { path: '', message: translate(SERVER_MESSAGES.bodyMustBeObject, 'en') },
        ]);
      }
      const form = await callApi(app, 'PUT', '/api/loan/save-draft', {
        as: farmer,
        body: 'applicantName=Ram',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.statusCode).toBe(415);
    });

    it('asks for sign-in before reading the body', async () => {
      const response = await callApi(app, 'PUT', '/api/loan/save-draft', { body: '{broken' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('submitting', () => {
    it('names every missing required field with the contract’s own words', async () => {
      const response = await submit({});
      expect(response.statusCode).toBe(400);
      const issues: { path: string; message: string }[] = response.json().issues;
      expect(issues).toEqual(
        expect.arrayContaining([
          { path: 'applicantName', message: 'Please enter the applicant name' },
          { path: 'casteCategory', message: 'Please choose the caste category' },
          { path: 'loanAmount', message: 'Please enter the loan amount' },
          { path: 'bankAccount.accountNumber', message: 'Please enter the bank account number' },
          { path: 'termsAccepted', message: 'Please accept the terms and conditions' },
          { path: 'privacyConsent', message: 'Please give your consent to the use of your data' },
          { path: 'familyMembers', message: 'Please add at least one entry to family members' },
        ]),
      );
      expect(issues.map((issue) => issue.message)).not.toContain(translate(SERVER_MESSAGES.fieldRequired, 'en'));
    });

    it('gives a single problem as the error text', async () => {
      const { applicantName: _name, ...withoutName } = exampleCompleteApplication();
      const response = await submit(withoutName);
      expect(response.json()).toEqual({
        error: 'Please enter the applicant name',
        code: 'VALIDATION',
        issues: [{ path: 'applicantName', message: 'Please enter the applicant name' }],
      });
    });

    it('creates the application (201), working out the key and totals itself', async () => {
      const response = await submit({
        ...exampleCompleteApplication(),
        totalLiabilities: 1,
        totalMovableAssets: 1,
        totalAnnualIncome: 1,
        seasonWiseArea: { Rabi: 99 },
        version: 42,
        guarantorName: 'browser only',
      });
      expect(response.statusCode).toBe(201);
      expect(response.headers.etag).toBe('"1"');
      const data: KccApplication = response.json().data;
      expect(data).toMatchObject({
        status: 'farmerSubmitted',
        key: `ramesh-kumar-${farmer.phone}`,
        totalLiabilities: 120_000,
        totalMovableAssets: 2 * 60_000 + 450_000,
        totalImmovableAssets: 800 * 1_200 + 3 * 500_000,
        totalAnnualIncome: 300_000,
        seasonWiseArea: {},
        version: 1,
      });
      expect(data).not.toHaveProperty('guarantorName');
    });

    it('submits the draft the wizard saved on the way, and refuses a second submission', async () => {
      const saved = (await draft({ applicantName: 'Ramesh Kumar' })).json().data;
      const submitted = await submit(exampleCompleteApplication());
      expect(submitted.statusCode).toBe(200);
      expect(submitted.json().data).toMatchObject({ _id: saved._id, status: 'farmerSubmitted', version: 2 });

      const again = await submit(exampleCompleteApplication());
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        error: translate(APPLICATION_API_MESSAGES.applicationExists, 'en'),
        code: 'applicationExists',
      });
    });

    it('updates with PUT, checked as strictly, keeping the status', async () => {
      expect((await update(exampleCompleteApplication())).statusCode).toBe(404);
      await submit(exampleCompleteApplication());
      const incomplete = await update({ ...exampleCompleteApplication(), termsAccepted: false });
      expect(incomplete.statusCode).toBe(400);
      expect(incomplete.json().issues).toEqual([
        { path: 'termsAccepted', message: 'Please accept the terms and conditions' },
      ]);
      const updated = await update({ ...exampleCompleteApplication(), loanAmount: 200_000 });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().data).toMatchObject({ loanAmount: 200_000, status: 'farmerSubmitted', version: 2 });
    });
  });

  describe('identity and bank number formats', () => {
    const badNumbers = {
      aadharNo: '123456789012',
      panNumber: 'AB12',
      electionCardNumber: 'UP12',
      bankAccount: { accountNumber: '31234567890', ifscCode: 'SBIN12', bankName: 'State Bank of India' },
      dueDiligenceContacts: [{ name: 'Mahesh Singh', mobile: '98765', dueDiliAddress: 'Village Rampur' }],
    };

    it('refuses a submission or update with numbers in the wrong format, naming each field, and stores nothing', async () => {
      for (const send of [submit, update]) {
        if (send === update) await submit(exampleCompleteApplication());
        const response = await send({ ...exampleCompleteApplication(), ...badNumbers });
        expect(response.statusCode).toBe(400);
        const issues = response.json().issues as { path: string; message: string }[];
        expect(issues.map((issue) => issue.path).sort()).toEqual([
          'aadharNo',
          'bankAccount.ifscCode',
          'dueDiligenceContacts.0.mobile',
          'electionCardNumber',
          'panNumber',
        ]);
        expect(issues.find((issue) => issue.path === 'panNumber')!.message).toBe(
          'Please enter a valid PAN number: 5 letters, 4 digits and 1 letter, like ABCDE1234F',
        );
      }
      expect((await own()).json().data).toMatchObject({
        panNumber: 'ABCPK1234F',
        bankAccount: { ifscCode: 'SBIN0001234' },
      });
    });

    it('takes numbers typed in Devanagari digits and small letters, and stores them plainly', async () => {
      const response = await submit({
        ...exampleCompleteApplication(),
        aadharNo: '२३४५ ६७८९ ०१२४',
        panNumber: 'abcpk1234f',
        dueDiligenceContacts: [{ name: 'Mahesh Singh', mobile: '+91 ९८७६५ ४३२१०', dueDiliAddress: 'Village Rampur' }],
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({
        aadharNo: '234567890124',
        panNumber: 'ABCPK1234F',
        dueDiligenceContacts: [{ mobile: '9876543210' }],
      });
    });

    it('lets a draft keep a half-typed number', async () => {
      expect((await draft({ applicantName: 'Ramesh', panNumber: 'AB12' })).statusCode).toBe(200);
    });
  });

  describe('server-held fields in a farmer’s body', () => {
    it('accepts the application sent back as it was loaded', async () => {
      await submit(exampleCompleteApplication());
      await patch(cast.banker, { bankDetails: { branchName: 'Sitapur Main' } });
      const loaded = (await own()).json().data;
      const echoed = await update({ ...loaded, loanAmount: 160_000 });
      expect(echoed.statusCode).toBe(200);
      expect(echoed.json().data).toMatchObject({
        loanAmount: 160_000,
        status: 'farmerSubmitted',
        bankDetails: { branchName: 'Sitapur Main' },
      });
    });

    it('refuses to change them, naming each, and changes nothing', async () => {
      await submit(exampleCompleteApplication());
      const other = await signedInAccount(app, 'user', farmerPhone(2));
      const forged = await update({
        ...exampleCompleteApplication(),
        status: 'disbursed',
        userId: other.userId,
        phoneNumber: other.phone,
        createdAt: '2020-01-01T00:00:00.000Z',
        bankDetails: { loanAmountSanctioned: 10_000_000 },
        documents: { necCertificate: '/api/file/forged' },
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toMatchObject({
        code: 'serverHeldFields',
        error:
          'These fields are set by the bank and cannot be changed here: userId, status, phoneNumber, createdAt, bankDetails, documents.necCertificate',
      });
      expect(forged.json().issues.map((issue: { path: string }) => issue.path)).toEqual([
        'userId',
        'status',
        'phoneNumber',
        'createdAt',
        'bankDetails',
        'documents.necCertificate',
      ]);
      expect((await own()).json().data).toMatchObject({ status: 'farmerSubmitted', version: 1 });
      expect((await own()).json().data).not.toHaveProperty('bankDetails');

      const keyed = await draft({ applicantName: 'Ramesh Kumar', key: 'someone-else-9999999999' });
      expect(keyed.json()).toMatchObject({ code: 'serverHeldFields', issues: [{ path: 'key' }] });
    });
  });

  describe('bank details', () => {
    beforeEach(() => applicationInStatus(app, cast, 'farmerSubmitted'));

    it('keeps every field, cut to dates, rates as numbers, blank MCLR as 0, and the defaults of empty ones', async () => {
      const response = await patch(cast.banker, {
        bankDetails: {
          branchName: 'Sitapur Main',
          branchCode: 'SBIN0001234',
          taluka: 'Sadar',
          district: 'Sitapur',
          location: '',
          creditOfficerName: 'Anil Verma',
          creditOfficerDesignation: 'Field Officer',
          creditOfficerPfNumber: 'PF1234',
          branchManagerName: 'Meena Rao',
          branchManagerDesignation: 'Branch Manager',
          branchManagerPfNumber: 'PF5678',
          financialYear: '',
          loanPurpose: 'Crop loan',
          dateOfApplication: '2026-01-10T05:30:00.000Z',
          dateOfPreInspection: '2026-01-12',
          dateOfSanction: '2026-01-20T00:00:00Z',
          dateOfPostInspection: '',
          monthOfReview: 'March',
          loanAmountSanctioned: '1,20,000',
          loanAmountDisbursed: '',
          processingCharges: 500,
          rateOf1YearMCLR: '',
          spreadInterestRate: '1.256',
          preSanctionComments: 'Good repayment record',
          primarySecurities: '',
          collateralSecurities: '  ',
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.bankDetails).toEqual({
        branchName: 'Sitapur Main',
        branchCode: 'SBIN0001234',
        taluka: 'Sadar',
        district: 'Sitapur',
        location: BANK_DETAIL_DEFAULTS.location,
        creditOfficerName: 'Anil Verma',
        creditOfficerDesignation: 'Field Officer',
        creditOfficerPfNumber: 'PF1234',
        branchManagerName: 'Meena Rao',
        branchManagerDesignation: 'Branch Manager',
        branchManagerPfNumber: 'PF5678',
        financialYear: '2025-26',
        loanPurpose: 'Crop loan',
        dateOfApplication: '2026-01-10',
        dateOfPreInspection: '2026-01-12',
        dateOfSanction: '2026-01-20',
        dateOfPostInspection: '',
        monthOfReview: 'March',
        loanAmountSanctioned: 120_000,
        sanctionAboveLimitReason: '',
        loanAmountDisbursed: '',
        processingCharges: 500,
        rateOf1YearMCLR: 0,
        spreadInterestRate: 1.26,
        preSanctionComments: 'Good repayment record',
        primarySecurities: 'Hypothication of Standing Crop',
        collateralSecurities: '-',
      });
    });

    it('merges a later save field by field; a blank clears a field', async () => {
      await patch(cast.banker, { bankDetails: { branchName: 'Sitapur Main', loanAmountSanctioned: 90_000 } });
      const second = await patch(cast.banker, {
        bankDetails: { dateOfSanction: '2026-02-01', loanAmountSanctioned: '' },
      });
      expect(second.json().data.bankDetails).toMatchObject({
        branchName: 'Sitapur Main',
        dateOfSanction: '2026-02-01',
        loanAmountSanctioned: '',
      });
    });

    it('refuses unknown or invalid bank-details fields, naming them', async () => {
      const response = await patch(cast.banker, {
        bankDetails: { sanctionedBy: 'me', dateOfSanction: '31/12/2025', rateOf1YearMCLR: 'low', location: 'village' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([
        { path: 'bankDetails.location', message: 'Please choose the location from the list' },
        { path: 'bankDetails.dateOfSanction', message: 'Date of sanction must be a valid date (YYYY-MM-DD)' },
        { path: 'bankDetails.rateOf1YearMCLR', message: '1-year MCLR rate (%) must be a number' },
        { path: 'bankDetails.sanctionedBy', message: 'These fields are not accepted here: bankDetails.sanctionedBy' },
      ]);
      expect((await own()).json().data).not.toHaveProperty('bankDetails');
    });
  });

  describe('staff edits', () => {
    it('lets the banker correct any application field; the key follows the name', async () => {
      await applicationInStatus(app, cast, 'farmerSubmitted');
      const response = await patch(cast.banker, { applicantName: 'Ramesh Kumar Verma', age: '' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        applicantName: 'Ramesh Kumar Verma',
        key: `ramesh-kumar-verma-${farmer.phone}`,
      });
      expect(response.json().data).not.toHaveProperty('age');
      expect(response.json().data.bankAccount.accountNumber).toBe('31234567890');
      const nothing = await patch(cast.banker, {});
      expect(nothing.json()).toMatchObject({ error: 'There is nothing to update', code: 'VALIDATION' });
    });

    it('lets the lawyer save land, crops, land information and the four legal documents only', async () => {
      const passbook = await uploadedUrl(app, cast.farmer, 'passbook', textPdf('Passbook'));
      await applicationInStatus(app, cast, 'lawyer', { ...exampleCompleteApplication(), documents: { passbook } });
      const searchReport = await uploadedUrl(app, cast.lawyer, 'searchReport', textPdf('Search report'));
      const necCertificate = await uploadedUrl(app, cast.lawyer, 'necCertificate', textPdf('NEC'));
      const saved = await patch(cast.lawyer, {
        documents: { searchReport, necCertificate },
        landDetails: [
          { khataNo: '00123', surveyNo: '45/2', landArea: '3.5', landAreaUnit: 'acre', revenueVillage: 'Rampur' },
        ],
        cropDetails: [{ season: 'Rabi', crop: 'Wheat', area: '2', areaUnit: 'acre', condition: 'Good' }],
        landGeneralInfo: {
          nearbyLandmarks: 'North: canal',
          farmLocationForWellPumpShed: 'Well and Shed',
          distanceFromBranch: '4 KM',
        },
      });
      expect(saved.statusCode).toBe(200);
      const data = saved.json().data;
      expect(data.documents).toEqual({ passbook, searchReport, necCertificate });
      expect(data.landDetails).toEqual([
        { khataNo: '00123', surveyNo: '45/2', landArea: 3.5, landAreaUnit: 'acre', revenueVillage: 'Rampur' },
      ]);
      expect(data.aadharNo).toBe('XXXX XXXX 0124');

      const farmerSlot = await patch(cast.lawyer, { documents: { aadharCopy: searchReport } });
      expect(farmerSlot.json().issues).toEqual([
        { path: 'documents.aadharCopy', message: 'These fields are not accepted here: documents.aadharCopy' },
      ]);
      const badCrop = await patch(cast.lawyer, {
        cropDetails: [{ season: 'Rabi', crop: 'Paddy', area: 1, condition: 'Good' }],
      });
      expect(badCrop.json().issues).toEqual([
        { path: 'cropDetails.0.crop', message: 'Please choose a crop of the selected season' },
      ]);
    });

    it('stops the lawyer once the legal review is complete', async () => {
      await applicationInStatus(app, cast, 'banker');
      const late = await patch(cast.lawyer, { landGeneralInfo: { distanceFromBranch: '3 KM' } });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        code: 'notUnderLegalReview',
        error: translate(APPLICATION_API_MESSAGES.notUnderLegalReview, 'en'),
      });
    });
  });

  describe('contact inquiries', () => {
    const inquiry = { name: 'Asha Devi', email: 'asha@example.in', message: 'When will I hear back?' };

    it('stores the inquiry and answers 201', async () => {
      const response = await callApi(app, 'POST', '/api/contact/inquiry', {
        body: { ...inquiry, name: ' Asha Devi ' },
      });
      expect(response.statusCode).toBe(201);
      const stored = await queryRows(
        testDatabase.database,
        sql`select name, email, message, requested_ip from contact_inquiries`,
      );
      expect(stored).toEqual([
        { name: 'Asha Devi', email: 'asha@example.in', message: 'When will I hear back?', requested_ip: '127.0.0.1' },
      ]);
      expect(response.json()).toEqual({ data: { id: expect.any(String) } });
    });

    it('names missing or wrong fields', async () => {
      const response = await callApi(app, 'POST', '/api/contact/inquiry', {
        body: { email: 'not-an-email', phone: '1' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual(
        expect.arrayContaining([
          { path: 'name', message: 'Please enter the name' },
          { path: 'email', message: 'Please enter a valid email address' },
          { path: 'message', message: 'Please enter the message' },
          { path: 'phone', message: 'These fields are not accepted here: phone' },
        ]),
      );
    });

    it('takes at most ten an hour from one address', async () => {
      for (let sent = 0; sent < 10; sent += 1) {
        expect((await callApi(app, 'POST', '/api/contact/inquiry', { body: inquiry })).statusCode).toBe(201);
      }
      const refused = await callApi(app, 'POST', '/api/contact/inquiry', { body: inquiry });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('tooManyInquiries');
      clock.advance(61 * 60 * 1000);
      expect((await callApi(app, 'POST', '/api/contact/inquiry', { body: inquiry })).statusCode).toBe(201);
    });
  });

  it('runs the logout hooks (where extracted document data will be cleared)', async () => {
    const loggedOut: string[] = [];
    app.sessions.onLogout(async (user) => {
      loggedOut.push(user.userId);
    });
    const response = await callApi(app, 'POST', '/api/auth/logout', { as: farmer, body: {} });
    expect(response.statusCode).toBe(200);
    expect(loggedOut).toEqual([farmer.userId]);
  });

  it('keeps a farmer’s account while the bank holds their application', async () => {
    await submit(exampleCompleteApplication());
    const print = jest.fn();
    await expect(
      executeUsersCommand(
        { name: 'remove', phone: farmer.phone },
        { users: app.users, organisation: app.organisation, clock: app.clock, print },
      ),
    ).rejects.toThrow(`${farmer.phone} has a loan application, which the bank keeps; the account cannot be removed`);
    expect((await own()).statusCode).toBe(200);
  });
});
