import { isSanctioned } from '@kisan-credit/shared-api/contract/letters';
import { LettersPanel } from '@kisan-credit/shared-ui/components/LettersPanel';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useLazyGetMyApplicationQuery } from '@kisan-credit/shared-api/client/api';
import { errorMessageOf, errorStatus } from '@kisan-credit/shared-api/client/errors';
import { useAppSelector } from '@kisan-credit/shared-api/client/hooks';
import { browserStorage, selectUserPhone } from '@kisan-credit/shared-api/client/session';
import { applicationForForm } from '@kisan-credit/shared-api/contract/application/formLoad';
import { APPLICATION_MESSAGES, withDetail } from '@kisan-credit/shared-api/contract/messages/application';
import { applicationLockedMessage } from '@kisan-credit/shared-api/contract/messages/applicationApi';
import { savedOnPhoneAt, WIZARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/wizard';
import type { KccApplication } from '@kisan-credit/shared-api/contract/application';
import { isEditableByFarmer, statusLabel } from '@kisan-credit/shared-api/contract/status';
import { KccFormFrame, KccFormLoading } from '@kisan-credit/shared-ui/role-app/KccFormFrame';
import { formatShortDate } from '@kisan-credit/shared-ui/format/date';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { scrollToTop } from '../../lib/scrollToTop';
import { formOfCopy, readOfflineCopy, type KeptCopy } from './offline-copy/offlineCopy';
import { readQueuedSave } from './offline-saves/queuedSave';
import { SuccessScreen } from './success/SuccessScreen';
import { StatusTimeline } from './timeline/StatusTimeline';
import { KccWizard } from './wizard/KccWizard';
import type { Notice } from './wizard/WizardNotice';

/** What the page opened the wizard with: the saved application (none yet on a 404), or why it failed. */
interface Opened {
  application?: KccApplication;
  error?: unknown;
  /** No network: the copy this phone keeps (docs/requirements.md#r10-offline). */
  fromCopy?: KeptCopy;
}

/**
 * /kcc-form: fetches the saved application (a 404 means none yet: docs/requirements.md#r8-errors), merges it over the defaults
 * (docs/requirements.md#r4-on-load), and shows the wizard in create or update mode, then the success screen.
 */
export function KccFormPage() {
  const phone = useAppSelector(selectUserPhone) ?? '';
  const [loadApplication] = useLazyGetMyApplicationQuery();
  const [submitted, setSubmitted] = useState<'create' | 'update' | undefined>();
  // Bumped to start the wizard again from a freshly fetched application.
  const [generation, setGeneration] = useState(0);
  // The wizard owns the application once it is open: each save invalidates the cached application, and
  // that refetch must neither unmount the wizard nor change what it was opened with (a submit after a
  // draft save is still the first POST). So the page keeps the answer of its own request, made on opening
  // and on "load the latest", never a cached one.
  const [opened, setOpened] = useState<Opened | undefined>();
  const open = useCallback(async () => {
    setOpened(undefined);
    const { data, error } = await loadApplication();
    const status = errorStatus(error);
    // No answer at all: the network is gone, and the form opens as this phone kept it.
    const fromCopy = error && status === undefined ? readOfflineCopy(browserStorage(), phone) : undefined;
    // The wizard is the page's largest render: as a transition it yields to a slow phone's browser every few
    // milliseconds instead of holding the main thread.
    startTransition(() =>
      setOpened({
        application: error ? undefined : data,
        error: status === 404 || fromCopy ? undefined : error,
        fromCopy,
      }),
    );
  }, [loadApplication, phone]);

  useEffect(() => {
    void open();
  }, [open]);

  useEffect(() => scrollToTop(), []);

  const loaded = useMemo(() => {
    if (!opened?.fromCopy) return applicationForForm(opened?.application);
    const copy = formOfCopy(opened.fromCopy);
    // An Update Application waiting for the network stays an update when the form opens with none.
    return readQueuedSave(browserStorage(), phone)?.kind === 'update' ? { ...copy, mode: 'update' as const } : copy;
  }, [opened, phone]);
  const status = opened?.application?.status;
  let loadNotice: Notice | undefined;
  if (opened?.fromCopy) {
    loadNotice = {
      kind: 'info',
      message: [
        text(WIZARD_MESSAGES.openedOffline),
        text(savedOnPhoneAt(formatShortDate(opened.fromCopy.savedAt))),
      ].join(' '),
    };
  } else if (opened?.error) {
    loadNotice = {
      kind: 'error',
      message: text(withDetail(APPLICATION_MESSAGES.errorFetchingApplication, errorMessageOf(opened.error))),
    };
  } else if (status !== undefined && !isEditableByFarmer(status)) {
    // Past the first review group the server refuses the farmer's changes; say so before any typing.
    loadNotice = { kind: 'info', message: text(applicationLockedMessage(statusLabel(status))) };
  } else if (loaded.mode === 'update') {
    loadNotice = { kind: 'info', message: text(WIZARD_MESSAGES.submittedChangesWaitForUpdate) };
  }

  let body;
  if (submitted) {
    body = <SuccessScreen updated={submitted === 'update'} />;
  } else if (opened === undefined) {
    body = <KccFormLoading />;
  } else {
    body = (
      <>
        {status !== undefined && status !== 'formFill' && <StatusTimeline status={status} />}
        {status !== undefined && isSanctioned(status, opened.application?.bankDetails?.loanAmountSanctioned) && (
          <LettersPanel />
        )}
        <KccWizard
          key={generation}
          loaded={loaded}
          version={opened.application?.version ?? opened.fromCopy?.version}
          openedFromCopy={opened.fromCopy !== undefined}
          phone={phone}
          initialNotice={loadNotice}
          onSubmitted={setSubmitted}
          onLoadLatest={() => {
            void open();
            setGeneration((current) => current + 1);
          }}
        />
      </>
    );
  }

  return <KccFormFrame>{body}</KccFormFrame>;
}
