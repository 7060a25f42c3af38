import type { ImageDimensions } from './imageDimensions';

const END_OF_IMAGE = Buffer.from([0xff, 0xd9]);
const START_OF_SCAN = 0xda;

/**
 * Walks the marker segments of a file that starts with a JPEG SOI and gives the size its frame header (SOFn)
 * declares; undefined when the file is damaged: no valid frame header before the first scan, a segment
 * running past the end, or no EOI marker after the scan (a truncated upload).
 */
export function readJpegDimensions(bytes: Buffer): ImageDimensions | undefined {
  let dimensions: ImageDimensions | undefined;
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    while (bytes[offset] === 0xff) offset++; // fill bytes may pad before a marker
    const marker = bytes[offset++];
    if (marker === undefined || isMisplacedMarker(marker)) return undefined;
    if (isStandaloneMarker(marker)) continue;
    if (offset + 2 > bytes.length) return undefined;
    const length = bytes.readUInt16BE(offset);
    const segmentEnd = offset + length;
    if (length < 2 || segmentEnd > bytes.length) return undefined;
    if (isStartOfFrame(marker) && dimensions === undefined) {
      dimensions = readFrameHeader(bytes.subarray(offset + 2, segmentEnd));
      if (dimensions === undefined) return undefined;
    }
    if (marker === START_OF_SCAN) {
      // Inside entropy-coded data a 0xFF byte is always followed by 0x00 or a restart marker, so the first
      // FF D9 after the scan header is the real end of the image.
      return dimensions !== undefined && bytes.indexOf(END_OF_IMAGE, segmentEnd) >= 0 ? dimensions : undefined;
    }
    offset = segmentEnd;
  }
  return undefined;
}

/** A second SOI, an EOI before any scan, or a stuffed zero where a marker belongs. */
function isMisplacedMarker(marker: number): boolean {
  return marker === 0xd8 || marker === 0xd9 || marker === 0x00;
}

/** TEM and RST0–7 carry no length. */
function isStandaloneMarker(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
}

/** SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC), which share the range. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function readFrameHeader(frame: Buffer): ImageDimensions | undefined {
  if (frame.length < 6) return undefined;
  const height = frame.readUInt16BE(1);
  const width = frame.readUInt16BE(3);
  const components = frame[5]!;
  const valid = height > 0 && width > 0 && components >= 1 && components <= 4 && frame.length === 6 + 3 * components;
  return valid ? { width, height } : undefined;
}
