import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { usePatchApplicationMutation } from '@kisan-credit/shared-api/client/api';
import { useLatestApplication } from '@kisan-credit/shared-api/client/useLatestApplication';
import { errorStatus } from '@kisan-credit/shared-api/client/errors';
import { bankerPatchFromApplication, type KccApplication } from '@kisan-credit/shared-api/contract/application';
import { applicationForForm, landRecordsWithCrops } from '@kisan-credit/shared-api/contract/application/formLoad';
import { COMMON_MESSAGES } from '@kisan-credit/shared-api/contract/messages/common';
import { CREDIT_FILE_MESSAGES as C } from '@kisan-credit/shared-api/contract/messages/creditFile';
import { APPLICATION_PREVIEW_MESSAGES as P } from '@kisan-credit/shared-api/contract/messages/dashboard';
import { ROUTES } from '@kisan-credit/shared-api/contract/roles';
import { isSanctioned, LETTER_KINDS } from '@kisan-credit/shared-api/contract/letters';
import { Button } from '@kisan-credit/shared-ui/components/Button';
import {
  AssetsSection,
  CreditAssessmentSection,
  DocumentsSection,
  LegalReviewSection,
  LiabilitiesSection,
  ReferenceContactsSection,
  type ApplicationDocument,
} from '@kisan-credit/shared-ui/components/CreditFileSections';
import { DocumentPanel } from '@kisan-credit/shared-ui/components/DocumentViewer';
import { LettersPanel } from '@kisan-credit/shared-ui/components/LettersPanel';
import { NoticeBar } from '@kisan-credit/shared-ui/components/NoticeBar';
import { Spinner } from '@kisan-credit/shared-ui/components/Spinner';
import { StaffScreen } from '@kisan-credit/shared-ui/components/StaffScreen';
import { StatusBadge } from '@kisan-credit/shared-ui/components/StatusBadge';
import { RefusedSaveDialog } from '@kisan-credit/shared-ui/components/RefusedSaveDialog';
import { editsToReapply } from '@kisan-credit/shared-ui/forms/editsToReapply';
import { saveRefusalOf, type SaveRefusal } from '@kisan-credit/shared-ui/forms/saveRefusal';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { media } from '@kisan-credit/shared-ui/theme';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { HistoryTimeline, WorkflowPanel } from '../workflow';
import { CreditSummary } from './CreditSummary';
import { NameCheckSection } from './NameCheckSection';
import { DraftProvider, type DraftEditing } from './DraftContext';
import { PreviewSections } from './PreviewSections';
import { withItemAdded, withItemRemoved, withValueAt } from './previewDraft';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.md} 0`};
`;

