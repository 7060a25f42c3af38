import type { Browser, Page } from 'playwright-core';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { portalApi, type PortalApi } from './support/api';
import { launchChromium } from './support/browser';
import { startPortal, type Portal } from './support/portal';
import { DEMO_ADMIN, DEMO_BANKER, DEMO_CHECKER, DEMO_LAWYER, signInThroughLanding } from './support/signIn';

// docs/requirements.md#r10-organisation: two branches side by side. The admin adds a second branch with its banker and a second lawyer
// on the demo branch's panel; a farmer's application goes to the demo branch; its maker assigns a lawyer,
// the assigned lawyer reviews it, the maker recommends, the checker sanctions and disburses. The other
// branch's banker and the unassigned lawyer see none of it.

let portal: Portal;
let browser: Browser;
let api: PortalApi;
const KANPUR_BANKER = '9000000005';
const SECOND_LAWYER = '9000000006';
const UNNAO_WEST_BANKER = '9000000007';

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal({ OTP_SENDS_PER_IP_PER_HOUR: '100' }), launchChromium()]);
  api = portalApi(portal);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

/** Each person signs in once in this file (a second OTP within a minute is refused): their token, kept. */
const tokens = new Map<string, string>();
async function tokenOf(phone: string): Promise<string> {
  if (!tokens.has(phone)) tokens.set(phone, await api.signIn(phone));
  return tokens.get(phone)!;
}
const tokenOfPage = async (page: Page) => String(await page.evaluate(() => localStorage.getItem('authToken')));

async function signedInPage(phone: string, home: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signInThroughLanding(page, portal, phone);
  await page.waitForURL(`${portal.url}${home}`);
  return page;
}

async function takeStep(
  page: Page,
  step: string,
  badge: string,
  fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: step }).click();
  const dialog = page.getByRole('dialog', { name: step });
  if (fill) await fill(dialog);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(badge, { exact: true }).first().waitFor();
}

