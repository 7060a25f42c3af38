import type { GroupTotals } from './applicationRepository';

type Counts = GroupTotals['counts'];

/**
 * A branch's tab counts under a filter, kept in this process while the branch's `changes` (kept by the
 * database in every write's transaction, migration 0012) stays what it was when they were counted. An officer
 * sets a filter and pages through the tabs: the first page counts, the next ones reuse the counts while no
 * write has changed what the filter would count. Exact, not a time-limited cache: any write that could move a
 * count moves `changes` first, in its own transaction, and the counts are made after `changes` was read, so
 * they are never older than the state they are kept for. Several servers each keep their own.
 *
 * At most `limit` filters, the least recently used dropped first; requests for the same filter while it is
 * being counted wait for that one count.
 */
export function createFilteredCounts(limit = 1000) {
  const kept = new Map<string, { changes: number; counts: Promise<Counts> }>();
  return {
    get(key: string, changes: number, count: () => Promise<Counts>): Promise<Counts> {
      const found = kept.get(key);
      kept.delete(key);
      if (found && found.changes === changes) {
        kept.set(key, found);
        return found.counts;
      }
      const entry = { changes, counts: count() };
      kept.set(key, entry);
      // A failed count is not kept (the error still reaches this request).
      entry.counts.catch(() => kept.get(key) === entry && kept.delete(key));
      if (kept.size > limit) kept.delete(kept.keys().next().value!);
      return entry.counts;
    },
    /** How many filters are kept (for tests). */
    get size() {
      return kept.size;
    },
  };
}
