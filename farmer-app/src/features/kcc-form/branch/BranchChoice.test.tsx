import { screen } from '@testing-library/react';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { openStep, renderKccForm, savedApplication } from '../testing/renderKccForm';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
beforeEach(() => localStorage.clear());
afterEach(() => server.reset());
afterAll(() => server.close());

const MAIN = { ifsc: 'SBIN0001234', name: 'Lucknow Main' };
const CITY = { ifsc: 'SBIN0001250', name: 'Lucknow City' };

/** The branches serving each PIN, as GET /api/branches/serving answers them. */
function serveBranches(byPin: Record<string, { ifsc: string; name: string }[]>) {
  server.answer('GET /api/branches/serving', (request) => ({
    body: { data: byPin[request.query.get('pin') ?? ''] ?? [] },
  }));
}

function answerSubmission() {
  server.answer('POST /api/loan/application', {
    status: 201,
    body: { data: savedApplication({ status: 'farmerSubmitted', version: 4 }) },
  });
}

const submittedBody = () => server.requestsTo('POST /api/loan/application')[0]!.json() as Record<string, unknown>;

describe('the branch, where several serve the farmer’s PIN code', () => {
  it('asks the farmer to choose on the declaration step, and sends the chosen branch with the submission', async () => {
    serveBranches({ '226001': [MAIN, CITY] });
    answerSubmission();
    const { user } = await renderKccForm(server, {
      application: savedApplication({ status: 'formFill', pinCode: '226001' }),
    });
    await openStep(user, 'Declaration');
    const choice = await screen.findByLabelText(/^Branch/);
    expect(screen.getByText(/More than one branch of the bank serves PIN code 226001/)).toBeInTheDocument();
    expect(choice).toBeRequired();
    expect([...(choice as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'Choose...',
      'Lucknow Main (SBIN0001234)',
      'Lucknow City (SBIN0001250)',
    ]);

    await user.click(screen.getByRole('button', { name: 'Submit KCC Application' }));
    expect(await screen.findByText('Please choose the branch')).toBeInTheDocument();
    expect(choice).toHaveFocus();
    expect(server.requestsTo('POST /api/loan/application')).toHaveLength(0);

    await user.selectOptions(choice, 'SBIN0001250');
    expect(screen.queryByText('Please choose the branch')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit KCC Application' }));
    await screen.findByRole('heading', { name: 'Application Submitted Successfully!' });
    expect(submittedBody()).toMatchObject({ pinCode: '226001', branchIfsc: 'SBIN0001250' });
  }, 15_000);

  it('chooses the only branch without asking, and clears a choice the new PIN code no longer offers', async () => {
    serveBranches({ '226001': [MAIN, CITY], '208001': [{ ifsc: 'SBIN0005678', name: 'Kanpur' }] });
    answerSubmission();
    const { user } = await renderKccForm(server, {
      application: savedApplication({ status: 'formFill', pinCode: '226001', branchIfsc: 'SBIN0001250' }),
    });
    await openStep(user, 'Declaration');
    expect(await screen.findByLabelText(/^Branch/)).toHaveValue('SBIN0001250');

    await openStep(user, 'Personal Details');
    await user.clear(screen.getByLabelText(/^PIN Code/));
    await user.type(screen.getByLabelText(/^PIN Code/), '208001');
    await openStep(user, 'Declaration');
    await screen.findByText('Application Summary');
    expect(screen.queryByLabelText(/^Branch/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit KCC Application' }));
    await screen.findByRole('heading', { name: 'Application Submitted Successfully!' });
    expect(submittedBody()).toMatchObject({ pinCode: '208001', branchIfsc: '' });
  }, 15_000);

  it('shows the server’s refusal of a branch that does not serve the PIN code under the branch', async () => {
    serveBranches({ '226001': [MAIN, CITY] });
    server.answer('POST /api/loan/application', {
      status: 422,
      body: {
        error:
          'The branch you chose does not serve your PIN code. Please choose again from the branches listed for your PIN code.',
        code: 'chosenBranchNotServingPin',
        issues: [{ path: 'branchIfsc', message: 'Please choose the branch' }],
      },
    });
    const { user } = await renderKccForm(server, {
      application: savedApplication({ status: 'formFill', pinCode: '226001', branchIfsc: 'SBIN0001234' }),
    });
    await openStep(user, 'Declaration');
    await screen.findByLabelText(/^Branch/);
    await user.click(screen.getByRole('button', { name: 'Submit KCC Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The branch you chose does not serve your PIN code.');
    expect(screen.getByText('Please choose the branch')).toBeInTheDocument();
  }, 15_000);
});
