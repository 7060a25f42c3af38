import { type z } from 'zod';
import { MAX_LENGTH } from '@kisan-credit/shared-api/contract/limits';
import { FIELD_LABELS as L } from '@kisan-credit/shared-api/contract/messages/fields';
import { FAMILY_RELATIONS_FOR_STAFF } from '@kisan-credit/shared-api/contract/options';
import { amount, choice, row, text, yesNo, type Mode } from '@kisan-credit/shared-api/contract/application/fields';

/** A family member (docs/requirements.md#r3-family-member). Name, relation and income are required on submission (docs/requirements.md#r5-kcc-form). */
export function familyMemberSchemaFor(mode: Mode) {
  const required = mode === 'submit';
  return row(L.familyMembers, {
    name: text(L.familyMemberName, MAX_LENGTH.name, { required }),
    // Other is offered only by the lawyer and banker editors, but is a valid stored relation.
    relation: choice(L.relation, FAMILY_RELATIONS_FOR_STAFF, { required }),
    income: amount(L.familyMemberIncome, { required }),
    weatherDependent: yesNo(L.weatherDependent),
  });
}

/** A reference contact (dueDiligenceContacts): name, mobile (10 digits from 6–9) and address. */
export function referenceContactSchemaFor(mode: Mode) {
  const required = mode === 'submit';
  return row(L.dueDiligenceContacts, {
    name: text(L.referenceContactName, MAX_LENGTH.name, { required }),
    mobile: text(L.referenceContactMobile, MAX_LENGTH.mobile, { required, format: 'mobile', checkFormat: required }),
    dueDiliAddress: text(L.dueDiliAddress, MAX_LENGTH.address, { required }),
  });
}

export const familyMemberSchema = familyMemberSchemaFor('submit');
export const familyMemberDraftSchema = familyMemberSchemaFor('draft');
export type FamilyMember = z.output<typeof familyMemberDraftSchema>;

export const referenceContactSchema = referenceContactSchemaFor('submit');
export const referenceContactDraftSchema = referenceContactSchemaFor('draft');
export type ReferenceContact = z.output<typeof referenceContactDraftSchema>;