/** With a document open, the file reads on the left and the document stays in view on the right. */
const Desk = styled.div<{ $viewing: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;

  ${media.up('lg')} {
    grid-template-columns: ${({ $viewing }) => ($viewing ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  }

  & > aside {
    position: sticky;
    top: ${({ theme }) => theme.space.md};
  }

  /* The document viewer does not print: the file takes the paper's width. */
  @media print {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The draft the banker edits: the application, its crops on their land records (a flat list spread over them). */
function draftOf(application: KccApplication): Record<string, unknown> {
  return { ...application, landDetails: landRecordsWithCrops(application) };
}

/**
 * /application-preview/:userId (docs/requirements.md#r2-application-preview), the banker's decision screen
 * (docs/requirements.md#r10-decision-screen): the credit file first, then the whole application editable in
 * place, every document opening beside it, and the next workflow step where the reading ends.
 */
export function ApplicationPreviewPage() {
  const language = useLanguage();
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const { application, loading, error, refetch } = useLatestApplication(userId);
  const back = () => navigate(ROUTES.bankerDashboard);

  let body;
  if (loading) {
    body = (
      <p role="status">
        <Spinner /> {text(P.loading)}
      </p>
    );
  } else if (!application) {
    const notFound = errorStatus(error) === 404 || !error;
    body = notFound ? (
      <section role="alert">
        <h2>{text(P.notFoundTitle)}</h2>
        <p>{text(P.notFoundText)}</p>
        <Button onClick={back}>{text(P.returnToDashboard)}</Button>
      </section>
    ) : (
      <NoticeBar kind="error" message={text(COMMON_MESSAGES.failedToFetchApplicationDetails)} language={language} />
    );
  } else {
    body = <PreviewEditor application={application} onReload={() => void refetch()} />;
  }

  return <StaffScreen title={P.title}>{body}</StaffScreen>;
}

/**
 * The editor keeps the banker's edits in a draft: a save refused as stale (409) keeps them on screen with a
 * Reload; a reload shows the latest application and the banker makes the edits again on it.
 */
function PreviewEditor({ application, onReload }: { application: KccApplication; onReload: () => void }) {
  const language = useLanguage();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Record<string, unknown>>(() => draftOf(application));
  const [viewing, setViewing] = useState<ApplicationDocument>();
  const [base, setBase] = useState(application);
  const [edited, setEdited] = useState(false);
  const [saved, setSaved] = useState(false);
  const [refusal, setRefusal] = useState<SaveRefusal>();
  // After a refused save, Reload keeps the officer's edits here until the newer application arrives.
  const [reapply, setReapply] = useState<Record<string, unknown>>();
  const [save, { isLoading }] = usePatchApplicationMutation();

  // A newer version arrived (after a save, a workflow step or a reload): start from it unless edits are
  // pending; after a Reload, with the officer's edits put back on it.
  if (application.version !== base.version && (!edited || reapply)) {
    setBase(application);
    setDraft({ ...draftOf(application), ...reapply });
    setEdited(reapply !== undefined && Object.keys(reapply).length > 0);
    setReapply(undefined);
  }

  const change = (next: (current: Record<string, unknown>) => Record<string, unknown>) => {
    setDraft(next);
    setEdited(true);
    setSaved(false);
  };
  const editing: DraftEditing = {
    draft,
    set: (path, value) => change((current) => withValueAt(current, path, value)),
    add: (path, item) => change((current) => withItemAdded(current, path, item)),
    remove: (path, index) => change((current) => withItemRemoved(current, path, index)),
  };

  const submit = async () => {
    setRefusal(undefined);
    try {
      await save({
        userId: application.userId,
        version: base.version,
        body: bankerPatchFromApplication(draft),
      }).unwrap();
      setEdited(false);
      setSaved(true);
    } catch (error) {
      setRefusal(saveRefusalOf(error, text(COMMON_MESSAGES.updateFailed)));
    }
  };
  const reload = () => {
    setReapply(editsToReapply(draftOf(base), draft));
    setRefusal(undefined);
    onReload();
  };

  // The read-only credit file is read from the application as saved (the edits show in the sections above).
  const form = applicationForForm(base).form;
  const saveButton = edited && (
    <Button onClick={() => void submit()} busy={isLoading} busyText={text(COMMON_MESSAGES.saving)}>
      {text(COMMON_MESSAGES.saveChanges)}
    </Button>
  );

  return (
    <>
      <Bar>
        <div style={{ flex: 1 }}>
          <h2 style={{ margin: 0 }}>{String(base.applicantName ?? '')}</h2>
          <p style={{ margin: 0 }}>
            {text(P.applicationId)}: <strong>{base.key || base._id}</strong>{' '}
            <StatusBadge status={base.status} language={language} />
          </p>
        </div>
        <Button variant="secondary" onClick={() => navigate(ROUTES.bankerDashboard)}>
          {text(COMMON_MESSAGES.backToDashboard)}
        </Button>
        {saveButton}
      </Bar>
      {saved && (
        <NoticeBar kind="success" message={text(P.saved)} onDismiss={() => setSaved(false)} language={language} />
      )}
      <Desk $viewing={viewing !== undefined}>
        <div>
          <CreditSummary application={base} form={form} />
          <NameCheckSection userId={base.userId} applicantName={String(base.applicantName ?? '')} />
          <LegalReviewSection review={base.workflow?.completeLegalReview} />
          <DocumentsSection documents={base.documents} onOpen={setViewing} openLabel={C.open} />
          <DraftProvider editing={editing}>
            <PreviewSections />
          </DraftProvider>
          <ReferenceContactsSection form={form} />
          <AssetsSection form={form} />
          <LiabilitiesSection form={form} />
          <CreditAssessmentSection application={base} />
          <LettersPanel
            userId={base.userId}
            issuable={
              isSanctioned(base.status, base.bankDetails?.loanAmountSanctioned) ? LETTER_KINDS : ['applicationSummary']
            }
            language={language}
          />
          <Bar>
            {/* Cancel leaves without saving, as Back to Dashboard does; Save All Changes only after an edit. */}
            <Button variant="ghost" onClick={() => navigate(ROUTES.bankerDashboard)}>
              {text(COMMON_MESSAGES.cancel)}
            </Button>
            {edited && (
              <Button onClick={() => void submit()} busy={isLoading} busyText={text(COMMON_MESSAGES.saving)}>
                {text(P.saveAllChanges)}
              </Button>
            )}
          </Bar>
          {/* The next step sits where the reading ends; it is all buttons, so it does not print. */}
          <div data-print="hide">
            <WorkflowPanel application={base} onReload={reload} />
          </div>
        </div>
        {viewing && (
          <DocumentPanel
            key={viewing.slot}
            url={viewing.url}
            title={viewing.title}
            fileName={viewing.slot}
            onClose={() => setViewing(undefined)}
            language={language}
          />
        )}
      </Desk>
      <HistoryTimeline userId={application.userId} />
      <RefusedSaveDialog
        refusal={refusal}
        onClose={() => setRefusal(undefined)}
        onReload={reload}
        language={language}
      />
    </>
  );
}
