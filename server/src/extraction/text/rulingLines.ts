import type { GreyImage } from './greyImage';

// Ink is a pixel this much darker than the mean of the window around it, so uneven lighting does not matter.
const INK_RATIO = 0.82;
const INK_MIN_CONTRAST = 16;
const WINDOW_RADIUS = 15;
// A ruling line runs at least this fraction of the image's longer side; a printed word is far shorter. A
// column's rule may be as short as a table of one row under its heading (a record of one plot), while a
// letter's upright stroke is no taller than a line of text: vertical rules need half the length.
const MIN_LINE_FRACTION = 1 / 8;
const MIN_VERTICAL_LINE_FRACTION = 1 / 16;
// The pixels either side of a thin rule's ink that are erased with it (its blurred edge).
const EDGE = 2;
// Breaks that blur, noise or JPEG leave in a line.
const MAX_GAP = 3;

/** How one family of lines (horizontal or vertical) is walked in the pixel array. */
interface Direction {
  /** Pixels along a line, and index step between them. */
  length: number;
  step: number;
  /** Lines side by side, and index step between them. */
  across: number;
  acrossStep: number;
}

interface LocalMeans {
  meanAt(index: number): number;
}

function localMeans({ width, height, pixels }: GreyImage): LocalMeans {
  const stride = width + 1;
  const sums = new Uint32Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let rowSum = 0;
    for (let x = 0; x < width; x++) {
      rowSum += pixels[y * width + x]!;
      sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1]! + rowSum;
    }
  }
  return {
    meanAt(index) {
      const x = index % width;
      const y = (index - x) / width;
      const left = Math.max(0, x - WINDOW_RADIUS);
      const right = Math.min(width, x + WINDOW_RADIUS + 1);
      const top = Math.max(0, y - WINDOW_RADIUS);
      const bottom = Math.min(height, y + WINDOW_RADIUS + 1);
      const sum =
        sums[bottom * stride + right]! -
        sums[top * stride + right]! -
        sums[bottom * stride + left]! +
        sums[top * stride + left]!;
      return sum / ((right - left) * (bottom - top));
    },
  };
}

function inkMask(image: GreyImage, means: LocalMeans): Uint8Array {
  const { pixels } = image;
  const ink = new Uint8Array(pixels.length);
  for (let index = 0; index < pixels.length; index++) {
    const value = pixels[index]!;
    // Most pixels are far too light to be ink whatever their neighbourhood: skip the mean for them.
    if (value > 255 * INK_RATIO) continue;
    const mean = means.meanAt(index);
    if (value < mean * INK_RATIO && mean - value >= INK_MIN_CONTRAST) ink[index] = 1;
  }
  return ink;
}

/**
 * Follows ink along `direction` from every pixel not yet walked, stepping to a neighbouring line where the
 * ink does (skewed or bent rules), across gaps of up to MAX_GAP; calls `found` with each walk at least
 * `minLength` long, as the index of its pixel at every step.
 */
function traceLines(
  ink: Uint8Array,
  direction: Direction,
  minLength: number,
  found: (path: readonly number[]) => void,
): void {
  const { length, step, across, acrossStep } = direction;
  const walked = new Uint8Array(ink.length);
  const inkAt = (position: number, lane: number) =>
    lane >= 0 && lane < across && ink[lane * acrossStep + position * step] === 1
      ? lane * acrossStep + position * step
      : -1;
  for (let startLane = 0; startLane < across; startLane++) {
    for (let start = 0; start < length; start++) {
      const startIndex = startLane * acrossStep + start * step;
      if (ink[startIndex] !== 1 || walked[startIndex] === 1) continue;
      const path = [startIndex];
      walked[startIndex] = 1;
      let lane = startLane;
      let lastInk = start;
      for (let position = start + 1; position < length && position - lastInk <= MAX_GAP; position++) {
        let next = inkAt(position, lane);
        if (next < 0 && (next = inkAt(position, lane - 1)) >= 0) lane -= 1;
        else if (next < 0 && (next = inkAt(position, lane + 1)) >= 0) lane += 1;
        if (next < 0) continue;
        path.push(next);
        walked[next] = 1;
        lastInk = position;
      }
      if (lastInk - start + 1 >= minLength) found(path);
    }
  }
}

