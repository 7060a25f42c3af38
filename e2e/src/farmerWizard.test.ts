import type { KccApplication } from '@kisan-credit/shared-api/contract/application';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { pinFromAddress } from '@kisan-credit/shared-api/contract/pinCode';
import { makePerson } from '@kisan-credit/server/test-documents';
import type { FarmerDocumentSlot } from '@kisan-credit/shared-api/contract/options';
import { portalApi, type PortalApi } from './support/api';
import { launchChromium } from './support/browser';
import { farmerDocuments, portraitPng, type ChosenFile, type FarmerDocument } from './support/farmerDocuments';
import { startPortal, type Portal } from './support/portal';
import { signInThroughLanding } from './support/signIn';

// docs/requirements.md#r10-issue-5: the farmer's KCC wizard in Chromium against the real server: the seven uploads, the
// suggestions read from them by the server's OCR jobs, every step with its checks, the draft, the
// submission and the update; then a phone-sized run.

let portal: Portal;
let browser: Browser;
let api: PortalApi;

/** A farmer with one land record on the Khatauni (so one crop to enter). */
const person = makePerson(12);
/** The server counts ages to its own day; the documents' truth must too. */
const today = new Date().toISOString().slice(0, 10);
let documents: Record<FarmerDocumentSlot, FarmerDocument>;

const CARD_TITLES: Record<FarmerDocumentSlot, string> = {
  aadharCopy: 'Aadhar Card',
  pan: 'PAN Card',
  electionCard: 'Voter ID Card',
  applicantPhoto: 'Applicant Photograph',
  khasraCopy: 'Khasra Copy',
  khatauniCopy: 'Khatauni Copy',
  passbook: 'Bank Passbook First Page',
};
const SLOTS = Object.keys(CARD_TITLES) as FarmerDocumentSlot[];

const FIX_MARKED_FIELDS = 'Some details need your attention. Please look at the messages in red below.';
const SUBMITTED_TITLE = 'Application Submitted Successfully!';
const SUBMITTED_TEXT =
  "Your KCC application has been received and is currently under review. You'll be contacted via SMS/Email within 3-5 working days.";

beforeAll(async () => {
  // Each kept as soon as it is there, so afterAll closes what started even when another part failed.
  await Promise.all([
    startPortal({ EXTRACTION_WORKERS: '1', OTP_SENDS_PER_IP_PER_HOUR: '100' }).then((started) => (portal = started)),
    launchChromium().then((launched) => (browser = launched)),
    farmerDocuments(person, today).then((drawn) => (documents = drawn)),
  ]);
  api = portalApi(portal);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

async function newPage(options: BrowserContextOptions): Promise<Page> {
  return (await browser.newContext(options)).newPage();
}

async function signedInFarmer(phone: string, options: BrowserContextOptions): Promise<Page> {
  const page = await newPage(options);
  await signInThroughLanding(page, portal, phone);
  await page.waitForURL(`${portal.url}/kcc-form`);
  await page.getByRole('heading', { level: 1, name: 'KCC Application Form' }).waitFor();
  await page.getByText('Complete all steps to submit your Kisan Credit Card application', { exact: true }).waitFor();
  return page;
}

const stepHeading = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title, exact: true });

/** The fields marked invalid on screen, with their messages: what keeps the wizard on its step. */
function invalidFields(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('[aria-invalid="true"]')].map((element) => [
        element.id,
        document.getElementById(`${element.id}-error`)?.textContent ?? '',
      ]),
    ),
  );
}

async function continueTo(page: Page, title: string) {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await stepHeading(page, title)
    .waitFor({ timeout: 15_000 })
    .catch(async () => {
      throw new Error(`Continue did not open ${title}; marked fields: ${JSON.stringify(await invalidFields(page))}`);
    });
}

/** The texts the field's aria-describedby points at: its hint and, when it has one, its message. */
function describedBy(input: Locator): Promise<string[]> {
  return input.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? ''),
  );
}

