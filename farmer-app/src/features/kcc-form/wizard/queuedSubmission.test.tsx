import { act, screen } from '@testing-library/react';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import type { KccApplication } from '@kisan-credit/shared-api/contract/application';
import { applicationForForm } from '@kisan-credit/shared-api/contract/application/formLoad';
import { offlineCopyKey, writeOfflineCopy } from '../offline-copy/offlineCopy';
import { queuedSaveKey, readQueuedSave, writeQueuedSave } from '../offline-saves/queuedSave';
import { FARMER_PHONE, openStep, renderKccForm, savedApplication, stepLoaded } from '../testing/renderKccForm';

// Submit and Update Application pressed with no network (docs/requirements.md#r10-offline): queued on the
// phone, sent once when the network returns, with the version check of the queued saves.

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  server.reset();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

const WAITING_TO_SUBMIT =
  'Waiting for the network to submit. Your application is kept on this phone and will be submitted when the network returns.';
const WAITING_TO_UPDATE =
  'Waiting for the network to send your update. Your changes are kept on this phone and will be sent to the bank when the network returns.';
const SUBMITTED = 'Application Submitted Successfully!';

/**
 * No network: the browser says so, and reading the saved application gets no answer (each test drops the
 * writes it presses itself).
 */
function goOffline(saved: KccApplication) {
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  server.answer('GET /api/loan/application', { drop: true });
  act(() => void window.dispatchEvent(new Event('offline')));
  return {
    /**
     * The network returns: the saved application reads as `saved` again, or as `latest` (changed meanwhile),
     * and the browser says so twice (the online event, then Background Sync's wake-up).
     */
    back: async (latest?: Parameters<ScriptedApiServer['answer']>[1]) => {
      server.answer('GET /api/loan/application', latest ?? { body: { data: saved } });
      onLine.mockReturnValue(true);
      await act(async () => {
        window.dispatchEvent(new Event('online'));
        window.dispatchEvent(new Event('online'));
      });
    },
  };
}

/** Every value kept in this browser's localStorage, as one string. */
function everythingStored(): string {
  return Object.keys(localStorage)
    .map((key) => `${key}=${localStorage.getItem(key)}`)
    .join('\n');
}

/** Opens the Declaration step and presses its button, with no answer coming back. */
async function pressOffline(
  user: Awaited<ReturnType<typeof renderKccForm>>['user'],
  button: string,
  saved: KccApplication,
) {
  await openStep(user, 'Declaration');
  const network = goOffline(saved);
  await user.click(screen.getByRole('button', { name: button }));
  expect(
    await screen.findByText(button === 'Update Application' ? WAITING_TO_UPDATE : WAITING_TO_SUBMIT),
  ).toBeVisible();
  return network;
}

