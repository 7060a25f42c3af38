import type { KccApplication } from '@kisan-credit/shared-api/contract/application';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { pictureOf, textPdf } from '@kisan-credit/server/test/support/uploads';
import { portalApi, type PortalApi } from './support/api';
import { launchChromium } from './support/browser';
import { printedAsCreditFile } from './support/print';
import { startPortal, type Portal } from './support/portal';
import { DEMO_BANKER, DEMO_LAWYER, signInThroughLanding } from './support/signIn';

// docs/requirements.md#r10-issue-6: the lawyer's queue and land review, with the legal documents, in Chromium against the real server.

let portal: Portal;
let browser: Browser;
let api: PortalApi;
let bankerToken: string;

/** Seven farmers, oldest first; the dashboard lists them newest first, five a page. */
const FARMERS = [
  { name: 'Anil Verma', phone: '9810000001' },
  { name: 'Bharat Singh', phone: '9810000002' },
  { name: 'Chetan Yadav', phone: '9810000003' },
  { name: 'Deepak Patel', phone: '9810000004' },
  { name: 'Esha Rani', phone: '9810000005' },
  { name: 'Farhan Ali', phone: '9810000006' },
  { name: 'Gopal Das', phone: '9810000007' },
];
const userIds = new Map<string, string>();
const farmerTokens = new Map<string, string>();

/** A farmer submits the complete example application; the bank sends it for legal review. */
async function submittedForLegalReview(farmer: { name: string; phone: string }): Promise<void> {
  const token = await api.signIn(farmer.phone);
  const submitted = await api.call('POST', '/loan/application', token, {
    ...exampleCompleteApplication(),
    applicantName: farmer.name,
  });
  expect(submitted.status).toBe(201);
  const userId = String((submitted.body.data as { userId: string }).userId);
  const sent = await api.assignDemoLawyer(bankerToken, userId);
  expect(sent.status).toBe(200);
  userIds.set(farmer.name, userId);
  farmerTokens.set(farmer.name, token);
}

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal({ OTP_SENDS_PER_IP_PER_HOUR: '100' }), launchChromium()]);
  api = portalApi(portal);
  bankerToken = await api.signIn(DEMO_BANKER);
  // One at a time: each gets its own creation time, so the order on the dashboard is known.
  for (const farmer of FARMERS) await submittedForLegalReview(farmer);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

async function lawyerPage(viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

/** The lawyer's session once signed in through the landing page (one OTP a minute per phone). */
let lawyerToken: string | undefined;

async function signedInLawyer(viewport: { width: number; height: number }): Promise<Page> {
  const page = await lawyerPage(viewport);
  if (lawyerToken) {
    await page.context().addInitScript((token) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('userRole', 'lawyer');
      localStorage.setItem('userPhone', '9000000002');
    }, lawyerToken);
    await page.goto(`${portal.url}/lawyer-dashboard`);
  } else {
    await signInThroughLanding(page, portal, DEMO_LAWYER);
    await page.waitForURL(`${portal.url}/lawyer-dashboard`);
    lawyerToken = String(await page.evaluate(() => localStorage.getItem('authToken')));
  }
  return page;
}

/** A file as the lawyer picks it from their computer. */
interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const pdfNamed = (name: string, line: string): PickedFile => ({
  name,
  mimeType: 'application/pdf',
  buffer: textPdf(line),
});

/** The land papers the lawyer verified, one per legal document slot: PDFs, and the NEC as a photograph. */
async function legalPapers() {
  return {
    khasraCopy: pdfNamed('khasra-45-2.pdf', 'Khasra No. 45/2, Village Rampur'),
    khatauniCopy: pdfNamed('khatauni-00123.pdf', 'Khatauni Khata No. 00123, Anil Verma'),
    searchReport: pdfNamed('search-report-draft.pdf', 'Search report (draft)'),
    necCertificate: { name: 'nec.png', mimeType: 'image/png', buffer: await pictureOf('No encumbrance: Anil Verma') },
  } satisfies Record<string, PickedFile>;
}

