import { screen, within } from '@testing-library/react';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { openStep, renderKccForm, savedApplication } from './testing/renderKccForm';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
beforeEach(() => localStorage.clear());
afterEach(() => server.reset());
afterAll(() => server.close());

describe('/kcc-form', () => {
  it('without a saved application starts empty at step 1, as a new application', async () => {
    const { user } = await renderKccForm(server);
    expect(screen.getByRole('heading', { level: 1, name: 'KCC Application Form' })).toBeInTheDocument();
    expect(screen.getByText('Complete all steps to submit your Kisan Credit Card application')).toBeInTheDocument();
    // A 404 is silently ignored (docs/requirements.md#r8-errors).
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.requestsTo('GET /api/loan/application')[0]!.headers.authorization).toBe('Bearer farmer-token');
    expect(screen.getByText('1 of 8')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute(
      'aria-valuetext',
      '1 of 8: Document Upload',
    );
    expect(screen.queryByRole('button', { name: 'Go Back' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();

    await openStep(user, 'Declaration');
    expect(screen.getByRole('button', { name: 'Submit KCC Application' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it('shows numbered, titled steps that say which are done, and opens one when it is pressed', async () => {
    const { user } = await renderKccForm(server);
    const indicator = screen.getByRole('navigation', { name: 'Application steps', hidden: true });
    const steps = within(indicator).getAllByRole('button', { hidden: true });
    expect(steps).toHaveLength(8);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await openStep(user, 'Land & Crops');
    expect(steps[4]).toHaveAttribute('aria-current', 'step');
    expect(steps[3]).toHaveTextContent('(completed)');
    expect(steps[5]).toHaveTextContent('(not started)');
    expect(screen.getByText('5 of 8')).toBeInTheDocument();
  });

  it('merges a saved application over the defaults and is in update mode', async () => {
    const { user } = await renderKccForm(server, {
      application: savedApplication({
        status: 'farmerSubmitted',
        purposeOfLoan: 'Beekeeping boxes',
        guarantorDetails: [{ name: 'Mahesh Singh' } as never],
      }),
    });
    await openStep(user, 'Financial Details');
    // A purpose outside the list shows as Other with its text (docs/requirements.md#r4-on-load).
    expect(screen.getByLabelText(/^Purpose of loan/)).toHaveValue('Other');
    expect(screen.getByLabelText(/^Other purpose of loan/)).toHaveValue('Beekeeping boxes');
    await openStep(user, 'Guarantor Details');
    expect(screen.getByLabelText('I have a guarantor')).toBeChecked();
    expect(screen.getByLabelText(/^Guarantor name/)).toHaveValue('Mahesh Singh');
    await openStep(user, 'Declaration');
    expect(screen.getByRole('button', { name: 'Update Application' })).toBeInTheDocument();
  });

  it('says why the application could not be fetched, and still opens the form', async () => {
    await renderKccForm(server, {
      loadFailure: { status: 500, body: { error: 'Database unavailable', code: 'internal' } },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching application: Database unavailable');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('after submission shows where the application is, in plain words', async () => {
    await renderKccForm(server, {
      application: savedApplication({ status: 'lawyer' }),
      history: [
        { at: '2026-11-01T10:00:00.000Z', action: 'submitted', fromStatus: 'formFill', status: 'farmerSubmitted' },
        {
          at: '2026-11-03T10:00:00.000Z',
          action: 'sentForLegalReview',
          fromStatus: 'farmerSubmitted',
          status: 'lawyer',
        },
      ],
    });
    const timeline = await screen.findByRole('region', { name: 'Where is my application?' });
    // Each status reached, with its date; what the current one means, in plain words.
    await within(timeline).findByText('1 Nov 2026');
    expect(timeline).toHaveTextContent('Submitted1 Nov 2026');
    expect(
      within(timeline)
        .getByText(/Legal Review/)
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');
    expect(timeline).toHaveTextContent('A lawyer is checking your land records.');
    expect(timeline).toHaveTextContent('Disbursed');
    // Past the first group the farmer can no longer change it, and is told so at once.
    expect(screen.getByText('Your application is in "Legal Review" and can no longer be changed.')).toBeInTheDocument();
  });
});
