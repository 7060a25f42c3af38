import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { portraitPng } from './support/farmerDocuments';
import { portalApi, type PortalApi } from './support/api';
import { launchChromium } from './support/browser';
import { startPortal, type Portal } from './support/portal';
import { printedAsCreditFile } from './support/print';
import { DEMO_BANKER, signInThroughLanding } from './support/signIn';
import { textPdf } from '@kisan-credit/server/test/support/uploads';

// The banker's decision desk in Chromium against the real server: the queue sorted and filtered, its export
// downloaded, and the decision screen with the farmer's documents open beside the data.

let portal: Portal;
let browser: Browser;
let api: PortalApi;

/** Three farmers of the demo branch: name, phone, amount asked. Kavita uploads a photograph and her Khasra. */
const FARMERS = [
  { name: 'Kavita Sharma', phone: '9820000101', loanAmount: 150_000 },
  { name: 'Baldev Yadav', phone: '9820000102', loanAmount: 300_000 },
  { name: 'Chhaya Devi', phone: '9820000103', loanAmount: 50_000 },
];

async function upload(token: string, slot: string, file: Buffer, name: string, type: string): Promise<string> {
  const form = new FormData();
  form.append('document', new Blob([new Uint8Array(file)], { type }), name);
  const response = await fetch(`${portal.url}/api/file/upload?doctype=${slot}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return String(((await response.json()) as { url: string }).url);
}

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal({ OTP_SENDS_PER_IP_PER_HOUR: '100' }), launchChromium()]);
  api = portalApi(portal);
  for (const [index, farmer] of FARMERS.entries()) {
    const token = await api.signIn(farmer.phone);
    const documents =
      index === 0
        ? {
            applicantPhoto: await upload(token, 'applicantPhoto', portraitPng(), 'photo.png', 'image/png'),
            khasraCopy: await upload(
              token,
              'khasraCopy',
              textPdf('Khasra 45/2 Rampur'),
              'khasra.pdf',
              'application/pdf',
            ),
          }
        : {};
    const submitted = await api.call('POST', '/loan/application', token, {
      ...exampleCompleteApplication(),
      applicantName: farmer.name,
      loanAmount: farmer.loanAmount,
      documents,
    });
    expect(submitted.status).toBe(201);
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

test('a banker sorts and filters the queue, exports it, and decides with a document open beside the data', async () => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await signInThroughLanding(page, portal, DEMO_BANKER);
  await page.waitForURL(`${portal.url}/banker-dashboard`);
  await page.getByText('Showing 1-3 of 3 applications').waitFor();
  const rowNames = () =>
    page.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')));

  // The largest amount first, twenty rows a page, then only amounts from ₹1,00,000.
  await page.getByLabel('Sort by').selectOption({ label: 'Amount, largest first' });
  await page.waitForURL(/sort=amount/);
  await page.locator('tbody tr').first().getByText('Baldev Yadav').waitFor();
  expect(await rowNames()).toEqual(['Baldev Yadav', 'Kavita Sharma', 'Chhaya Devi']);
  await page.getByLabel('Rows per page').selectOption('20');
  await page.getByText('Filters', { exact: true }).click();
  await page.getByLabel('Amount from (₹)').fill('100000');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.getByText('Showing 1-2 of 2 applications').waitFor();
  expect(await rowNames()).toEqual(['Baldev Yadav', 'Kavita Sharma']);
  expect(new URL(page.url()).search).toBe('?sort=amount&rows=20&amountMin=100000');
  const kavita = page.getByRole('row', { name: 'Kavita Sharma', exact: true });
  expect(await kavita.textContent()).toContain('0 days pending');

  // The export is the filtered list, in its order, Aadhaar and account numbers masked.
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^kcc-applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync((await csv.path())!, 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain('Baldev Yadav');
  expect(lines[2]).toContain('Kavita Sharma');
  expect(lines[2]).toContain('XXXX XXXX 0124');
  expect(lines.join('\n')).not.toContain(exampleCompleteApplication().aadharNo);
  expect(lines.join('\n')).not.toContain('Chhaya Devi');
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Excel' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(
    fs
      .readFileSync((await xlsx.path())!)
      .subarray(0, 2)
      .toString('latin1'),
  ).toBe('PK');

  // The row names the next step; it opens the decision screen.
  await kavita.getByRole('button', { name: 'Assign lawyer' }).click();
  await page.waitForURL(/\/application-preview\//);
  const summary = page.getByRole('region', { name: 'Credit summary' });
  await summary.waitFor();
  expect(await summary.textContent()).toContain('Amount requested₹1,50,000');
  expect(await page.getByRole('region', { name: 'Legal Review' }).textContent()).toContain(
    'The legal review is not complete yet.',
  );

  // The photograph opens beside the data, zoomed and turned; then the Khasra in the browser's PDF viewer.
  const documents = page.getByRole('region', { name: 'Documents' });
  await documents.getByRole('button', { name: 'Open Applicant Photograph' }).click();
  const viewer = page.getByRole('complementary', { name: 'Document viewer: Applicant Photograph' });
  const photo = viewer.getByRole('img', { name: 'Applicant Photograph' });
  await photo.waitFor();
  expect(await photo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(120);
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  expect(await viewer.getByRole('status').textContent()).toBe('150%');
  await viewer.getByRole('button', { name: 'Rotate' }).click();
  expect(await photo.getAttribute('data-turns')).toBe('1');
  const [data, document] = await Promise.all([
    page.getByRole('region', { name: 'Personal Details' }).boundingBox(),
    viewer.boundingBox(),
  ]);
  expect(document!.x).toBeGreaterThan(data!.x + data!.width - 1);

  await documents.getByRole('button', { name: 'Open Khasra Copy' }).click();
  const khasra = page.getByRole('complementary', { name: 'Document viewer: Khasra Copy' });
  await khasra.locator('iframe[title="Khasra Copy"]').waitFor();

  // Printed, the decision screen is the credit file: the applicant's data, without the desk's controls.
  const pdf = await printedAsCreditFile(page, 'application-preview');
  await page.emulateMedia({ media: 'print' });
  expect(await summary.isVisible()).toBe(true);
  expect((await summary.boundingBox())!.width).toBeGreaterThan(1300);
  expect(await page.getByRole('region', { name: 'Workflow' }).isVisible()).toBe(false);
  expect(await page.getByRole('heading', { level: 2, name: 'Kavita Sharma' }).isVisible()).toBe(true);
  expect(await page.getByRole('region', { name: 'Personal Details' }).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Back to Dashboard' }).isVisible()).toBe(false);
  expect(await khasra.isVisible()).toBe(false);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await context.close();
});
