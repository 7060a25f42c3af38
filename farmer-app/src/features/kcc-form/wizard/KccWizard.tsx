import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { api } from 'shared-api/client/api';
import { errorMessageOf, errorStatus, errorTextOr } from 'shared-api/client/errors';
import { useAppDispatch } from 'shared-api/client/hooks';
import type { KccApplication } from 'shared-api/contract/application';
import { applicationForForm, type LoadedApplicationForm } from 'shared-api/contract/application/formLoad';
import { CONTINUE_FROM_DOCUMENTS_WAIT_MS, WIZARD } from 'shared-api/contract/limits';
import { APPLICATION_MESSAGES, WIZARD_STEPS, withDetail } from 'shared-api/contract/messages/application';
import { COMMON_MESSAGES } from 'shared-api/contract/messages/common';
import { KCC_FORM_PAGE_MESSAGES } from 'shared-api/contract/messages/kccFormPage';
import { changedOnAnotherDevice, savedOnPhoneAt, WIZARD_MESSAGES } from 'shared-api/contract/messages/wizard';
import { FullScreenOverlay } from 'shared-ui/components/FullScreenOverlay';
import { Spinner } from 'shared-ui/components/Spinner';
import { formatShortDate } from 'shared-ui/format/date';
import { useLanguage } from 'shared-ui/i18n/useLanguage';
import { text } from 'shared-ui/i18n/text';
import { scrollToTop } from '../../../lib/scrollToTop';
import { branchChoiceErrors } from '../branch/branchChoice';
import { useBranchChoice } from '../branch/useBranchChoice';
import { KccFormProvider, type KccFormValue } from '../form/KccFormContext';
import { fieldId, type FieldPath } from '../form/paths';
import { useFormState, type FormState } from '../form/useFormState';
import { withSensitiveNumbersFrom } from '../offline-copy/sensitiveNumbers';
import { useOfflineCopy } from '../offline-copy/useOfflineCopy';
import { changedFieldLabel } from '../offline-saves/changedFieldLabels';
import { OfflineNotice } from '../offline-saves/OfflineNotice';
import { changedFields, planQueuedSend, type QueuedSave } from '../offline-saves/queuedSave';
import { useQueuedSave } from '../offline-saves/useQueuedSave';
import { useSuggestionPolling } from '../suggestions/useSuggestionPolling';
import { hasAnyMainField } from './mainFields';
import { applicationBody, bodyToCheck } from './payload';
import { STEP_COMPONENTS } from './steps';
import { errorsOfStep, firstStepWithErrors, type FieldErrors } from './stepFields';
import { useApplicationWrites, type WriteOutcome } from './useApplicationWrites';
import { useFileUploads } from 'shared-ui/files/useFileUploads';
import { useStepsKeptOffline } from './useStepsKeptOffline';
import { useStepValidation } from './useStepValidation';
import { WizardNavigation } from './WizardNavigation';
import { WizardNotice, type Notice } from './WizardNotice';
import { WizardProgress } from './WizardProgress';
import { WizardServicesProvider, type WizardServices } from './WizardServices';

export interface KccWizardProps {
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

const StepHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xxl};

  &:focus {
    outline: none;
  }
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl} 0;
  color: ${({ theme }) => theme.colors.brand};
