import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { usePatchApplicationMutation } from '@kisan-credit/shared-api/client/api';
import type { KccApplication } from '@kisan-credit/shared-api/contract/application';
import { lawyerLandPatch } from '@kisan-credit/shared-api/contract/application/landEditor';
import { MAX_LENGTH } from '@kisan-credit/shared-api/contract/limits';
import { COMMON_MESSAGES } from '@kisan-credit/shared-api/contract/messages/common';
import { LAND_DETAILS_MESSAGES } from '@kisan-credit/shared-api/contract/messages/dashboard';
import { FIELD_LABELS as L } from '@kisan-credit/shared-api/contract/messages/fields';
import { LAWYER_MESSAGES as M } from '@kisan-credit/shared-api/contract/messages/lawyer';
import { ROUTES } from '@kisan-credit/shared-api/contract/roles';
import { Button } from '@kisan-credit/shared-ui/components/Button';
import { Grid, Note, Section } from '@kisan-credit/shared-ui/components/FormLayout';
import { MessageDialog } from '@kisan-credit/shared-ui/components/MessageDialog';
import { NoticeBar } from '@kisan-credit/shared-ui/components/NoticeBar';
import { RefusedSaveDialog } from '@kisan-credit/shared-ui/components/RefusedSaveDialog';
import { TextAreaField } from '@kisan-credit/shared-ui/components/TextAreaField';
import { TextField } from '@kisan-credit/shared-ui/components/TextField';
import { saveRefusalOf, type SaveRefusal } from '@kisan-credit/shared-ui/forms/saveRefusal';
import { media } from '@kisan-credit/shared-ui/theme';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { CompleteLegalReviewDialog, type ReviewDraft } from '../legal-review';
import { LandHoldingsEditor } from './LandHoldingsEditor';
import type { LandReviewEdits } from './landReviewEdits';
import { LegalDocumentsSection } from './LegalDocumentsSection';
import { KycInformation, PersonalInformation } from './ReadOnlySections';
import { fieldIdOf, infoPath, useLandEditor, type FieldErrors } from './useLandEditor';
import { useLegalDocuments } from './useLegalDocuments';

const Intro = styled.div`
  margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.lg}`};

  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

// Once the review is complete every editable control is disabled at once, natively.
const Editable = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

// Always in reach on a wide screen; at the end of the page on a phone, where it would cover the form.
const ActionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  ${media.up('md')} {
    position: sticky;
    bottom: 0;
  }
`;

const Hint = styled.p`
  flex: 1 1 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: right;
