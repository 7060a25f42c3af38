import { createCanvas, loadImage } from '@napi-rs/canvas';
import { exifOrientation } from './exifOrientation';

/**
 * Phone photos are stored sideways with an EXIF orientation tag. tesseract.js honours the tag only in
 * big-endian EXIF, and most phones write little-endian, so a tagged JPEG is turned upright here: the
 * decoder applies the tag, and the re-encoded JPEG carries none.
 */
export async function uprightJpeg(jpeg: Uint8Array): Promise<Uint8Array> {
  if (exifOrientation(jpeg) === 1) return jpeg;
  const image = await loadImage(Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength));
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return canvas.encode('jpeg', 95);
}