test('each person sees what their job needs, and no one sanctions and disburses alone', async () => {
  // The admin: a second branch, its banker, and a second lawyer on the demo branch's panel.
  const admin = await signedInPage(DEMO_ADMIN, '/staff-admin');
  await admin.getByRole('heading', { name: 'Staff Administration' }).waitFor();
  const addBranch = admin.getByRole('form', { name: 'Add branch' });
  await addBranch.getByLabel('IFSC').fill('SBIN0005678');
  await addBranch.getByLabel('Branch name').fill('Kanpur Main');
  await addBranch.getByLabel('PIN codes served').fill('208001, 208002');
  await addBranch.getByRole('button', { name: 'Add branch' }).click();
  await admin.getByRole('table', { name: 'Branches' }).getByText('Kanpur Main').waitFor();
  const addStaff = admin.getByRole('form', { name: 'Add staff member' });
  for (const [name, phone, role, branches] of [
    ['Farah Khan', KANPUR_BANKER, 'banker', 'SBIN0005678'],
    ['Kavita Rao', SECOND_LAWYER, 'lawyer', 'KCCB0000001'],
  ] as const) {
    await addStaff.getByLabel('Name').fill(name);
    await addStaff.getByLabel('Mobile number').fill(phone);
    await addStaff.getByLabel('Role').selectOption(role);
    await addStaff.getByLabel('Branch or panel (IFSC, comma separated)').fill(branches);
    await addStaff.getByRole('button', { name: 'Add staff member' }).click();
    await admin.getByRole('table', { name: 'Staff' }).getByText(name).waitFor();
  }
  tokens.set(DEMO_ADMIN, await tokenOfPage(admin));
  await admin.context().close();

  // A farmer near Sitapur submits: the demo branch (every PIN) takes it, not Kanpur.
  const farmerToken = await api.signIn('9840000001');
  const submitted = await api.call('POST', '/loan/application', farmerToken, {
    ...exampleCompleteApplication(),
    applicantName: 'Meena Kumari',
  });
  expect(submitted.status).toBe(201);
  const userId = String((submitted.body.data as { userId: string }).userId);
  const kanpurToken = await tokenOf(KANPUR_BANKER);
  const secondLawyerToken = await api.signIn(SECOND_LAWYER);
  const outsiders = async () => ({
    kanpurRead: (await api.call('GET', `/loan/kcc-application?userId=${userId}`, kanpurToken)).status,
    kanpurList: (await api.call('GET', '/sheet/kcc-applications', kanpurToken)).body.total,
    lawyerRead: (await api.call('GET', `/loan/kcc-application?userId=${userId}`, secondLawyerToken)).status,
    lawyerList: (await api.call('GET', '/sheet/kcc-applications', secondLawyerToken)).body.total,
  });
  expect(await outsiders()).toEqual({ kanpurRead: 404, kanpurList: 0, lawyerRead: 404, lawyerList: 0 });

  // The maker assigns the demo lawyer from the branch panel, in the browser.
  const maker = await signedInPage(DEMO_BANKER, '/banker-dashboard');
  await maker.goto(`${portal.url}/application-preview/${userId}`);
  await maker.getByRole('heading', { level: 2, name: 'Meena Kumari' }).waitFor();
  await takeStep(maker, 'Assign lawyer', 'Legal Review', async (dialog) => {
    const picker = dialog.getByLabel('Choose a lawyer from the branch panel');
    // The panel arrives after the dialog opens, as the officer sees it fill in.
    await picker.locator('option', { hasText: 'Suresh Iyer' }).waitFor({ state: 'attached' });
    expect(await picker.locator('option').allTextContents()).toEqual([
      'Choose a lawyer from the branch panel',
      'Kavita Rao (0 open cases)',
      'Suresh Iyer (0 open cases)',
    ]);
    await picker.selectOption({ label: 'Suresh Iyer (0 open cases)' });
  });

  // Only the assigned lawyer has the case; they clear the title (their screens: lawyerReview.test.ts).
  const lawyerToken = await api.signIn(DEMO_LAWYER);
  expect((await api.call('GET', '/sheet/kcc-applications', lawyerToken)).body.total).toBe(1);
  expect(await outsiders()).toEqual({ kanpurRead: 404, kanpurList: 0, lawyerRead: 404, lawyerList: 0 });
  const review = await api.call('POST', `/loan/application/actions?userId=${userId}`, lawyerToken, {
    action: 'completeLegalReview',
    verdict: 'clearTitle',
    remarks: 'Khatauni agrees with the application.',
  });
  expect(review.status).toBe(200);

  // The maker records the sanction and recommends; the decision is then locked.
  const makerToken = await tokenOfPage(maker);
  tokens.set(DEMO_BANKER, makerToken);
  const sanction = await api.call('PATCH', `/loan/application?userId=${userId}`, makerToken, {
    bankDetails: { loanAmountSanctioned: 250000, sanctionAboveLimitReason: 'Fixed deposit offered as collateral' },
  });
  expect(sanction.status).toBe(200);
  await maker.reload();
  await maker.getByRole('heading', { level: 2, name: 'Meena Kumari' }).waitFor();
  await takeStep(maker, 'Approve', 'Banker Approval');
  const locked = await api.call('PATCH', `/loan/application?userId=${userId}`, makerToken, {
    bankDetails: { loanAmountSanctioned: 1 },
  });
  expect(locked).toMatchObject({ status: 409, body: { code: 'applicationDecided' } });
  await maker.context().close();

  // The checker, within their limit, gives the final approval and records the disbursement.
  const checker = await signedInPage(DEMO_CHECKER, '/banker-dashboard');
  await checker.goto(`${portal.url}/application-preview/${userId}`);
  await checker.getByRole('heading', { level: 2, name: 'Meena Kumari' }).waitFor();
  await takeStep(checker, 'Give final approval', 'Final Approval');
  await takeStep(checker, 'Record disbursement', 'Disbursed', async (dialog) => {
    await dialog.getByLabel('Disbursement amount (₹)').fill('250000');
    await dialog.getByLabel('Disbursement date').fill('2026-11-25');
  });
  const timeline = checker.getByRole('list', { name: 'Application Timeline' });
  await timeline.getByText('Loan disbursed — Rajesh Gupta (banker, KCCB0000001)').waitFor();
  await timeline.getByText('Approved by the bank — Anita Verma (banker, KCCB0000001)').waitFor();
  await timeline.getByText('Lawyer assigned — Anita Verma (banker, KCCB0000001)').waitFor();
  // The field changes on demand: the sanction as it was recorded.
  const sanctioned = timeline.getByRole('listitem').filter({ hasText: 'Bank details updated' });
  await sanctioned.getByRole('button', { name: 'Show changes' }).click();
  await sanctioned.getByText('bankDetails.loanAmountSanctioned').waitFor();
  expect(await sanctioned.textContent()).toContain('→ 250000');
  await checker.context().close();

  expect(await outsiders()).toEqual({ kanpurRead: 404, kanpurList: 0, lawyerRead: 404, lawyerList: 0 });
});

