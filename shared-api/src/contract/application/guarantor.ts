import { type z } from 'zod';
import { MAX_AREA, MAX_ITEMS, MAX_LENGTH } from '@kisan-credit/shared-api/contract/limits';
import { FIELD_LABELS as L } from '@kisan-credit/shared-api/contract/messages/fields';
import { assetsSchema } from '@kisan-credit/shared-api/contract/application/assets';
import { guarantorDocumentSchema } from '@kisan-credit/shared-api/contract/application/documents';
import { amount, list, measure, row, text, type Mode } from '@kisan-credit/shared-api/contract/application/fields';

/** A row of a guarantor's land: survey number, area (acres), revenue village. */
export const guarantorLandSchema = row(L.guarantorDetails, {
  surveyNo: text(L.surveyNo, MAX_LENGTH.landReference),
  area: measure(L.guarantorLandArea, { max: MAX_AREA }),
  revenueVillage: text(L.revenueVillage, MAX_LENGTH.village),
});
export type GuarantorLand = z.output<typeof guarantorLandSchema>;

/**
 * A guarantor (docs/requirements.md#r3-guarantor). The spec requires none of its fields (two blank guarantors appear when the toggle
 * is switched on), so only types, bounds and lengths are checked, and on submission the format of a
 * mobile or Aadhar number that is filled in.
 */
export function guarantorSchemaFor(mode: Mode) {
  return row(L.guarantorDetails, {
    name: text(L.guarantorName, MAX_LENGTH.name),
    fatherName: text(L.guarantorFatherName, MAX_LENGTH.name),
    mobile: text(L.guarantorMobile, MAX_LENGTH.mobile, { format: 'mobile', checkFormat: mode === 'submit' }),
    address: text(L.guarantorAddress, MAX_LENGTH.address),
    aadhar: text(L.guarantorAadhar, MAX_LENGTH.aadhar, { format: 'aadhaar', checkFormat: mode === 'submit' }),
    /** In Rs. lacs. */
    means: amount(L.guarantorMeans),
    propertyDetails: text(L.propertyDetails, MAX_LENGTH.propertyDetails),
    aadharDoc: guarantorDocumentSchema,
    photoDoc: guarantorDocumentSchema,
    assets: assetsSchema,
    landDetails: list(L.guarantorDetails, guarantorLandSchema, { max: MAX_ITEMS.guarantorLandRows }),
  });
}
export type Guarantor = z.output<ReturnType<typeof guarantorSchemaFor>>;