describe('Submit pressed with no network', () => {
  it('is kept as queued (never the numbers), says it waits for the network, and is sent once when it returns', async () => {
    server.answer('POST /api/loan/application', { drop: true });
    const application = savedApplication({ version: 3 });
    const { user } = await renderKccForm(server, { application });
    const network = await pressOffline(user, 'Submit KCC Application', application);

    // Not submitted yet: no success screen, and the phone keeps the fact and the version, not the numbers.
    expect(screen.queryByRole('heading', { name: SUBMITTED })).not.toBeInTheDocument();
    expect(readQueuedSave(localStorage, FARMER_PHONE)).toMatchObject({ kind: 'submit', baseVersion: 3 });
    const stored = everythingStored();
    for (const number of ['234567890124', 'ABCPK1234F', '31234567890']) expect(stored).not.toContain(number);
    expect(server.requestsTo('POST /api/loan/application')).toHaveLength(1);

    server.answer('POST /api/loan/application', {
      status: 201,
      body: { data: savedApplication({ status: 'farmerSubmitted', version: 4 }) },
    });
    await network.back();
    expect(await screen.findByRole('heading', { name: SUBMITTED })).toBeInTheDocument();
    const posts = server.requestsTo('POST /api/loan/application');
    expect(posts).toHaveLength(2);
    // On the version it was made on, with the numbers the screen held.
    expect(posts[1]!.headers['if-match']).toBe('"3"');
    expect(posts[1]!.json()).toMatchObject({ aadharNo: '234567890124', panNumber: 'ABCPK1234F' });
    expect(readQueuedSave(localStorage, FARMER_PHONE)).toBeUndefined();
    expect(localStorage.getItem(offlineCopyKey(FARMER_PHONE))).toBeNull();

    // The browser saying again that the network is back sends nothing more.
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(server.requestsTo('POST /api/loan/application')).toHaveLength(2);
  }, 20_000);

  it('that the server received before the network went is not sent again', async () => {
    // The submission reaches the server; its answer is lost on the way back.
    server.answer('POST /api/loan/application', { drop: true });
    const application = savedApplication({ version: 3 });
    const { user } = await renderKccForm(server, { application });
    const network = await pressOffline(user, 'Submit KCC Application', application);

    await network.back({ body: { data: savedApplication({ status: 'farmerSubmitted', version: 4 }) } });
    expect(await screen.findByRole('heading', { name: SUBMITTED })).toBeInTheDocument();
    expect(server.requestsTo('POST /api/loan/application')).toHaveLength(1);
    expect(readQueuedSave(localStorage, FARMER_PHONE)).toBeUndefined();
  }, 20_000);

  it('refused by the server when finally sent shows the server’s reasons on the form', async () => {
    server.answer('POST /api/loan/application', { drop: true });
    const application = savedApplication({ version: 3 });
    const { user } = await renderKccForm(server, { application });
    const network = await pressOffline(user, 'Submit KCC Application', application);

    server.answer('POST /api/loan/application', {
      status: 400,
      body: {
        error: 'Please check the marked fields',
        code: 'validation',
        issues: [{ path: 'panNumber', message: 'PAN number is not valid' }],
      },
    });
    await network.back();
    await screen.findByRole('heading', { level: 2, name: 'Personal Details' });
    await stepLoaded();
    expect(screen.getByRole('alert')).toHaveTextContent('Error submitting form: Please check the marked fields');
    expect(screen.getByLabelText(/^PAN number/)).toHaveAccessibleDescription('PAN number is not valid');
    // Done with: the farmer corrects and submits again; nothing says it is still waiting.
    expect(screen.queryByText(WAITING_TO_SUBMIT)).not.toBeInTheDocument();
    expect(readQueuedSave(localStorage, FARMER_PHONE)).toBeUndefined();
    expect(screen.queryByRole('heading', { name: SUBMITTED })).not.toBeInTheDocument();
  }, 20_000);

  it('takes the place of a draft save queued before it, on that save’s version', async () => {
    server.answer('PUT /api/loan/save-draft', { drop: true });
    server.answer('POST /api/loan/application', { drop: true });
    const application = savedApplication({ version: 3 });
    const { user } = await renderKccForm(server, { application });
    await openStep(user, 'Declaration');
    const network = goOffline(application);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(
      await screen.findByText(
        'You are offline. Your changes are kept on this phone and will be sent when the network returns.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit KCC Application' }));
    expect(await screen.findByText(WAITING_TO_SUBMIT)).toBeInTheDocument();
    expect(readQueuedSave(localStorage, FARMER_PHONE)).toMatchObject({ kind: 'submit', baseVersion: 3 });

    server.answer('POST /api/loan/application', {
      status: 201,
      body: { data: savedApplication({ status: 'farmerSubmitted', version: 4 }) },
    });
    await network.back();
    expect(await screen.findByRole('heading', { name: SUBMITTED })).toBeInTheDocument();
    // The draft save was not sent on its own: the submission carried the same form.
    expect(server.requestsTo('PUT /api/loan/save-draft')).toHaveLength(1);
    // Pressed on top of a queued save, the submission went into the queue at once: sent once, on version 3.
    const posts = server.requestsTo('POST /api/loan/application');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers['if-match']).toBe('"3"');
  }, 20_000);

  it('on the next visit is submitted from the copy on the phone without asking, numbers as saved', async () => {
    const application = savedApplication({ version: 3 });
    writeOfflineCopy(localStorage, FARMER_PHONE, {
      form: { ...applicationForForm(application).form, address: 'Village Rampur, Lucknow' },
      guarantorsApply: false,
      step: 8,
      savedAt: Date.now(),
      version: 3,
      unsaved: true,
    });
    writeQueuedSave(localStorage, FARMER_PHONE, { kind: 'submit', baseVersion: 3, queuedAt: 1 });
    server.answer('POST /api/loan/application', {
      status: 201,
      body: { data: savedApplication({ status: 'farmerSubmitted', version: 4 }) },
    });
    server.answer('GET /api/loan/application', { body: { data: application } });
    await renderKccForm(server, { application }).catch(() => undefined);
    expect(await screen.findByRole('heading', { name: SUBMITTED })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore my changes' })).not.toBeInTheDocument();
    const [post] = server.requestsTo('POST /api/loan/application');
    expect(post!.headers['if-match']).toBe('"3"');
    expect(post!.json()).toMatchObject({ address: 'Village Rampur, Lucknow', aadharNo: '234567890124' });
    expect(localStorage.getItem(queuedSaveKey(FARMER_PHONE))).toBeNull();
  }, 20_000);
});