`;

// Loaded when a document is first previewed.
const DocumentPreviewDialog = lazy(() =>
  import('shared-ui/components/DocumentPreviewDialog').then((module) => ({ default: module.DocumentPreviewDialog })),
);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const ALL_STEPS: ReadonlySet<number> = new Set(WIZARD_STEPS.map((entry) => entry.step));

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
 * The KCC application wizard (docs/requirements.md#r2-wizard, docs/requirements.md#r4-wizard-step): the eight steps, the
 * notice bar, Save Draft, the silent save on Continue, the checks of each step, and submission.
 */
export function KccWizard({
  loaded,
  version,
  phone,
  openedFromCopy = false,
  initialNotice,
  onSubmitted,
  onLoadLatest,
}: KccWizardProps) {
  const language = useLanguage();
  const formState = useFormState({ form: loaded.form, guarantorsApply: loaded.guarantorsApply });
  const { form, guarantorsApply } = formState;
  const [step, setStep] = useState<number>(WIZARD.firstStep);
  const [notice, setNotice] = useState<Notice | undefined>(initialNotice);
  const [processing, setProcessing] = useState(false);
  const [checkedSteps, setCheckedSteps] = useState<ReadonlySet<number>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [preview, setPreview] = useState<{ url: string; fileName: string } | undefined>();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const dispatch = useAppDispatch();
  const fetchSuggestions = useCallback(
    () => dispatch(api.endpoints.getSuggestions.initiate(undefined, { forceRefetch: true, subscribe: false })).unwrap(),
    [dispatch],
  );
  const suggestions = useSuggestionPolling(fetchSuggestions);
  const uploads = useFileUploads();
  const validation = useStepValidation();
  const writes = useApplicationWrites(version);
  const offline = useOfflineCopy({
    phone,
    state: { form, guarantorsApply },
    step,
    version: writes.currentVersion,
    openedFromCopy,
  });
  const branchChoice = useBranchChoice(form, formState.setValue, loaded.mode === 'create');
  /** The contract's submission check, and the branch choice where several branches serve the PIN. */
  const check = useCallback(
    (validate: (body: unknown) => FieldErrors): FieldErrors => ({
      ...validate(bodyToCheck(form, guarantorsApply)),
      ...branchChoiceErrors(form.branchIfsc, branchChoice.branches),
    }),
    [branchChoice.branches, form, guarantorsApply],
  );

  // Messages next to the fields: the server's (from a refused save) and, once a step has been checked, the
  // contract's checks, re-run as the farmer types so a corrected field loses its message.
  const errors = useMemo(() => {
    const client = checkedSteps.has(step) && validation.ready ? check(validation.ready) : {};
    return { ...errorsOfStep(serverErrors, step), ...errorsOfStep(client, step) };
  }, [checkedSteps, step, validation.ready, check, serverErrors]);

  const goTo = useCallback((next: number) => {
    setStep(Math.min(Math.max(next, WIZARD.firstStep), WIZARD.stepCount));
    setNotice((current) => (current?.ofStep ? undefined : current));
    scrollToTop();
    setTimeout(() => headingRef.current?.focus(), 0);
  }, []);

  const networkKeptOnPhone = text(WIZARD_MESSAGES.keptOnThisPhone);
  const refusedKeptOnPhone = text(WIZARD_MESSAGES.refusedKeptOnThisPhone);
  // Once submitted, the application stays with the bank as submitted until Update Application: the
  // farmer's changes are kept on the phone meanwhile, never saved as a server draft.
  const submittedBefore = loaded.mode === 'update';

  /** Tells the farmer what went wrong; a failed save never loses work (the unsaved copy stays). */
  const reportFailure = useCallback(
    (outcome: Extract<WriteOutcome, { ok: false }>, message: string | undefined) => {
      const keptOnPhone = outcome.refused ? refusedKeptOnPhone : networkKeptOnPhone;
      if (Object.keys(outcome.issues).length > 0) setServerErrors(outcome.issues);
      if (outcome.stale) {
        setNotice({
          kind: 'error',
          message: `${errorTextOr(outcome.error, text(APPLICATION_MESSAGES.draftSaveFailed))} ${keptOnPhone}`,
          actions: [{ label: text(WIZARD_MESSAGES.loadLatest), onClick: onLoadLatest }],
        });
      } else if (message !== undefined) {
        setNotice({ kind: 'error', message: `${message} ${keptOnPhone}` });
      } else {
        setNotice({ kind: 'info', message: keptOnPhone });
      }
    },
    [networkKeptOnPhone, onLoadLatest, refusedKeptOnPhone],
  );

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

  /** A save queued offline met a change made from another device: what differs, and the way to the latest. */
  const showChangedElsewhere = useCallback(
    (fields: readonly string[]) => {
      const names = fields.map((field) => text(changedFieldLabel(field))).join(', ');
      setNotice({
        kind: 'error',
        message: text(changedOnAnotherDevice(names)),
        actions: [{ label: text(WIZARD_MESSAGES.loadLatest), onClick: onLoadLatest }],
      });
    },
    [onLoadLatest],
  );

  /** The draft save queued offline, now that the network is back: done with unless still unanswered. */
  const sendQueued = useCallback(
    async (queued: QueuedSave): Promise<boolean> => {
      const sent: FormState = { form, guarantorsApply };
      const plan = planQueuedSend(queued, form, await fetchLatest());
      if (plan.kind === 'conflict') {
        showChangedElsewhere(plan.changedFields);
        return true;
      }
      if (plan.kind === 'alreadySaved') {
        writes.adoptVersion(plan.version);
        offline.markSaved(sent);
        setNotice({ kind: 'success', message: text(WIZARD_MESSAGES.queuedSaveSent) });
        return true;
      }
      const outcome = await writes.saveDraft(applicationBody(plan.form, guarantorsApply), plan.version);
      if (outcome.ok) {
        offline.markSaved(sent);
        setNotice({ kind: 'success', message: text(WIZARD_MESSAGES.queuedSaveSent) });
        return true;
      }
      if (outcome.unanswered) return false;
      if (outcome.stale) {
        const latest = await fetchLatest().catch(() => undefined);
        showChangedElsewhere(latest ? changedFields(applicationForForm(latest).form, form) : []);
        return true;
      }
      reportFailure(outcome, errorTextOr(outcome.error, text(APPLICATION_MESSAGES.draftSaveFailed)));
      return true;
    },
    [fetchLatest, form, guarantorsApply, offline, reportFailure, showChangedElsewhere, writes],
  );
  const queuedSave = useQueuedSave({ phone, ready: !offline.offer, send: sendQueued });
  useStepsKeptOffline();

  const saveDraft = useCallback(
    async ({ silent }: { silent: boolean }) => {
      if (submittedBefore) {
        if (!silent) setNotice({ kind: 'info', message: text(WIZARD_MESSAGES.submittedChangesWaitForUpdate) });
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
    [form, guarantorsApply, offline, queuedSave, reportFailure, submittedBefore, writes],
  );

  const showStepErrors = useCallback((all: FieldErrors, target: number, message: string) => {
    setCheckedSteps((current) => new Set([...current, target]));
    setNotice({ kind: 'error', message, ofStep: true });
    focusField(Object.keys(errorsOfStep(all, target))[0]);
  }, []);

  const onContinue = useCallback(async () => {
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
    const all = await validation
      .load()
      .then(check)
      .catch(() => ({}) as FieldErrors);
    if (Object.keys(errorsOfStep(all, step)).length > 0) {
      setProcessing(false);
      showStepErrors(all, step, text(WIZARD_MESSAGES.fixMarkedFields));
      return;
    }
    const saved = hasAnyMainField(form) ? await saveDraft({ silent: true }) : true;
    setProcessing(false);
    if (saved) setNotice(undefined);
    goTo(step + 1);
  }, [check, form, goTo, saveDraft, showStepErrors, step, suggestions, validation]);

  const onSubmit = useCallback(async () => {
    setServerErrors({});
    const all = await validation
      .load()
      .then(check)
      .catch(() => ({}) as FieldErrors);
    setCheckedSteps(ALL_STEPS);
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
    const outcome = await writes.submit(applicationBody(form, guarantorsApply), loaded.mode);
    if (outcome.ok) {
      offline.forget();
      onSubmitted(loaded.mode);
      return;
    }
    const firstRefused = firstStepWithErrors(outcome.issues);
    if (firstRefused !== undefined && firstRefused !== step) goTo(firstRefused);
    reportFailure(outcome, text(withDetail(APPLICATION_MESSAGES.errorSubmitting, errorMessageOf(outcome.error))));
  }, [
    check,
    form,
    goTo,
    guarantorsApply,
    loaded.mode,
    offline,
    onSubmitted,
    reportFailure,
    showStepErrors,
    step,
    validation,
    writes,
  ]);

  // The unsaved copy found on this phone, offered once (docs/requirements.md#r10-offline-copy).
  useEffect(() => {
    const offer = offline.offer;
    if (!offer) return;
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
            const copy = offline.takeOffer();
            if (!copy) return;
            // Opened with no network, the wizard knows the saved application only through the copy.
            if (version === undefined && copy.version !== undefined) writes.adoptVersion(copy.version);
            // The copy has no Aadhaar, PAN or account numbers: those stay as they are on screen.
            formState.replace((current) => ({
              form: withSensitiveNumbersFrom(copy.form, current.form),
              guarantorsApply: copy.guarantorsApply,
            }));
            setNotice({ kind: 'info', message: text(WIZARD_MESSAGES.changesRestored) });
            goTo(copy.step);
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
  const services: WizardServices = useMemo(
    () => ({
      uploads,
      suggestions,
      branchChoice,
      openPreview: (url: string, fileName: string) => setPreview({ url, fileName }),
    }),
    [branchChoice, suggestions, uploads],
  );

  const Step = STEP_COMPONENTS[step]!;
  const stepTitle = text(WIZARD_STEPS[step - 1]!.title);

  return (
    <KccFormProvider value={formValue}>
      <WizardServicesProvider value={services}>
        <WizardProgress step={step} onSelect={goTo} />
        <OfflineNotice />
        {notice && <WizardNotice notice={notice} onDismiss={() => setNotice(undefined)} />}
        <form noValidate onSubmit={(event) => event.preventDefault()} aria-labelledby="kcc-step-heading">
          <StepHeading id="kcc-step-heading" ref={headingRef} tabIndex={-1}>
            {stepTitle}
          </StepHeading>
          <Suspense
            fallback={
              <Loading>
                <Spinner size="2rem" label={text(KCC_FORM_PAGE_MESSAGES.loadingApplication)} />
              </Loading>
            }
          >
            <Step />
          </Suspense>
          <WizardNavigation
            step={step}
            mode={loaded.mode}
            processing={processing}
            savingDraft={writes.savingDraft && !processing}
            submitting={writes.submitting}
            onBack={() => goTo(step - 1)}
            onSaveDraft={() => void saveDraft({ silent: false })}
            onContinue={() => void onContinue()}
            onSubmit={() => void onSubmit()}
          />
        </form>
        {processing && step === WIZARD.firstStep && (
          <FullScreenOverlay
            message={text(COMMON_MESSAGES.processingDocumentsTitle)}
            detail={text(COMMON_MESSAGES.processingDocumentsText)}
          />
        )}
        {preview && (
          <Suspense fallback={null}>
            <DocumentPreviewDialog
              open
              url={preview.url}
              fileName={preview.fileName}
              language={language}
              onClose={() => setPreview(undefined)}
            />
          </Suspense>
        )}
      </WizardServicesProvider>
    </KccFormProvider>
  );
}
