import {
  AGE_RANGE,
  BANK_DETAIL_DEFAULTS,
  CONTINUE_FROM_DOCUMENTS_WAIT_MS,
  DASHBOARD_PAGE_SIZE,
  DEFAULTS,
  HECTARE_TO_ACRE,
  MAX_LENGTH,
  OTP_LENGTH,
  SUGGESTION_POLLING,
  TOP_ASSETS_COUNT,
  WIZARD,
} from './limits';

describe('business constants (docs/requirements.md#r9-limits)', () => {
  it('holds the spec’s numbers', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(SUGGESTION_POLLING).toMatchObject({
      firstPollDelayMs: 5000,
      intervalMs: 2000,
      maxAttempts: 30,
      minimumDurationWhenFoundMs: 60000,
    });
    expect(CONTINUE_FROM_DOCUMENTS_WAIT_MS).toBe(2000);
    expect(HECTARE_TO_ACRE).toBe(2.47105);
    expect(WIZARD).toMatchObject({ stepCount: 8, maxStep: 9 });
    expect(AGE_RANGE).toEqual({ min: 18, max: 100 });
    expect(MAX_LENGTH).toMatchObject({ aadhar: 12, pan: 10, ifsc: 11, mobile: 10 });
    expect(DASHBOARD_PAGE_SIZE).toBe(5);
    expect(TOP_ASSETS_COUNT).toBe(3);
  });

  it('holds the spec’s defaults', () => {
    expect(DEFAULTS).toMatchObject({
      season: 'Rabi',
      landAreaUnit: 'acre',
      cropCondition: 'Good',
      nearbyLandmarks: 'North: South: East: West:',
      farmLocationForWellPumpShed: 'Well and Shed',
      distanceFromBranch: '5 KM',
    });
    expect(DEFAULTS.nearbyLandmarksLawyer.replace(/\s+/g, ' ')).toBe(DEFAULTS.nearbyLandmarks);
    expect(DEFAULTS.nearbyLandmarksLawyer.length).toBeGreaterThan(DEFAULTS.nearbyLandmarks.length);
    expect(BANK_DETAIL_DEFAULTS).toMatchObject({
      financialYear: '2025-26',
      location: 'rural',
      primarySecurities: 'Hypothication of Standing Crop',
      collateralSecurities: '-',
    });
  });
});
