import { areaInAcres } from '@kisan-credit/shared-api/contract/calculations/area';
import { DEFAULTS } from '@kisan-credit/shared-api/contract/limits';
import { STATUS_AFTER_DRAFT } from '@kisan-credit/shared-api/contract/workflow';
import {
  EDUCATION_LEVELS,
  IRRIGATION_SOURCES,
  isCatalogueCrop,
  isOptionValue,
  LOAN_PURPOSES,
  OTHER,
  SEASONS_WITH_OTHER,
  type Option,
} from '@kisan-credit/shared-api/contract/options';
import {
  blankAssets,
  blankCrop,
  blankFamilyMember,
  blankGuarantor,
  blankLandRecord,
  blankLiability,
  blankReferenceContact,
  defaultApplication,
  type CropForm,
  type KccApplicationForm,
} from '@kisan-credit/shared-api/contract/application/defaults';

type Loose = Record<string, unknown>;

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Saved fields over a blank row: missing or null fields keep the blank's value. */
function over<Row extends object>(blank: Row, saved: unknown): Row {
  if (!isObject(saved)) return blank;
  const merged: Loose = { ...(blank as Loose) };
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined || value === null) continue;
    const blankValue = (blank as Loose)[key];
    merged[key] = isObject(blankValue) && isObject(value) ? over(blankValue, value) : value;
  }
  return merged as Row;
}

function rows<Row extends object>(saved: unknown, blank: () => Row, keepOne: boolean): Row[] {
  const list = Array.isArray(saved) ? saved.map((item) => over(blank(), item)) : [];
  return list.length === 0 && keepOne ? [blank()] : list;
}

/** A choice outside its list shows as Other, its text moved to the other field (unless that already has one). */
function otherWhenUnlisted(form: Loose, field: string, otherField: string, list: readonly Option[]): void {
  const value = form[field];
  if (typeof value !== 'string' || value === '' || isOptionValue(list, value)) return;
  form[field] = OTHER;
  if (typeof form[otherField] !== 'string' || form[otherField] === '') form[otherField] = value;
}

/** Seasons outside the three become Other; crops not in the catalogue become Other with their name kept. */
function normalizeCrop(crop: CropForm): CropForm {
  const normalized = { ...crop } as CropForm & Loose;
  otherWhenUnlisted(normalized, 'season', 'otherSeason', SEASONS_WITH_OTHER);
  if (normalized.crop !== '' && normalized.crop !== OTHER && !isCatalogueCrop(normalized.crop)) {
    if (!normalized.otherCrop) normalized.otherCrop = normalized.crop;
    normalized.crop = OTHER;
  }
  return normalized;
}

/**
 * An older application keeps its crops in one flat list: they are spread over the land records in chunks
 * of ceil(crops / records), in order (docs/requirements.md#r4-on-load).
 */
export function distributeCrops<Crop>(crops: readonly Crop[], landRecordCount: number): Crop[][] {
  const records = Math.max(1, landRecordCount);
  const chunk = Math.ceil(crops.length / records);
  return Array.from({ length: records }, (_, index) => crops.slice(index * chunk, (index + 1) * chunk));
}

/**
 * Each land record's crops (docs/requirements.md#r4-on-load): its own where any record holds crops, else the flat list spread over
 * the records by distributeCrops. The one home of that rule: the wizard, the lawyer's editor, the banker's
 * decision screen and the KCC limit all read crops through it.
 */
export function cropsPerLandRecord<Crop>(nested: readonly (readonly Crop[])[], flat: readonly Crop[]): Crop[][] {
  return nested.some((crops) => crops.length > 0)
    ? nested.map((crops) => [...crops])
    : distributeCrops(flat, nested.length);
}

/** A saved application's land records as stored, each with its crops as cropsPerLandRecord gives them. */
export function landRecordsWithCrops(saved: unknown): Loose[] {
  if (!isObject(saved) || !Array.isArray(saved.landDetails)) return [];
  const lands = saved.landDetails.filter(isObject);
  const objects = (list: unknown) => (Array.isArray(list) ? list.filter(isObject) : []);
  const crops = cropsPerLandRecord(
    lands.map((land) => objects(land.cropDetails)),
    objects(saved.cropDetails),
  );
  return lands.map((land, index) => ({ ...land, cropDetails: crops[index] ?? [] }));
}

export interface LoadedApplicationForm {
  form: KccApplicationForm;
  /** A submitted application exists, so a submit is sent as an update; an unsubmitted draft is submitted. */
  mode: 'create' | 'update';
  /** The guarantor toggle starts on when saved guarantors exist. */
  guarantorsApply: boolean;
}

/**
 * The saved application merged over the defaults, as the wizard and the editors show it (docs/requirements.md#r4-on-load):
 * unknown purposes, qualifications and irrigation sources become Other with their text; a flat crop list
 * is spread over the land records; unknown seasons and crops become Other; every list the form always
 * shows keeps at least one row, and every land record at least one crop.
 */
