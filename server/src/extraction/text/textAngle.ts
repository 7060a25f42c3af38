import type { GreyImage } from './greyImage';

const MAX_DEGREES = 5;
const STEP_DEGREES = 0.25;
// About this many pixels across are looked at: enough to see the lines, cheap to turn 41 times.
const SAMPLED_WIDTH = 700;
// Ink on paper that flattenLighting has made white.
const INK_BELOW = 160;

/**
 * The angle (radians, positive when lines descend to the right) by which the page's text lines are
 * turned, within ±5°: the rotation that, undone, stacks the ink into the sharpest rows. Expects flattened lighting.
 */
export function estimateTextAngle({ width, height, pixels }: GreyImage): number {
  const step = Math.max(1, Math.round(width / SAMPLED_WIDTH));
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      if (pixels[y * width + x]! < INK_BELOW) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  const rows = new Float64Array(Math.ceil((width + height) / step) + 2);
  let best = 0;
  let bestSharpness = -1;
  for (let degrees = -MAX_DEGREES; degrees <= MAX_DEGREES + 1e-9; degrees += STEP_DEGREES) {
    const angle = (degrees * Math.PI) / 180;
    const sin = Math.sin(angle);
    const cos = Math.cos(angle);
    const offset = width * Math.abs(sin);
    rows.fill(0);
    for (let k = 0; k < xs.length; k++) rows[Math.floor((ys[k]! * cos - xs[k]! * sin + offset) / step)]! += 1;
    let sharpness = 0;
    for (const count of rows) sharpness += count * count;
    if (sharpness > bestSharpness) {
      bestSharpness = sharpness;
      best = angle;
    }
  }
  return best;
}
