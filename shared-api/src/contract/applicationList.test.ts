import { applicationListQuerySchema } from './applicationList';
import { issuesByPath } from './testing/issues';

describe('application list query', () => {
  it('defaults to the first page of five, all groups', () => {
    expect(applicationListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 5 });
  });

  it('reads query-string numbers and trims the search', () => {
    expect(
      applicationListQuerySchema.parse({ group: 'underLegalReview', page: '3', pageSize: '10', q: ' ramesh ' }),
    ).toEqual({
      group: 'underLegalReview',
      page: 3,
      pageSize: 10,
      q: 'ramesh',
    });
    expect(applicationListQuerySchema.parse({ group: 'incoming' }).group).toBe('incoming');
  });

  it('refuses unknown groups and impossible pages', () => {
    expect(
      issuesByPath(applicationListQuerySchema.safeParse({ group: 'everything', page: '0', pageSize: '1000' })),
    ).toEqual({
      group: ['Unknown application group'],
      page: ['Page must be a whole number from 1'],
      pageSize: ['Page size must be a whole number from 1 to 50'],
    });
  });
});