`;

type Outcome = { kind: 'saved' } | { kind: 'reviewCompleted' } | null;

/** Focuses the first field with an error once errors appear, so the lawyer lands on it. */
function useFocusFirstError(errors: FieldErrors) {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
}

/**
 * The land screen of one application (docs/requirements.md#r2-land-details): read-only personal and
 * KYC details; the editable land information, land records with crops and legal documents; Save Changes,
 * and 'Complete legal review' once everything is saved. After the review the screen is read only. A save
 * refused because someone else saved first offers Reload: `onReload` gets what the lawyer had done, and
 * the screen comes back on the newer version with it (`reapplied`).
 */
export function LandReview({
  application,
  reapplied,
  onReload,
}: {
  application: KccApplication;
  reapplied?: LandReviewEdits;
  onReload: (edits: LandReviewEdits) => void;
}) {
  const language = useLanguage();
  const navigate = useNavigate();
  const editor = useLandEditor(application, reapplied);
  const documents = useLegalDocuments(application.documents, editor.markDirty, reapplied?.documents);
  const [version, setVersion] = useState(application.version);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [refusal, setRefusal] = useState<SaveRefusal>();
  const locked = application.status !== 'lawyer';
  // A review refused as stale opens again on the newer version, with the verdict and remarks kept.
  const [reviewing, setReviewing] = useState(reapplied?.review !== undefined && !locked);
  const [invalid, setInvalid] = useState(false);
  const [patch, { isLoading: saving }] = usePatchApplicationMutation();
  const dashboard = () => navigate(ROUTES.lawyerDashboard);
  useFocusFirstError(editor.errors);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body = lawyerLandPatch(editor.state, documents.changes());
    const { validateLandPatch } = await import('./validateLandPatch');
    const problems = validateLandPatch(body);
    editor.setErrors(problems);
    setInvalid(Object.keys(problems).length > 0);
    if (Object.keys(problems).length > 0) return;
    try {
      const saved = await patch({ userId: application.userId, body, version }).unwrap();
      setVersion(saved.version);
      editor.markSaved();
      documents.markSaved();
      setOutcome({ kind: 'saved' });
    } catch (error) {
      setRefusal(saveRefusalOf(error, text(COMMON_MESSAGES.updateFailed)));
    }
  };
  const reload = (review?: ReviewDraft) =>
    onReload({ land: editor.edits(), documents: documents.changes(), ...(review ? { review } : {}) });

  const info = editor.state.landGeneralInfo;
  const setInfo = (field: keyof typeof info) => (value: string) =>
    editor.edit((draft) => {
      draft.landGeneralInfo[field] = value;
    }, infoPath(field));

  return (
    <>
      <form noValidate onSubmit={(event) => void save(event)}>
        <Intro>
          <p>
            {text(M.applicationId)}: <strong>{application.key || application._id}</strong>
          </p>
          <p>
            {text(LAND_DETAILS_MESSAGES.reviewFor)}{' '}
            <strong>{application.applicantName || text(COMMON_MESSAGES.notAvailable)}</strong>
          </p>
          <Button variant="secondary" onClick={dashboard}>
            {text(COMMON_MESSAGES.backToDashboard)}
          </Button>
        </Intro>
        {locked && <NoticeBar kind="info" message={text(M.reviewLocked)} language={language} />}

        <Section title={text(LAND_DETAILS_MESSAGES.personalInformation)}>
          <PersonalInformation application={application} />
        </Section>

        <Editable disabled={locked}>
          <Section title={text(LAND_DETAILS_MESSAGES.landGeneralInformation)}>
            <Grid>
              <TextAreaField
                id={fieldIdOf(infoPath('nearbyLandmarks'))}
                label={text(L.nearbyLandmarks)}
                rows={2}
                value={info.nearbyLandmarks}
                maxLength={MAX_LENGTH.nearbyLandmarks}
                error={editor.errors[infoPath('nearbyLandmarks')]}
                onChange={(event) => setInfo('nearbyLandmarks')(event.target.value)}
              />
              <TextField
                id={fieldIdOf(infoPath('farmLocationForWellPumpShed'))}
                label={text(L.farmLocationForWellPumpShed)}
                value={info.farmLocationForWellPumpShed}
                maxLength={MAX_LENGTH.farmLocation}
                error={editor.errors[infoPath('farmLocationForWellPumpShed')]}
                onChange={(event) => setInfo('farmLocationForWellPumpShed')(event.target.value)}
              />
              <TextField
                id={fieldIdOf(infoPath('distanceFromBranch'))}
                label={text(L.distanceFromBranch)}
                value={info.distanceFromBranch}
                maxLength={MAX_LENGTH.distanceFromBranch}
                error={editor.errors[infoPath('distanceFromBranch')]}
                onChange={(event) => setInfo('distanceFromBranch')(event.target.value)}
              />
            </Grid>
          </Section>

          <Section title={text(LAND_DETAILS_MESSAGES.landHoldings)}>
            <LandHoldingsEditor editor={editor} />
          </Section>
        </Editable>

        <Section title={text(LAND_DETAILS_MESSAGES.kyc)}>
          <KycInformation application={application} />
        </Section>

        <Section title={text(LAND_DETAILS_MESSAGES.legalDocuments)}>
          {!locked && <Note>{text(M.legalDocumentsNote)}</Note>}
          <LegalDocumentsSection documents={documents} locked={locked} />
        </Section>

        <ActionBar data-print="hide">
          {invalid && Object.keys(editor.errors).length > 0 && <Hint role="alert">{text(M.fixMarkedFields)}</Hint>}
          {!locked && editor.dirty && <Hint>{text(M.saveBeforeCompleting)}</Hint>}
          <Button variant="secondary" onClick={dashboard}>
            {text(COMMON_MESSAGES.backToDashboard)}
          </Button>
          {!locked && (
            <>
              <Button type="submit" busy={saving} busyText={text(COMMON_MESSAGES.saving)}>
                {text(COMMON_MESSAGES.saveChanges)}
              </Button>
              <Button variant="secondary" disabled={editor.dirty || saving} onClick={() => setReviewing(true)}>
                {text(M.completeLegalReview)}
              </Button>
            </>
          )}
        </ActionBar>
      </form>

      <CompleteLegalReviewDialog
        open={reviewing}
        userId={application.userId}
        version={version}
        initial={reapplied?.review}
        onCancel={() => setReviewing(false)}
        onReload={reload}
        onCompleted={() => {
          setReviewing(false);
          setOutcome({ kind: 'reviewCompleted' });
        }}
      />
      <MessageDialog
        open={outcome?.kind === 'saved' || outcome?.kind === 'reviewCompleted'}
        type="success"
        message={text(outcome?.kind === 'reviewCompleted' ? M.legalReviewCompleted : LAND_DETAILS_MESSAGES.saved)}
        language={language}
        onClose={() => {
          const completed = outcome?.kind === 'reviewCompleted';
          setOutcome(null);
          navigate(completed ? `${ROUTES.lawyerDashboard}?category=completed` : ROUTES.lawyerDashboard);
        }}
      />
      <RefusedSaveDialog
        refusal={refusal}
        onClose={() => setRefusal(undefined)}
        onReload={() => reload()}
        language={language}
      />
    </>
  );
}
