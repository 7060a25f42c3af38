import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * The staff screen as Chromium prints it: no button, navigation, language switch or document viewer shows;
 * the text is black on white across the full width. Answers the PDF (kept with a screenshot of the print
 * layout as `<name>.pdf` and `<name>-print.png` in E2E_SCREENSHOTS when set, to look at).
 */
export async function printedAsCreditFile(page: Page, name: string): Promise<Buffer> {
  await page.emulateMedia({ media: 'print' });
  const shown = await page.evaluate(() => {
    const visible = (element: Element) => element.getClientRects().length > 0;
    const controls = 'button, nav, footer, select[aria-label="Language"], [aria-label^="Document viewer"]';
    const heading = document.querySelector('h1')!;
    const staffPage = document.querySelector('[data-print="page"]')!;
    return {
      controls: Array.from(document.querySelectorAll(controls))
        .filter(visible)
        .map((element) => element.outerHTML),
      headingColour: getComputedStyle(heading).color,
      background: getComputedStyle(document.body).backgroundColor,
      fullWidth: staffPage.getBoundingClientRect().width >= document.documentElement.clientWidth - 1,
    };
  });
  expect(shown).toEqual({
    controls: [],
    headingColour: 'rgb(0, 0, 0)',
    background: 'rgb(255, 255, 255)',
    fullWidth: true,
  });
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const keep = process.env.E2E_SCREENSHOTS;
  if (keep) {
    mkdirSync(keep, { recursive: true });
    writeFileSync(path.join(keep, `${name}.pdf`), pdf);
    // At the width of A4 paper at 96 dpi, as the PDF lays the page out.
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: 794, height: viewport.height });
    await page.screenshot({ path: path.join(keep, `${name}-print.png`), fullPage: true });
    await page.setViewportSize(viewport);
  }
  await page.emulateMedia({ media: 'screen' });
  return pdf;
}