async function expectMessage(input: Locator, message: string) {
  // Messages show once React has re-rendered after the check; give it a moment, then say what is there.
  for (let tries = 0; tries < 20 && !(await describedBy(input)).includes(message); tries += 1)
    await input.page().waitForTimeout(100);
  expect(await describedBy(input)).toContain(message);
  expect(await input.getAttribute('aria-invalid')).toBe('true');
}

async function expectNoMessage(input: Locator) {
  await input
    .page()
    .waitForFunction((element) => element!.getAttribute('aria-invalid') === null, await input.elementHandle());
}

/** The dt/dd pairs of the figure lists inside `scope`. */
function figures(scope: Locator): Promise<Record<string, string>> {
  return scope.evaluate((element) =>
    Object.fromEntries(
      [...element.querySelectorAll('dt')].map((term) => [
        term.textContent?.trim() ?? '',
        term.nextElementSibling?.textContent?.trim() ?? '',
      ]),
    ),
  );
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The suggestion chip that offers `value` (exactly, case included), whichever document it came from. */
const chip = (page: Page, value: string) =>
  page.getByRole('button', { name: new RegExp(`^Use ${escapeRegExp(value)} \\(from `) }).first();

async function useSuggestion(page: Page, input: Locator, value: string) {
  await chip(page, value).waitFor({ timeout: 60_000 });
  await chip(page, value).click();
  expect(await input.inputValue()).toBe(value);
}

async function uploadDocument(page: Page, slot: FarmerDocumentSlot, file: ChosenFile) {
  const card = page.getByRole('region', { name: CARD_TITLES[slot], exact: true });
  await card.getByText('No file chosen', { exact: true }).waitFor();
  await card.locator('input[type="file"]').setInputFiles(file);
  await card.getByText(file.name, { exact: true }).waitFor();
  await card.getByRole('button', { name: `Upload ${CARD_TITLES[slot]}`, exact: true }).click();
  await card.getByRole('status').getByText('Uploaded Successfully').waitFor();
  // Preview and Reupload replace Choose File and Upload.
  expect(await card.getByRole('button', { name: `Preview ${CARD_TITLES[slot]}`, exact: true }).isVisible()).toBe(true);
  expect(await card.getByRole('button', { name: `Reupload ${CARD_TITLES[slot]}`, exact: true }).isVisible()).toBe(true);
  expect(await card.getByRole('button', { name: `Upload ${CARD_TITLES[slot]}`, exact: true }).count()).toBe(0);
}

/** The field labelled exactly `label`; a required field's label ends in a '*' mark. */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

/** The answers of step 8's credit assessment, by label. */
const CREDIT_ASSESSMENT: Record<string, string> = {
  'Business type': 'Crop Farming',
  'Source of irrigation': 'Tube Well',
  'Farmer category': 'Small farmer',
  'Insurance coverage': 'Not insured',
  'Mode of holding': 'Self owned',
  'Size of land holding': 'Up to 5 acres',
  'Age of banking relationship': '5 years and above',
  'Other monthly outgo': '< 25%',
  'Age of main borrower': '40<45',
  'Farm support activities': 'No support',
  'Means of borrower': '>100%',
  'Crops grown': 'Cereal Crops',
  'Existing loan instalments': '< 25%',
  'Total outstanding to income': '< 50%',
};
const DECLARATIONS = [
  'I have read and accept the terms and conditions above.',
  'I confirm that the information given in this application is true and complete.',
  'I confirm that the documents I have uploaded are genuine.',
  'I agree that the bank may use and verify my data to process this application.',
];

async function fillDeclarationStep(page: Page) {
  for (const [label, value] of Object.entries(CREDIT_ASSESSMENT)) await field(page, label).selectOption(value);
  for (const declaration of DECLARATIONS) await field(page, declaration).check();
}

async function expectSuccessScreen(page: Page, { updated }: { updated: boolean }) {
  await page.getByRole('heading', { level: 2, name: SUBMITTED_TITLE, exact: true }).waitFor();
  await page.getByText(SUBMITTED_TEXT, { exact: true }).waitFor();
  expect(await page.getByRole('button', { name: 'Edit my Appication', exact: true }).isVisible()).toBe(true);
  expect(await page.getByText('Application updated successfully!', { exact: true }).count()).toBe(updated ? 1 : 0);
}

const storedApplication = async (token: string) =>
  (await api.call('GET', '/loan/kcc-application', token)).body.data as KccApplication;

test('a farmer uploads the seven documents, uses what was read from them, fills every step, saves, reloads, submits and updates', async () => {
  const truth = (slot: FarmerDocumentSlot) => documents[slot].truth;
  const [land] = truth('khasraCopy').landRecords!;
  const page = await signedInFarmer('9840000001', { viewport: { width: 1280, height: 800 } });
  const token = String(await page.evaluate(() => localStorage.getItem('authToken')));

  // Step 1: the seven uploads, the progress panel, and a preview of the private files.
  await stepHeading(page, 'Document Upload').waitFor();
  const progress = page.getByRole('region', { name: 'Upload Progress', exact: true });
  await progress.getByText('0 of 7 documents uploaded', { exact: true }).waitFor();
  for (const [index, slot] of SLOTS.entries()) {
    await uploadDocument(page, slot, documents[slot].file);
    await progress.getByText(`${index + 1} of 7 documents uploaded`, { exact: true }).waitFor();
  }
  expect(await progress.getByRole('listitem').allTextContents()).toEqual(
    SLOTS.map((slot) => `✓${CARD_TITLES[slot]}: Uploaded`),
  );

  const photo = documents.applicantPhoto.file;
  await page.getByRole('button', { name: 'Preview Applicant Photograph', exact: true }).click();
  const photoPreview = page.getByRole('dialog', { name: photo.name });
  await photoPreview.getByRole('button', { name: 'Download', exact: true }).waitFor();
  const image = photoPreview.getByRole('img', { name: photo.name });
  await image.waitFor();
  await page.waitForFunction((element) => (element as HTMLImageElement).naturalWidth > 0, await image.elementHandle());
  expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(120);
  await photoPreview.getByRole('button', { name: 'Close', exact: true }).click();
  await photoPreview.waitFor({ state: 'detached' });

  const passbook = documents.passbook.file;
  await page.getByRole('button', { name: 'Preview Bank Passbook First Page', exact: true }).click();
  const passbookPreview = page.getByRole('dialog', { name: passbook.name });
  await passbookPreview.locator(`iframe[title="${passbook.name}"]`).waitFor();
  expect(await passbookPreview.locator('iframe').getAttribute('src')).toMatch(/^blob:/);
  await passbookPreview.getByRole('button', { name: 'Close', exact: true }).click();
  await passbookPreview.waitFor({ state: 'detached' });

  // Continue: the processing overlay while the documents are read.
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: 'Processing Documents' })
    .getByText('Please wait while we extract data from your uploaded documents...', { exact: true })
    .waitFor();
  expect(await page.getByRole('button', { name: 'Processing...', exact: true }).isDisabled()).toBe(true);
  await stepHeading(page, 'Personal Details').waitFor();
  expect(await page.getByText('Processing Documents', { exact: true }).count()).toBe(0);

  // Step 2: Continue with nothing filled shows the messages next to the fields.
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('alert').getByText(FIX_MARKED_FIELDS, { exact: true }).waitFor();
  const applicantName = field(page, 'Applicant name');
  const familyMember = page.getByRole('group', { name: 'Family Member 1' });
  const referenceContact = page.getByRole('group', { name: 'Reference Contact 1' });
  await expectMessage(applicantName, 'Please enter the applicant name');
  await expectMessage(field(page, 'Caste category'), 'Please choose the caste category');
  await expectMessage(field(page, 'Educational qualification'), 'Please choose the educational qualification');
  await expectMessage(field(familyMember, 'Family member name'), 'Please enter the family member name');
  await expectMessage(field(familyMember, 'Relation'), 'Please choose the relation');
  await expectMessage(
    field(familyMember, 'Annual income of the family member'),
    'Please enter the annual income of the family member',
  );
  await expectMessage(field(referenceContact, 'Reference contact name'), 'Please enter the reference contact name');
  await expectMessage(
    field(referenceContact, 'Reference contact mobile number'),
    'Please enter the reference contact mobile number',
  );
  await expectMessage(
    field(referenceContact, 'Reference contact address'),
    'Please enter the reference contact address',
  );
  expect(await stepHeading(page, 'Personal Details').isVisible()).toBe(true);

  // The values read from the documents, under their fields.
  await useSuggestion(page, applicantName, truth('aadharCopy').applicantNames!);
  await expectNoMessage(applicantName);
  await useSuggestion(page, field(page, 'Father/Husband name'), truth('passbook').fatherNames!);
  const age = field(page, 'Age');
  await age.fill('15');
  await expectMessage(age, 'Age must be between 18 and 100');
  await useSuggestion(page, age, truth('aadharCopy').ages!);
  await expectNoMessage(age);
  await useSuggestion(page, field(page, 'Aadhar number'), truth('aadharCopy').aadharNumbers!);
  await useSuggestion(page, field(page, 'PAN number'), truth('pan').panNumbers!);
  await useSuggestion(page, field(page, 'Voter ID number'), truth('electionCard').voterIds!);
  await useSuggestion(page, field(page, 'Address'), truth('passbook').addresses!);
  // The PIN the address ends with is offered under the PIN Code field.
  await useSuggestion(page, field(page, 'PIN Code'), pinFromAddress(truth('passbook').addresses)!);
  await field(page, 'Caste category').selectOption('OBC');
  await field(page, 'Educational qualification').selectOption('SSC');
  await field(familyMember, 'Family member name').fill('Sunita Singh');
  await field(familyMember, 'Relation').selectOption('Spouse');
  await field(familyMember, 'Annual income of the family member').fill('30000');
  await field(referenceContact, 'Reference contact name').fill('Ramesh Yadav');
  await field(referenceContact, 'Reference contact mobile number').fill('9876543210');
  await field(referenceContact, 'Reference contact address').fill('Jamalpur, Sitapur');
  await continueTo(page, 'Financial Details');

  // Step 3: the required fields, the amount in words, the ratio, and the bank account from the passbook.
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('alert').getByText(FIX_MARKED_FIELDS, { exact: true }).waitFor();
  const loanAmount = field(page, 'Loan amount');
  await expectMessage(field(page, 'Purpose of loan'), 'Please choose the purpose of loan');
  await expectMessage(loanAmount, 'Please enter the loan amount');
  await expectMessage(field(page, 'Bank account number'), 'Please enter the bank account number');
  await expectMessage(field(page, 'IFSC code'), 'Please enter the IFSC code');
  await expectMessage(field(page, 'Bank name'), 'Please enter the bank name');
  await loanAmount.fill('0');
  await expectMessage(loanAmount, 'Loan amount must be more than 0');
  await loanAmount.fill('150000');
  await expectNoMessage(loanAmount);
  await page.getByText('Amount in words: One Lakh Fifty Thousand Rupees Only', { exact: true }).waitFor();
  await field(page, 'Purpose of loan').selectOption('Crop Cultivation');
  await field(page, 'Income from agriculture').fill('240000');
  await field(page, 'Income from other sources').fill('60000');
  await useSuggestion(page, field(page, 'Bank account number'), truth('passbook').bankAccountNumbers!);
  await useSuggestion(page, field(page, 'IFSC code'), truth('passbook').ifscCodes!);
  await useSuggestion(page, field(page, 'Bank name'), truth('passbook').bankNames!);
  expect(await figures(page.getByRole('region', { name: 'Financial Summary' }))).toEqual({
    'Loan amount': '₹1,50,000',
    'Total Annual Income': '₹3,00,000',
    'Loan to Income Ratio': '50.0%',
  });
  await continueTo(page, 'Property & Assets');

  // Step 4: two assets, their totals.
  const cattle = page.getByRole('group', { name: /^Milch Cattle/ });
  await field(cattle, 'Units (Animals)').fill('2');
  await field(cattle, 'Value per unit').fill('40000');
  await cattle.getByText('Total: ₹80,000', { exact: true }).waitFor();
  const house = page.getByRole('group', { name: /^House Building/ });
  await field(house, 'Units (Sq.Ft)').fill('500');
  await field(house, 'Value per unit').fill('1000');
  await house.getByText('Total: ₹5,00,000', { exact: true }).waitFor();
  await continueTo(page, 'Land & Crops');

  // Step 5: the land record filled from the Khatauni; a crop is still needed.
  await page
    .getByText('We filled the land record from your Khasra/Khatauni. Please check every figure against your papers.', {
      exact: true,
    })
    .waitFor();
  const landRecord = page.getByRole('group', { name: 'Land Record 1' });
  expect(await field(landRecord, 'Khata number').inputValue()).toBe(land!.khataNo);
  expect(await field(landRecord, 'Survey number').inputValue()).toBe(land!.surveyNo);
  expect(await field(landRecord, 'Revenue village').inputValue()).toBe(land!.revenueVillage);
  expect(Number(await field(landRecord, 'Land area').inputValue())).toBe(land!.landArea);
  expect(await field(landRecord, 'Land area unit').inputValue()).toBe('hectare');
  await landRecord.getByText(`about ${(land!.landArea * 2.47105).toFixed(2)} acres`, { exact: true }).waitFor();
  const crop = landRecord.getByRole('group', { name: 'Crop 1' });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('alert').getByText(FIX_MARKED_FIELDS, { exact: true }).waitFor();
  await expectMessage(field(crop, 'Crop'), 'Please choose the crop');
  await expectMessage(field(crop, 'Cultivation area'), 'Please enter the cultivation area');
  expect(await field(crop, 'Crop season').inputValue()).toBe('Rabi');
  await field(crop, 'Crop').selectOption('Wheat');
  await field(crop, 'Cultivation area').fill('0.9');
  // A Khatauni of several plots fills one land record each: each needs its crop too.
  const landRecords = await page.getByRole('group', { name: /^Land Record \d+$/ }).count();
  for (let n = 2; n <= landRecords; n += 1) {
    const plotCrop = page.getByRole('group', { name: `Land Record ${n}` }).getByRole('group', { name: 'Crop 1' });
    await field(plotCrop, 'Crop').selectOption('Wheat');
    await field(plotCrop, 'Cultivation area').fill('0.1');
  }
  await continueTo(page, 'Liability Details');

  // Step 6: one loan with our branch.
  await page
    .getByRole('region', { name: 'Our Branch', exact: true })
    .getByRole('button', { name: '+ Add Liability' })
    .click();
  const loan = page.getByRole('group', { name: 'Our Branch: Loan 1' });
  await field(loan, 'Purpose of the existing loan').fill('Tractor loan');
  await field(loan, 'Outstanding amount').fill('50000');
  await field(loan, 'EMI per year').fill('12000');
  await field(loan, 'Overdue amount').fill('0');
  await field(loan, 'Security offered').fill('Tractor');
  await continueTo(page, 'Guarantor Details');

  // Step 7: no guarantor.
  expect(await field(page, 'I have a guarantor').isChecked()).toBe(false);
  await continueTo(page, 'Declaration');

  // Step 8: the credit assessment and the four declarations are required.
  const submit = page.getByRole('button', { name: 'Submit KCC Application', exact: true });
  await submit.click();
  await page.getByRole('alert').getByText(FIX_MARKED_FIELDS, { exact: true }).waitFor();
  await expectMessage(field(page, 'Business type'), 'Please choose the business type');
  await expectMessage(field(page, 'Source of irrigation'), 'Please choose the source of irrigation');
  await expectMessage(field(page, 'Total outstanding to income'), 'Please choose the total outstanding to income');
  await expectMessage(field(page, DECLARATIONS[0]!), 'Please accept the terms and conditions');
  await expectMessage(field(page, DECLARATIONS[1]!), 'Please confirm that the information you gave is accurate');
  await expectMessage(field(page, DECLARATIONS[2]!), 'Please confirm that the documents you uploaded are genuine');
  await expectMessage(field(page, DECLARATIONS[3]!), 'Please give your consent to the use of your data');
  await fillDeclarationStep(page);
  const summary = {
    'Applicant name': truth('aadharCopy').applicantNames!,
    'Loan amount': '₹1,50,000',
    Purpose: 'Crop Cultivation',
    'Total annual income': '₹3,00,000',
    'Total assets': '₹5,80,000',
    'Total liabilities': '₹50,000',
    'Crop entries': String(landRecords),
    Guarantors: '0',
  };
  expect(await figures(page.getByRole('region', { name: 'Application Summary' }))).toEqual(summary);

  // Save Draft, then reload: everything is still there, from the server.
  await page.getByRole('button', { name: 'Save Draft', exact: true }).click();
  await page.getByRole('status').getByText('Draft saved successfully!', { exact: true }).waitFor();
  expect((await storedApplication(token)).status).toBe('formFill');
  await page.reload();
  await stepHeading(page, 'Document Upload').waitFor();
  await progress.getByText('7 of 7 documents uploaded', { exact: true }).waitFor();
  expect(
    await page
      .getByRole('status')
      .filter({ hasText: /^✓ Uploaded Successfully$/ })
      .count(),
  ).toBe(7);
  const steps = page.getByRole('navigation', { name: 'Application steps' });
  await steps.getByRole('button', { name: /Personal Details/ }).click();
  await stepHeading(page, 'Personal Details').waitFor();
  expect(await applicantName.inputValue()).toBe(truth('aadharCopy').applicantNames);
  expect(await field(page, 'Aadhar number').inputValue()).toBe(truth('aadharCopy').aadharNumbers);
  expect(await field(page, 'PAN number').inputValue()).toBe(truth('pan').panNumbers);
  expect(await field(page, 'Voter ID number').inputValue()).toBe(truth('electionCard').voterIds);
  expect(await age.inputValue()).toBe(truth('aadharCopy').ages);
  expect(await field(page, 'Address').inputValue()).toBe(truth('passbook').addresses);
  expect(await field(page, 'PIN Code').inputValue()).toBe(pinFromAddress(truth('passbook').addresses));
  expect(await field(page, 'Caste category').inputValue()).toBe('OBC');
  expect(await field(familyMember, 'Family member name').inputValue()).toBe('Sunita Singh');
  expect(await field(referenceContact, 'Reference contact mobile number').inputValue()).toBe('9876543210');
  await steps.getByRole('button', { name: /Financial Details/ }).click();
  expect(await field(page, 'Bank account number').inputValue()).toBe(truth('passbook').bankAccountNumbers);
  expect(await field(page, 'IFSC code').inputValue()).toBe(truth('passbook').ifscCodes);
  expect(await field(page, 'Bank name').inputValue()).toBe(truth('passbook').bankNames);
  await steps.getByRole('button', { name: /Land & Crops/ }).click();
  expect(await field(landRecord, 'Khata number').inputValue()).toBe(land!.khataNo);
  expect(await field(crop, 'Crop').inputValue()).toBe('Wheat');
  await steps.getByRole('button', { name: /Declaration/ }).click();
  expect(await figures(page.getByRole('region', { name: 'Application Summary' }))).toEqual(summary);
  for (const [label, value] of Object.entries(CREDIT_ASSESSMENT))
    expect(await field(page, label).inputValue()).toBe(value);
  for (const declaration of DECLARATIONS) expect(await field(page, declaration).isChecked()).toBe(true);

  // A saved draft is still a first submission: only a submitted application is updated (docs/requirements.md#r10-edit-after-submit).
  expect(await page.getByRole('button', { name: 'Update Application', exact: true }).count()).toBe(0);
  await submit.click();
  await expectSuccessScreen(page, { updated: false });
  const submitted = await storedApplication(token);
  expect(submitted).toMatchObject({
    status: 'farmerSubmitted',
    applicantName: truth('aadharCopy').applicantNames,
    aadharNo: truth('aadharCopy').aadharNumbers,
    panNumber: truth('pan').panNumbers,
    bankAccount: {
      accountNumber: truth('passbook').bankAccountNumbers,
      ifscCode: truth('passbook').ifscCodes,
      bankName: truth('passbook').bankNames,
    },
    loanAmount: 150_000,
  });
  expect(Object.keys(submitted.documents ?? {}).sort()).toEqual([...SLOTS].sort());

  // Edit my Appication: back to the form, change the loan amount, Update Application.
  await page.getByRole('button', { name: 'Edit my Appication', exact: true }).click();
  await page.waitForURL(`${portal.url}/kcc-form`);
  await stepHeading(page, 'Document Upload').waitFor();
  await steps.getByRole('button', { name: /Financial Details/ }).click();
  expect(await loanAmount.inputValue()).toBe('150000');
  await loanAmount.fill('120000');
  await page.getByText('Amount in words: One Lakh Twenty Thousand Rupees Only', { exact: true }).waitFor();
  await steps.getByRole('button', { name: /Declaration/ }).click();
  await page.getByRole('button', { name: 'Update Application', exact: true }).click();
  await expectSuccessScreen(page, { updated: true });
  expect(await storedApplication(token)).toMatchObject({ status: 'farmerSubmitted', loanAmount: 120_000 });
  await page.context().close();
}, 180_000);

