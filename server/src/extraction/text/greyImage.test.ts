import { createCanvas } from '@napi-rs/canvas';
import { decodeGrey, encodePgm, enlargedGrey } from './greyImage';

describe('greyImage', () => {
  it('decodes a PNG to luminance, one byte a pixel', async () => {
    const canvas = createCanvas(4, 2);
    const context = canvas.getContext('2d');
    context.fillStyle = 'white';
    context.fillRect(0, 0, 4, 2);
    context.fillStyle = 'black';
    context.fillRect(0, 0, 2, 2);
    const grey = await decodeGrey(canvas.toBuffer('image/png'));
    expect(grey).toEqual({ width: 4, height: 2, pixels: Uint8Array.from([0, 0, 255, 255, 0, 0, 255, 255]) });
  });

  it('writes a binary PGM', () => {
    const file = encodePgm({ width: 2, height: 1, pixels: Uint8Array.from([7, 200]) });
    expect(Buffer.from(file).toString('latin1')).toBe('P5\n2 1\n255\n\u0007\u00c8');
  });
});

describe('an enlarged grey image', () => {
  it('keeps its corners and blends between its pixels', () => {
    const image = { width: 2, height: 1, pixels: Uint8Array.from([0, 200]) };
    const enlarged = enlargedGrey(image, 4);
    expect([enlarged.width, enlarged.height]).toEqual([8, 4]);
    expect(Array.from(enlarged.pixels.subarray(0, 8))).toEqual([0, 0, 25, 75, 125, 175, 200, 200]);
    expect(enlargedGrey(image, 1)).toBe(image);
  });
});
