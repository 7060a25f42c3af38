import { api } from '@kisan-credit/shared-api/client/api';
import { isStaleApplication, serverErrorText } from '@kisan-credit/shared-api/client/errors';
import { createAppStore, type RootState } from '@kisan-credit/shared-api/client/store';
import {
  selectAuthToken,
  selectVerificationId,
  signedIn,
  verificationStarted,
} from '@kisan-credit/shared-api/client/session';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import type { KccApplication } from '@kisan-credit/shared-api/contract/application';
import type { ApplicationListPage } from '@kisan-credit/shared-api/contract/applicationList';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

const newStore = () => createAppStore({ apiBaseUrl: server.apiBaseUrl });

describe('the api slice against a real HTTP server', () => {
  it('sends the OTP request as JSON to <origin>/api/auth/send-otp, without a bearer when signed out', async () => {
    server.answer('POST /api/auth/send-otp', { body: { verificationId: 'v-1', expiresIn: 300, resendAfter: 60 } });
    const store = newStore();

    const answer = await store.dispatch(api.endpoints.sendOtp.initiate({ phone: '9876543210' })).unwrap();

    expect(answer.verificationId).toBe('v-1');
    const [request] = server.requestsTo('POST /api/auth/send-otp');
    expect(request?.json()).toEqual({ phone: '9876543210' });
    expect(request?.headers['content-type']).toMatch(/application\/json/);
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('carries the session token as a bearer header', async () => {
    server.answer('GET /api/loan/kcc-application', { body: { data: application({ userId: 'u-7' }) } });
    const store = newStore();
    store.dispatch(signedIn({ token: 'secret-token', role: 'banker', phone: '9876543210' }));

    await store.dispatch(api.endpoints.getKccApplication.initiate({ userId: 'u-7' })).unwrap();

    const [request] = server.requestsTo('GET /api/loan/kcc-application');
    expect(request?.headers.authorization).toBe('Bearer secret-token');
    expect(request?.query.get('userId')).toBe('u-7');
  });

  it('asks for the own application without a userId, and gives the application out of {data}', async () => {
    server.answer('GET /api/loan/kcc-application', { body: { data: application() } });
    const store = newStore();
    const answer = await store.dispatch(api.endpoints.getKccApplication.initiate()).unwrap();
    expect(server.requestsTo('GET /api/loan/kcc-application')[0]?.query.has('userId')).toBe(false);
    expect(answer).toMatchObject({ _id: 'a-1', applicantName: 'Ramesh Kumar', version: 3 });
  });

  it("reads the farmer's own application out of {data}; a 404 stays an error for the screen to ignore", async () => {
    server.answer('GET /api/loan/application', { body: { data: application() } });
    const store = newStore();
    expect(await store.dispatch(api.endpoints.getMyApplication.initiate()).unwrap()).toMatchObject({ version: 3 });

    server.answer('GET /api/loan/application', {
      status: 404,
      body: { error: 'You have not saved an application yet.', code: 'noApplicationYet' },
    });
    const none = await store.dispatch(api.endpoints.getMyApplication.initiate(undefined, { forceRefetch: true }));
    expect(none.error).toMatchObject({ status: 404 });
  });

  it('saves a draft, submits and updates with If-Match from the version, answering the saved application', async () => {
    server.answer('PUT /api/loan/save-draft', { body: { data: application({ version: 4 }) } });
    server.answer('POST /api/loan/application', {
      status: 201,
      body: { data: application({ version: 5, status: 'farmerSubmitted' }) },
    });
    server.answer('PUT /api/loan/application', {
      body: { data: application({ version: 6, status: 'farmerSubmitted' }) },
    });
    const store = newStore();
    const body = { applicantName: 'Ramesh Kumar' };

    const draft = await store.dispatch(api.endpoints.saveDraft.initiate({ body, version: 3 })).unwrap();
    const submitted = await store.dispatch(api.endpoints.submitApplication.initiate({ body, version: 4 })).unwrap();
    const updated = await store.dispatch(api.endpoints.updateApplication.initiate({ body })).unwrap();

    expect([draft.version, submitted.version, updated.version]).toEqual([4, 5, 6]);
    expect(submitted.status).toBe('farmerSubmitted');
    const [draftRequest] = server.requestsTo('PUT /api/loan/save-draft');
    expect(draftRequest?.headers['if-match']).toBe('"3"');
    expect(draftRequest?.json()).toEqual(body);
    expect(server.requestsTo('POST /api/loan/application')[0]?.headers['if-match']).toBe('"4"');
    // No version known: no precondition, as the spec's client.
    expect(server.requestsTo('PUT /api/loan/application')[0]?.headers['if-match']).toBeUndefined();
  });

  it("keeps the server's text of a 409 staleApplication for the screen", async () => {
    const stale = 'This application was changed by someone else. Please reload it and try again.';
    server.answer('PUT /api/loan/save-draft', { status: 409, body: { error: stale, code: 'staleApplication' } });
    const result = await newStore().dispatch(api.endpoints.saveDraft.initiate({ body: {}, version: 2 }));

    expect(isStaleApplication(result.error)).toBe(true);
    expect(serverErrorText(result.error)).toBe(stale);
  });

  it('a 401 on an authenticated call ends the session', async () => {
    server.answer('GET /api/sheet/kcc-applications', { status: 401, body: { error: 'Session expired', code: 'x' } });
    const store = newStore();
    store.dispatch(signedIn({ token: 'stale', role: 'lawyer', phone: '9876543210' }));

    const result = await store.dispatch(api.endpoints.listApplications.initiate());

    expect(result.error).toMatchObject({ status: 401 });
    expect(selectAuthToken(store.getState())).toBeNull();
  });

  it('a 401 for a wrong OTP (no token yet) keeps the verification id so the user can retry', async () => {
    server.answer('POST /api/auth/verify-otp', { status: 401, body: { error: 'Wrong code', code: 'x' } });
    const store = newStore();
    store.dispatch(verificationStarted({ phone: '9876543210', verificationId: 'v-9' }));

    await store.dispatch(
      api.endpoints.verifyOtp.initiate({ phone: '9876543210', otp: '000000', verificationId: 'v-9' }),
    );

    expect(selectVerificationId(store.getState())).toBe('v-9');
  });

  it('uploads a document as multipart field "document" with the doctype in the query', async () => {
    server.answer('POST /api/file/upload', { status: 201, body: { url: '/api/file/f-1' } });
    const store = newStore();
    store.dispatch(signedIn({ token: 't', role: 'user', phone: '9876543210' }));
    const file = new File(['%PDF-1.4 test'], 'aadhaar.pdf', { type: 'application/pdf' });

    const answer = await store.dispatch(api.endpoints.uploadFile.initiate({ docType: 'aadharCopy', file })).unwrap();

    expect(answer.url).toBe('/api/file/f-1');
    const [request] = server.requestsTo('POST /api/file/upload');
    expect(request?.query.get('doctype')).toBe('aadharCopy');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = request?.body.toString('utf8') ?? '';
    expect(body).toContain('name="document"; filename="aadhaar.pdf"');
    expect(body).toContain('%PDF-1.4 test');
  });

  it("patches another user's application with the userId in the query and the version as If-Match", async () => {
    server.answer('PATCH /api/loan/application', { body: { data: application({ version: 8 }) } });
    const store = newStore();
    store.dispatch(signedIn({ token: 't', role: 'banker', phone: '9876543210' }));

    const patched = await store
      .dispatch(
        api.endpoints.patchApplication.initiate({
          userId: 'u 1',
          body: { bankDetails: { branchName: 'X' } },
          version: 7,
        }),
      )
      .unwrap();

    expect(patched.version).toBe(8);
    const [request] = server.requestsTo('PATCH /api/loan/application');
    expect(request?.query.get('userId')).toBe('u 1');
    expect(request?.headers['if-match']).toBe('"7"');
    expect(request?.json()).toEqual({ bankDetails: { branchName: 'X' } });
  });

  it('takes a workflow step: POST /loan/application/actions?userId= with the action as body', async () => {
    server.answer('POST /api/loan/application/actions', {
      body: { data: application({ status: 'lawyer', version: 9 }) },
    });
    const store = newStore();
    store.dispatch(signedIn({ token: 't', role: 'banker', phone: '9876543210' }));

    const moved = await store
      .dispatch(
        api.endpoints.applicationAction.initiate({
          userId: 'u-1',
          action: {
            action: 'assignLawyer',
            lawyerId: '6f1d7f4e-2d0c-4d7e-9a53-0c6f3a1b2c3d',
            remarks: 'Documents complete',
          },
          version: 8,
        }),
      )
      .unwrap();

    expect(moved).toMatchObject({ status: 'lawyer', version: 9 });
    const [request] = server.requestsTo('POST /api/loan/application/actions');
    expect(request?.query.get('userId')).toBe('u-1');
    expect(request?.headers['if-match']).toBe('"8"');
    expect(request?.json()).toEqual({
      action: 'assignLawyer',
      lawyerId: '6f1d7f4e-2d0c-4d7e-9a53-0c6f3a1b2c3d',
      remarks: 'Documents complete',
    });
  });

  it('reads the history out of {data}: staff name the user, the farmer asks for their own', async () => {
    const entry = {
      at: '2026-11-02T10:00:00.000Z',
      action: 'submitted',
      fromStatus: 'formFill',
      status: 'farmerSubmitted',
    };
    server.answer('GET /api/loan/application/history', { body: { data: [entry] } });
    const store = newStore();

    expect(await store.dispatch(api.endpoints.getApplicationHistory.initiate()).unwrap()).toEqual([entry]);
    await store.dispatch(api.endpoints.getApplicationHistory.initiate({ userId: 'u-1' })).unwrap();

    const [own, staff] = server.requestsTo('GET /api/loan/application/history');
    expect(own?.query.has('userId')).toBe(false);
    expect(staff?.query.get('userId')).toBe('u-1');
  });

  it('after a staff write, reads the application, its history and the dashboard list again', async () => {
    let version = 1;
    server.answer('GET /api/loan/kcc-application', () => ({ body: { data: application({ version }) } }));
    server.answer('GET /api/loan/application/history', { body: { data: [] } });
    server.answer('GET /api/sheet/kcc-applications', listPage());
    server.answer('POST /api/loan/application/actions', () => {
      version = 2;
      return { body: { data: application({ status: 'lawyer', version }) } };
    });
    const store = newStore();
    store.dispatch(signedIn({ token: 't', role: 'banker', phone: '9876543210' }));
    // Subscribed, as a staff screen showing them would be.
    await Promise.all([
      store.dispatch(api.endpoints.getKccApplication.initiate({ userId: 'u-1' })),
      store.dispatch(api.endpoints.getApplicationHistory.initiate({ userId: 'u-1' })),
      store.dispatch(api.endpoints.listApplications.initiate({ group: 'awaitingLawyerAssignment' })),
    ]);

    await store
      .dispatch(
        api.endpoints.applicationAction.initiate({
          userId: 'u-1',
          action: { action: 'assignLawyer', lawyerId: '6f1d7f4e-2d0c-4d7e-9a53-0c6f3a1b2c3d' },
        }),
      )
      .unwrap();

    await waitUntil(
      () =>
        api.endpoints.getKccApplication.select({ userId: 'u-1' })(store.getState() as Required<RootState>).data
          ?.version === 2 &&
        server.requestsTo('GET /api/loan/application/history').length === 2 &&
        server.requestsTo('GET /api/sheet/kcc-applications').length === 2,
    );
  });

  it("lists applications with the spec's bare call, or a dashboard group and page", async () => {
    server.answer('GET /api/sheet/kcc-applications', listPage());
    const store = newStore();
    store.dispatch(signedIn({ token: 't', role: 'lawyer', phone: '9876543210' }));

    // The whole page: the items stay in `data`, where the spec's client reads them.
    expect(await store.dispatch(api.endpoints.listApplications.initiate()).unwrap()).toEqual(listPage().body);
    await store.dispatch(api.endpoints.listApplications.initiate({ group: 'incoming', page: 2 })).unwrap();

    const [bare, paged] = server.requestsTo('GET /api/sheet/kcc-applications');
    expect([...(bare?.query.keys() ?? [])]).toEqual([]);
    expect(paged?.query.get('group')).toBe('incoming');
    expect(paged?.query.get('page')).toBe('2');
  });

  it("sends the contact form and reads the stored inquiry's id out of the 201 answer", async () => {
    server.answer('POST /api/contact/inquiry', { status: 201, body: { data: { id: 'c-1' } } });
    const answer = await newStore()
      .dispatch(api.endpoints.sendContactInquiry.initiate({ name: 'A', email: 'a@example.in', message: 'Hi' }))
      .unwrap();
    expect(answer).toEqual({ id: 'c-1' });
  });

  it('passes the server error body through for the screens to read', async () => {
    server.answer('POST /api/contact/inquiry', { status: 400, body: { error: 'Email is not valid', code: 'x' } });
    const result = await newStore().dispatch(
      api.endpoints.sendContactInquiry.initiate({ name: 'A', email: 'bad', message: 'Hi' }),
    );
    expect(result.error).toEqual({ status: 400, data: { error: 'Email is not valid', code: 'x' } });
  });

  it('lets a remote inject its own role-prefixed endpoint into the same api', async () => {
    server.answer('GET /api/sheet/kcc-applications', { body: { data: [] } });
    const withLawyer = api.injectEndpoints({
      endpoints: (build) => ({
        lawyerIncoming: build.query<{ data: unknown[] }, void>({ query: () => '/sheet/kcc-applications' }),
      }),
    });
    const store = newStore();
    const answer = await store.dispatch(withLawyer.endpoints.lawyerIncoming.initiate()).unwrap();
    expect(answer).toEqual({ data: [] });
  });
});

function application(overrides: Partial<KccApplication> = {}): KccApplication {
  return {
    _id: 'a-1',
    userId: 'u-1',
    status: 'formFill',
    phoneNumber: '9876543210',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    version: 3,
    applicantName: 'Ramesh Kumar',
    ...overrides,
  } as KccApplication;
}

function listPage(): { body: ApplicationListPage } {
  return {
    body: {
      data: [
        {
          _id: 'a-1',
          userId: 'u-1',
          phoneNumber: '9876543210',
          createdAt: '2026-11-01T10:00:00.000Z',
          status: 'lawyer',
        },
      ],
      page: 1,
      pageSize: 5,
      total: 1,
      counts: { incoming: 1, completed: 0, all: 1 },
      serviceLevelDays: 14,
    },
  };
}

async function waitUntil(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('The condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
