import { mayRemoveCrop, mayRemoveRow } from './removalRules';

describe('removal rules', () => {
  it('never removes the first row of a list, nor a land’s only crop', () => {
    expect(mayRemoveRow(0)).toBe(false);
    expect(mayRemoveRow(1)).toBe(true);
    expect(mayRemoveCrop(1)).toBe(false);
    expect(mayRemoveCrop(2)).toBe(true);
  });
});
