import { screen, within } from '@testing-library/react';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { openStep, renderKccForm } from '../../testing/renderKccForm';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
beforeEach(() => localStorage.clear());
afterEach(() => server.reset());
afterAll(() => server.close());

describe('step 3, financial details', () => {
  it('writes the loan amount in words, totals the income and works out the loan-to-income ratio', async () => {
    const { user } = await renderKccForm(server);
    await openStep(user, 'Financial Details');
    const summary = screen.getByRole('region', { name: 'Financial Summary' });
    expect(summary).toHaveTextContent('Loan to Income RatioNot calculated');

    await user.type(screen.getByLabelText(/^Loan amount/), '150000');
    expect(screen.getByText('Amount in words: One Lakh Fifty Thousand Rupees Only')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Income from agriculture/), '240000');
    await user.type(screen.getByLabelText(/^Income from other sources/), '60000');
    expect(screen.getByRole('region', { name: 'Annual Income' })).toHaveTextContent('Total Annual Income₹3,00,000');
    expect(summary).toHaveTextContent('Loan amount₹1,50,000');
    expect(summary).toHaveTextContent('Loan to Income Ratio50.0%');
  });

  it('asks for the other purpose only when Other is chosen, and keeps IFSC in capitals within 11 characters', async () => {
    const { user } = await renderKccForm(server);
    await openStep(user, 'Financial Details');
    const loan = screen.getByRole('region', { name: 'Loan Details' });
    expect(within(loan).queryByLabelText(/^Other purpose of loan/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Purpose of loan/), 'Other');
    expect(screen.getByLabelText(/^Other purpose of loan/)).toBeRequired();
    await user.type(screen.getByLabelText(/^IFSC code/), 'sbin0001234x');
    expect(screen.getByLabelText(/^IFSC code/)).toHaveValue('SBIN0001234');
    expect(screen.getByLabelText(/^Purpose of loan/)).toHaveDisplayValue('Other');
  });
});
