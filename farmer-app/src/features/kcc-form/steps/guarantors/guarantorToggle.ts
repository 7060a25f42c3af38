import {
  blankGuarantor,
  GUARANTORS_WHEN_TOGGLED_ON,
  type KccApplicationForm,
} from 'shared-api/contract/application/defaults';

/**
 * What switching the guarantor toggle does to the form: on, with no guarantors, two blank ones are created
 * (spec §3); off keeps them here, unsent (spec §4 "On submit").
 */
export function guarantorToggle(on: boolean): ((draft: KccApplicationForm) => void) | undefined {
  if (!on) return undefined;
  return (draft) => {
    if (draft.guarantorDetails.length === 0) {
      draft.guarantorDetails = Array.from({ length: GUARANTORS_WHEN_TOGGLED_ON }, blankGuarantor);
    }
  };
}
