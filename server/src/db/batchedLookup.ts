/** Finds the values of many keys in one query; keys without a value are left out of the map. */
export type LookMany<Key, Value> = (keys: Key[]) => Promise<Map<Key, Value>>;

const MAX_BATCH = 256;

/**
 * Lookups by key asked during one turn of the event loop, answered together by one query. Requests that
 * arrive together (the sockets one poll found readable) then cost the database one round trip instead of
 * one each: on a busy server most of a simple read's cost is the round trip, not the lookup. Nothing is
 * remembered from one turn to the next.
 */
export function batchedLookup<Key, Value>(lookMany: LookMany<Key, Value>): (key: Key) => Promise<Value | undefined> {
  const waiting: { key: Key; resolve: (value: Value | undefined) => void; reject: (error: unknown) => void }[] = [];

  async function flush(): Promise<void> {
    const batch = waiting.splice(0, MAX_BATCH);
    if (waiting.length > 0) schedule();
    try {
      const found = await lookMany([...new Set(batch.map(({ key }) => key))]);
      for (const { key, resolve } of batch) resolve(found.get(key));
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
  }
  // setImmediate, not a microtask: it runs once every socket this poll found readable has been read.
  const schedule = () => setImmediate(() => void flush());

  return (key) =>
    new Promise((resolve, reject) => {
      if (waiting.length === 0) schedule();
      waiting.push({ key, resolve, reject });
    });
}