/**
 * Paints the line's ink at each step of `path` with the background: the whole run of ink across the line and
 * its edge when it is no thicker than a rule, else (a letter touches the line) the pixel walked and its neighbours.
 */
function eraseAcross(
  image: GreyImage,
  ink: Uint8Array,
  means: LocalMeans,
  path: readonly number[],
  acrossStep: number,
  maxThickness: number,
): void {
  const total = image.pixels.length;
  const paint = (index: number) => {
    image.pixels[index] = Math.max(image.pixels[index]!, Math.round(means.meanAt(index)));
  };
  for (const index of path) {
    let before = index;
    while (before - acrossStep >= 0 && ink[before - acrossStep] === 1 && index - before < maxThickness * acrossStep)
      before -= acrossStep;
    let after = index;
    while (after + acrossStep < total && ink[after + acrossStep] === 1 && after - index < maxThickness * acrossStep)
      after += acrossStep;
    const thin = (after - before) / acrossStep + 1 <= maxThickness;
    if (!thin) {
      for (
        let cell = Math.max(index - acrossStep, before);
        cell <= Math.min(index + acrossStep, after);
        cell += acrossStep
      )
        paint(cell);
      continue;
    }
    // A thin rule's blurred edge, lighter than ink, would still print as a faint double line: two pixels
    // either side go too. They are painted with the paper beyond them, as the window's mean is darkened by
    // the rule itself and would leave a grey band that OCR reads as a row of dashes (photos).
    const from = Math.max(0, before - EDGE * acrossStep);
    const to = Math.min(total - 1, after + EDGE * acrossStep);
    const beyond = [from - acrossStep, to + acrossStep].filter((cell) => cell >= 0 && cell < total);
    const paper = Math.max(Math.round(means.meanAt(index)), ...beyond.map((cell) => image.pixels[cell]!));
    for (let cell = from; cell <= to; cell += acrossStep) image.pixels[cell] = Math.max(image.pixels[cell]!, paper);
  }
}

/** An upright rule of a table, as erased: where it runs across the page, and from where to where down it. */
export interface VerticalRule {
  x: number;
  top: number;
  bottom: number;
}

function verticalRuleOf(path: readonly number[], width: number): VerticalRule {
  const xs = path.map((index) => index % width).sort((a, b) => a - b);
  return {
    x: xs[xs.length >> 1]!,
    top: Math.floor(path[0]! / width),
    bottom: Math.floor(path[path.length - 1]! / width),
  };
}

/**
 * Erases the ruling lines of tables and boxes, in place, and returns the upright ones. Tesseract's page layout
 * takes a ruled table on a greyscale or blurred scan for a picture and drops the text inside it (a Khatauni's
 * khasra numbers and areas); without the rules it reads the cells as lines of text.
 */
export function eraseRulingLines(image: GreyImage): VerticalRule[] {
  const { width, height } = image;
  const means = localMeans(image);
  const ink = inkMask(image, means);
  const longer = Math.max(width, height);
  const maxThickness = Math.max(4, Math.round(longer / 250));
  const horizontal: Direction = { length: width, step: 1, across: height, acrossStep: width };
  const vertical: Direction = { length: height, step: width, across: width, acrossStep: 1 };
  const lines: { path: readonly number[]; acrossStep: number; upright: boolean }[] = [];
  for (const [direction, minLength] of [
    [horizontal, longer * MIN_LINE_FRACTION],
    [vertical, longer * MIN_VERTICAL_LINE_FRACTION],
  ] as const) {
    traceLines(ink, direction, Math.round(minLength), (path) =>
      lines.push({ path, acrossStep: direction.acrossStep, upright: direction === vertical }),
    );
  }
  for (const { path, acrossStep } of lines) eraseAcross(image, ink, means, path, acrossStep, maxThickness);
  return lines.filter(({ upright }) => upright).map(({ path }) => verticalRuleOf(path, width));
}
