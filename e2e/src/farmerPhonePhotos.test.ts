import type { Browser, Page } from 'playwright-core';
import { makePerson } from '@kisan-credit/server/test-documents';
import type { FarmerDocumentSlot } from '@kisan-credit/shared-api/contract/options';
import { launchChromium } from './support/browser';
import { farmerDocuments, type FarmerDocument } from './support/farmerDocuments';
import { startPortal, type Portal } from './support/portal';
import { signInThroughLanding } from './support/signIn';

// The farmer journey's extraction checks on phone photos of the documents (farmerWizard.test.ts takes
// clean uploads): on a 360 px phone, what each page prints is offered under the field of its role, and
// nothing read in another role (the father's name as the applicant's, the branch's address) is offered.

let portal: Portal;
let browser: Browser;
let documents: Record<FarmerDocumentSlot, FarmerDocument>;
const person = makePerson(12);
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  await Promise.all([
    startPortal({ EXTRACTION_WORKERS: '1', OTP_SENDS_PER_IP_PER_HOUR: '100' }).then((started) => (portal = started)),
    launchChromium().then((launched) => (browser = launched)),
    farmerDocuments(person, today, 'phonePhoto').then((drawn) => (documents = drawn)),
  ]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

const CARD_TITLES: Record<FarmerDocumentSlot, string> = {
  aadharCopy: 'Aadhar Card',
  pan: 'PAN Card',
  electionCard: 'Voter ID Card',
  applicantPhoto: 'Applicant Photograph',
  khasraCopy: 'Khasra Copy',
  khatauniCopy: 'Khatauni Copy',
  passbook: 'Bank Passbook First Page',
};

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The chips in the grid cell of the field labelled `label` (each field's chips sit in its own cell, under it). */
async function offeredFor(page: Page, label: string): Promise<string[]> {
  const input = page.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));
  const names = await input.evaluate((element) => {
    let cell: Element = element;
    while (cell.parentElement && getComputedStyle(cell.parentElement).display !== 'grid') cell = cell.parentElement;
    return [...cell.querySelectorAll('button[aria-label^="Use "]')].map(
      (chip) => chip.getAttribute('aria-label') ?? '',
    );
  });
  return names.map((name) => name.replace(/^Use (.*) \(from [^)]*\)$/, '$1'));
}

/** Waits until `value` is offered under the field labelled `label`: each document is read in its own job. */
async function waitUntilOffered(page: Page, label: string, value: string | undefined, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await offeredFor(page, label)).includes(value ?? '') && Date.now() < deadline) {
    await page.waitForTimeout(500);
  }
}

test('on a phone, phone photos of the documents: each value is offered under the field of its role', async () => {
  const page = await (
    await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    })
  ).newPage();
  await signInThroughLanding(page, portal, '9840001501');
  await page.waitForURL(`${portal.url}/kcc-form`);
  for (const slot of Object.keys(CARD_TITLES) as FarmerDocumentSlot[]) {
    const card = page.getByRole('region', { name: CARD_TITLES[slot], exact: true });
    await card.locator('input[type="file"]').setInputFiles(documents[slot].file);
    await card.getByRole('button', { name: `Upload ${CARD_TITLES[slot]}`, exact: true }).click();
    await card.getByRole('status').getByText('Uploaded Successfully').waitFor();
  }
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('heading', { level: 2, name: 'Personal Details', exact: true }).waitFor({ timeout: 120_000 });
  const truth = (slot: FarmerDocumentSlot) => documents[slot].truth;
  const applicant = page
    .getByRole('button', { name: new RegExp(`^Use ${escapeRegExp(truth('aadharCopy').applicantNames!)} \\(from `) })
    .first();
  await applicant.waitFor({ timeout: 90_000 });
  // Reading goes on while the chips show: every document's values are here before judging what is missing.
  await waitUntilOffered(page, 'Father/Husband name', truth('passbook').fatherNames);
  await waitUntilOffered(page, 'Address', truth('passbook').addresses);
  await waitUntilOffered(page, 'PAN number', truth('pan').panNumbers);
  await waitUntilOffered(page, 'Voter ID number', truth('electionCard').voterIds);

  expect(await offeredFor(page, 'Applicant name')).toContain(truth('aadharCopy').applicantNames);
  expect(await offeredFor(page, 'Applicant name')).not.toContain(truth('pan').fatherNames);
  expect(await offeredFor(page, 'Father/Husband name')).toContain(truth('passbook').fatherNames);
  expect(await offeredFor(page, 'Father/Husband name')).not.toContain(truth('aadharCopy').applicantNames);
  expect(await offeredFor(page, 'Aadhar number')).toContain(truth('aadharCopy').aadharNumbers);
  expect(await offeredFor(page, 'PAN number')).toContain(truth('pan').panNumbers);
  expect(await offeredFor(page, 'Voter ID number')).toContain(truth('electionCard').voterIds);
  expect(await offeredFor(page, 'Address')).toContain(truth('passbook').addresses);
  expect(await offeredFor(page, 'Age')).toContain(truth('aadharCopy').ages);
  await page.context().close();
}, 360_000);
