import { SEASONS, type Season } from '@kisan-credit/shared-api/contract/options';
import { areaInAcres } from '@kisan-credit/shared-api/contract/calculations/area';
import { roundTo, sum } from '@kisan-credit/shared-api/contract/calculations/numbers';

export interface CropLike {
  season?: unknown;
  area?: unknown;
  areaUnit?: unknown;
}

export interface LandRecordLike {
  landArea?: unknown;
  landAreaUnit?: unknown;
  cropDetails?: readonly CropLike[] | null;
}

export interface SeasonSummary {
  acres: number;
  crops: number;
}

export interface CultivationSummary {
  landRecords: number;
  totalCrops: number;
  /** Sum of the land records' areas, in acres, two decimals. */
  totalLandAcres: number;
  /** Sum of the crop entries' areas, in acres, two decimals. */
  cultivatedAcres: number;
  /** Area and crop count for Rabi, Kharif and Zaid; crops of another season count only in the totals. */
  seasons: Record<Season, SeasonSummary>;
}

function unitOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * The step-5 cultivation summary. Crops are the ones nested in the land records; when no record holds any,
 * the flat cropDetails list (as stored) is used instead.
 */
export function cultivationSummary(
  landDetails: readonly LandRecordLike[] | null | undefined,
  flatCropDetails: readonly CropLike[] | null | undefined = [],
): CultivationSummary {
  const lands = landDetails ?? [];
  const nested = lands.flatMap((land) => land.cropDetails ?? []);
  const crops = nested.length > 0 ? nested : (flatCropDetails ?? []);
  const cropAcres = (crop: CropLike) => areaInAcres(crop.area, unitOf(crop.areaUnit));

  const seasons = Object.fromEntries(
    SEASONS.map(({ value: season }) => {
      const ofSeason = crops.filter((crop) => crop.season === season);
      return [season, { acres: roundTo(sum(ofSeason.map(cropAcres)), 2), crops: ofSeason.length }];
    }),
  ) as Record<Season, SeasonSummary>;

  return {
    landRecords: lands.length,
    totalCrops: crops.length,
    totalLandAcres: roundTo(sum(lands.map((land) => areaInAcres(land.landArea, unitOf(land.landAreaUnit)))), 2),
    cultivatedAcres: roundTo(sum(crops.map(cropAcres)), 2),
    seasons,
  };
}
