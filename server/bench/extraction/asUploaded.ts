import { createCanvas, loadImage } from '@napi-rs/canvas';
import {
  downscaledSize,
  isLargerThanNeeded,
  jpegFileName,
  UPLOAD_PHOTO,
} from '@kisan-credit/shared-api/contract/uploadImage';
import type { GeneratedDocument } from '../../test-documents';

/**
 * The document as the farmer's browser sends it: a photo or image scan larger than OCR needs is scaled and
 * re-encoded by the contract's rule (shared-ui's downscalePhoto does the same with the browser's canvas),
 * so that accuracy is measured on the files the server really receives. PDFs are sent as they are.
 */
export async function asUploaded(document: GeneratedDocument): Promise<GeneratedDocument> {
  if (document.mime === 'application/pdf') return document;
  const image = await loadImage(document.bytes);
  if (!isLargerThanNeeded(document.bytes.length, image)) return document;
  const size = downscaledSize(image);
  const canvas = createCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, size.width, size.height);
  let bytes = document.bytes;
  for (const quality of UPLOAD_PHOTO.qualities) {
    bytes = await canvas.encode('jpeg', Math.round(quality * 100));
    if (bytes.length <= UPLOAD_PHOTO.targetBytes) break;
  }
  if (bytes.length >= document.bytes.length) return document;
  return { ...document, mime: 'image/jpeg', bytes, fileName: jpegFileName(document.fileName) };
}
