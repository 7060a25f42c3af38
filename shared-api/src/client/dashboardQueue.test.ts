import { DEFAULT_QUEUE, hasFilters, queueFromParams, queueQuery, writeQueueParams } from './dashboardQueue';

describe('a dashboard queue in the address', () => {
  it('reads the order, rows per page and filters', () => {
    const queue = queueFromParams(
      new URLSearchParams('sort=amount&order=asc&rows=20&place=%20261001%20&appliedFrom=2026-01-01&amountMax=90000'),
    );
    expect(queue).toEqual({
      sort: 'amount',
      order: 'asc',
      pageSize: 20,
      filters: { place: '261001', appliedFrom: '2026-01-01', amountMax: '90000' },
    });
    expect(hasFilters(queue)).toBe(true);
  });

  it('is the newest five with nothing in the address', () => {
    expect(queueFromParams(new URLSearchParams())).toEqual(DEFAULT_QUEUE);
    expect(hasFilters(DEFAULT_QUEUE)).toBe(false);
  });

  it('leaves out what the server would refuse, keeping the rest', () => {
    expect(
      queueFromParams(new URLSearchParams('sort=name&rows=7&appliedFrom=2026-02-30&amountMin=5&amountMax=1&place=x')),
    ).toEqual({ sort: 'appliedDate', order: 'desc', pageSize: 5, filters: { amountMin: '5', place: 'x' } });
  });

  it('writes only what differs from the default, and asks the server for the same', () => {
    const params = new URLSearchParams();
    const queue = {
      ...DEFAULT_QUEUE,
      sort: 'daysPending' as const,
      pageSize: 50,
      filters: { place: 'Kheri', amountMin: ' ' },
    };
    writeQueueParams(queue, params);
    expect(params.toString()).toBe('sort=daysPending&rows=50&place=Kheri');
    expect(queueQuery(queue)).toEqual({ sort: 'daysPending', place: 'Kheri' });
    expect(queueQuery(DEFAULT_QUEUE)).toEqual({});
  });
});
