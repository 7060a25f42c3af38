import { inSentence, message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';

/** Validation texts, built from a field's label so every field reads the same way. */
export const VALIDATION_MESSAGES = {
  required: (label: Message) => message('validation:required', { label: inSentence(label) }),
  choose: (label: Message) => message('validation:choose', { label: inSentence(label) }),
  chooseFromList: (label: Message) => message('validation:chooseFromList', { label: inSentence(label) }),
  mustBeText: (label: Message) => message('validation:mustBeText', { label }),
  tooLong: (label: Message, max: number) => message('validation:tooLong', { label, max }),
  invalidFormat: (label: Message, hint: Message) =>
    message('validation:invalidFormat', { label: inSentence(label), hint }),
  mustBeNumber: (label: Message) => message('validation:mustBeNumber', { label }),
  wholeNumber: (label: Message) => message('validation:wholeNumber', { label }),
  notNegative: (label: Message) => message('validation:notNegative', { label }),
  moreThanZero: (label: Message) => message('validation:moreThanZero', { label }),
  tooLarge: (label: Message, max: number) => message('validation:tooLarge', { label, max }),
  mustBeYesOrNo: (label: Message) => message('validation:mustBeYesOrNo', { label }),
  invalidDate: (label: Message) => message('validation:invalidDate', { label }),
  notAList: (label: Message) => message('validation:notAList', { label }),
  notAGroup: (label: Message) => message('validation:notAGroup', { label: inSentence(label) }),
  tooMany: (label: Message, max: number) => message('validation:tooMany', { label, max }),
  atLeastOne: (label: Message) => message('validation:atLeastOne', { label: inSentence(label) }),
  fieldsNotAllowed: (keys: readonly string[]) => message('validation:fieldsNotAllowed', { fields: keys.join(', ') }),
  ageRange: message('validation:ageRange'),
  invalidEmail: message('validation:invalidEmail'),
  cropNotInSeason: message('validation:cropNotInSeason'),
  nothingToUpdate: message('validation:nothingToUpdate'),
  bodyNotAnObject: message('validation:bodyNotAnObject'),
  termsAccepted: message('validation:termsAccepted'),
  informationAccuracy: message('validation:informationAccuracy'),
  documentAuthenticity: message('validation:documentAuthenticity'),
  privacyConsent: message('validation:privacyConsent'),
} as const;
