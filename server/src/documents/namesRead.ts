import type { DocumentNames } from '@kisan-credit/shared-api/contract/documentNames';
import type { ExtractedFields } from '../extraction/parsers';

/**
 * The names one document gives for its holder: a card's or an account's holder (readings stored before
 * roles were named held only holders), a land record's holders. Fathers, family and nominees are left out.
 */
export function namesRead(source: string, fields: ExtractedFields): DocumentNames {
  const holders = (fields.applicantNames ?? [])
    .filter((suggestion) => (suggestion.role ?? 'holder') === 'holder')
    .map((suggestion) => suggestion.value);
  const landHolders = (fields.landRecords ?? []).flatMap((record) => (record.owners ?? []).map((owner) => owner.name));
  return { source, names: [...new Set([...holders, ...landHolders].map((name) => name.trim()).filter(Boolean))] };
}
