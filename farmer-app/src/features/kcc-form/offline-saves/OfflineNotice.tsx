import { NoticeBar } from '@kisan-credit/shared-ui/components/NoticeBar';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { WIZARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/wizard';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { useIsOnline } from './useNetworkStatus';

/** While the phone has no network: what the farmer types is kept, and saves are sent later. */
export function OfflineNotice() {
  const language = useLanguage();
  const online = useIsOnline();
  return online ? null : <NoticeBar kind="info" message={text(WIZARD_MESSAGES.offlineNow)} language={language} />;
}
