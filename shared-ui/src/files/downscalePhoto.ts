import {
  downscaledSize,
  isLargerThanNeeded,
  jpegFileName,
  UPLOAD_PHOTO,
} from '@kisan-credit/shared-api/contract/uploadImage';

const PHOTO_TYPES = /^image\/(?:jpeg|png)$/;

function encodeJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * A JPEG or PNG photo made as small as OCR needs (see UPLOAD_PHOTO): turned upright by its EXIF tag,
 * scaled down to 2600 px on its long side and saved as a JPEG of the first quality that fits 500 KB.
 * Anything else, a photo already small enough, or a browser that cannot decode it, is sent as chosen.
 */
export async function downscalePhoto(file: File): Promise<File> {
  if (!PHOTO_TYPES.test(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file; // the server says what is wrong with a file it cannot read either
  }
  try {
    if (!isLargerThanNeeded(file.size, bitmap)) return file;
    const size = downscaledSize(bitmap);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    let smallest: Blob | null = null;
    for (const quality of UPLOAD_PHOTO.qualities) {
      smallest = await encodeJpeg(canvas, quality);
      if (!smallest || smallest.size <= UPLOAD_PHOTO.targetBytes) break;
    }
    if (!smallest || smallest.size >= file.size) return file;
    return new File([smallest], jpegFileName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
