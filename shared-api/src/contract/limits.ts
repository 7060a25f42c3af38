import type { AreaUnit, CropCondition, Season } from '@kisan-credit/shared-api/contract/options';

/** Business constants and limits (docs/requirements.md#r9-limits), defined once for the browser apps and the server. */

/** OTP: 6 digits. */
export const OTP_LENGTH = 6;

/** Suggestion polling after an upload (docs/requirements.md#r4-suggestion-polling). */
export const SUGGESTION_POLLING = {
  firstPollDelayMs: 5_000,
  intervalMs: 2_000,
  maxAttempts: 30,
  /** Once something was found, keep polling until this long after the upload, to catch other documents. */
  minimumDurationWhenFoundMs: 60_000,
  /** With nothing found, stop this long after the upload (or after maxAttempts). */
  giveUpAfterMs: 60_000,
} as const;

/** Continue from step 1 shows the processing overlay this long before loading suggestions. */
export const CONTINUE_FROM_DOCUMENTS_WAIT_MS = 2_000;

export const HECTARE_TO_ACRE = 2.47105;

export const WIZARD = {
  /** Named steps shown to the farmer. */
  stepCount: 8,
  /** The highest step index the logic allows; nothing beyond step 8 is shown. */
  maxStep: 9,
  firstStep: 1,
} as const;

export const AGE_RANGE = { min: 18, max: 100 } as const;

/** Maximum lengths, in characters. The spec fixes Aadhar, PAN, IFSC and mobile; the rest are our bounds. */
export const MAX_LENGTH = {
  aadhar: 12,
  pan: 10,
  ifsc: 11,
  mobile: 10,
  /** Six digits, with room for the space some write after the third ("261 001"). */
  pinCode: 7,
  voterId: 20,
  accountNumber: 20,
  name: 100,
  address: 500,
  shortText: 100,
  otherText: 100,
  bankName: 100,
  landReference: 50,
  village: 100,
  nearbyLandmarks: 300,
  farmLocation: 200,
  distanceFromBranch: 50,
  liabilityText: 200,
  propertyDetails: 1_000,
  assetDeclaration: 1_000,
  url: 2_048,
  pfNumber: 20,
  branchCode: 20,
  comments: 2_000,
  securities: 500,
  contactName: 100,
  email: 254,
  contactMessage: 2_000,
} as const;

/** The most rows a list may hold, so one body cannot grow without bound. */
export const MAX_ITEMS = {
  familyMembers: 20,
  dueDiligenceContacts: 10,
  landDetails: 50,
  cropsPerLand: 20,
  cropDetails: 500,
  liabilitiesPerGroup: 20,
  guarantors: 10,
  guarantorLandRows: 20,
} as const;

/** Upper bounds of numbers: ₹1 lakh crore, and an area no single farmer holds. */
export const MAX_AMOUNT = 1_000_000_000_000;
export const MAX_AREA = 100_000;
export const MAX_RATE_PERCENT = 100;

/** Step of the number inputs for areas and rates. */
export const AREA_STEP = 0.01;
export const RATE_STEP = 0.01;

export const DASHBOARD_PAGE_SIZE = 5;
export const TOP_ASSETS_COUNT = 3;

/** The years a bank date (application, inspection, sanction, disbursement) may fall in. */
export const BANK_DATE_RANGE = { firstYear: 1950, lastYear: 2100 } as const;

/** Defaults of new rows and of land general information (docs/requirements.md#r3-defaults). */
export const DEFAULTS = {
  season: 'Rabi',
  landAreaUnit: 'acre',
  cropAreaUnit: 'acre',
  cropCondition: 'Good',
  nearbyLandmarks: 'North: South: East: West:',
  /** The lawyer editor uses the same text with wider spacing (the exact spacing is not shown: four spaces). */
  nearbyLandmarksLawyer: 'North:    South:    East:    West:',
  farmLocationForWellPumpShed: 'Well and Shed',
  distanceFromBranch: '5 KM',
} as const satisfies {
  season: Season;
  landAreaUnit: AreaUnit;
  cropAreaUnit: AreaUnit;
  cropCondition: CropCondition;
  [key: string]: string;
};

/**
 * Bank detail defaults for empty fields (docs/requirements.md#r9-bank-defaults). The spec says branch, officer and manager defaults exist
 * but does not show them. Decision: they stay blank, because a made-up branch name or PF number would be
 * false data in a bank record; the banker fills them in.
 */
export const BANK_DETAIL_DEFAULTS = {
  financialYear: '2025-26',
  location: 'rural',
  primarySecurities: 'Hypothication of Standing Crop',
  collateralSecurities: '-',
  branchName: '',
  branchCode: '',
  taluka: '',
  district: '',
  creditOfficerName: '',
  creditOfficerDesignation: '',
  creditOfficerPfNumber: '',
  branchManagerName: '',
  branchManagerDesignation: '',
  branchManagerPfNumber: '',
} as const;
