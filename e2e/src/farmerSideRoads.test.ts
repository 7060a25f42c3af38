import type { KccApplication } from '@kisan-credit/shared-api/contract/application';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { textPdf } from '@kisan-credit/server/test/support/uploads';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { portalApi, type PortalApi } from './support/api';
import { launchChromium } from './support/browser';
import { portraitPng } from './support/farmerDocuments';
import { startPortal, type Portal } from './support/portal';
import { signInThroughLanding } from './support/signIn';

// docs/requirements.md#r10-issue-14: the side roads of the farmer's wizard, in Chromium on a desktop and on a 360 px phone: numbers
// in the wrong format, Other texts, a guarantor's two documents in either order and the removal of the
// second guarantor, a saved draft submitted as new, and edits after submission with and without pressing
// Update Application. The bank must receive exactly what the farmer last chose to send.

let portal: Portal;
let browser: Browser;
let api: PortalApi;

beforeAll(async () => {
  await Promise.all([
    startPortal({ OTP_SENDS_PER_IP_PER_HOUR: '100' }).then((started) => (portal = started)),
    launchChromium().then((launched) => (browser = launched)),
  ]);
  api = portalApi(portal);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

const FIX_MARKED_FIELDS = 'Some details need your attention. Please look at the messages in red below.';
const CHANGES_WAIT_FOR_UPDATE =
  'Your application is with the bank as you submitted it. Changes you make are kept on this phone and reach the bank only when you press Update Application.';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The field labelled exactly `label`; a required field's label ends in a '*' mark. */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));
const stepHeading = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function continueTo(page: Page, title: string) {
  await button(page, 'Continue').click();
  await stepHeading(page, title).waitFor({ timeout: 15_000 });
}

/** Continue is refused: the step stays, and each field shows its message. */
async function continueRefused(page: Page, title: string, messages: Record<string, string>) {
  await button(page, 'Continue').click();
  await page.getByRole('alert').getByText(FIX_MARKED_FIELDS, { exact: true }).waitFor();
  expect(await stepHeading(page, title).isVisible()).toBe(true);
  for (const [label, message] of Object.entries(messages)) {
    const input = field(page, label);
    await page.waitForFunction(
      (element) => element!.getAttribute('aria-invalid') === 'true',
      await input.elementHandle(),
    );
    const id = await input.getAttribute('id');
    expect(await page.locator(`[id="${id}-error"]`).textContent()).toBe(message);
  }
}

/** The first marked field's message is on screen, above the sticky button bar (docs/requirements.md#r10-blocked-continue). */
async function expectFirstMessageInView(page: Page, label: string) {
  const id = await field(page, label).getAttribute('id');
  const message = page.locator(`[id="${id}-error"]`);
  // Focus and the centring scroll happen just after the messages show.
  await page.waitForFunction((fieldId) => document.activeElement?.id === fieldId, id);
  await page.waitForTimeout(300);
  const messageBox = (await message.boundingBox())!;
  const barBox = (await button(page, 'Save Draft').boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(messageBox.y).toBeGreaterThanOrEqual(0);
  expect(messageBox.y + messageBox.height).toBeLessThanOrEqual(Math.min(barBox.y, viewport.height));
}

async function uploadGuarantorDocument(
  page: Page,
  title: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const card = page.getByRole('region', { name: title, exact: true });
  await card.locator('input[type="file"]').setInputFiles(file);
  await card.getByText(file.name, { exact: true }).waitFor();
  await card.getByRole('button', { name: /^Upload/ }).click();
  await card.getByRole('status').getByText('Uploaded Successfully').waitFor();
}

const completeExample = exampleCompleteApplication();

async function storedApplication(token: string) {
  return (await api.call('GET', '/loan/kcc-application', token)).body.data as KccApplication;
}

const VIEWPORTS: [string, string, BrowserContextOptions][] = [
  ['a desktop', '9840001401', { viewport: { width: 1280, height: 800 } }],
  [
    'a 360 px phone',
    '9840001402',
    { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  ],
];

test.each(VIEWPORTS)(
  'on %s: the side roads of the wizard lead to the bank receiving exactly what was last sent',
  async (device, phone, options) => {
    const onPhone = device !== 'a desktop';
    const page = await (await browser.newContext(options)).newPage();
    await signInThroughLanding(page, portal, phone);
    await page.waitForURL(`${portal.url}/kcc-form`);
    const token = String(await page.evaluate(() => localStorage.getItem('authToken')));
    // A complete draft saved earlier (the main road is farmerWizard.test.ts): this journey takes the side roads.
    const draft = await api.call('PUT', '/loan/save-draft', token, { ...completeExample, guarantorDetails: [] });
    expect(draft.status).toBe(200);
    await page.reload();
    await stepHeading(page, 'Document Upload').waitFor();
    await continueTo(page, 'Personal Details');

    // Numbers in the wrong format are named on Continue, and nothing is saved.
    await field(page, 'PIN Code').fill('06100');
    await field(page, 'Aadhar number').fill('123456789012');
    await field(page, 'PAN number').fill('AB12');
    await field(page, 'Voter ID number').fill('UP12');
    await field(page, 'Reference contact mobile number').fill('98765');
    await continueRefused(page, 'Personal Details', {
      'PIN Code': 'Please enter a valid PIN code: 6 digits, the first not 0, like 261001',
      'Aadhar number': 'Please enter a valid Aadhar number: 12 digits, exactly as printed on the Aadhar card',
      'PAN number': 'Please enter a valid PAN number: 5 letters, 4 digits and 1 letter, like ABCDE1234F',
      'Voter ID number': 'Please enter a valid voter ID number: 3 letters and 7 digits, like ABC1234567',
      'Reference contact mobile number':
        'Please enter a valid reference contact mobile number: 10 digits starting with 6, 7, 8 or 9',
    });
    await expectFirstMessageInView(page, 'PIN Code');
    expect(await storedApplication(token)).toMatchObject({
      status: 'formFill',
      aadharNo: '234567890124',
      panNumber: 'ABCPK1234F',
    });

    // Digits typed in Devanagari are the same digits.
    await field(page, 'PIN Code').fill('२६१००१');
    await field(page, 'Aadhar number').fill('२३४५६७८९०१२४');
    await field(page, 'PAN number').fill('ABCPK1234F');
    await field(page, 'Voter ID number').fill('UPX1234567');
    await field(page, 'Reference contact mobile number').fill('९८७६५४३२१०');

    // Other needs its text on Continue, not only at the final submit.
    await field(page, 'Educational qualification').selectOption('Other');
    await continueRefused(page, 'Personal Details', { 'Other qualification': 'Please enter the other qualification' });
    await field(page, 'Other qualification').fill('Diploma in Agriculture');
    await continueTo(page, 'Financial Details');
    await field(page, 'Purpose of loan').selectOption('Other');
    await continueRefused(page, 'Financial Details', {
      'Other purpose of loan': 'Please enter the other purpose of loan',
    });
    await field(page, 'Other purpose of loan').fill('Goat shed');
    await continueTo(page, 'Property & Assets');
    await continueTo(page, 'Land & Crops');
    await continueTo(page, 'Liability Details');
    await continueTo(page, 'Guarantor Details');

    // One guarantor with both documents, in either order; the blank second guarantor removed.
    await field(page, 'I have a guarantor').check();
    const first = page.getByRole('region', { name: 'Guarantor 1', exact: true });
    await field(first, 'Guarantor name').fill('Mohan Lal');
    await field(first, 'Guarantor mobile number').fill('9812345678');
    const aadhaarCard = {
      title: 'Guarantor Aadhar Card (Guarantor 1)',
      file: { name: 'mohan-aadhaar.pdf', mimeType: 'application/pdf', buffer: textPdf('Mohan Lal Aadhaar') },
    };
    const photo = {
      title: 'Guarantor Photograph (Guarantor 1)',
      file: { name: 'mohan.png', mimeType: 'image/png', buffer: portraitPng() },
    };
    for (const document of onPhone ? [photo, aadhaarCard] : [aadhaarCard, photo])
      await uploadGuarantorDocument(page, document.title, document.file);
    await button(page, 'Remove Guarantor 2').click();
    expect(await page.getByRole('region', { name: 'Guarantor 2', exact: true }).count()).toBe(0);
    await button(page, 'Save Draft').click();
    await page.getByRole('status').getByText('Draft saved successfully!', { exact: true }).waitFor();
    const saved = await storedApplication(token);
    expect(saved.guarantorDetails).toHaveLength(1);
    for (const slot of ['aadharDoc', 'photoDoc'] as const) {
      const { url } = saved.guarantorDetails![0]![slot]!;
      expect((await fetch(`${portal.url}${url}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    }

    // A saved draft is submitted as new; the long button reads on one line on a phone.
    await continueTo(page, 'Declaration');
    const submit = button(page, 'Submit KCC Application');
    expect((await submit.boundingBox())!.height).toBeLessThanOrEqual(
      (await button(page, 'Save Draft').boundingBox())!.height,
    );
    await submit.click();
    await page.getByRole('heading', { level: 2, name: 'Application Submitted Successfully!', exact: true }).waitFor();
    expect(await page.getByText('Application updated successfully!', { exact: true }).count()).toBe(0);
    expect(await storedApplication(token)).toMatchObject({
      status: 'farmerSubmitted',
      pinCode: '261001',
      aadharNo: '234567890124',
      panNumber: 'ABCPK1234F',
      electionCardNumber: 'UPX1234567',
      dueDiligenceContacts: [{ mobile: '9876543210' }],
      educationalQualificationOther: 'Diploma in Agriculture',
      purposeOfLoanOther: 'Goat shed',
      loanAmount: 150_000,
      guarantorDetails: [{ name: 'Mohan Lal', mobile: '9812345678' }],
    });

    // Edit my Appication: changes stay on the phone, the bank keeps the submitted application.
    await button(page, 'Edit my Appication').click();
    await page.waitForURL(`${portal.url}/kcc-form`);
    await page.getByText(CHANGES_WAIT_FOR_UPDATE, { exact: true }).waitFor();
    await continueTo(page, 'Personal Details');
    await continueTo(page, 'Financial Details');
    await field(page, 'Loan amount').fill('175000');
    await continueTo(page, 'Property & Assets');
    await button(page, 'Save Draft').click();
    await page.getByRole('status').getByText(CHANGES_WAIT_FOR_UPDATE, { exact: true }).waitFor();
    expect(await storedApplication(token)).toMatchObject({ status: 'farmerSubmitted', loanAmount: 150_000 });

    // After a reload the server's status still shows, and the changes are offered back from the phone.
    await page.reload();
    const timeline = page.getByRole('region', { name: 'Where is my application?' });
    await timeline.waitFor();
    const now = await timeline.locator('[aria-current="step"]').textContent();
    expect(now).toMatch(/^Submitted.*\(Now\)/);
    await button(page, 'Restore my changes').click();
    await stepHeading(page, 'Property & Assets').waitFor();
    expect(await storedApplication(token)).toMatchObject({ status: 'farmerSubmitted', loanAmount: 150_000 });

    // Update Application sends them.
    await continueTo(page, 'Land & Crops');
    await continueTo(page, 'Liability Details');
    await continueTo(page, 'Guarantor Details');
    await continueTo(page, 'Declaration');
    await button(page, 'Update Application').click();
    await page.getByText('Application updated successfully!', { exact: true }).waitFor();
    expect(await storedApplication(token)).toMatchObject({
      status: 'farmerSubmitted',
      loanAmount: 175_000,
      purposeOfLoanOther: 'Goat shed',
    });
    await page.context().close();
  },
  240_000,
);