const SLOT_TITLES = {
  khasraCopy: 'Khasra Copy',
  khatauniCopy: 'Khatauni Copy',
  searchReport: 'Search Report',
  necCertificate: 'NEC Certificate',
} as const;
type LegalSlot = keyof typeof SLOT_TITLES;

const legalSlot = (page: Page, slot: LegalSlot) =>
  page.getByRole('region', { name: 'Legal Documents' }).getByRole('region', { name: SLOT_TITLES[slot], exact: true });

/** Chooses the file in the slot, presses Upload, waits for 'Uploaded Successfully'; answers the stored file's url. */
async function uploadThroughSlot(page: Page, slot: LegalSlot, file: PickedFile): Promise<string> {
  const card = legalSlot(page, slot);
  await card.locator('input[type="file"]').setInputFiles(file);
  await card.getByText(file.name).waitFor();
  // The last chunk of the upload session answers the stored document's url.
  const answer = page.waitForResponse(
    async (response) =>
      response.request().method() === 'PATCH' &&
      response.url().includes('/api/file/upload-sessions/') &&
      response.status() === 200 &&
      typeof ((await response.json()) as { url?: unknown }).url === 'string',
  );
  await card.getByRole('button', { name: `Upload ${SLOT_TITLES[slot]}` }).click();
  const uploaded = await answer;
  await card.getByRole('status').getByText('Uploaded Successfully').waitFor();
  return String(((await uploaded.json()) as { url: string }).url);
}

