/** EXIF orientation (1..8) of a JPEG, 1 when it has none. Phones store photos sideways and set this tag. */
export function exifOrientation(jpeg: Uint8Array): number {
  const view = new DataView(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
  if (jpeg.length < 4 || view.getUint16(0) !== 0xffd8) return 1;
  let offset = 2;
  while (offset + 4 <= jpeg.length && jpeg[offset] === 0xff) {
    const marker = jpeg[offset + 1]!;
    const length = view.getUint16(offset + 2);
    if (marker === 0xda) return 1; // image data starts: no EXIF before it
    if (marker === 0xe1 && isExifHeader(jpeg, offset + 4)) {
      return orientationInTiff(view, offset + 10, offset + 2 + length) ?? 1;
    }
    offset += 2 + length;
  }
  return 1;
}

function isExifHeader(bytes: Uint8Array, at: number): boolean {
  return String.fromCharCode(...bytes.subarray(at, at + 6)) === 'Exif\0\0';
}

function orientationInTiff(view: DataView, tiff: number, end: number): number | undefined {
  if (tiff + 8 > end) return undefined;
  const byteOrder = view.getUint16(tiff);
  if (byteOrder !== 0x4949 && byteOrder !== 0x4d4d) return undefined;
  const little = byteOrder === 0x4949;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > end) return undefined;
  const entries = view.getUint16(ifd, little);
  for (let index = 0; index < entries; index++) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > end) return undefined;
    if (view.getUint16(entry, little) === 0x0112) {
      const orientation = view.getUint16(entry + 8, little);
      return orientation >= 1 && orientation <= 8 ? orientation : undefined;
    }
  }
  return undefined;
}
