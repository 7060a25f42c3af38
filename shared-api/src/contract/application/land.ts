import { messageId } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { type z } from 'zod';
import { MAX_AREA, MAX_ITEMS, MAX_LENGTH } from '@kisan-credit/shared-api/contract/limits';
import { FIELD_LABELS as L } from '@kisan-credit/shared-api/contract/messages/fields';
import { VALIDATION_MESSAGES as M } from '@kisan-credit/shared-api/contract/messages/validation';
import {
  ALL_CROPS,
  AREA_UNITS,
  CROP_CONDITIONS,
  CROPS_BY_SEASON,
  isCatalogueCrop,
  isSeason,
  OTHER_CROP,
  SEASONS_WITH_OTHER,
} from '@kisan-credit/shared-api/contract/options';
import {
  choice,
  group,
  list,
  measure,
  row,
  text,
  withOtherTexts,
  type Mode,
} from '@kisan-credit/shared-api/contract/application/fields';

const CROP_CHOICES = [...ALL_CROPS, OTHER_CROP];

function cropFields(mode: Mode) {
  const required = mode === 'submit';
  return {
    season: choice(L.season, SEASONS_WITH_OTHER, { required }),
    otherSeason: text(L.otherSeason, MAX_LENGTH.otherText),
    crop: choice(L.crop, CROP_CHOICES, { required }),
    otherCrop: text(L.otherCrop, MAX_LENGTH.otherText),
    area: measure(L.cropArea, { max: MAX_AREA, required, moreThanZero: required }),
    areaUnit: choice(L.areaUnit, AREA_UNITS),
    condition: choice(L.condition, CROP_CONDITIONS, { required }),
  };
}

/** On submission a listed crop must belong to the chosen season (Other Crop fits every season). */
function withCropOfSeason<Schema extends z.ZodObject>(schema: Schema, mode: Mode): Schema {
  if (mode !== 'submit') return schema;
  return schema.superRefine(
    (value, context) => {
      // `when` runs this on entries the object schema refused too: a null entry is already an issue.
      if (typeof value !== 'object' || value === null) return;
      const { season, crop } = value as { season?: unknown; crop?: unknown };
      // Unlisted crops are already refused by the crop field itself.
      if (!isSeason(season) || !isCatalogueCrop(crop)) return;
      if (!CROPS_BY_SEASON[season].some((item) => item.value === crop)) {
        context.addIssue({ code: 'custom', message: messageId(M.cropNotInSeason), path: ['crop'], input: crop });
      }
    },
    { when: () => true },
  );
}

/**
 * A crop entry (docs/requirements.md#r3-crop): season, crop from the season's list or Other with otherCrop, area with its unit,
 * condition. Season, crop, area and condition are required on submission, as in the lawyer's editor.
 */
export function cropEntrySchemaFor(mode: Mode) {
  const schema = row(L.cropDetails, cropFields(mode));
  return withCropOfSeason(
    withOtherTexts(schema, mode, [
      { choiceField: 'crop', otherField: 'otherCrop', message: messageId(M.required(L.otherCrop)) },
      { choiceField: 'season', otherField: 'otherSeason', message: messageId(M.required(L.otherSeason)) },
    ]),
    mode,
  );
}

export const cropEntrySchema = cropEntrySchemaFor('submit');
export const cropEntryDraftSchema = cropEntrySchemaFor('draft');
export type CropEntry = z.output<typeof cropEntryDraftSchema>;

/** A land record with its crops nested, as the editors hold it (docs/requirements.md#r3-land-record). */
export function landRecordSchemaFor(mode: Mode) {
  return row(L.landDetails, {
    khataNo: text(L.khataNo, MAX_LENGTH.landReference),
    surveyNo: text(L.surveyNo, MAX_LENGTH.landReference),
    // The lawyer's save sends the area as text, in acres; it is stored as a number.
    landArea: measure(L.landArea, { max: MAX_AREA }),
    landAreaUnit: choice(L.landAreaUnit, AREA_UNITS),
    revenueVillage: text(L.revenueVillage, MAX_LENGTH.village),
    cropDetails: list(L.cropDetails, cropEntrySchemaFor(mode), { max: MAX_ITEMS.cropsPerLand }),
  });
}

export const landRecordSchema = landRecordSchemaFor('submit');
export const landRecordDraftSchema = landRecordSchemaFor('draft');
export type LandRecord = z.output<typeof landRecordDraftSchema>;

export function landDetailsSchemaFor(mode: Mode) {
  return list(L.landDetails, landRecordSchemaFor(mode), { max: MAX_ITEMS.landDetails });
}

/** The flat crop list stored beside the land records (season, crop, area, condition, areaUnit). */
export function cropDetailsSchemaFor(mode: Mode) {
  return list(L.cropDetails, cropEntrySchemaFor(mode), { max: MAX_ITEMS.cropDetails });
}

/** Nearby landmarks, where the farm's well/pump is, how far the land is from the branch. */
export const landGeneralInfoSchema = group(L.landGeneralInfo, {
  nearbyLandmarks: text(L.nearbyLandmarks, MAX_LENGTH.nearbyLandmarks),
  farmLocationForWellPumpShed: text(L.farmLocationForWellPumpShed, MAX_LENGTH.farmLocation),
  distanceFromBranch: text(L.distanceFromBranch, MAX_LENGTH.distanceFromBranch),
});
export type LandGeneralInfo = NonNullable<z.output<typeof landGeneralInfoSchema>>;
