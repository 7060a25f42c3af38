import type { GreyImage, Region } from './greyImage';
import { distance, type Point, type Quadrilateral } from './perspective';

/** Each edge is looked for this share of the page's size inside and outside its bounding box. */
const SEARCH_INSIDE = 0.2;
const SEARCH_OUTSIDE = 0.1;
/** Profiles across an edge are taken every this many pixels along it, over the middle of its length. */
const STEP = 4;
const ALONG = 0.9;
/**
 * The rise from table to paper is measured between the mean of this many pixels inside and of this many
 * outside: a rule or a stroke of print is dark on one side only over a few pixels, the table over many.
 */
const INSIDE_REACH = 4;
const OUTSIDE_REACH = 12;
/** A rise this share of a profile's steepest, and at least MIN_RISE grey levels, may be the sheet's edge. */
const STRONG_SHARE = 0.5;
const MIN_RISE = 20;
/** A point this far (pixels) from an edge's fitted line is an outlier (a word, a rule, the page's curl). */
const MAX_RESIDUAL = 4;
/** Fewer points than this share of the profiles left on an edge's line, and the edge was not found. */
const MIN_INLIERS = 0.4;
/** A found sheet's opposite sides differ by at most this share; its area is at least this share of the box's. */
const MAX_SIDE_DIFFERENCE = 0.3;
const MIN_AREA_SHARE = 0.6;

/** A straight edge: across = slope × along + offset, "along" being y for a side edge and x for the top or bottom. */
interface Line {
  slope: number;
  offset: number;
}

type Side = 'left' | 'right' | 'top' | 'bottom';

/**
 * Where each edge of the sheet crosses the profiles taken across it: the place of the steepest rise in
 * brightness from the table outside to the paper inside (a shadow outside only steepens it).
 */
function edgePoints({ width, height, pixels }: GreyImage, box: Region, side: Side): Point[] {
  const vertical = side === 'left' || side === 'right';
  const [alongStart, alongLength] = vertical ? [box.top, box.height] : [box.left, box.width];
  const size = vertical ? box.width : box.height;
  const edge = { left: box.left, right: box.left + box.width - 1, top: box.top, bottom: box.top + box.height - 1 }[
    side
  ];
  const inward = side === 'left' || side === 'top' ? 1 : -1;
  const limit = vertical ? width : height;
  const within = (index: number) => Math.min(limit - 1 - OUTSIDE_REACH, Math.max(OUTSIDE_REACH, index));
  const from = within(edge - inward * Math.round(SEARCH_OUTSIDE * size));
  const to = within(edge + inward * Math.round(SEARCH_INSIDE * size));
  const points: Point[] = [];
  const margin = ((1 - ALONG) / 2) * alongLength;
  for (let along = Math.round(alongStart + margin); along < alongStart + alongLength - margin; along += STEP) {
    const at = (across: number) => (vertical ? pixels[along * width + across]! : pixels[across * width + along]!);
    const sums = new Float64Array(limit + 1);
    for (let across = 0; across < limit; across++) sums[across + 1] = sums[across]! + at(across);
    /** The mean brightness from `across` (excluded) `reach` pixels towards `direction`. */
    const mean = (across: number, direction: number, reach: number) => {
      const [start, end] = direction > 0 ? [across + 1, across + reach] : [across - reach, across - 1];
      return (sums[end + 1]! - sums[start]!) / reach;
    };
    const rises: number[] = [];
    for (let across = from; across !== to; across += inward)
      rises.push(mean(across, inward, INSIDE_REACH) - mean(across, -inward, OUTSIDE_REACH));
    // The first strong rise from outside, at its peak: print inside the sheet may rise more, never before it.
    const strong = Math.max(MIN_RISE, STRONG_SHARE * Math.max(...rises));
    let first = rises.findIndex((rise) => rise >= strong);
    if (first < 0) continue;
    while (first + 1 < rises.length && rises[first + 1]! > rises[first]!) first++;
    const best = from + inward * first;
    points.push(
      vertical ? { x: best + (inward > 0 ? 0.5 : -0.5), y: along } : { x: along, y: best + (inward > 0 ? 0.5 : -0.5) },
    );
  }
  return points;
}