test('on a phone: the progress bar says where the farmer is, and a new application is submitted', async () => {
  const page = await signedInFarmer('9840000002', {
    viewport: { width: 390, height: 800 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const position = async (step: string, title: string) => {
    await stepHeading(page, title).waitFor();
    await page.getByText(step, { exact: true }).waitFor({ state: 'visible' });
    expect(await page.getByRole('progressbar', { name: 'Application progress' }).getAttribute('aria-valuetext')).toBe(
      `${step}: ${title}`,
    );
  };

  // Phones have the progress bar instead of the step indicator.
  await position('1 of 8', 'Document Upload');
  expect(await page.getByRole('navigation', { name: 'Application steps' }).isVisible()).toBe(false);
  await uploadDocument(page, 'applicantPhoto', { name: 'photo.png', mimeType: 'image/png', buffer: portraitPng() });
  await page.getByText('1 of 7 documents uploaded', { exact: true }).waitFor();

  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await position('2 of 8', 'Personal Details');
  await field(page, 'Applicant name').fill('Meena Kumari');
  await field(page, 'Caste category').selectOption('SC');
  await field(page, 'PIN Code').fill('226001');
  await field(page, 'Educational qualification').selectOption('Literate');
  const familyMember = page.getByRole('group', { name: 'Family Member 1' });
  await field(familyMember, 'Family member name').fill('Mohan Lal');
  await field(familyMember, 'Relation').selectOption('Spouse');
  await field(familyMember, 'Annual income of the family member').fill('20000');
  const referenceContact = page.getByRole('group', { name: 'Reference Contact 1' });
  await field(referenceContact, 'Reference contact name').fill('Kamla Devi');
  await field(referenceContact, 'Reference contact mobile number').fill('9812345678');
  await field(referenceContact, 'Reference contact address').fill('Rampur');

  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await position('3 of 8', 'Financial Details');
  await field(page, 'Purpose of loan').selectOption('Irrigation System');
  await field(page, 'Loan amount').fill('80000');
  await field(page, 'Bank account number').fill('31234567890');
  await field(page, 'IFSC code').fill('sbin0001234');
  expect(await field(page, 'IFSC code').inputValue()).toBe('SBIN0001234');
  await field(page, 'Bank name').fill('State Bank of India');

  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await position('4 of 8', 'Property & Assets');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await position('5 of 8', 'Land & Crops');
  const crop = page.getByRole('group', { name: 'Land Record 1' }).getByRole('group', { name: 'Crop 1' });
  await field(crop, 'Crop season').selectOption('Kharif');
  await field(crop, 'Crop').selectOption('Paddy');
  await field(crop, 'Cultivation area').fill('1.5');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await position('6 of 8', 'Liability Details');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await position('7 of 8', 'Guarantor Details');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await position('8 of 8', 'Declaration');
  await fillDeclarationStep(page);
  await page.getByRole('button', { name: 'Submit KCC Application', exact: true }).click();
  await expectSuccessScreen(page, { updated: false });
  const token = String(await page.evaluate(() => localStorage.getItem('authToken')));
  expect(await storedApplication(token)).toMatchObject({
    status: 'farmerSubmitted',
    applicantName: 'Meena Kumari',
    loanAmount: 80_000,
  });
  await page.context().close();
}, 90_000);
