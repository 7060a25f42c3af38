import { createFilteredCounts } from './filteredCounts';

describe('a branch’s tab counts under a filter', () => {
  it('are counted once while the branch’s changes stay the same, and again when they move', async () => {
    const kept = createFilteredCounts();
    let counted = 0;
    const count = jest.fn(async () => ({ underLegalReview: ++counted }));
    expect(await kept.get('rampur', 7, count)).toEqual({ underLegalReview: 1 });
    expect(await kept.get('rampur', 7, count)).toEqual({ underLegalReview: 1 });
    expect(count).toHaveBeenCalledTimes(1);
    expect(await kept.get('rampur', 8, count)).toEqual({ underLegalReview: 2 });
    expect(await kept.get('kheri', 8, count)).toEqual({ underLegalReview: 3 });
    expect(count).toHaveBeenCalledTimes(3);
  });

  it('count once for requests that arrive while the same filter is being counted', async () => {
    const kept = createFilteredCounts();
    const count = jest.fn(async () => ({ underLegalReview: 1 }));
    await Promise.all([kept.get('rampur', 1, count), kept.get('rampur', 1, count), kept.get('rampur', 1, count)]);
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('keep no failed count, and at most the limit of filters, the least recently used dropped', async () => {
    const kept = createFilteredCounts(2);
    await expect(kept.get('failing', 1, () => Promise.reject(new Error('connection lost')))).rejects.toThrow();
    expect(kept.size).toBe(0);
    const count = jest.fn(async () => ({}));
    await kept.get('a', 1, count);
    await kept.get('b', 1, count);
    await kept.get('a', 1, count);
    await kept.get('c', 1, count);
    expect(kept.size).toBe(2);
    await kept.get('a', 1, count);
    expect(count).toHaveBeenCalledTimes(3);
    await kept.get('b', 1, count);
    expect(count).toHaveBeenCalledTimes(4);
  });
});
