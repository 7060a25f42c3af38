import { createCanvas } from '@napi-rs/canvas';
import { greyFromCanvas } from './greyImage';
import { estimateTextAngle } from './textAngle';

/** Dashed lines of "words" on white, turned by `degrees` (clockwise on screen, so lines descend to the right). */
function linesTurnedBy(degrees: number) {
  const canvas = createCanvas(900, 600);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, 900, 600);
  context.translate(450, 300);
  context.rotate((degrees * Math.PI) / 180);
  context.fillStyle = '#222';
  for (let y = -220; y <= 220; y += 40) {
    for (let x = -380; x < 380; x += 70) context.fillRect(x, y, 55, 12);
  }
  return greyFromCanvas(canvas);
}

const inDegrees = (radians: number) => (radians * 180) / Math.PI;

describe('estimateTextAngle', () => {
  it.each([0, 2, -3])('finds lines turned by %s°', (degrees) => {
    expect(inDegrees(estimateTextAngle(linesTurnedBy(degrees)))).toBeCloseTo(degrees, 0);
  });
});
