import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';

/** One byte of luminance a pixel, row by row. */
export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Decodes a PNG or JPEG (upright by its EXIF tag) to luminance. */
export async function decodeGrey(encoded: Uint8Array): Promise<GreyImage> {
  const image = await loadImage(Buffer.from(encoded.buffer, encoded.byteOffset, encoded.byteLength));
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return greyFromCanvas(canvas);
}

export function greyFromCanvas(canvas: Canvas): GreyImage {
  const { width, height } = canvas;
  const rgba = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const pixels = new Uint8Array(width * height);
  for (let index = 0; index < pixels.length; index++) {
    const offset = index * 4;
    pixels[index] = (rgba[offset]! * 77 + rgba[offset + 1]! * 150 + rgba[offset + 2]! * 29) >> 8;
  }
  return { width, height, pixels };
}

/** Binary PGM: tesseract's image library reads it, and it costs nothing to write, unlike PNG. */
export function encodePgm({ width, height, pixels }: GreyImage): Uint8Array {
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii');
  const file = new Uint8Array(header.length + pixels.length);
  file.set(header);
  file.set(pixels, header.length);
  return file;
}
