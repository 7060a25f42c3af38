import { useCallback } from 'react';
import { api } from '@kisan-credit/shared-api/client/api';
import { errorStatus, errorTextOr } from '@kisan-credit/shared-api/client/errors';
import { useAppDispatch } from '@kisan-credit/shared-api/client/hooks';
import type { KccApplication } from '@kisan-credit/shared-api/contract/application';
import { applicationForForm } from '@kisan-credit/shared-api/contract/application/formLoad';
import { APPLICATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/application';
import { changedOnAnotherDevice, WIZARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/wizard';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import type { FormState } from '../form/useFormState';
import type { useOfflineCopy } from '../offline-copy/useOfflineCopy';
import { changedFieldLabel } from '../offline-saves/changedFieldLabels';
import { changedFields, planQueuedSend, type QueuedSave, type QueuedWriteKind } from '../offline-saves/queuedSave';
import { useQueuedSave } from '../offline-saves/useQueuedSave';
import { applicationBody } from './payload';
import type { useApplicationWrites, WriteOutcome } from './useApplicationWrites';
import type { Notice } from './WizardNotice';

/** How the wizard tells the farmer what became of a queued write. */
interface SendingReports {
  setNotice: (notice: Notice) => void;
  reportFailure: (outcome: Extract<WriteOutcome, { ok: false }>, message: string) => void;
  /** A submission or update the server has: the success screen. */
  onSubmitted: (mode: 'create' | 'update') => void;
  /** A submission or update the server refused: its reasons on the form (the wizard's own after Submit). */
  reportSubmitFailure: (outcome: Extract<WriteOutcome, { ok: false }>) => void;
  onLoadLatest: () => void;
}

interface Options {
  phone: string;
  /** The form as it is now. */
  state: FormState;
  writes: ReturnType<typeof useApplicationWrites>;
  offline: ReturnType<typeof useOfflineCopy>;
  reports: SendingReports;
}

const modeOf = (kind: QueuedWriteKind): 'create' | 'update' => (kind === 'update' ? 'update' : 'create');

/**
 * The save, submission or update queued offline, sent once the network is back (and the unsaved copy, if
 * offered, is answered): compared first with the saved application, so a change made meanwhile on another
 * device is named instead of overwritten, and a submission the server already has is not sent again.
 */
export function useQueuedSending({ phone, state, writes, offline, reports }: Options) {
  const { form, guarantorsApply } = state;
  const { setNotice, reportFailure, onSubmitted, reportSubmitFailure, onLoadLatest } = reports;
  const dispatch = useAppDispatch();

  const fetchLatest = useCallback(async (): Promise<KccApplication | undefined> => {
    try {
      return await dispatch(
        api.endpoints.getMyApplication.initiate(undefined, { forceRefetch: true, subscribe: false }),
      ).unwrap();
    } catch (error) {
      if (errorStatus(error) === 404) return undefined;
      throw error;
    }
  }, [dispatch]);

  /** What differs, and the way to the latest. */
  const showChangedElsewhere = useCallback(
    (fields: readonly string[], kind: QueuedWriteKind) => {
      const names = fields.map((field) => text(changedFieldLabel(field))).join(', ');
      setNotice({
        kind: 'error',
        message: text(changedOnAnotherDevice(names, kind)),
        actions: [{ label: text(WIZARD_MESSAGES.loadLatest), onClick: onLoadLatest }],
      });
    },
    [onLoadLatest, setNotice],
  );

  /** The server has it: a draft is kept as saved, a submission leaves nothing on the phone. */
  const done = useCallback(
    (kind: QueuedWriteKind, sent: FormState) => {
      if (kind === 'draft') {
        offline.markSaved(sent);
        setNotice({ kind: 'success', message: text(WIZARD_MESSAGES.queuedSaveSent) });
        return;
      }
      offline.forget();
      onSubmitted(modeOf(kind));
    },
    [offline, onSubmitted, setNotice],
  );

  /** Done with unless still unanswered. */
  const sendQueued = useCallback(
    async (queued: QueuedSave): Promise<boolean> => {
      const sent: FormState = { form, guarantorsApply };
      const plan = planQueuedSend(queued, form, await fetchLatest());
      if (plan.kind === 'conflict') {
        showChangedElsewhere(plan.changedFields, queued.kind);
        return true;
      }
      if (plan.kind === 'alreadySaved') {
        writes.adoptVersion(plan.version);
        done(queued.kind, sent);
        return true;
      }
      const body = applicationBody(plan.form, guarantorsApply);
      const outcome =
        queued.kind === 'draft'
          ? await writes.saveDraft(body, plan.version)
          : await writes.submit(body, modeOf(queued.kind), plan.version);
      if (outcome.ok) {
        done(queued.kind, sent);
        return true;
      }
      if (outcome.unanswered) return false;
      if (outcome.stale) {
        const latest = await fetchLatest().catch(() => undefined);
        showChangedElsewhere(latest ? changedFields(applicationForForm(latest).form, form) : [], queued.kind);
        return true;
      }
      if (queued.kind === 'draft') {
        reportFailure(outcome, errorTextOr(outcome.error, text(APPLICATION_MESSAGES.draftSaveFailed)));
      } else {
        reportSubmitFailure(outcome);
      }
      return true;
    },
    [done, fetchLatest, form, guarantorsApply, reportFailure, reportSubmitFailure, showChangedElsewhere, writes],
  );

  return useQueuedSave({
    phone,
    ready: !offline.offer,
    send: sendQueued,
    currentVersion: writes.currentVersion,
  });
}
