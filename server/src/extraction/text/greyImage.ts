import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';

// Module-level copies: inside jest's sandbox every lookup of the global Math is many times slower.
const { floor, max, min, round } = Math;

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

export function canvasFromGrey({ width, height, pixels }: GreyImage): Canvas {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const image = context.createImageData(width, height);
  for (let index = 0; index < pixels.length; index++) {
    image.data.fill(pixels[index]!, index * 4, index * 4 + 3);
    image.data[index * 4 + 3] = 255;
  }
  context.putImageData(image, 0, 0);
  return canvas;
}

/** Binary PGM: tesseract's image library reads it, and it costs nothing to write, unlike PNG. */
export function encodePgm({ width, height, pixels }: GreyImage): Uint8Array {
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii');
  const file = new Uint8Array(header.length + pixels.length);
  file.set(header);
  file.set(pixels, header.length);
  return file;
}

/**
 * The image's brightness at a point between pixel centres (x and y within 0..width − 1 and 0..height − 1),
 * blended from the four nearest pixels (bilinear).
 */
export function greyAt(image: GreyImage, x: number, y: number): number {
  const [left, top] = [floor(x), floor(y)];
  const [right, bottom] = [min(image.width - 1, left + 1), min(image.height - 1, top + 1)];
  const [across, down] = [x - left, y - top];
  const at = (column: number, row: number) => image.pixels[row * image.width + column]!;
  const upper = at(left, top) * (1 - across) + at(right, top) * across;
  const lower = at(left, bottom) * (1 - across) + at(right, bottom) * across;
  return round(upper * (1 - down) + lower * down);
}

/** The image enlarged `factor` times (at least 1), each pixel blended from its four nearest (bilinear). */
export function enlargedGrey(image: GreyImage, factor: number): GreyImage {
  if (factor <= 1) return image;
  const width = round(image.width * factor);
  const height = round(image.height * factor);
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const sourceY = min(image.height - 1, max(0, (y + 0.5) / factor - 0.5));
    for (let x = 0; x < width; x++) {
      const sourceX = min(image.width - 1, max(0, (x + 0.5) / factor - 0.5));
      pixels[y * width + x] = greyAt(image, sourceX, sourceY);
    }
  }
  return { width, height, pixels };
}

/** A rectangle of an image, in pixels. */
export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The region, which lies within the image, cut out of it. */
export function croppedGrey(image: GreyImage, { left, top, width, height }: Region): GreyImage {
  const pixels = new Uint8Array(Math.max(1, width) * Math.max(1, height)).fill(255);
  for (let y = 0; y < height; y++)
    pixels.set(
      image.pixels.subarray((top + y) * image.width + left, (top + y) * image.width + left + width),
      y * width,
    );
  return { width: Math.max(1, width), height: Math.max(1, height), pixels };
}
