import { screen, within } from '@testing-library/react';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { applicationUnderReview, renderLawyerApp } from '../../testing/renderLawyerApp';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

describe('View All Data', () => {
  it('shows the whole application read only, with the numbers masked as the server sent them', async () => {
    server.answer('GET /api/loan/kcc-application', {
      body: {
        data: applicationUnderReview({
          status: 'banker',
          documents: { aadharCopy: '/api/file/a', searchReport: '/api/file/s' },
          workflow: {
            completeLegalReview: {
              at: '2026-11-25T06:00:00.000Z',
              byUserId: 'l-1',
              verdict: 'issuesFound',
              remarks: 'Mutation pending',
            },
          },
        }),
      },
    });
    const { view } = renderLawyerApp(server, '/lawyer-dashboard/application/u-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Application Details' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Personal Details' });
    expect(server.requestsTo('GET /api/loan/kcc-application')[0]!.query.get('userId')).toBe('u-1');

    expect(screen.getByText(/Application ID/)).toHaveTextContent('Application ID: ramesh-kumar-9876543210');
    expect(screen.getByText('Banker Review')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Personal Details' })).toHaveTextContent('Applicant nameRamesh Kumar');
    expect(screen.getByRole('region', { name: 'Personal Details' })).toHaveTextContent('PIN Code261001');
    expect(screen.getByRole('region', { name: 'ID Information' })).toHaveTextContent('Aadhar numberXXXX XXXX 0123');
    expect(screen.getByRole('region', { name: 'ID Information' })).toHaveTextContent('PAN numberXXXXXX234F');
    expect(screen.getByRole('region', { name: 'Bank Account Details' })).toHaveTextContent(
      'Bank account numberXXXXXXX7890',
    );
    expect(screen.getByRole('region', { name: 'Loan Details' })).toHaveTextContent('Loan amount₹1,50,000');
    expect(screen.getByRole('region', { name: 'Income Details' })).toHaveTextContent('Total Annual Income₹3,00,000');
    const land = screen.getByRole('region', { name: 'Land Details' });
    expect(land).toHaveTextContent('Land area3 acres');
    expect(land).toHaveTextContent('Crop 2Paddy · Kharif · 2.47 acres · Moderate');
    expect(screen.getByRole('region', { name: 'Liabilities' })).toHaveTextContent('Other Bank: ₹1,20,000');
    expect(screen.getByRole('region', { name: 'Credit Assessment' })).toHaveTextContent('Business typeCrop Farming');
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('button', { name: 'Preview Search Report' })).toBeInTheDocument();
    // Identity and bank documents are not the legal review's: the server answers 404 to a lawyer.
    expect(within(documents).queryByRole('button', { name: 'Preview Aadhar Card' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Legal Review' })).toHaveTextContent(
      'VerdictIssues foundRemarksMutation pendingCompleted on25 Nov 2026',
    );

    // Read only: nothing to type into (the page's language is a choice of the reader's), nothing to save.
    expect(view.container.querySelectorAll('input, select:not([aria-label="Language"]), textarea')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  });

  it('says so when the application cannot be fetched', async () => {
    server.answer('GET /api/loan/kcc-application', {
      status: 404,
      body: { error: 'No application', code: 'applicationNotFound' },
    });
    renderLawyerApp(server, '/lawyer-dashboard/application/u-9');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch application details');
    expect(screen.getByRole('button', { name: 'Back to Dashboard' })).toBeInTheDocument();
  });
});
