import { applicationPayload, landDetailsInAcres } from 'shared-api/contract/application/formLoad';
import type { KccApplicationForm } from 'shared-api/contract/application/defaults';

/**
 * What Save Draft, the silent save and Submit send: every area in acres (spec §5), the flat crop list
 * rebuilt from the land records, guarantors only when the toggle is on, undefined fields dropped (spec §4).
 */
export function applicationBody(form: KccApplicationForm, guarantorsApply: boolean): KccApplicationForm {
  return applicationPayload({ ...form, landDetails: landDetailsInAcres(form.landDetails) }, { guarantorsApply });
}
