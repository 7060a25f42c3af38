import { NoticeBar } from '@kisan-credit/shared-ui/components/NoticeBar';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { WIZARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/wizard';
import { text } from '@kisan-credit/shared-ui/i18n/text';

/**
 * Submit or Update Application was pressed with no network: until the server has it, the wizard says it is
 * waiting for the network, never that it is submitted (docs/requirements.md#r10-offline).
 */
export function WaitingToSubmitNotice({ kind }: { kind: 'submit' | 'update' | undefined }) {
  const language = useLanguage();
  if (kind === undefined) return null;
  const message = kind === 'update' ? WIZARD_MESSAGES.updateQueued : WIZARD_MESSAGES.submitQueued;
  return <NoticeBar kind="info" message={text(message)} language={language} />;
}
