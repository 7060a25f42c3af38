import { createCanvas } from '@napi-rs/canvas';
import { decodeGrey, encodePgm } from './greyImage';

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
