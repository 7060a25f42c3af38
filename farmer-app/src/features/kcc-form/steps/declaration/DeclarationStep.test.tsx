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

describe('step 8, declaration', () => {
  it('summarises the application, shows ten terms and four required declarations', async () => {
    const { user } = await renderKccForm(server, {
      application: savedApplication({ purposeOfLoan: 'Other', purposeOfLoanOther: 'Solar pump' }),
    });
    await openStep(user, 'Declaration');
    const summary = screen.getByRole('region', { name: 'Application Summary' });
    for (const text of [
      'Applicant nameRamesh Kumar',
      'Loan amount₹1,50,000',
      'PurposeSolar pump',
      'Total annual income₹3,00,000',
      'Total assets₹30,30,000',
      'Total liabilities₹1,20,000',
      'Crop entries2',
      'Guarantors0',
    ]) {
      expect(summary).toHaveTextContent(text);
    }
    expect(within(screen.getByRole('list', { name: 'Terms and Conditions' })).getAllByRole('listitem')).toHaveLength(
      10,
    );
    for (const label of [
      /I have read and accept the terms/,
      /information given in this application is true/,
      /documents I have uploaded are genuine/,
      /bank may use and verify my data/,
    ]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText(/^Business type/)).toBeRequired();
    expect(screen.getByLabelText(/^Insurance coverage/)).not.toBeRequired();
    expect(screen.queryByLabelText(/^Other source of irrigation/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Source of irrigation/), 'Other');
    expect(screen.getByLabelText(/^Other source of irrigation/)).toBeRequired();
  });

  it('says Not provided for a missing name and purpose, and asks for the declarations', async () => {
    const { user } = await renderKccForm(server);
    await openStep(user, 'Declaration');
    const summary = screen.getByRole('region', { name: 'Application Summary' });
    expect(summary).toHaveTextContent('Applicant nameNot provided');
    await user.click(screen.getByRole('button', { name: 'Submit KCC Application' }));
    // Earlier steps need attention first.
    await screen.findByRole('heading', { level: 2, name: 'Personal Details' });
    await openStep(user, 'Declaration');
    expect(screen.getByText('Please accept the terms and conditions')).toBeInTheDocument();
    expect(screen.getByText('Please give your consent to the use of your data')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/I have read and accept the terms/));
    expect(screen.queryByText('Please accept the terms and conditions')).not.toBeInTheDocument();
  });
});
