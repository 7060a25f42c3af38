import { connectApi } from '@kisan-credit/shared-api/client/connectApi';
import { signedIn } from '@kisan-credit/shared-api/client/session';
import { createSessionStore } from '@kisan-credit/shared-api/client/sessionStore';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

describe('connectApi', () => {
  it('lets the very first query of a session-only store reach the server', async () => {
    server.answer('GET /api/loan/application', { body: { data: { _id: 'app-1', userId: 'u-1' } } });
    const store = createSessionStore({ apiBaseUrl: server.apiBaseUrl });
    store.dispatch(signedIn({ token: 'tok', role: 'user', phone: '9876543210' }));
    expect(store.getState()).not.toHaveProperty('api');

    const api = connectApi(store);
    const answer = await store.dispatch(api.endpoints.getMyApplication.initiate());

    expect(answer.data).toEqual({ _id: 'app-1', userId: 'u-1' });
    expect(server.requestsTo('GET /api/loan/application')).toHaveLength(1);
  });

  it('joins the api once, however often it is asked', async () => {
    server.answer('GET /api/loan/application', { body: { data: { _id: 'app-1' } } });
    const store = createSessionStore({ apiBaseUrl: server.apiBaseUrl });
    const api = connectApi(store);
    await store.dispatch(api.endpoints.getMyApplication.initiate());
    expect(connectApi(store)).toBe(api);
    expect(api.endpoints.getMyApplication.select()(store.getState() as never).data).toEqual({ _id: 'app-1' });
  });
});
