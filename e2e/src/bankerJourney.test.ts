import type { KccApplication } from '@kisan-credit/shared-api/contract/application';
import type { Browser, Page } from 'playwright-core';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { portalApi, type PortalApi } from './support/api';
import { launchChromium } from './support/browser';
import { startPortal, type Portal } from './support/portal';
import { DEMO_BANKER, DEMO_CHECKER, DEMO_LAWYER, signInThroughLanding } from './support/signIn';

// docs/requirements.md#r10-banker-desk: the banker's review, sanction and disbursement, in Chromium against the real server. The lawyer's
// part (completing the legal review) goes through the API: lawyerReview.test.ts covers its screens.

let portal: Portal;
let browser: Browser;
let api: PortalApi;
let farmerToken: string;
let lawyerToken: string;
let userId: string;
const FARMER = { name: 'Kavita Sharma', phone: '9820000001' };

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal({ OTP_SENDS_PER_IP_PER_HOUR: '100' }), launchChromium()]);
  api = portalApi(portal);
  farmerToken = await api.signIn(FARMER.phone);
  lawyerToken = await api.signIn(DEMO_LAWYER);
  const submitted = await api.call('POST', '/loan/application', farmerToken, {
    ...exampleCompleteApplication(),
    applicantName: FARMER.name,
  });
  expect(submitted.status).toBe(201);
  userId = String((submitted.body.data as { userId: string }).userId);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

const stored = async (token: string) =>
  (await api.call('GET', `/loan/kcc-application?userId=${userId}`, token)).body.data as KccApplication;

async function openTab(page: Page, tab: string) {
  await page
    .getByRole('navigation', { name: 'Application categories' })
    .getByRole('button', { name: new RegExp(tab) })
    .click();
  await page.getByRole('heading', { level: 2, name: tab }).waitFor();
}

/** Takes one workflow step on the preview, confirming it, and waits for the new status to show. */
async function takeStep(
  page: Page,
  step: string,
  badge: string,
  fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: step }).click();
  const dialog = page.getByRole('dialog', { name: step });
  await dialog.getByText('Are you sure you want to continue?').waitFor();
  if (fill) await fill(dialog);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(badge, { exact: true }).first().waitFor();
}

let bankerToken: string;

