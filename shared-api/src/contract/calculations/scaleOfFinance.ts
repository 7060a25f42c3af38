import type { CatalogueCrop } from '@kisan-credit/shared-api/contract/options';

/**
 * What one acre of a crop costs to grow (the "scale of finance") and the farmer's crop-insurance premium.
 *
 * Where the figures come from: a scale of finance is fixed every year for each district by its District
 * Level Technical Committee (DLTC), per crop and per acre or hectare, and banks lend by it (RBI Master
 * Circular on the Kisan Credit Card scheme, "Assessment of credit limit"). No single national table
 * exists. These defaults are round, indicative per-acre figures in the range of recent DLTC scales for
 * irrigated crops in the Indo-Gangetic plain; they are NOT any one district's official scale. A bank that
 * deploys this replaces the table with its own district's DLTC scale (the estimate takes the table as an
 * argument), and may change it every season.
 *
 * Premium rates are the farmer's share under the Pradhan Mantri Fasal Bima Yojana: 2% of the sum insured
 * for Kharif food and oilseed crops, 1.5% for Rabi food and oilseed crops, 5% for commercial and
 * horticultural crops. The sum insured is taken as the scale of finance.
 */
export interface CropFinance {
  /** Rupees per acre. */
  perAcre: number;
  /** The farmer's premium, as a share of the sum insured. */
  premiumRate: number;
}

export type ScaleOfFinance = Readonly<Partial<Record<string, CropFinance>>>;

const KHARIF_FOOD = 0.02;
const RABI_FOOD = 0.015;
const COMMERCIAL = 0.05;

export const DEFAULT_SCALE_OF_FINANCE: Readonly<Record<CatalogueCrop, CropFinance>> = {
  // Rabi
  Wheat: { perAcre: 24_000, premiumRate: RABI_FOOD },
  Barley: { perAcre: 14_000, premiumRate: RABI_FOOD },
  Mustard: { perAcre: 14_000, premiumRate: RABI_FOOD },
  Chickpea: { perAcre: 15_000, premiumRate: RABI_FOOD },
  Potato: { perAcre: 50_000, premiumRate: COMMERCIAL },
  Lentil: { perAcre: 13_000, premiumRate: RABI_FOOD },
  // Kharif
  Paddy: { perAcre: 26_000, premiumRate: KHARIF_FOOD },
  Maize: { perAcre: 16_000, premiumRate: KHARIF_FOOD },
  Soybean: { perAcre: 15_000, premiumRate: KHARIF_FOOD },
  Cotton: { perAcre: 30_000, premiumRate: COMMERCIAL },
  Sugarcane: { perAcre: 60_000, premiumRate: COMMERCIAL },
  Jute: { perAcre: 18_000, premiumRate: COMMERCIAL },
  // Zaid
  Cucumber: { perAcre: 25_000, premiumRate: COMMERCIAL },
  Watermelon: { perAcre: 28_000, premiumRate: COMMERCIAL },
  'Bitter Gourd': { perAcre: 28_000, premiumRate: COMMERCIAL },
  Pumpkin: { perAcre: 22_000, premiumRate: COMMERCIAL },
  Sunflower: { perAcre: 14_000, premiumRate: KHARIF_FOOD },
};
