import type { GreyImage } from './greyImage';

// The paper's brightness is sampled in cells this many pixels wide: wider than a printed stroke, narrower
// than the fall-off of a phone's uneven light.
const CELL = 8;
// A cell's paper is the brightest pixel within this many cells, so a cell full of ink still finds paper.
const SPREAD = 1;
const PAPER = 240;

/**
 * Divides every pixel by the brightness of the paper around it, so a photo lit unevenly becomes dark ink
 * on evenly white paper. The paper is a local maximum rather than a local mean, which keeps light text on a
 * dark band (a bank's coloured header) readable and keeps a dark band from greying the lines beside it.
 */
export function flattenLighting(page: GreyImage): GreyImage {
  const paper = paperBrightness(page);
  const { width, height, pixels } = page;
  const flat = new Uint8Array(pixels.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = y * width + x;
      flat[index] = Math.min(255, Math.round((pixels[index]! * PAPER) / Math.max(1, paper.at(x, y))));
    }
  }
  return { width, height, pixels: flat };
}

/**
 * How far the paper's brightness ranges over the image (the 10th to the 90th percentile of its cells, 0..255):
 * small for a scan or a rendered page, large for a photo lit unevenly or lying on a darker table.
 */
export function lightingSpread(page: GreyImage): number {
  const cells = [...paperBrightness(page).cells].sort((a, b) => a - b);
  const percentile = (fraction: number) => cells[Math.floor(fraction * (cells.length - 1))]!;
  return percentile(0.9) - percentile(0.1);
}

interface PaperBrightness {
  cells: Float32Array;
  /** Interpolated between the centres of the cells. */
  at(x: number, y: number): number;
}

function paperBrightness({ width, height, pixels }: GreyImage): PaperBrightness {
  const columns = Math.ceil(width / CELL);
  const rows = Math.ceil(height / CELL);
  const brightest = new Float32Array(columns * rows);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / CELL) * columns;
    for (let x = 0; x < width; x++) {
      const cell = row + Math.floor(x / CELL);
      brightest[cell] = Math.max(brightest[cell]!, pixels[y * width + x]!);
    }
  }
  const spread = neighbourhood(brightest, columns, rows, Math.max);
  const smooth = neighbourhood(spread, columns, rows, (...values) => values.reduce((a, b) => a + b) / values.length);
  const cellAt = (column: number, row: number) =>
    smooth[Math.min(rows - 1, Math.max(0, row)) * columns + Math.min(columns - 1, Math.max(0, column))]!;
  return {
    cells: smooth,
    at(x, y) {
      const cx = (x + 0.5) / CELL - 0.5;
      const cy = (y + 0.5) / CELL - 0.5;
      const left = Math.floor(cx);
      const top = Math.floor(cy);
      const fx = cx - left;
      const fy = cy - top;
      const upper = cellAt(left, top) * (1 - fx) + cellAt(left + 1, top) * fx;
      const lower = cellAt(left, top + 1) * (1 - fx) + cellAt(left + 1, top + 1) * fx;
      return upper * (1 - fy) + lower * fy;
    },
  };
}

/** Each cell replaced by `combine` of the cells within SPREAD of it. */
function neighbourhood(
  cells: Float32Array,
  columns: number,
  rows: number,
  combine: (...values: number[]) => number,
): Float32Array {
  const out = new Float32Array(cells.length);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const values: number[] = [];
      for (let dy = -SPREAD; dy <= SPREAD; dy++) {
        for (let dx = -SPREAD; dx <= SPREAD; dx++) {
          const r = row + dy;
          const c = column + dx;
          if (r >= 0 && r < rows && c >= 0 && c < columns) values.push(cells[r * columns + c]!);
        }
      }
      out[row * columns + column] = combine(...values);
    }
  }
  return out;
}
