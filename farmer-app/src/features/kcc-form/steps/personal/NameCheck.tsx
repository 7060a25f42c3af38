import { firstNameDisagreement } from '@kisan-credit/shared-api/contract/calculations/nameMatch';
import { namesDisagree, WIZARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/wizard';
import { documentSlotLabel } from '@kisan-credit/shared-api/contract/options';
import type { Suggestion } from '@kisan-credit/shared-api/contract/suggestions';
import { NoticeBar } from '@kisan-credit/shared-ui/components/NoticeBar';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { text } from '@kisan-credit/shared-ui/i18n/text';

const TYPED = 'typed';

/**
 * The cross-document name check, under the applicant name: holders' names read from different documents
 * (the applicant-name suggestions hold no other role's names), or the name typed here, that are not the
 * same name (transliteration, initials and spacing aside). Banks return
 * applications for this, so the farmer hears of it while it can still be fixed.
 */
export function NameCheck({ typedName, documentNames }: { typedName: string; documentNames: readonly Suggestion[] }) {
  const language = useLanguage();
  const names = [...documentNames, ...(typedName.trim() ? [{ value: typedName.trim(), source: TYPED }] : [])];
  const pair = firstNameDisagreement(names);
  if (!pair) return null;
  const label = (source: string) => (source === TYPED ? WIZARD_MESSAGES.thisApplication : documentSlotLabel(source));
  const [first, second] = pair;
  const message = namesDisagree(
    { value: first.value, source: label(first.source) },
    { value: second.value, source: label(second.source) },
  );
  return <NoticeBar kind="info" message={text(message)} language={language} />;
}
