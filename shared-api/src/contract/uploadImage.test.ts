import { downscaledSize, isLargerThanNeeded, jpegFileName, UPLOAD_PHOTO } from './uploadImage';

describe('upload photo rule', () => {
  it('shrinks a phone camera photo to 2600 px on its long side, keeping its shape', () => {
    expect(downscaledSize({ width: 3000, height: 4000 })).toEqual({ width: 1950, height: 2600 });
    expect(downscaledSize({ width: 4624, height: 2080 })).toEqual({ width: 2600, height: 1170 });
  });

  it('never enlarges a small photo', () => {
    expect(downscaledSize({ width: 1200, height: 1600 })).toEqual({ width: 1200, height: 1600 });
  });

  it('leaves alone a photo that is already small in bytes and pixels, such as an A4 page scanned at 200 dpi', () => {
    expect(isLargerThanNeeded(300 * 1024, { width: 1200, height: 1600 })).toBe(false);
    expect(isLargerThanNeeded(230 * 1024, { width: 1748, height: 2433 })).toBe(false);
    expect(isLargerThanNeeded(UPLOAD_PHOTO.targetBytes + 1, { width: 1200, height: 1600 })).toBe(true);
    expect(isLargerThanNeeded(200 * 1024, { width: 3000, height: 2250 })).toBe(true);
  });

  it('names the re-encoded file as a JPEG', () => {
    expect(jpegFileName('IMG_2041.PNG')).toBe('IMG_2041.jpg');
    expect(jpegFileName('khatauni.jpeg')).toBe('khatauni.jpeg');
    expect(jpegFileName('photo')).toBe('photo.jpg');
  });
});
