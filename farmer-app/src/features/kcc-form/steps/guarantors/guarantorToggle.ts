import {
  blankGuarantor,
  GUARANTORS_WHEN_TOGGLED_ON,
  type KccApplicationForm,
} from '@kisan-credit/shared-api/contract/application/defaults';

/**
 * What switching the guarantor toggle does to the form: on, with no guarantors, two blank ones are created
 * (docs/requirements.md#r3-defaults); off keeps them here, unsent (docs/requirements.md#r4-on-submit).
 */
export function guarantorToggle(on: boolean): ((draft: KccApplicationForm) => void) | undefined {
  if (!on) return undefined;
  return (draft) => {
    if (draft.guarantorDetails.length === 0) {
      draft.guarantorDetails = Array.from({ length: GUARANTORS_WHEN_TOGGLED_ON }, blankGuarantor);
    }
  };
}
