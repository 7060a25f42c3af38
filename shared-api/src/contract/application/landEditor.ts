// The land and crop editors' rules (docs/requirements.md#r5-lawyer-land-editor, docs/requirements.md#r5-removal-rules, docs/requirements.md#r5-area-conversion), as
// plain functions: the farmer's step 5 and the lawyer's land screen both follow them. No zod here, so the
// editors' first paint does not download the schemas.
import type { LawyerApplicationPatch } from '@kisan-credit/shared-api/contract/application';
import { blankCrop, blankLandRecord, type CropForm } from '@kisan-credit/shared-api/contract/application/defaults';
import {
  applicationForForm,
  flattenCrops,
  landDetailsInAcres,
} from '@kisan-credit/shared-api/contract/application/formLoad';
import { roundTo } from '@kisan-credit/shared-api/contract/calculations/numbers';
import { DEFAULTS } from '@kisan-credit/shared-api/contract/limits';
import { inSecondLanguage, message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import {
  cropOptionsForSeason,
  isSeason,
  OTHER,
  SEASON_WINDOWS,
  SEASONS,
  SEASONS_WITH_OTHER,
  type LawyerDocumentSlot,
  type Option,
} from '@kisan-credit/shared-api/contract/options';

export type LandRecordForm = ReturnType<typeof blankLandRecord>;

export interface LandGeneralInfoForm {
  nearbyLandmarks: string;
  farmLocationForWellPumpShed: string;
  distanceFromBranch: string;
}

/** What the lawyer's land screen edits. */
export interface LandEditorState {
  landGeneralInfo: LandGeneralInfoForm;
  landDetails: LandRecordForm[];
}

// Choices ------------------------------------------------------------------------------------------

/** A crop with its name in a second language, as the spec's crop lists show them: 'Wheat (गेहूँ)', 'गेहूँ (Wheat)'. */
export function cropChoices(season: string): Option[] {
  return cropOptionsForSeason(season).map((option) => ({
    value: option.value,
    label: message('options:cropChoice', {
      name: option.label,
      second: inSecondLanguage(option.label),
    }),
  }));
}

/** The three seasons with their months; Other only for an entry that already has another season. */
export function seasonChoices(current: string): Option[] {
  const list = current === OTHER ? SEASONS_WITH_OTHER : SEASONS;
  return list.map((option) => {
    if (!isSeason(option.value)) return option;
    const months: Message = SEASON_WINDOWS[option.value];
    return {
      value: option.value,
      label: message('options:seasonWithMonths', { season: option.label, months }),
    };
  });
}

/** After a season change, a crop of another season no longer fits (Other Crop fits every season). */
export function cropFitsSeason(crop: string, season: string): boolean {
  return crop === '' || cropOptionsForSeason(season).some((option) => option.value === crop);
}

/** A crop moved to another season: the listed crops change, so a crop the season does not grow is cleared. */
export function withSeason<Crop extends { season: string; crop: string }>(crop: Crop, season: string): Crop {
  return { ...crop, season, crop: cropFitsSeason(crop.crop, season) ? crop.crop : '' };
}

// Loading and saving -------------------------------------------------------------------------------

/**
 * The land general information as the lawyer's editor shows it: blanks take the defaults, and the landmarks
 * take the lawyer's wider-spaced template. Decision: the farmer's untouched template ('North: South: East:
 * West:') counts as blank too, since it names no landmark yet.
 */
export function landGeneralInfoForLawyer(
  saved: Partial<Record<keyof LandGeneralInfoForm, unknown>> | null | undefined,
): LandGeneralInfoForm {
  const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
  const landmarks = textOf(saved?.nearbyLandmarks);
  const blankLandmarks = landmarks.trim() === '' || landmarks.replace(/\s+/g, ' ').trim() === DEFAULTS.nearbyLandmarks;
  const farmLocation = textOf(saved?.farmLocationForWellPumpShed);
  const distance = textOf(saved?.distanceFromBranch);
  return {
    nearbyLandmarks: blankLandmarks ? DEFAULTS.nearbyLandmarksLawyer : landmarks,
    farmLocationForWellPumpShed: farmLocation.trim() === '' ? DEFAULTS.farmLocationForWellPumpShed : farmLocation,
    distanceFromBranch: distance.trim() === '' ? DEFAULTS.distanceFromBranch : distance,
  };
}

/**
 * A saved application's land as the lawyer edits it: the same loading rules as the wizard (docs/requirements.md#r4-on-load:
 * a flat crop list spread over the land records, unknown seasons and crops as Other, at least one record
 * and one crop per record).
 */
export function landEditorFromApplication(application: unknown): LandEditorState {
  const { form } = applicationForForm(application);
  const saved =
    typeof application === 'object' && application !== null ? (application as { landGeneralInfo?: unknown }) : {};
  const info =
    typeof saved.landGeneralInfo === 'object' ? (saved.landGeneralInfo as Record<string, unknown> | null) : null;
  return { landGeneralInfo: landGeneralInfoForLawyer(info), landDetails: form.landDetails };
}

export function newLandRecord(): LandRecordForm {
  return blankLandRecord();
}

export function newCrop(): CropForm {
  return blankCrop();
}

/** Acres without binary noise (1.5 hectares is 3.706575 acres, not 3.7065749999999997). */
function acres(value: number): number {
  return roundTo(value, 6);
}

/** A crop as saved: in acres, and the other-texts only where they apply. */
function cropForSave<Crop extends CropForm>(crop: Crop) {
  const { otherCrop, otherSeason, ...rest } = crop;
  return {
    ...rest,
    area: acres(Number(crop.area)),
    ...(crop.crop === OTHER ? { otherCrop } : {}),
    ...(crop.season === OTHER ? { otherSeason } : {}),
  };
}

/**
 * The lawyer's save (PATCH of docs/requirements.md#r7-calls, lawyer shape): land records with the area in acres as text and the unit
 * acre, each keeping its own crops (so the farmer's form finds them on the right land again); the flat crop
 * list (season, crop, area in acres, condition, unit acre); the land general information; and the legal
 * document slots that changed (a url, or '' for a slot reset with Reupload).
 */
export function lawyerLandPatch(
  state: LandEditorState,
  documents: Partial<Record<LawyerDocumentSlot, string>> = {},
): LawyerApplicationPatch {
  const landDetails = landDetailsInAcres(state.landDetails).map((land) => ({
    ...land,
    landArea: String(acres(Number(land.landArea))),
    cropDetails: land.cropDetails.map(cropForSave),
  }));
  return {
    ...(Object.keys(documents).length > 0 ? { documents } : {}),
    landDetails,
    cropDetails: flattenCrops(landDetails) as LawyerApplicationPatch['cropDetails'],
    landGeneralInfo: { ...state.landGeneralInfo },
  };
}
