/**
 * The top-level fields the officer changed since the form was loaded, with their edited values: what a
 * staff form puts back on the newer application after a refused (stale) save and a Reload.
 */
export function editsToReapply<T extends object>(loaded: T, edited: T): Partial<T> {
  const keys = new Set([...Object.keys(loaded), ...Object.keys(edited)] as (keyof T)[]);
  const edits: Partial<T> = {};
  for (const key of keys) {
    if (JSON.stringify(loaded[key]) !== JSON.stringify(edited[key])) edits[key] = edited[key];
  }
  return edits;
}
