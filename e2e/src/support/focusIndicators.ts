import type { Page } from 'playwright-core';
import type { Violation } from './accessibility';

/** WCAG 2.4.11 / 1.4.11: a focus indicator needs 3:1 against what is around it. */
const MINIMUM_CONTRAST = 3;

interface FocusIndicator {
  /** Where the element is in the document, to know when the Tab key has come round again. */
  position: number;
  /** The focused element, as a person would find it: tag and its text or label. */
  element: string;
  /** How its ring is drawn and on what: 'rgb(…) 3px on rgb(…)'. */
  drawn: string;
  contrast: number;
}

/**
 * The focused element's outline against the colour behind it, or no contrast at all when the ring is missing
 * or cut off. A visually hidden native input (a file input under its label) shows its ring on the
 * label. Runs in the page, so it refers to nothing outside itself.
 */
function activeFocusIndicator(): FocusIndicator | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  // Focus inside a browser-drawn part (a date input's calendar button): the browser draws that ring itself.
  if (!active.matches(':focus')) return null;

  const rgba = (value: string): [number, number, number, number] => {
    const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
    return [r, g, b, value.startsWith('rgba') ? a : 1];
  };
  const backgroundBehind = (start: Element | null): [number, number, number] => {
    const layers: [number, number, number, number][] = [];
    for (let element = start; element; element = element.parentElement) {
      const colour = rgba(getComputedStyle(element).backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
    }
    // Blend from the opaque bottom layer (white when none) up through the translucent ones.
    return layers.reduceRight<[number, number, number]>(
      (below, [r, g, b, a]) => [r * a + below[0] * (1 - a), g * a + below[1] * (1 - a), b * a + below[2] * (1 - a)],
      [255, 255, 255],
    );
  };
  const luminance = ([r, g, b]: [number, number, number]) => {
    const [lr = 0, lg = 0, lb = 0] = [r, g, b].map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  };

  const hiddenInput = active instanceof HTMLInputElement && getComputedStyle(active).opacity === '0';
  const ringed = (hiddenInput && active.labels?.[0]) || active;
  const style = getComputedStyle(ringed);
  const width = parseFloat(style.outlineWidth);
  const [r, g, b] = rgba(style.outlineColor);
  const reach = parseFloat(style.outlineOffset) + width;
  // A ring drawn outside sits on the parent's background; one drawn inside, on the element's own.
  const behind = backgroundBehind(reach > 0 ? ringed.parentElement : ringed);
  const [light, dark] = [luminance([r, g, b]), luminance(behind)].sort((x, y) => y - x) as [number, number];
  // An ancestor that hides its overflow cuts off a ring drawn outside the element (a pill of buttons). The
  // body hides it while a dialog is open, but clips to the window, not to its own box.
  const ring = ringed.getBoundingClientRect();
  let clipped = false;
  for (
    let ancestor = ringed.parentElement;
    ancestor && ancestor !== document.body && !clipped;
    ancestor = ancestor.parentElement
  ) {
    if (!/hidden|clip/.test(getComputedStyle(ancestor).overflow)) continue;
    const box = ancestor.getBoundingClientRect();
    clipped =
      ring.left - reach < box.left ||
      ring.top - reach < box.top ||
      ring.right + reach > box.right ||
      ring.bottom + reach > box.bottom;
  }
  const visible = style.outlineStyle !== 'none' && width >= 2 && !clipped;
  const label =
    active instanceof HTMLInputElement || active instanceof HTMLSelectElement || active instanceof HTMLTextAreaElement
      ? active.labels?.[0]?.textContent
      : null;
  const name = (active.getAttribute('aria-label') ?? label ?? active.textContent ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, 60);
  const type = active instanceof HTMLInputElement ? `[type=${active.type}]` : '';
  return {
    position: Array.prototype.indexOf.call(document.getElementsByTagName('*'), active),
    element: `${active.tagName.toLowerCase()}${type} "${name}"`,
    drawn: `${style.outlineColor} ${style.outlineStyle} ${style.outlineWidth}${clipped ? ' (cut off by overflow)' : ''} on rgb(${behind.map(Math.round).join(', ')})`,
    contrast: visible ? (light + 0.05) / (dark + 0.05) : 0,
  };
}

/**
 * Tabs through the page (or the open dialog, which keeps focus) once, as a keyboard user would, and answers
 * every control whose focus ring is missing or under 3:1 against its background.
 */
export async function weakFocusIndicators(page: Page, screen: string, maxTabs = 120): Promise<Violation[]> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const weak = new Map<string, FocusIndicator>();
  let first: number | undefined;
  for (let tab = 0; tab < maxTabs; tab += 1) {
    await page.keyboard.press('Tab');
    const indicator = await page.evaluate(activeFocusIndicator);
    if (!indicator) continue;
    if (indicator.position === first) break;
    first ??= indicator.position;
    // Alike controls (every row's 'View All Data') are reported once.
    if (indicator.contrast < MINIMUM_CONTRAST) weak.set(`${indicator.element} ${indicator.drawn}`, indicator);
  }
  return [...weak.values()].map(({ element, drawn, contrast }) => ({
    screen,
    id: 'focus-indicator',
    impact: 'serious',
    help: `Focus ring under ${MINIMUM_CONTRAST}:1 (${contrast.toFixed(2)}:1)`,
    targets: [`${element}: ${drawn}`],
  }));
}
