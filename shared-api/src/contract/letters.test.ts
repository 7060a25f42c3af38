import { isSanctioned } from './letters';

describe('isSanctioned', () => {
  it('holds from final approval on, once the sanctioned amount is recorded', () => {
    expect(isSanctioned('finalApproval', 120000)).toBe(true);
    expect(isSanctioned('finalSubmission', 1)).toBe(true);
    expect(isSanctioned('disbursed', 120000)).toBe(true);
  });

  it('does not hold before final approval or without an amount', () => {
    expect(isSanctioned('bankerApproval', 120000)).toBe(false);
    expect(isSanctioned('lawyer', 120000)).toBe(false);
    expect(isSanctioned('finalApproval', 0)).toBe(false);
    expect(isSanctioned('finalApproval', undefined)).toBe(false);
    expect(isSanctioned('finalApproval', '120000')).toBe(false);
  });
});
