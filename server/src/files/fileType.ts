import { hasCompletePdfTrailer } from './formats/pdfStructure';
import type { ImageDimensions } from './formats/imageDimensions';
import { readJpegDimensions } from './formats/jpegStructure';
import { readPngDimensions } from './formats/pngStructure';

export type StoredFileType =
  | { kind: 'pdf'; mime: 'application/pdf'; extension: 'pdf' }
  | { kind: 'jpeg'; mime: 'image/jpeg'; extension: 'jpg' }
  | { kind: 'png'; mime: 'image/png'; extension: 'png' };

export type UploadProblem = 'empty' | 'unsupportedType' | 'damaged' | 'imageTooLarge';

export type UploadInspection = { ok: true; type: StoredFileType } | { ok: false; problem: UploadProblem };

/**
 * Above this an image is refused as a likely decompression bomb: 24 MP (a 6000 × 4000 camera; phones save
 * 12 MP) is 96 MB decoded as RGBA. At 40 MP, three 116 KB PNGs took a server from 696 to 1,247 MB.
 */
export const DEFAULT_MAX_IMAGE_PIXELS = 24_000_000;
/** No phone or scanner page needs more on either side. */
export const MAX_IMAGE_DIMENSION = 12_000;

const PDF: StoredFileType = { kind: 'pdf', mime: 'application/pdf', extension: 'pdf' };
const JPEG: StoredFileType = { kind: 'jpeg', mime: 'image/jpeg', extension: 'jpg' };
const PNG: StoredFileType = { kind: 'png', mime: 'image/png', extension: 'png' };

const PDF_MAGIC = Buffer.from('%PDF-');
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * What an uploaded file really is, judged by its bytes alone (never its name or declared type), and whether it
 * is whole. Images are measured from their headers, not decoded, so a decompression bomb costs nothing here.
 */
export function inspectUpload(bytes: Buffer, options: { maxPixels?: number } = {}): UploadInspection {
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  if (startsWith(bytes, PDF_MAGIC)) {
    return hasCompletePdfTrailer(bytes) ? { ok: true, type: PDF } : { ok: false, problem: 'damaged' };
  }
  if (startsWith(bytes, JPEG_MAGIC)) return inspectImage(JPEG, readJpegDimensions(bytes), options);
  if (startsWith(bytes, PNG_MAGIC)) return inspectImage(PNG, readPngDimensions(bytes), options);
  return { ok: false, problem: 'unsupportedType' };
}

function inspectImage(
  type: StoredFileType,
  dimensions: ImageDimensions | undefined,
  { maxPixels = DEFAULT_MAX_IMAGE_PIXELS }: { maxPixels?: number },
): UploadInspection {
  if (dimensions === undefined) return { ok: false, problem: 'damaged' };
  const { width, height } = dimensions;
  if (width > MAX_IMAGE_DIMENSION || height > MAX_IMAGE_DIMENSION || width * height > maxPixels) {
    return { ok: false, problem: 'imageTooLarge' };
  }
  return { ok: true, type };
}

function startsWith(bytes: Buffer, magic: Buffer): boolean {
  return bytes.length >= magic.length && bytes.subarray(0, magic.length).equals(magic);
}
