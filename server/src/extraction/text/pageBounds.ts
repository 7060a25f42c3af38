import type { GreyImage, Region } from './greyImage';

// A row or column belongs to the page when this share of it is as bright as paper (of the brightest row's share).
const PAGE_SHARE = 0.5;
// Smaller than this share of the photo in either direction, the bright region is no page (a card, a glare).
const MIN_PAGE_SHARE = 0.5;
// Margins narrower than this share of the photo are not worth cropping.
const MIN_MARGIN_SHARE = 0.02;

/** Otsu's threshold: the grey level that best splits the image into dark (the table) and bright (the paper). */
function otsuThreshold(pixels: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (const value of pixels) histogram[value]! += 1;
  const total = pixels.length;
  const sum = histogram.reduce((accumulated, count, level) => accumulated + count * level, 0);
  let below = 0;
  let belowSum = 0;
  let best = { level: 128, variance: -1 };
  for (let level = 0; level < 256; level++) {
    below += histogram[level]!;
    if (below === 0 || below === total) continue;
    belowSum += level * histogram[level]!;
    const meanBelow = belowSum / below;
    const meanAbove = (sum - belowSum) / (total - below);
    const variance = below * (total - below) * (meanBelow - meanAbove) ** 2;
    if (variance > best.variance) best = { level, variance };
  }
  return best.level;
}

/**
 * From the first to the last index whose share passes the cut: rows inside the page may fall below it (a
 * shaded table header, a shadow across the page) where the table around it never rises above.
 */
function span(shares: Float64Array): { start: number; end: number } {
  const cut = PAGE_SHARE * Math.max(...shares);
  const start = shares.findIndex((share) => share >= cut);
  const end = shares.findLastIndex((share) => share >= cut);
  return { start, end };
}

/**
 * Where the page lies in a photo of it on a table: the rows and columns mostly as bright as paper. Undefined
 * when the page fills the photo already, or when no bright region large enough to be a page stands out.
 */
export function pageBounds({ width, height, pixels }: GreyImage): Region | undefined {
  const threshold = otsuThreshold(pixels);
  const rows = new Float64Array(height);
  const columns = new Float64Array(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (pixels[y * width + x]! > threshold) {
        rows[y]! += 1 / width;
        columns[x]! += 1 / height;
      }
    }
  }
  const vertical = span(rows);
  const horizontal = span(columns);
  const region = {
    left: horizontal.start,
    top: vertical.start,
    width: horizontal.end - horizontal.start + 1,
    height: vertical.end - vertical.start + 1,
  };
  if (region.width < MIN_PAGE_SHARE * width || region.height < MIN_PAGE_SHARE * height) return undefined;
  const widestMargin = Math.max(
    region.left,
    region.top,
    width - region.left - region.width,
    height - region.top - region.height,
  );
  return widestMargin < MIN_MARGIN_SHARE * Math.min(width, height) ? undefined : region;
}
