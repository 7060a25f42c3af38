import { BANKER_MESSAGES } from 'shared-api/contract/messages/banker';
import type { Language } from 'shared-api/contract/messages/catalogue';
import { MessageDialog } from 'shared-ui/components/MessageDialog';
import { text } from 'shared-ui/i18n/text';

interface SaveFailureDialogsProps {
  /** Why the save was refused, when it was. */
  failure: string | undefined;
  onCloseFailure: () => void;
  /** Another officer saved first: Reload brings their version back with this officer's edits on it. */
  stale: boolean;
  onReload: () => void;
  onCloseStale: () => void;
  language: Language;
}

/** A staff form's refused save, impossible to miss: the 'Oops!' dialog, with Reload when someone saved first. */
export function SaveFailureDialogs({
  failure,
  onCloseFailure,
  stale,
  onReload,
  onCloseStale,
  language,
}: SaveFailureDialogsProps) {
  return (
    <>
      <MessageDialog
        open={failure !== undefined}
        type="error"
        message={failure}
        onClose={onCloseFailure}
        language={language}
      />
      <MessageDialog
        open={stale}
        type="error"
        message={text(BANKER_MESSAGES.staleApplication)}
        action={{ label: text(BANKER_MESSAGES.reload), onClick: onReload }}
        onClose={onCloseStale}
        language={language}
      />
    </>
  );
}
