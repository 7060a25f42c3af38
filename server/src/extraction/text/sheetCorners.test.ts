import { createCanvas } from '@napi-rs/canvas';
import { greyFromCanvas } from './greyImage';
import { pageBounds } from './pageBounds';
import type { Quadrilateral } from './perspective';
import { sheetCorners } from './sheetCorners';

/**
 * A photo of a sheet at `corners` on a table of grey `table`: the sheet's light falling off towards its
 * bottom right corner, a shadow below and right of it, ruled rows of print inside.
 */
function photo(corners: Quadrilateral, table: string) {
  const canvas = createCanvas(800, 1000);
  const context = canvas.getContext('2d');
  context.fillStyle = table;
  context.fillRect(0, 0, 800, 1000);
  const light = context.createLinearGradient(0, 0, 800, 1000);
  light.addColorStop(0, '#f4f4f2');
  light.addColorStop(1, '#a8a8a4');
  context.shadowColor = 'rgba(0, 0, 0, 0.45)';
  context.shadowBlur = 14;
  context.shadowOffsetX = 5;
  context.shadowOffsetY = 7;
  context.beginPath();
  corners.forEach(({ x, y }, index) => (index === 0 ? context.moveTo(x, y) : context.lineTo(x, y)));
  context.closePath();
  context.fillStyle = light;
  context.fill();
  context.shadowColor = 'transparent';
  context.fillStyle = '#333';
  context.font = '18px sans-serif';
  for (let row = 0; row < 12; row++) {
    context.fillText('खसरा 212/1   0.4000   Ram Prasad', 160, 160 + row * 50);
    context.fillRect(140, 170 + row * 50, 520, 2);
  }
  return greyFromCanvas(canvas);
}

const found = (corners: Quadrilateral | undefined) =>
  corners?.map(({ x, y }) => ({ x: Math.round(x), y: Math.round(y) }));
const near = (corners: Quadrilateral | undefined, expected: Quadrilateral) =>
  corners !== undefined &&
  corners.every((corner, index) => Math.hypot(corner.x - expected[index]!.x, corner.y - expected[index]!.y) <= 3);

describe('sheetCorners', () => {
  it('finds the corners of a sheet seen leaning back and turned, on a dark table', () => {
    const leaning: Quadrilateral = [
      { x: 120, y: 70 },
      { x: 690, y: 40 },
      { x: 760, y: 950 },
      { x: 40, y: 960 },
    ];
    const image = photo(leaning, '#5a4a3a');
    const corners = sheetCorners(image, pageBounds(image)!);
    expect(near(corners, leaning) ? leaning : found(corners)).toEqual(leaning);
  });

  it('finds them on a light wooden table too', () => {
    const turned: Quadrilateral = [
      { x: 80, y: 60 },
      { x: 720, y: 85 },
      { x: 700, y: 960 },
      { x: 50, y: 935 },
    ];
    const image = photo(turned, '#b9a78c');
    const corners = sheetCorners(image, pageBounds(image)!);
    expect(near(corners, turned) ? turned : found(corners)).toEqual(turned);
  });

  it('finds no sheet in a photo of a table alone', () => {
    const canvas = createCanvas(800, 1000);
    const context = canvas.getContext('2d');
    context.fillStyle = '#777';
    context.fillRect(0, 0, 800, 1000);
    context.fillStyle = '#ddd';
    context.fillRect(0, 0, 800, 500);
    const image = greyFromCanvas(canvas);
    expect(sheetCorners(image, { left: 0, top: 0, width: 800, height: 1000 })).toBeUndefined();
  });
});
