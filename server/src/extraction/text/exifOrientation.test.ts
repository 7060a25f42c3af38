import { exifOrientation } from './exifOrientation';
import { drawPage, withExifOrientation } from './testDocuments';

describe('exifOrientation', () => {
  const jpeg = drawPage(60, 40, []).toBuffer('image/jpeg');

  it.each([
    [6, true],
    [8, false],
    [3, true],
  ])('reads orientation %i (little-endian %s)', (orientation, littleEndian) => {
    expect(exifOrientation(withExifOrientation(jpeg, orientation, littleEndian))).toBe(orientation);
  });

  it('is 1 without EXIF, for a PNG and for an out-of-range value', () => {
    expect(exifOrientation(jpeg)).toBe(1);
    expect(exifOrientation(drawPage(60, 40, []).toBuffer('image/png'))).toBe(1);
    expect(exifOrientation(withExifOrientation(jpeg, 9, true))).toBe(1);
  });
});
