import { verbatim, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { FIELD_LABELS } from '@kisan-credit/shared-api/contract/messages/fields';
import { WIZARD_STEPS } from '@kisan-credit/shared-api/contract/messages/application';
import { stepOfField } from '../wizard/stepFields';

/** How a changed top-level field is named to the farmer: its label, else the title of the step showing it. */
export function changedFieldLabel(field: string): Message {
  const label = (FIELD_LABELS as Record<string, Message>)[field];
  if (label) return label;
  const step = stepOfField(field);
  return step === undefined ? verbatim(field) : WIZARD_STEPS[step - 1]!.title;
}
