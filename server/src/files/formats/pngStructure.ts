import { crc32 } from 'node:zlib';
import type { ImageDimensions } from './imageDimensions';

const SIGNATURE_BYTES = 8;
const IHDR_DATA_BYTES = 13;
const MAX_CHUNK_BYTES = 2 ** 31 - 1;
// Colour type → the bit depths the PNG specification allows for it.
const BIT_DEPTHS_BY_COLOUR_TYPE = new Map<number, number[]>([
  [0, [1, 2, 4, 8, 16]],
  [2, [8, 16]],
  [3, [1, 2, 4, 8]],
  [4, [8, 16]],
  [6, [8, 16]],
]);

/**
 * Walks the chunks of a file that starts with the PNG signature, checking every CRC, and gives the size its
 * IHDR declares; undefined when the file is damaged (bad IHDR or CRC, no image data, no IEND).
 */
export function readPngDimensions(bytes: Buffer): ImageDimensions | undefined {
  let dimensions: ImageDimensions | undefined;
  let hasImageData = false;
  let offset = SIGNATURE_BYTES;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const dataStart = offset + 8;
    const dataEnd = dataStart + length;
    if (length > MAX_CHUNK_BYTES || dataEnd + 4 > bytes.length) return undefined;
    if (crc32(bytes.subarray(offset + 4, dataEnd)) !== bytes.readUInt32BE(dataEnd)) return undefined;
    const type = bytes.toString('latin1', offset + 4, dataStart);
    if (dimensions === undefined) {
      if (type !== 'IHDR' || length !== IHDR_DATA_BYTES) return undefined;
      dimensions = readHeader(bytes.subarray(dataStart, dataEnd));
      if (dimensions === undefined) return undefined;
    } else if (type === 'IDAT') {
      hasImageData = true;
    } else if (type === 'IEND') {
      return hasImageData ? dimensions : undefined;
    }
    offset = dataEnd + 4;
  }
  return undefined;
}

function readHeader(header: Buffer): ImageDimensions | undefined {
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [bitDepth, colourType, compression, filter, interlace] = header.subarray(8);
  const valid =
    width > 0 &&
    height > 0 &&
    width <= MAX_CHUNK_BYTES &&
    height <= MAX_CHUNK_BYTES &&
    BIT_DEPTHS_BY_COLOUR_TYPE.get(colourType!)?.includes(bitDepth!) === true &&
    compression === 0 &&
    filter === 0 &&
    (interlace === 0 || interlace === 1);
  return valid ? { width, height } : undefined;
}
