import { createCanvas } from '@napi-rs/canvas';
import { photoPage, SMALL_PHOTO_WIDTH } from './photoPage';

/** A line of print on paper, lit evenly or falling from light to shadow as in a phone photo. */
async function jpeg(width: number, lighting: 'even' | 'uneven'): Promise<Uint8Array> {
  const canvas = createCanvas(width, Math.round(width * 0.75));
  const context = canvas.getContext('2d');
  const paper = context.createLinearGradient(0, 0, width, 0);
  paper.addColorStop(0, '#eeeeee');
  paper.addColorStop(1, lighting === 'even' ? '#eeeeee' : '#555555');
  context.fillStyle = paper;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#222';
  context.font = '20px sans-serif';
  context.fillText('Elector’s Name : Jai Prakash', 40, 100);
  return canvas.encode('jpeg', 70);
}

const pgmSize = (pgm: Uint8Array) => Buffer.from(pgm.subarray(0, 20)).toString('latin1').split('\n')[1];

describe('photoPage', () => {
  it('enlarges a small, unevenly lit photo 1.5× into a greyscale image', async () => {
    const prepared = await photoPage(await jpeg(800, 'uneven'));
    expect(Buffer.from(prepared.subarray(0, 2)).toString('latin1')).toBe('P5');
    expect(pgmSize(prepared)).toBe('1200 900');
  });

  it('leaves an evenly lit image (a scan) as it was', async () => {
    const scan = await jpeg(800, 'even');
    expect(await photoPage(scan)).toBe(scan);
  });

  it('leaves a large image as it was', async () => {
    const large = await jpeg(SMALL_PHOTO_WIDTH, 'uneven');
    expect(await photoPage(large)).toBe(large);
  });
});
