import {
  applicationPayload,
  flattenCrops,
  landDetailsInAcres,
} from '@kisan-credit/shared-api/contract/application/formLoad';
import type { KccApplicationForm } from '@kisan-credit/shared-api/contract/application/defaults';

/**
 * What Save Draft, the silent save and Submit send: every area in acres (docs/requirements.md#r5-area-conversion), the flat crop list
 * rebuilt from the land records, guarantors only when the toggle is on, undefined fields dropped (docs/requirements.md#r4-on-submit).
 */
export function applicationBody(form: KccApplicationForm, guarantorsApply: boolean): KccApplicationForm {
  return applicationPayload({ ...form, landDetails: landDetailsInAcres(form.landDetails) }, { guarantorsApply });
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * What the wizard checks against the contract: the body it sends, except that a crop area left empty stays
 * empty (sending makes it 0), so the farmer is asked to enter it (docs/requirements.md#r5-kcc-form: required) rather than told that
 * 0 is too small.
 */
export function bodyToCheck(form: KccApplicationForm, guarantorsApply: boolean): KccApplicationForm {
  const body = applicationBody(form, guarantorsApply);
  const landDetails = body.landDetails.map((land, landIndex) => ({
    ...land,
    cropDetails: land.cropDetails.map((crop, cropIndex) =>
      isBlank(form.landDetails[landIndex]!.cropDetails[cropIndex]!.area) ? { ...crop, area: '' } : crop,
    ),
  }));
  return { ...body, landDetails, cropDetails: flattenCrops(landDetails) as KccApplicationForm['cropDetails'] };
}
