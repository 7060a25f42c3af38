/**
 * How large a photo leaves the phone. OCR needs no more than 2000 px on the long side (an A4 page photo then
 * has text of 20 px and more, which the reader enlarges when it is smaller) and a JPEG of middling quality;
 * a phone's 4000 px, 3–6 MB photo costs a farmer on 2G minutes. The browser downscales with this rule, and
 * the extraction bench measures accuracy on files passed through the same rule.
 */
export const UPLOAD_PHOTO = {
  maxLongSide: 2000,
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
