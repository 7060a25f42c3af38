import { ocrDistance } from './ocrDistance';

/** How far a read word may be from a name to be taken for it: nothing for short words, where one misread makes another name. */
function allowedDistance(read: string): number {
  const letters = read.replace(/[^A-Za-z]/g, '').length;
  if (letters >= 6) return 1;
  return letters >= 4 ? 0.5 : 0;
}

/** Another name this much further away still makes the nearest one a guess. */
const MIN_LEAD = 0.5;

/**
 * The name among `names` that OCR most likely misread as `read`: the same name (case aside), or the only
 * one within a misread or two of it (see ocrDistance; `maxDistance` for a few names far apart, such as labels).
 * Undefined when none is near enough, or two are.
 */
export function nearestName(read: string, names: readonly string[], { maxDistance }: { maxDistance?: number } = {}): string | undefined {
  const same = names.find((name) => name.toLowerCase() === read.toLowerCase());
  if (same) return same;
  const allowed = maxDistance ?? allowedDistance(read);
  if (allowed === 0) return undefined;
  let nearest: { name: string; distance: number } | undefined;
  let runnerUp = Infinity;
  for (const name of new Set(names)) {
    if (Math.abs(name.length - read.length) > 2 * allowed + 1) continue;
    const distance = ocrDistance(read, name);
    if (nearest === undefined || distance < nearest.distance) {
      runnerUp = Math.min(runnerUp, nearest?.distance ?? Infinity);
      nearest = { name, distance };
    } else {
      runnerUp = Math.min(runnerUp, distance);
    }
  }
  return nearest && nearest.distance <= allowed && runnerUp - nearest.distance >= MIN_LEAD ? nearest.name : undefined;
}