test('a farmer whose PIN code two branches serve picks one, and the application lands in that branch', async () => {
  const adminToken = await tokenOf(DEMO_ADMIN);
  for (const [ifsc, name] of [
    ['SBIN0007001', 'Unnao East'],
    ['SBIN0007002', 'Unnao West'],
  ]) {
    const added = await api.call('POST', '/admin/branches', adminToken, { ifsc, name, pins: ['209801'] });
    expect(added.status).toBeLessThan(300);
  }
  const banker = await api.call('POST', '/admin/staff', adminToken, {
    phone: UNNAO_WEST_BANKER,
    name: 'Arjun Mehta',
    role: 'banker',
    branches: ['SBIN0007002'],
  });
  expect(banker.status).toBeLessThan(300);

  // A complete draft with the PIN both serve (the wizard's own roads: farmerWizard and farmerSideRoads).
  const farmer = await signedInPage('9840000002', '/kcc-form');
  const farmerToken = await tokenOfPage(farmer);
  const draft = await api.call('PUT', '/loan/save-draft', farmerToken, {
    ...exampleCompleteApplication(),
    applicantName: 'Kamla Devi',
    address: 'Village Bangarmau, District Unnao, Uttar Pradesh',
    pinCode: '209801',
  });
  expect(draft.status).toBe(200);
  await farmer.reload();
  await farmer.getByRole('heading', { level: 2, name: 'Document Upload', exact: true }).waitFor();
  await farmer
    .getByRole('navigation', { name: 'Application steps' })
    .getByRole('button', { name: /Declaration/ })
    .click();
  await farmer.getByRole('heading', { level: 2, name: 'Declaration', exact: true }).waitFor();
  await farmer.getByText('More than one branch of the bank serves PIN code 209801.', { exact: false }).waitFor();
  const choice = farmer.getByLabel(/^Branch/);
  expect(await choice.locator('option').allTextContents()).toEqual([
    'Choose...',
    'Unnao East (SBIN0007001)',
    'Unnao West (SBIN0007002)',
  ]);
  await choice.selectOption({ label: 'Unnao West (SBIN0007002)' });
  await farmer.getByRole('button', { name: 'Submit KCC Application', exact: true }).click();
  await farmer
    .getByRole('heading', { level: 2, name: 'Application Submitted Successfully!', exact: true })
    .waitFor({ timeout: 15_000 });
  await farmer.context().close();

  // In Unnao West's queue, and in no other branch's.
  const listed = async (phone: string) =>
    (
      (await api.call('GET', '/sheet/kcc-applications', await tokenOf(phone))).body.data as {
        applicantName: string;
      }[]
    ).map((row) => row.applicantName);
  expect(await listed(UNNAO_WEST_BANKER)).toEqual(['Kamla Devi']);
  expect(await listed(DEMO_BANKER)).not.toContain('Kamla Devi');
  expect(await listed(KANPUR_BANKER)).not.toContain('Kamla Devi');
}, 120_000);
