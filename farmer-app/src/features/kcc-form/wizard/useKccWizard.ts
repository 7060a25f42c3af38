import { useCallback, useMemo, useRef, useState } from 'react';
import { api } from '@kisan-credit/shared-api/client/api';
import { errorMessageOf, errorTextOr } from '@kisan-credit/shared-api/client/errors';
import { useAppDispatch } from '@kisan-credit/shared-api/client/hooks';
import type { LoadedApplicationForm } from '@kisan-credit/shared-api/contract/application/formLoad';
import { CONTINUE_FROM_DOCUMENTS_WAIT_MS, WIZARD } from '@kisan-credit/shared-api/contract/limits';
import { APPLICATION_MESSAGES, WIZARD_STEPS, withDetail } from '@kisan-credit/shared-api/contract/messages/application';
import { WIZARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/wizard';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { scrollToTop } from '../../../lib/scrollToTop';
import { useBranchChoice } from '../branch/useBranchChoice';
import type { KccFormValue } from '../form/KccFormContext';
import { fieldId, type FieldPath } from '../form/paths';
import { useFormState, type FormState } from '../form/useFormState';
import { useOfflineCopy } from '../offline-copy/useOfflineCopy';
import { isSubmission } from '../offline-saves/queuedSave';
import { useSuggestionPolling } from '../suggestions/useSuggestionPolling';
import { failureNotice } from './failureNotice';
import { hasAnyMainField } from './mainFields';
import { applicationBody } from './payload';
import { errorsOfStep, firstStepWithErrors, type FieldErrors } from './stepFields';
import { useApplicationWrites, type WriteOutcome } from './useApplicationWrites';
import { useFieldMessages } from './useFieldMessages';
import { useQueuedSending } from './useQueuedSending';
import { useUnsavedCopyOffer } from './useUnsavedCopyOffer';
import type { Notice } from './WizardNotice';

export interface KccWizardOptions {
  loaded: LoadedApplicationForm;
  /** The saved application's version, sent back as If-Match. */
  version?: number;
  /** The signed-in farmer's phone (whose unsaved copy). */
  phone: string;
  /** Opened from the copy this phone keeps, with no network: the saved application is not known. */
  openedFromCopy?: boolean;
  initialNotice?: Notice;
  onSubmitted: (mode: 'create' | 'update') => void;
  /** Fetch the saved application again and start over from it (after a 409). */
  onLoadLatest: () => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const ALL_STEPS: readonly number[] = WIZARD_STEPS.map((entry) => entry.step);

function focusField(path: FieldPath | undefined) {
  if (!path) return;
  // After React has shown the messages. Centred, so the field's message below it is not hidden under the
  // phone's sticky button bar (focus alone scrolls the field just into view, at the bottom edge).
  setTimeout(() => {
    const field = document.getElementById(fieldId(path));
    field?.focus({ preventScroll: true });
    field?.scrollIntoView?.({ block: 'center' });
  }, 0);
}

/**
 * The KCC wizard's flow (docs/requirements.md#r2-wizard, docs/requirements.md#r4-wizard-step): the step on
 * screen, the notice bar, Save Draft, the silent save on Continue, the checks of each step, and submission.
 */
export function useKccWizard({
  loaded,
  version,
  phone,
  openedFromCopy = false,
  initialNotice,
  onSubmitted,
  onLoadLatest,
}: KccWizardOptions) {
  const formState = useFormState({ form: loaded.form, guarantorsApply: loaded.guarantorsApply });
  const { form, guarantorsApply } = formState;
  const [step, setStep] = useState<number>(WIZARD.firstStep);
  const [notice, setNotice] = useState<Notice | undefined>(initialNotice);
  const [processing, setProcessing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The step on screen for callbacks that finish later (a queued submission refused when finally sent).
  const stepRef = useRef(step);
  stepRef.current = step;

  const dispatch = useAppDispatch();
  const fetchSuggestions = useCallback(
    () => dispatch(api.endpoints.getSuggestions.initiate(undefined, { forceRefetch: true, subscribe: false })).unwrap(),
    [dispatch],
  );
  const suggestions = useSuggestionPolling(fetchSuggestions);
  const writes = useApplicationWrites(version);
  const offline = useOfflineCopy({
    phone,
    state: { form, guarantorsApply },
    step,
    version: writes.currentVersion,
    openedFromCopy,
  });
  const branchChoice = useBranchChoice(form, formState.setValue, loaded.mode === 'create');
  const { errors, checkAll, markChecked, setServerErrors } = useFieldMessages({
    form,
    guarantorsApply,
    step,
    branches: branchChoice.branches,
  });

  const goTo = useCallback((next: number) => {
    setStep(Math.min(Math.max(next, WIZARD.firstStep), WIZARD.stepCount));
    setNotice((current) => (current?.ofStep ? undefined : current));
    scrollToTop();
    setTimeout(() => headingRef.current?.focus(), 0);
  }, []);

  // Once submitted, the application stays with the bank as submitted until Update Application: the
  // farmer's changes are kept on the phone meanwhile, never saved as a server draft.
  const submittedBefore = loaded.mode === 'update';

  /** Tells the farmer what went wrong, and marks the fields the server refused. */
  const reportFailure = useCallback(
    (outcome: Extract<WriteOutcome, { ok: false }>, message: string | undefined) => {
      if (Object.keys(outcome.issues).length > 0) setServerErrors(outcome.issues);
      setNotice(failureNotice(outcome, message, onLoadLatest));
    },
    [onLoadLatest, setServerErrors],
  );

  /** A submission or update the server refused: the first step it named, and its reasons on the form. */
  const reportSubmitFailure = useCallback(
    (outcome: Extract<WriteOutcome, { ok: false }>) => {
      const firstRefused = firstStepWithErrors(outcome.issues);
      if (firstRefused !== undefined && firstRefused !== stepRef.current) goTo(firstRefused);
      reportFailure(outcome, text(withDetail(APPLICATION_MESSAGES.errorSubmitting, errorMessageOf(outcome.error))));
    },
    [goTo, reportFailure],
  );

  const queuedSave = useQueuedSending({
    phone,
    state: { form, guarantorsApply },
    writes,
    offline,
    reports: { setNotice, reportFailure, onSubmitted, reportSubmitFailure, onLoadLatest },
  });
  // Submit or Update Application pressed with no network, not yet with the server.
  const submissionQueued = isSubmission(queuedSave.queued);

  /**
   * Submit or Update Application with no network: kept on the phone (the unsaved copy, without the
   * sensitive numbers) and queued, sent once the network returns; until then the wizard says it is waiting.
   */
  const queueSubmission = useCallback(() => {
    offline.writeNow();
    queuedSave.queue(writes.currentVersion(), loaded.mode === 'update' ? 'update' : 'submit');
    setNotice(undefined);
    scrollToTop();
  }, [loaded.mode, offline, queuedSave, writes]);

  const saveDraft = useCallback(
    async ({ silent }: { silent: boolean }) => {
      if (submittedBefore) {
        if (!silent) setNotice({ kind: 'info', message: text(WIZARD_MESSAGES.submittedChangesWaitForUpdate) });
        return true;
      }
      if (submissionQueued) {
        // The queued submission sends this form: nothing to save before it.
        offline.writeNow();
        if (!silent) scrollToTop();
        void queuedSave.sendNow();
        return true;
      }
      const sent: FormState = { form, guarantorsApply };
      const outcome = await writes.saveDraft(applicationBody(form, guarantorsApply));
      if (outcome.ok) {
        offline.markSaved(sent);
        if (!silent) setNotice({ kind: 'success', message: text(APPLICATION_MESSAGES.draftSaved) });
        return true;
      }
      if (outcome.unanswered) {
        // No network: kept on the phone (the unsaved copy) and sent once it returns.
        offline.writeNow();
        queuedSave.queue(writes.currentVersion());
        setNotice({ kind: 'info', message: text(WIZARD_MESSAGES.saveQueued) });
        return false;
      }
      // The spec's texts: the server's error, otherwise 'Failed to save draft'. The silent save says only
      // that nothing is lost, unless the server refused it (then why).
      reportFailure(
        outcome,
        silent && !outcome.refused ? undefined : errorTextOr(outcome.error, text(APPLICATION_MESSAGES.draftSaveFailed)),
      );
      return false;
    },
    [form, guarantorsApply, offline, queuedSave, reportFailure, submissionQueued, submittedBefore, writes],
  );

  const showStepErrors = useCallback(
    (all: FieldErrors, target: number, message: string) => {
      markChecked([target]);
      setNotice({ kind: 'error', message, ofStep: true });
      focusField(Object.keys(errorsOfStep(all, target))[0]);
    },
    [markChecked],
  );

  const continueToNextStep = useCallback(async () => {
    if (step === WIZARD.firstStep) {
      // As docs/requirements.md#r4-wizard-step says: the processing state for 2 s, then the suggestions if none are loaded yet, then step 2.
      setProcessing(true);
      await wait(CONTINUE_FROM_DOCUMENTS_WAIT_MS);
      await suggestions.loadOnce();
      setProcessing(false);
      goTo(step + 1);
      return;
    }
    setProcessing(true);
    setServerErrors({});
    // A Continue stopped by a step's checks saves nothing.
    const all = await checkAll();
    if (Object.keys(errorsOfStep(all, step)).length > 0) {
      setProcessing(false);
      showStepErrors(all, step, text(WIZARD_MESSAGES.fixMarkedFields));
      return;
    }
    const saved = hasAnyMainField(form) ? await saveDraft({ silent: true }) : true;
    setProcessing(false);
    if (saved) setNotice(undefined);
    goTo(step + 1);
  }, [checkAll, form, goTo, saveDraft, setServerErrors, showStepErrors, step, suggestions]);

  const submit = useCallback(async () => {
    setServerErrors({});
    const all = await checkAll();
    markChecked(ALL_STEPS);
    const first = firstStepWithErrors(all);
    if (first !== undefined) {
      if (first !== step) goTo(first);
      showStepErrors(
        all,
        first,
        text(first === step ? WIZARD_MESSAGES.fixMarkedFields : WIZARD_MESSAGES.fixBeforeSubmit),
      );
      return;
    }
    if (queuedSave.queued) {
      // Something is queued already: the submission takes its place, on its version, and is tried now.
      queueSubmission();
      await queuedSave.sendNow();
      return;
    }
    const outcome = await writes.submit(applicationBody(form, guarantorsApply), loaded.mode);
    if (outcome.ok) {
      offline.forget();
      onSubmitted(loaded.mode);
      return;
    }
    if (outcome.unanswered) {
      queueSubmission();
      return;
    }
    reportSubmitFailure(outcome);
  }, [
    checkAll,
    form,
    goTo,
    guarantorsApply,
    loaded.mode,
    markChecked,
    offline,
    onSubmitted,
    queueSubmission,
    queuedSave,
    reportSubmitFailure,
    setServerErrors,
    showStepErrors,
    step,
    writes,
  ]);

  useUnsavedCopyOffer({ version, offline, queuedSave, writes, replaceForm: formState.replace, setNotice, goTo });

  const formValue: KccFormValue = useMemo(
    () => ({
      form,
      edit: formState.edit,
      setValue: formState.setValue,
      errorFor: (path: FieldPath) => errors[path],
      guarantorsApply,
      setGuarantorsApply: formState.setGuarantorsApply,
    }),
    [errors, form, formState.edit, formState.setGuarantorsApply, formState.setValue, guarantorsApply],
  );

  const dismissNotice = useCallback(() => setNotice(undefined), []);
  const saveDraftNow = useCallback(() => saveDraft({ silent: false }), [saveDraft]);

  return {
    step,
    goTo,
    /** The step's heading, focused when another step opens. */
    headingRef,
    notice,
    dismissNotice,
    /** The form the steps fill in, with the messages of the step on screen. */
    form: formValue,
    suggestions,
    branchChoice,
    /** Continue is at work (the wait on step 1, the checks, the silent save). */
    processing,
    savingDraft: writes.savingDraft && !processing,
    submitting: writes.submitting,
    /** Submit or Update Application was pressed with no network: waiting for it to submit ('submit', 'update'). */
    waitingToSubmit: queuedSave.queued?.kind === 'draft' ? undefined : queuedSave.queued?.kind,
    /** Save Draft: says what became of the save. */
    saveDraft: saveDraftNow,
    continueToNextStep,
    submit,
  };
}
