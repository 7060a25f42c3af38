/**
 * A count per key in fixed one-minute windows, kept by this process alone: for limits that protect this
 * process's own output (its log), where each process allowing its share is what is wanted. Limits that
 * protect the bank (OTP sends, contact messages) live in the database instead.
 */
export function createPerMinuteLimit(perMinute: number, now: () => number = Date.now) {
  let window = -1;
  let counts = new Map<string, number>();
  return {
    /** Counts one more for `key`; false once the key has used this minute's allowance. */
    take(key: string): boolean {
      const current = Math.floor(now() / 60_000);
      if (current !== window) {
        window = current;
        counts = new Map();
      }
      const used = counts.get(key) ?? 0;
      if (used >= perMinute) return false;
      counts.set(key, used + 1);
      return true;
    },
  };
}
