import { screen, within } from '@testing-library/react';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { openStep, renderKccForm, savedApplication } from '../../testing/renderKccForm';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
beforeEach(() => localStorage.clear());
afterEach(() => server.reset());
afterAll(() => server.close());

describe('step 6, liabilities', () => {
  it('keeps loans in three groups with their totals; entries after the first can be removed', async () => {
    const { user } = await renderKccForm(server, { application: savedApplication() });
    await openStep(user, 'Liability Details');
    const ourBranch = screen.getByRole('region', { name: 'Our Branch' });
    expect(ourBranch).toHaveTextContent('No loans added in this group.');
    await user.click(within(ourBranch).getByRole('button', { name: '+ Add Liability' }));
    await user.click(within(ourBranch).getByRole('button', { name: '+ Add Liability' }));
    const [first, second] = within(ourBranch).getAllByRole('group');
    expect(within(first!).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await user.type(within(first!).getByLabelText('Outstanding amount'), '50000');
    await user.type(within(first!).getByLabelText('EMI per year'), '12000');
    await user.type(within(second!).getByLabelText('Outstanding amount'), '25000');
    await user.type(within(second!).getByLabelText('Overdue amount'), '5000');
    expect(ourBranch).toHaveTextContent('Total outstanding₹75,000');
    expect(ourBranch).toHaveTextContent('Total EMI per year₹12,000');
    expect(ourBranch).toHaveTextContent('Total overdue₹5,000');
    // The saved application owes ₹1,20,000 to another bank.
    expect(screen.getByText('Total Liabilities').nextSibling).toHaveTextContent('₹1,95,000');
    await user.click(within(second!).getByRole('button', { name: 'Remove Our Branch: Loan 2' }));
    expect(ourBranch).toHaveTextContent('Total outstanding₹50,000');
  });
});
