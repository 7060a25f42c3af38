import { useEffect } from 'react';
import { savedOnPhoneAt, WIZARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/wizard';
import { formatShortDate } from '@kisan-credit/shared-ui/format/date';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import type { useFormState } from '../form/useFormState';
import { withSensitiveNumbersFrom } from '../offline-copy/sensitiveNumbers';
import type { useOfflineCopy } from '../offline-copy/useOfflineCopy';
import { isSubmission } from '../offline-saves/queuedSave';
import type { useQueuedSave } from '../offline-saves/useQueuedSave';
import type { useApplicationWrites } from './useApplicationWrites';
import type { Notice } from './WizardNotice';

interface Options {
  /** The saved application's version the wizard opened with (undefined: opened with no network, or none). */
  version: number | undefined;
  offline: ReturnType<typeof useOfflineCopy>;
  queuedSave: ReturnType<typeof useQueuedSave>;
  writes: ReturnType<typeof useApplicationWrites>;
  replaceForm: ReturnType<typeof useFormState>['replace'];
  setNotice: (notice: Notice | undefined) => void;
  goTo: (step: number) => void;
}

/**
 * The unsaved copy found on this phone, offered once, when the wizard opens (docs/requirements.md#r10-offline-copy).
 * Not asked when the farmer pressed Submit or Update Application with no network: the copy is what they
 * submitted, restored at once and sent (docs/requirements.md#r10-offline).
 */
export function useUnsavedCopyOffer({ version, offline, queuedSave, writes, replaceForm, setNotice, goTo }: Options) {
  useEffect(() => {
    const offer = offline.offer;
    if (!offer) return;
    const restore = () => {
      const copy = offline.takeOffer();
      if (!copy) return;
      // Opened with no network, the wizard knows the saved application only through the copy.
      if (version === undefined && copy.version !== undefined) writes.adoptVersion(copy.version);
      // The copy has no Aadhaar, PAN or account numbers: those stay as they are on screen.
      replaceForm((current) => ({
        form: withSensitiveNumbersFrom(copy.form, current.form),
        guarantorsApply: copy.guarantorsApply,
      }));
      goTo(copy.step);
    };
    if (isSubmission(queuedSave.queued)) {
      restore();
      return;
    }
    setNotice({
      kind: 'info',
      message: [
        text(WIZARD_MESSAGES.unsavedCopyFound),
        text(savedOnPhoneAt(formatShortDate(offer.savedAt))),
        text(WIZARD_MESSAGES.numbersNotKeptOnPhone),
      ].join(' '),
      // Until the farmer chooses, the copy is not overwritten (useOfflineCopy), so the question stays.
      mustChoose: true,
      actions: [
        {
          label: text(WIZARD_MESSAGES.restoreChanges),
          onClick: () => {
            restore();
            setNotice({ kind: 'info', message: text(WIZARD_MESSAGES.changesRestored) });
          },
        },
        {
          label: text(WIZARD_MESSAGES.discardChanges),
          onClick: () => {
            offline.discardOffer();
            queuedSave.forget();
            setNotice(undefined);
          },
        },
      ],
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- shown once, when the wizard opens
  }, []);
}
