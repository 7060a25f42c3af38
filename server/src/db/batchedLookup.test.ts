import { batchedLookup } from './batchedLookup';

describe('a batched lookup', () => {
  function recordingLookup(values: Record<string, number>) {
    const queries: string[][] = [];
    const lookup = batchedLookup(async (keys: string[]) => {
      queries.push(keys);
      return new Map(keys.filter((key) => key in values).map((key) => [key, values[key]!]));
    });
    return { lookup, queries };
  }

  it('answers the lookups of one moment with one query, each its own value', async () => {
    const { lookup, queries } = recordingLookup({ a: 1, b: 2 });
    await expect(Promise.all([lookup('a'), lookup('b'), lookup('a'), lookup('unknown')])).resolves.toEqual([
      1,
      2,
      1,
      undefined,
    ]);
    expect(queries).toEqual([['a', 'b', 'unknown']]);
  });

  it('takes in lookups asked later in the same moment, after other work has run', async () => {
    const { lookup, queries } = recordingLookup({ a: 1, b: 2, c: 3 });
    const first = lookup('a');
    const second = new Promise((resolve) => process.nextTick(() => resolve(lookup('b'))));
    const third = Promise.resolve()
      .then(() => Promise.resolve())
      .then(() => lookup('c'));
    await expect(Promise.all([first, second, third])).resolves.toEqual([1, 2, 3]);
    expect(queries.map((keys) => [...keys].sort())).toEqual([['a', 'b', 'c']]);
  });

  it('asks again at the next moment: nothing is remembered', async () => {
    const values = { a: 1 };
    const { lookup, queries } = recordingLookup(values);
    expect(await lookup('a')).toBe(1);
    values.a = 5;
    expect(await lookup('a')).toBe(5);
    expect(queries).toEqual([['a'], ['a']]);
  });

  it('fails every lookup of a batch whose query fails, and the next batch goes ahead', async () => {
    let fail = true;
    const lookup = batchedLookup(async (keys: string[]) => {
      if (fail) throw new Error('database gone');
      return new Map(keys.map((key) => [key, key.length]));
    });
    const failed = [lookup('a'), lookup('bb')].map((promise) => promise.catch((error: Error) => error.message));
    expect(await Promise.all(failed)).toEqual(['database gone', 'database gone']);
    fail = false;
    expect(await lookup('ccc')).toBe(3);
  });

  it('splits a crowd into batches of a bounded size', async () => {
    const { lookup, queries } = recordingLookup({});
    await Promise.all(Array.from({ length: 600 }, (_, index) => lookup(`key${index}`)));
    expect(queries.map((keys) => keys.length)).toEqual([256, 256, 88]);
  });
});