describe('Update Application pressed with no network', () => {
  const submitted = (fields = {}) => savedApplication({ status: 'farmerSubmitted', version: 3, ...fields });

  it('is queued as an update and sent once, with PUT on its version, when the network returns', async () => {
    server.answer('PUT /api/loan/application', { drop: true });
    const { user } = await renderKccForm(server, { application: submitted() });
    const saved = submitted();
    const network = await pressOffline(user, 'Update Application', saved);
    expect(readQueuedSave(localStorage, FARMER_PHONE)).toMatchObject({ kind: 'update', baseVersion: 3 });
    expect(screen.queryByText('Application updated successfully!')).not.toBeInTheDocument();

    server.answer('PUT /api/loan/application', { body: { data: submitted({ version: 4 }) } });
    await network.back();
    expect(await screen.findByText('Application updated successfully!')).toBeInTheDocument();
    const puts = server.requestsTo('PUT /api/loan/application');
    expect(puts).toHaveLength(2);
    expect(puts[1]!.headers['if-match']).toBe('"3"');
  }, 20_000);

  it('changed meanwhile from another device: nothing is sent, and the farmer reads which fields differ', async () => {
    server.answer('PUT /api/loan/application', { drop: true });
    const { user } = await renderKccForm(server, { application: submitted() });
    const saved = submitted();
    const network = await pressOffline(user, 'Update Application', saved);

    await network.back({ body: { data: submitted({ version: 4, address: 'Village Sitapur' }) } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your application was changed from another device while you were offline, so your update was not sent. Different now: Address.',
    );
    expect(server.requestsTo('PUT /api/loan/application')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Load the latest saved application' })).toBeInTheDocument();
    expect(screen.queryByText(WAITING_TO_UPDATE)).not.toBeInTheDocument();
    expect(readQueuedSave(localStorage, FARMER_PHONE)).toBeUndefined();
  }, 20_000);

  it('answered 409 when sent says the same, naming what differs', async () => {
    server.answer('PUT /api/loan/application', { drop: true });
    const { user } = await renderKccForm(server, { application: submitted() });
    const saved = submitted();
    await openStep(user, 'Financial Details');
    const amount = screen.getByLabelText(/^Loan amount/);
    await user.clear(amount);
    await user.type(amount, '175000');
    const network = await pressOffline(user, 'Update Application', saved);

    // Unchanged when read, changed before the update arrives.
    server.answer('PUT /api/loan/application', {
      status: 409,
      body: { error: 'This application was changed by someone else.', code: 'staleApplication' },
    });
    let reads = 0;
    await network.back(() => {
      reads += 1;
      return { body: { data: reads === 1 ? submitted() : submitted({ version: 4 }) } };
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('so your update was not sent. Different now: Loan amount');
    expect(server.requestsTo('PUT /api/loan/application')).toHaveLength(2);
    expect(readQueuedSave(localStorage, FARMER_PHONE)).toBeUndefined();
  }, 20_000);
});