test('a banker assigns a lawyer, edits the application, records bank details and approves; a second banker sanctions and disburses', async () => {
  let page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signInThroughLanding(page, portal, DEMO_BANKER);
  await page.waitForURL(`${portal.url}/banker-dashboard`);
  bankerToken = String(await page.evaluate(() => localStorage.getItem('authToken')));

  // The submitted application waits under the first tab.
  await page.getByRole('heading', { level: 2, name: 'Awaiting Lawyer Assignment' }).waitFor();
  await page.getByText('Showing 1-1 of 1 applications').waitFor();
  const row = page.getByRole('row', { name: FARMER.name, exact: true });
  expect(await row.textContent()).toContain('Submitted');
  await page.getByRole('img', { name: 'Applications at a glance' }).waitFor();

  // Send it for legal review from the preview; the timeline says who did it.
  await row.getByRole('button', { name: 'View All Data' }).click();
  await page.waitForURL(`${portal.url}/application-preview/${userId}`);
  await page.getByRole('heading', { level: 2, name: FARMER.name }).waitFor();
  await takeStep(page, 'Assign lawyer', 'Legal Review', async (dialog) => {
    await dialog
      .getByLabel('Choose a lawyer from the branch panel')
      .selectOption({ label: 'Suresh Iyer (0 open cases)' });
  });
  await page
    .getByRole('list', { name: 'Application Timeline' })
    .getByText('Lawyer assigned — Anita Verma (banker, KCCB0000001)')
    .waitFor();
  expect((await stored(bankerToken)).status).toBe('lawyer');

  // The lawyer completes the legal review (API).
  const review = await api.call('POST', `/loan/application/actions?userId=${userId}`, lawyerToken, {
    action: 'completeLegalReview',
    verdict: 'clearTitle',
    remarks: 'Records agree; no encumbrance.',
  });
  expect(review.status).toBe(200);

  // Ready for Banking Review: edit the application's data.
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await openTab(page, 'Ready for Banking Review');
  await page
    .getByRole('row', { name: FARMER.name, exact: true })
    .getByRole('button', { name: 'View All Data' })
    .click();
  await page.getByRole('heading', { level: 2, name: FARMER.name }).waitFor();
  await page.getByLabel('Income from other sources').fill('70000');
  await page.getByText('₹3,10,000').waitFor();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Application updated successfully!').waitFor();
  expect(await page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);
  expect((await stored(bankerToken)).annualIncome).toMatchObject({ fromAgriculture: 240_000, fromOthers: 70_000 });

  // Bank details: the sanction.
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await openTab(page, 'Ready for Banking Review');
  await page
    .getByRole('row', { name: FARMER.name, exact: true })
    .getByRole('button', { name: 'Edit Bank Details' })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Bank Details Management' }).waitFor();
  await page.getByLabel('Branch name').fill('Rampur');
  await page.getByLabel('Loan amount sanctioned').fill('150000');
  await page.getByLabel('Date of sanction').fill('2026-11-20');
  await page.getByLabel('1-year MCLR rate (%)').fill('8.65');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const saved = page.getByRole('dialog', { name: 'Success!' });
  await saved.getByText('Bank details updated successfully!').waitFor();
  await saved.getByRole('button', { name: 'Close' }).click();
  await page.waitForURL(`${portal.url}/banker-dashboard`);
  expect((await stored(bankerToken)).bankDetails).toMatchObject({
    branchName: 'Rampur',
    loanAmountSanctioned: 150_000,
    dateOfSanction: '2026-11-20',
    rateOf1YearMCLR: 8.65,
    financialYear: '2025-26',
    primarySecurities: 'Hypothication of Standing Crop',
  });

  // Approve; the maker may not give the final approval: the demo branch's second banker does.
  await page.goto(`${portal.url}/application-preview/${userId}`);
  await page.getByRole('heading', { level: 2, name: FARMER.name }).waitFor();
  await takeStep(page, 'Approve', 'Banker Approval');
  await page.getByRole('button', { name: 'Give final approval' }).click();
  await page.getByRole('dialog', { name: 'Give final approval' }).getByRole('button', { name: 'Confirm' }).click();
  // Refused: the staff forms' 'Oops!' dialog says why.
  await page
    .getByRole('alertdialog', { name: 'Oops!' })
    .getByText(
      'You recorded the bank details or recommended this loan: a second banker of the branch must take this step.',
    )
    .waitFor();
  await page.context().close();

  page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signInThroughLanding(page, portal, DEMO_CHECKER);
  await page.waitForURL(`${portal.url}/banker-dashboard`);
  await page.goto(`${portal.url}/application-preview/${userId}`);
  await page.getByRole('heading', { level: 2, name: FARMER.name }).waitFor();
  await takeStep(page, 'Give final approval', 'Final Approval');
  await page.getByRole('button', { name: 'Record disbursement' }).click();
  const disbursement = page.getByRole('dialog', { name: 'Record disbursement' });
  await disbursement.getByLabel('Disbursement amount (₹)').fill('200000');
  await disbursement.getByLabel('Disbursement date').fill('2026-11-21');
  await disbursement.getByRole('button', { name: 'Confirm' }).click();
  await disbursement.getByText('The amount cannot be more than the sanctioned amount (₹1,50,000)').waitFor();
  await disbursement.getByRole('button', { name: 'Cancel' }).click();
  await takeStep(page, 'Record disbursement', 'Disbursed', async (dialog) => {
    await dialog.getByLabel('Disbursement amount (₹)').fill('150000');
    await dialog.getByLabel('Disbursement date').fill('2026-11-21');
  });
  await page
    .getByRole('list', { name: 'Application Timeline' })
    .getByText('Loan disbursed — Rajesh Gupta (banker, KCCB0000001)')
    .waitFor();

  // It is under 'Final Approval & Disbursed' now.
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await openTab(page, 'Final Approval & Disbursed');
  await page.getByText('Showing 1-1 of 1 applications').waitFor();
  expect(await page.getByRole('row', { name: FARMER.name, exact: true }).textContent()).toContain('Disbursed');
  expect(await stored(bankerToken)).toMatchObject({
    status: 'disbursed',
    workflow: { recordDisbursement: { amount: 150_000, date: '2026-11-21' } },
  });
  await page.context().close();
});

test('a farmer or a lawyer token is refused (403) by the banker’s calls', async () => {
  const calls = {
    list: ['GET', '/sheet/kcc-applications?group=readyForBankingReview&page=1&pageSize=5', undefined],
    assignLawyer: ['POST', `/loan/application/actions?userId=${userId}`, { action: 'assignLawyer', lawyerId: userId }],
    approve: ['POST', `/loan/application/actions?userId=${userId}`, { action: 'approve' }],
    finalApprove: ['POST', `/loan/application/actions?userId=${userId}`, { action: 'finalApprove' }],
    finalSubmit: ['POST', `/loan/application/actions?userId=${userId}`, { action: 'finalSubmit' }],
    recordDisbursement: [
      'POST',
      `/loan/application/actions?userId=${userId}`,
      { action: 'recordDisbursement', amount: 1, date: '2026-11-21' },
    ],
  } as const;
  const statuses: Record<string, number> = {};
  for (const [who, token] of [
    ['farmer', farmerToken],
    ['lawyer', lawyerToken],
  ] as const) {
    for (const [name, [method, path, body]] of Object.entries(calls)) {
      statuses[`${who} ${name}`] = (await api.call(method, path, token, body)).status;
    }
    // The bank details save: a farmer may not PATCH at all; a lawyer may, but bank details are the bank's.
    statuses[`${who} bankDetails`] = (
      await api.call('PATCH', `/loan/application?userId=${userId}`, token, { bankDetails: { branchName: 'X' } })
    ).status;
  }
  expect(statuses).toEqual(Object.fromEntries(Object.keys(statuses).map((call) => [call, 403])));
  expect(await stored(bankerToken)).toMatchObject({ status: 'disbursed', bankDetails: { branchName: 'Rampur' } });
});
