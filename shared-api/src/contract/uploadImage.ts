/**
 * How large a photo leaves the phone. A phone's 4000 px, 3–6 MB photo costs a farmer on 2G minutes, and OCR
 * needs less: the long side is cut to 2600 px and the JPEG to middling quality. Not to 2000 px: an A4 land
 * record scanned at 200 dpi (2339 px high) then had to be resampled and saved again as JPEG, and its small
 * Devanagari digits suffered; read as scanned, the Devanagari states' records gave 95.7% of their fields,
 * re-encoded at 2000 px 90.9% (`docs/benchmarks.md` B2). The browser downscales with this rule, and the
 * extraction bench measures accuracy on files passed through the same rule.
 */
export const UPLOAD_PHOTO = {
  maxLongSide: 2600,
  targetBytes: 500 * 1024,
  /** JPEG qualities tried in turn until the file fits targetBytes; the last one is kept whatever its size. */
  qualities: [0.85, 0.75, 0.65, 0.55],
} as const;

export interface PixelSize {
  width: number;
  height: number;
}

/** Whether a photo of these bytes and pixels is larger than OCR needs. */
export function isLargerThanNeeded(bytes: number, { width, height }: PixelSize): boolean {
  return bytes > UPLOAD_PHOTO.targetBytes || Math.max(width, height) > UPLOAD_PHOTO.maxLongSide;
}

/** The photo's size once its long side is at most maxLongSide; never enlarged. */
export function downscaledSize({ width, height }: PixelSize): PixelSize {
  const scale = Math.min(1, UPLOAD_PHOTO.maxLongSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The file name of the re-encoded JPEG: "IMG_2041.PNG" becomes "IMG_2041.jpg". */
export function jpegFileName(name: string): string {
  return /\.(?:jpe?g)$/i.test(name) ? name : `${name.replace(/\.[^./]*$/, '')}.jpg`;
}
