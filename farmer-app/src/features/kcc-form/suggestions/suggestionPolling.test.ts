import { shouldPollNow } from './suggestionPolling';

describe('shouldPollNow', () => {
  it('with nothing found stops once 60 seconds have passed or 30 polls were made', () => {
    expect(shouldPollNow({ attemptsMade: 0, elapsedMs: 5_000, foundIdentity: false })).toBe(true);
    expect(shouldPollNow({ attemptsMade: 27, elapsedMs: 59_000, foundIdentity: false })).toBe(true);
    expect(shouldPollNow({ attemptsMade: 28, elapsedMs: 60_000, foundIdentity: false })).toBe(false);
    expect(shouldPollNow({ attemptsMade: 30, elapsedMs: 40_000, foundIdentity: false })).toBe(false);
  });

  it('once names, Aadhar numbers, addresses or ages are found goes on to the minute, then stops', () => {
    expect(shouldPollNow({ attemptsMade: 1, elapsedMs: 7_000, foundIdentity: true })).toBe(true);
    expect(shouldPollNow({ attemptsMade: 30, elapsedMs: 59_000, foundIdentity: true })).toBe(true);
    expect(shouldPollNow({ attemptsMade: 28, elapsedMs: 61_000, foundIdentity: true })).toBe(false);
  });
});