function fittedLine(pairs: readonly [number, number][]): Line | undefined {
  const count = pairs.length;
  if (count < 2) return undefined;
  const [meanAlong, meanAcross] = pairs.reduce(
    ([a, b], [along, across]) => [a + along / count, b + across / count],
    [0, 0],
  );
  let [covariance, variance] = [0, 0];
  for (const [along, across] of pairs) {
    covariance += (along - meanAlong) * (across - meanAcross);
    variance += (along - meanAlong) ** 2;
  }
  if (variance === 0) return undefined;
  const slope = covariance / variance;
  return { slope, offset: meanAcross - slope * meanAlong };
}

/**
 * The edge's line through its points: its slope the median of the slopes between points (Theil and Sen's
 * estimate, which a run of stray points cannot pull), its offset the median; then fitted again through the
 * points within MAX_RESIDUAL of it.
 */
function edgeLine(points: readonly Point[], vertical: boolean): Line | undefined {
  const pairs = points.map(({ x, y }): [number, number] => (vertical ? [y, x] : [x, y]));
  const slopes: number[] = [];
  for (let i = 0; i < pairs.length; i++)
    for (let j = i + 1; j < pairs.length; j++) {
      const [[alongA, acrossA], [alongB, acrossB]] = [pairs[i]!, pairs[j]!];
      if (alongB !== alongA) slopes.push((acrossB - acrossA) / (alongB - alongA));
    }
  const slope = median(slopes);
  if (slope === undefined) return undefined;
  const offset = median(pairs.map(([along, across]) => across - slope * along))!;
  const inliers = pairs.filter(([along, across]) => Math.abs(slope * along + offset - across) <= MAX_RESIDUAL);
  return inliers.length >= MIN_INLIERS * pairs.length ? fittedLine(inliers) : undefined;
}

function median(values: number[]): number | undefined {
  return values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

function crossing(side: Line, topOrBottom: Line): Point {
  // x = side.slope × y + side.offset and y = topOrBottom.slope × x + topOrBottom.offset.
  const y = (topOrBottom.slope * side.offset + topOrBottom.offset) / (1 - topOrBottom.slope * side.slope);
  return { x: side.slope * y + side.offset, y };
}

/** The quadrilateral's area (the shoelace formula). */
function area(corners: Quadrilateral): number {
  let twice = 0;
  for (let index = 0; index < 4; index++) {
    const [a, b] = [corners[index]!, corners[(index + 1) % 4]!];
    twice += a.x * b.y - b.x * a.y;
  }
  return Math.abs(twice) / 2;
}

/**
 * The corners of a sheet photographed on a table, inside its bounding box `box` (`pageBounds`): each edge
 * a straight line through the table-to-paper rise across it, the corners where they cross. Undefined when an
 * edge is not found or the four do not make a sheet: opposite sides of like length, most of the box covered.
 */
export function sheetCorners(image: GreyImage, box: Region): Quadrilateral | undefined {
  const lines = (['left', 'right', 'top', 'bottom'] as const).map((side) =>
    edgeLine(edgePoints(image, box, side), side === 'left' || side === 'right'),
  );
  const [left, right, top, bottom] = lines;
  if (!left || !right || !top || !bottom) return undefined;
  const corners: Quadrilateral = [
    crossing(left, top),
    crossing(right, top),
    crossing(right, bottom),
    crossing(left, bottom),
  ];
  const [topLength, rightLength, bottomLength, leftLength] = corners.map((corner, index) =>
    distance(corner, corners[(index + 1) % 4]!),
  ) as [number, number, number, number];
  const unlike = (a: number, b: number) => Math.abs(a - b) > MAX_SIDE_DIFFERENCE * Math.max(a, b);
  if (unlike(topLength, bottomLength) || unlike(leftLength, rightLength)) return undefined;
  return area(corners) >= MIN_AREA_SHARE * box.width * box.height ? corners : undefined;
}
