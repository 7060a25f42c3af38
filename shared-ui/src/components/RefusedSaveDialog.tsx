import type { Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { COMMON_MESSAGES } from '@kisan-credit/shared-api/contract/messages/common';
import type { SaveRefusal } from '../forms/saveRefusal';
import { text } from '../i18n/text';
import { MessageDialog } from './MessageDialog';

interface RefusedSaveDialogProps {
  /** The refused save, while its dialog is open. */
  refusal: SaveRefusal | undefined;
  onClose: () => void;
  /**
   * Someone else saved first: brings their version back with this officer's edits on it (or kept to re-enter).
   * The dialog is closed first.
   */
  onReload?: () => void;
  language?: Language;
}

/**
 * Every staff form's refused save, impossible to miss (docs/requirements.md#r2-message-dialog): the 'Oops!'
 * dialog with the reason, and Reload when another person saved first.
 */
export function RefusedSaveDialog({ refusal, onClose, onReload, language }: RefusedSaveDialogProps) {
  const stale = refusal?.kind === 'stale';
  return (
    <MessageDialog
      open={refusal !== undefined}
      type="error"
      message={refusal?.kind === 'refused' ? refusal.message : text(COMMON_MESSAGES.staleSave)}
      action={
        stale && onReload
          ? {
              label: text(COMMON_MESSAGES.reload),
              onClick: () => {
                onClose();
                onReload();
              },
            }
          : undefined
      }
      onClose={onClose}
      language={language}
    />
  );
}
