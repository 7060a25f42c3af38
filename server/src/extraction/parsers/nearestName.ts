import { ocrDistance } from './ocrDistance';

/** How far a read word may be from a name to be taken for it: nothing for short words, where one misread makes another name. */
function usualReach(read: string): number {
  const letters = read.replace(/[^A-Za-z]/g, '').length;
  if (letters >= 6) return 1;
  return letters >= 4 ? 0.5 : 0;
}

export interface Reach {
  /** How far (in ocrDistance) `name` may be from what was read to be taken for it; `usualReach` unless told. */
  maxDistance?: (read: string, name: string) => number;
  /** How much nearer than any other name the nearest must be; 0.5 (a look-alike letter) unless told. */
  minLead?: number;
}

const USUAL_LEAD = 0.5;
const CHEAPEST_EDIT = 0.5;

/**
 * The name among `names` that OCR most likely misread as `read`: the same name (case aside), or the only
 * one within a misread or two of it (see ocrDistance; a wider `reach` for a few names far apart, such as
 * labels). Undefined when none is near enough, or another is nearly as near.
 */
export function nearestName(
  read: string,
  names: readonly string[],
  { maxDistance = usualReach, minLead = USUAL_LEAD }: Reach = {},
): string | undefined {
  const same = names.find((name) => name.toLowerCase() === read.toLowerCase());
  if (same) return same;
  const distinct = [...new Set(names)];
  // Only the nearest within reach, and whether another is within the lead of it, matter: no need to count further.
  const farthestWorthCounting = Math.max(...distinct.map((name) => maxDistance(read, name))) + minLead;
  let nearest: { name: string; distance: number } | undefined;
  let runnerUp = Infinity;
  for (const name of distinct) {
    // Each letter more or fewer costs at least half a misread.
    if (Math.abs(name.length - read.length) * CHEAPEST_EDIT > farthestWorthCounting) continue;
    const distance = ocrDistance(
      read,
      name,
      Math.min(farthestWorthCounting, runnerUp, (nearest?.distance ?? Infinity) + minLead),
    );
    if (nearest === undefined || distance < nearest.distance) {
      runnerUp = Math.min(runnerUp, nearest?.distance ?? Infinity);
      nearest = { name, distance };
    } else {
      runnerUp = Math.min(runnerUp, distance);
    }
  }
  if (!nearest || nearest.distance > maxDistance(read, nearest.name) || runnerUp - nearest.distance < minLead)
    return undefined;
  return nearest.name;
}
