import { readable } from '@kisan-credit/shared-api/contract/testing/readable';
import { translate } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { applicationListQuerySchema, isPastServiceLevel, PAGE_SIZE_CHOICES } from './applicationList';
import { daysPendingText } from './messages/dashboard';
import { issuesByPath } from './testing/issues';

describe('application list query', () => {
  it('defaults to the first page of five, all groups', () => {
    expect(applicationListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 5, sort: 'appliedDate', order: 'desc' });
  });

  it('reads query-string numbers and trims the search', () => {
    expect(
      applicationListQuerySchema.parse({ group: 'underLegalReview', page: '3', pageSize: '10', q: ' ramesh ' }),
    ).toEqual({
      group: 'underLegalReview',
      page: 3,
      pageSize: 10,
      q: 'ramesh',
      sort: 'appliedDate',
      order: 'desc',
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

  it('reads the sort, the village or PIN, the applied days and the amounts', () => {
    expect(
      applicationListQuerySchema.parse({
        sort: 'daysPending',
        order: 'asc',
        place: ' 261001 ',
        appliedFrom: '2026-01-01',
        appliedTo: '2026-01-01',
        amountMin: '50000',
        amountMax: '50000',
      }),
    ).toMatchObject({
      sort: 'daysPending',
      order: 'asc',
      place: '261001',
      appliedFrom: '2026-01-01',
      appliedTo: '2026-01-01',
      amountMin: 50000,
      amountMax: 50000,
    });
  });

  it('refuses days that do not exist and ranges the wrong way round', () => {
    expect(
      issuesByPath(
        applicationListQuerySchema.safeParse({ appliedFrom: '2026-02-30', amountMin: '10', amountMax: '9', sort: 'x' }),
      ),
    ).toEqual({
      appliedFrom: ['Date must be a day written YYYY-MM-DD'],
      sort: ['Unknown sort'],
    });
    expect(
      issuesByPath(
        applicationListQuerySchema.safeParse({
          appliedFrom: '2026-02-02',
          appliedTo: '2026-02-01',
          amountMin: '10',
          amountMax: '9',
        }),
      ),
    ).toEqual({
      appliedTo: ['Applied to must not be before applied from'],
      amountMax: ['Largest amount must not be below the smallest'],
    });
  });

  it('offers 5, 20 or 50 rows a page, 5 first', () => {
    expect(PAGE_SIZE_CHOICES).toEqual([5, 20, 50]);
  });
});

describe('isPastServiceLevel', () => {
  it('is past the target only after more days than it allows', () => {
    expect(isPastServiceLevel(14, 14)).toBe(false);
    expect(isPastServiceLevel(15, 14)).toBe(true);
    expect(isPastServiceLevel(undefined, 14)).toBe(false);
  });
});

describe('daysPendingText', () => {
  it('says the days pending, and past the target in words once it is passed', () => {
    expect(readable(daysPendingText(1, 14))).toEqual({ en: '1 day pending', hi: '1 दिन लंबित' });
    expect(translate(daysPendingText(14, 14), 'en')).toBe('14 days pending');
    expect(readable(daysPendingText(15, 14))).toEqual({
      en: '15 days pending (past the 14-day target)',
      hi: '15 दिन लंबित (14 दिन के लक्ष्य से अधिक)',
    });
  });
});
