import { api } from 'shared-api/client/api';
import { createAppStore } from 'shared-api/client/store';
import { selectAuthToken, selectVerificationId, signedIn, verificationStarted } from 'shared-api/client/session';
import { startScriptedApiServer, type ScriptedApiServer } from 'shared-api/client/testing/scriptedApiServer';

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
    server.answer('GET /api/loan/kcc-application', { body: { fullName: 'Ram' } });
    const store = newStore();
    store.dispatch(signedIn({ token: 'secret-token', role: 'banker', phone: '9876543210' }));

    await store.dispatch(api.endpoints.getKccApplication.initiate({ userId: 'u-7' })).unwrap();

    const [request] = server.requestsTo('GET /api/loan/kcc-application');
    expect(request?.headers.authorization).toBe('Bearer secret-token');
    expect(request?.query.get('userId')).toBe('u-7');
  });

  it('asks for the own application without a userId', async () => {
    server.answer('GET /api/loan/kcc-application', { body: {} });
    const store = newStore();
    await store.dispatch(api.endpoints.getKccApplication.initiate()).unwrap();
    expect(server.requestsTo('GET /api/loan/kcc-application')[0]?.query.has('userId')).toBe(false);
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

  it('patches another user\'s application with the userId in the query', async () => {
    server.answer('PATCH /api/loan/application', { body: { data: { id: 'a-1' } } });
    const store = newStore();
    store.dispatch(signedIn({ token: 't', role: 'banker', phone: '9876543210' }));

    await store
      .dispatch(api.endpoints.patchApplication.initiate({ userId: 'u 1', body: { bankDetails: { branchName: 'X' } } }))
      .unwrap();

    const [request] = server.requestsTo('PATCH /api/loan/application');
    expect(request?.query.get('userId')).toBe('u 1');
    expect(request?.json()).toEqual({ bankDetails: { branchName: 'X' } });
  });

  it('lists applications with the spec\'s bare call, or a dashboard group and page', async () => {
    server.answer('GET /api/sheet/kcc-applications', { body: { data: [], total: 0 } });
    const store = newStore();
    store.dispatch(signedIn({ token: 't', role: 'lawyer', phone: '9876543210' }));

    await store.dispatch(api.endpoints.listApplications.initiate()).unwrap();
    await store.dispatch(api.endpoints.listApplications.initiate({ group: 'incoming', page: 2 })).unwrap();

    const [bare, paged] = server.requestsTo('GET /api/sheet/kcc-applications');
    expect([...(bare?.query.keys() ?? [])]).toEqual([]);
    expect(paged?.query.get('group')).toBe('incoming');
    expect(paged?.query.get('page')).toBe('2');
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