export function applicationForForm(saved: unknown): LoadedApplicationForm {
  const defaults = defaultApplication();
  if (!isObject(saved) || Object.keys(saved).length === 0) {
    return { form: defaults, mode: 'create', guarantorsApply: false };
  }

  const form = { ...defaults } as KccApplicationForm & Loose;
  for (const key of Object.keys(defaults)) {
    const value = saved[key];
    if (value === undefined || value === null || Array.isArray(value)) continue;
    const defaultValue = (defaults as Loose)[key];
    (form as Loose)[key] = isObject(defaultValue) ? over(defaultValue, value) : value;
  }
  form.assets = over(blankAssets(), saved.assets);
  form.liabilities = {
    ourBranch: rows(isObject(saved.liabilities) ? saved.liabilities.ourBranch : undefined, blankLiability, false),
    otherBank: rows(isObject(saved.liabilities) ? saved.liabilities.otherBank : undefined, blankLiability, false),
    cooperativeSociety: rows(
      isObject(saved.liabilities) ? saved.liabilities.cooperativeSociety : undefined,
      blankLiability,
      false,
    ),
  };
  form.familyMembers = rows(saved.familyMembers, blankFamilyMember, true);
  form.dueDiligenceContacts = rows(saved.dueDiligenceContacts, blankReferenceContact, true);
  form.guarantorDetails = rows(saved.guarantorDetails, blankGuarantor, false);
  form.cropDetails = rows(saved.cropDetails, blankCrop, false);

  const lands = rows(saved.landDetails, () => blankLandRecord({ withCrop: false }), true);
  const cropsOfLand = cropsPerLandRecord(
    lands.map((land) => land.cropDetails),
    form.cropDetails,
  );
  form.landDetails = lands.map((land, index) => {
    const crops = (cropsOfLand[index] ?? []).map((crop) => over(blankCrop(), crop));
    return { ...land, cropDetails: (crops.length > 0 ? crops : [blankCrop()]).map(normalizeCrop) };
  });
  form.cropDetails = form.cropDetails.map(normalizeCrop);

  otherWhenUnlisted(form, 'purposeOfLoan', 'purposeOfLoanOther', LOAN_PURPOSES);
  otherWhenUnlisted(form, 'educationalQualification', 'educationalQualificationOther', EDUCATION_LEVELS);
  otherWhenUnlisted(form, 'irrigationSource', 'irrigationOther', IRRIGATION_SOURCES);
  otherWhenUnlisted(form, 'season', 'otherSeason', SEASONS_WITH_OTHER);

  const submitted = typeof saved.status === 'string' && saved.status !== STATUS_AFTER_DRAFT;
  return { form, mode: submitted ? 'update' : 'create', guarantorsApply: form.guarantorDetails.length > 0 };
}

interface CropLike {
  season?: unknown;
  otherSeason?: unknown;
  crop?: unknown;
  otherCrop?: unknown;
  area?: unknown;
  areaUnit?: unknown;
  condition?: unknown;
}

/** The flat cropDetails list stored beside the land records, taken from the crops nested in them. */
export function flattenCrops(landDetails: readonly { cropDetails?: readonly CropLike[] | null }[]): CropLike[] {
  return landDetails.flatMap((land) => (land.cropDetails ?? []).map((crop) => ({ ...crop })));
}

/**
 * Land records and their crops with every area in acres and the unit 'acre', as saves send them (docs/requirements.md#r5-area-conversion):
 * hectares converted, invalid or empty areas 0.
 */
interface LandLike {
  landArea?: unknown;
  landAreaUnit?: unknown;
  cropDetails?: readonly CropLike[] | null;
}

export function landDetailsInAcres<Land extends LandLike>(landDetails: readonly Land[]): Land[] {
  const unit = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return landDetails.map((land) => ({
    ...land,
    landArea: areaInAcres(land.landArea, unit(land.landAreaUnit)),
    landAreaUnit: DEFAULTS.landAreaUnit,
    cropDetails: (land.cropDetails ?? []).map((crop) => ({
      ...crop,
      area: areaInAcres(crop.area, unit(crop.areaUnit)),
      areaUnit: DEFAULTS.cropAreaUnit,
    })),
  }));
}

/**
 * The body the wizard sends (save-draft and submit): guarantors only when the toggle is on, the flat crop
 * list rebuilt from the land records, and undefined fields dropped (docs/requirements.md#r4-on-submit).
 */
export function applicationPayload(form: KccApplicationForm, options: { guarantorsApply: boolean }) {
  const payload: Loose = {
    ...form,
    guarantorDetails: options.guarantorsApply ? form.guarantorDetails : [],
    cropDetails: flattenCrops(form.landDetails),
  };
  for (const key of Object.keys(payload)) if (payload[key] === undefined) delete payload[key];
  return payload as KccApplicationForm;
}