/** A stored document as someone downloads it with their own session. */
async function download(url: string, token: string) {
  const response = await fetch(`${portal.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

const rowNames = (page: Page) =>
  page.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')));

test('a lawyer pages through the queue, reads an application, edits its land and crops, uploads the legal documents, saves and completes the review', async () => {
  const page = await signedInLawyer({ width: 1280, height: 800 });

  // The queue: five a page, newest first, with the count on 'incoming' and the total.
  await page.getByText('Showing 1-5 of 7 applications').waitFor();
  expect(await rowNames(page)).toEqual(['Gopal Das', 'Farhan Ali', 'Esha Rani', 'Deepak Patel', 'Chetan Yadav']);
  const categories = page.getByRole('navigation', { name: 'Application categories' });
  expect(await categories.getByRole('button', { name: /Incoming Applications/ }).textContent()).toBe(
    'Incoming ApplicationsNew applications awaiting legal review7',
  );
  await page.getByRole('button', { name: 'Page 2' }).click();
  await page.getByText('Showing 6-7 of 7 applications').waitFor();
  expect(await rowNames(page)).toEqual(['Bharat Singh', 'Anil Verma']);
  const anil = page.getByRole('row', { name: 'Anil Verma', exact: true });
  expect(await anil.textContent()).toContain('Legal Review');
  expect(await anil.textContent()).toContain('₹1,50,000');

  // View All Data: the whole application, read only, numbers masked.
  await anil.getByRole('button', { name: 'View All Data' }).click();
  await page.getByRole('heading', { level: 1, name: 'Application Details' }).waitFor();
  expect(new URL(page.url()).pathname).toBe(`/lawyer-dashboard/application/${userIds.get('Anil Verma')}`);
  await page.getByText('XXXX XXXX 0124').first().waitFor();
  expect(await page.getByText('234567890124').count()).toBe(0);
  await page.getByRole('region', { name: 'Land Details' }).getByText('Rampur').first().waitFor();
  expect(
    await page.locator('#role-app-lawyer').locator('input, select:not([aria-label="Language"]), textarea').count(),
  ).toBe(0);

  // Land Verification & Documentation: edit the land and add a crop.
  await page.getByRole('button', { name: 'Review Land Details' }).click();
  await page.getByRole('heading', { level: 1, name: 'Land Verification & Documentation' }).waitFor();
  await page.getByText('Review and update land details for Anil Verma').waitFor();
  expect(await page.getByRole('region', { name: 'KYC' }).textContent()).toContain('XXXX XXXX 0124');
  const land = page.getByRole('group', { name: 'Land Record 1' });
  await land.getByLabel('Land area', { exact: true }).fill('2');
  await land.getByLabel('Land area unit').selectOption('hectare');
  await land.getByText('about 4.94 acres').waitFor();
  await land.getByRole('button', { name: '+ Add Crop' }).click();
  const newCrop = land.getByRole('group', { name: 'Crop 3' });
  await newCrop.getByLabel(/^Crop season/).selectOption('Zaid');
  await newCrop.getByLabel(/^Crop \*/).selectOption('Watermelon');
  // The crop list names each crop in Hindi too, as the spec's lists do, though the page reads in English.
  await newCrop.locator('option', { hasText: 'Watermelon (तरबूज़)' }).waitFor({ state: 'attached' });
  await newCrop.getByLabel(/^Cultivation area/).fill('0.5');
  await page.getByLabel('Nearby landmarks').fill('North: canal    South: road    East: temple    West: school');

  // Legal Documents: the four papers uploaded, the NEC photograph previewed, the search report replaced.
  const papers = await legalPapers();
  const urls = {} as Record<LegalSlot, string>;
  for (const slot of Object.keys(SLOT_TITLES) as LegalSlot[])
    urls[slot] = await uploadThroughSlot(page, slot, papers[slot]);
  await legalSlot(page, 'necCertificate').getByRole('button', { name: 'Preview NEC Certificate' }).click();
  const preview = page.getByRole('dialog', { name: 'necCertificate.pdf' });
  const photograph = preview.getByRole('img', { name: 'necCertificate.pdf' });
  await photograph.evaluate((image: HTMLImageElement) => image.decode());
  expect(await photograph.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(400);
  await preview.getByRole('button', { name: 'Close' }).click();
  await preview.waitFor({ state: 'hidden' });

  const searchReport = legalSlot(page, 'searchReport');
  await searchReport.getByRole('button', { name: 'Reupload Search Report' }).click();
  await searchReport.getByText('No file chosen').waitFor();
  expect(await searchReport.getByText('Uploaded Successfully').count()).toBe(0);
  papers.searchReport = pdfNamed('search-report-final.pdf', 'Search report: no encumbrance found');
  urls.searchReport = await uploadThroughSlot(page, 'searchReport', papers.searchReport);

  await page.getByRole('button', { name: 'Save Changes' }).click();
  const saved = page.getByRole('dialog', { name: 'Success!' });
  await saved.getByText('Land and crop details updated successfully!').waitFor();
  await saved.getByRole('button', { name: 'Close' }).click();
  await page.waitForURL(`${portal.url}/lawyer-dashboard`);

  // What the server holds now: areas in acres, the flat crop list, the landmarks.
  const stored = await api.call('GET', `/loan/kcc-application?userId=${userIds.get('Anil Verma')}`, lawyerToken);
  const application = stored.body.data as KccApplication;
  expect(application.landDetails?.[0]).toMatchObject({ landArea: 4.9421, landAreaUnit: 'acre', khataNo: '00123' });
  expect(application.cropDetails).toEqual([
    expect.objectContaining({ season: 'Rabi', crop: 'Wheat', area: 2, areaUnit: 'acre' }),
    expect.objectContaining({ season: 'Kharif', crop: 'Paddy', area: 2.47105, areaUnit: 'acre' }),
    expect.objectContaining({ season: 'Zaid', crop: 'Watermelon', area: 0.5, areaUnit: 'acre', condition: 'Good' }),
  ]);
  expect(application.landGeneralInfo?.nearbyLandmarks).toBe(
    'North: canal    South: road    East: temple    West: school',
  );
  expect(application.documents).toEqual(urls);

  // The papers are private: the lawyer, the bank and the applicant download them as uploaded; another farmer may not.
  const readers = { lawyer: lawyerToken!, banker: bankerToken, farmer: farmerTokens.get('Anil Verma')! };
  for (const slot of Object.keys(urls) as LegalSlot[]) {
    for (const [reader, token] of Object.entries(readers)) {
      const { status, contentType, bytes } = await download(urls[slot], token);
      expect({ slot, reader, status, contentType, sameBytes: bytes.equals(papers[slot].buffer) }).toEqual({
        slot,
        reader,
        status: 200,
        contentType: papers[slot].mimeType,
        sameBytes: true,
      });
    }
    expect((await download(urls[slot], farmerTokens.get('Bharat Singh')!)).status).toBe(403);
  }

  // Complete the legal review: verdict and remarks, confirmed; the application goes to the bank.
  await page.goto(`${portal.url}/land-details/${userIds.get('Anil Verma')}`);
  await page.getByRole('button', { name: 'Complete legal review' }).click();
  const review = page.getByRole('dialog', { name: 'Complete legal review' });
  await review.getByRole('radio', { name: 'Clear title' }).check();
  await review
    .getByRole('textbox', { name: 'Remarks' })
    .fill('Khasra and Khatauni agree with the records; no encumbrance found.');
  await review.getByRole('button', { name: 'Confirm and send to bank' }).click();
  const completed = page.getByRole('dialog', { name: 'Success!' });
  await completed.getByText('Legal review completed. The application has been sent to the bank.').waitFor();
  await completed.getByRole('button', { name: 'Close' }).click();

  // It is under 'completed' now, with the bank; six wait in 'incoming'.
  await page.waitForURL(`${portal.url}/lawyer-dashboard?category=completed`);
  await page.getByRole('heading', { level: 2, name: 'Completed Applications' }).waitFor();
  await page.getByText('Showing 1-1 of 1 applications').waitFor();
  expect(await page.getByRole('row', { name: 'Anil Verma', exact: true }).textContent()).toContain('Banker Review');
  expect(await categories.getByRole('button', { name: /Incoming Applications/ }).textContent()).toMatch(/6$/);

  const atBank = await api.call('GET', `/loan/kcc-application?userId=${userIds.get('Anil Verma')}`, bankerToken);
  expect(atBank.body.data).toMatchObject({
    status: 'banker',
    workflow: {
      completeLegalReview: {
        verdict: 'clearTitle',
        remarks: 'Khasra and Khatauni agree with the records; no encumbrance found.',
      },
    },
  });
  await page.context().close();
});

test('a farmer or a banker token is refused (403) by the lawyer’s calls', async () => {
  const underReview = userIds.get('Bharat Singh')!;
  const farmer = farmerTokens.get('Bharat Singh')!;
  const land = {
    landGeneralInfo: { nearbyLandmarks: 'North:', farmLocationForWellPumpShed: 'Well', distanceFromBranch: '1 KM' },
  };
  const review = { action: 'completeLegalReview', verdict: 'clearTitle', remarks: 'ok' };
  const answers = {
    farmerList: await api.call('GET', '/sheet/kcc-applications?group=incoming&page=1&pageSize=5', farmer),
    farmerRead: await api.call('GET', `/loan/kcc-application?userId=${underReview}`, farmer),
    farmerPatch: await api.call('PATCH', `/loan/application?userId=${underReview}`, farmer, land),
    farmerReview: await api.call('POST', `/loan/application/actions?userId=${underReview}`, farmer, review),
    // Completing the legal review is the lawyer's step only. (Reading, listing and PATCH are staff calls:
    // the banker may make them too, by the API's design.)
    bankerReview: await api.call('POST', `/loan/application/actions?userId=${underReview}`, bankerToken, review),
  };
  expect(Object.fromEntries(Object.entries(answers).map(([call, answer]) => [call, answer.status]))).toEqual({
    farmerList: 403,
    farmerRead: 403,
    farmerPatch: 403,
    farmerReview: 403,
    bankerReview: 403,
  });
  expect(answers.bankerReview.body.code).toBe('actionNotForRole');

  // Nothing changed: it still waits for the lawyer.
  const still = await api.call('GET', `/loan/kcc-application?userId=${underReview}`, bankerToken);
  expect((still.body.data as { status: string }).status).toBe('lawyer');
});

// Screenshots for a person to look at (E2E_SCREENSHOTS=<folder>): the dashboard and the land screen on a
// phone (390×800) and a laptop (1280×800).
const screenshots = process.env.E2E_SCREENSHOTS;
(screenshots ? test : test.skip)('screenshots of the dashboard and the land screen', async () => {
  mkdirSync(screenshots!, { recursive: true });
  for (const viewport of [
    { width: 390, height: 800 },
    { width: 1280, height: 800 },
  ]) {
    const page = await signedInLawyer(viewport);
    await page.getByText(/Showing 1-5 of \d+ applications/).waitFor();
    await page.screenshot({ path: path.join(screenshots!, `dashboard-${viewport.width}.png`), fullPage: true });
    if (viewport.width < 1024) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      await page.screenshot({ path: path.join(screenshots!, `dashboard-menu-${viewport.width}.png`) });
    }
    await page.goto(`${portal.url}/land-details/${userIds.get('Bharat Singh')}`);
    await page.getByRole('region', { name: 'Land Holdings & Crop Details' }).waitFor();
    await page.getByRole('group', { name: 'Land Record 1' }).getByLabel('Land area unit').selectOption('hectare');
    await page.screenshot({ path: path.join(screenshots!, `land-details-${viewport.width}.png`), fullPage: true });
    // What a person sees at a time, from the land records to the documents.
    for (const region of ['Land Holdings & Crop Details', 'Legal Documents']) {
      await page.getByRole('region', { name: region }).scrollIntoViewIfNeeded();
      const name = region.split(' ')[0]!.toLowerCase();
      await page.screenshot({ path: path.join(screenshots!, `land-details-${name}-${viewport.width}.png`) });
    }
    await page.context().close();
  }
});

test('two desks edit the same case: the second save is refused, and Reload brings the first one’s change with the second one’s edits on it', async () => {
  const landScreen = `${portal.url}/land-details/${userIds.get('Chetan Yadav')}`;
  const first = await signedInLawyer({ width: 1280, height: 800 });
  const second = await signedInLawyer({ width: 1280, height: 800 });
  for (const page of [first, second]) {
    await page.goto(landScreen);
    await page.getByRole('heading', { level: 1, name: 'Land Verification & Documentation' }).waitFor();
  }

  await first.getByLabel('Distance of land from branch').fill('12 KM');
  await first.getByRole('button', { name: 'Save Changes' }).click();
  await first.getByRole('dialog', { name: 'Success!' }).waitFor();

  const landmarks = 'North: canal    South: road    East: mango grove    West: school';
  await second.getByLabel('Nearby landmarks').fill(landmarks);
  await second.getByRole('button', { name: 'Save Changes' }).click();
  const refused = second.getByRole('alertdialog', { name: 'Oops!' });
  await refused.getByText('Someone else saved this application after you opened it').waitFor();
  await refused.getByRole('button', { name: 'Reload' }).click();
  await refused.waitFor({ state: 'hidden' });
  await second.waitForFunction(
    () => document.querySelector<HTMLInputElement>('#field-landGeneralInfo-distanceFromBranch')?.value === '12 KM',
  );
  expect(await second.getByLabel('Nearby landmarks').inputValue()).toBe(landmarks);

  await second.getByRole('button', { name: 'Save Changes' }).click();
  await second.getByRole('dialog', { name: 'Success!' }).waitFor();
  const stored = await api.call('GET', `/loan/kcc-application?userId=${userIds.get('Chetan Yadav')}`, lawyerToken);
  expect((stored.body.data as KccApplication).landGeneralInfo).toMatchObject({
    nearbyLandmarks: landmarks,
    distanceFromBranch: '12 KM',
  });

  // Printed, the land screen is the lawyer's part of the credit file, without the controls.
  await printedAsCreditFile(first, 'land-details');
  await first.emulateMedia({ media: 'print' });
  expect(await first.getByRole('region', { name: 'Personal Information' }).isVisible()).toBe(true);
  expect(await first.getByRole('region', { name: 'Land Holdings & Crop Details' }).isVisible()).toBe(true);
  await first.context().close();
  await second.context().close();
});
