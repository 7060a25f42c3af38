import { useState, type FormEvent } from 'react';
import { useApplicationActionMutation } from '@kisan-credit/shared-api/client/api';
import { MAX_LENGTH } from '@kisan-credit/shared-api/contract/limits';
import { COMMON_MESSAGES } from '@kisan-credit/shared-api/contract/messages/common';
import { LAWYER_MESSAGES as M } from '@kisan-credit/shared-api/contract/messages/lawyer';
import { CREDIT_FILE_MESSAGES as C } from '@kisan-credit/shared-api/contract/messages/creditFile';
import { LEGAL_VERDICT_LABELS } from '@kisan-credit/shared-api/contract/messages/workflow';
import { LEGAL_VERDICTS, type LegalVerdict } from '@kisan-credit/shared-api/contract/workflow';
import { Button } from '@kisan-credit/shared-ui/components/Button';
import { Dialog } from '@kisan-credit/shared-ui/components/Dialog';
import { Note } from '@kisan-credit/shared-ui/components/FormLayout';
import { RadioGroupField } from '@kisan-credit/shared-ui/components/RadioGroupField';
import { RefusedSaveDialog } from '@kisan-credit/shared-ui/components/RefusedSaveDialog';
import { TextAreaField } from '@kisan-credit/shared-ui/components/TextAreaField';
import { saveRefusalOf, type SaveRefusal } from '@kisan-credit/shared-ui/forms/saveRefusal';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { text } from '@kisan-credit/shared-ui/i18n/text';

/** The verdict and remarks typed into 'Complete legal review'. */
export interface ReviewDraft {
  verdict: LegalVerdict | '';
  remarks: string;
}

export interface CompleteLegalReviewDialogProps {
  open: boolean;
  userId: string;
  /** The application version the lawyer reviewed: a change made meanwhile is refused (409), not passed on. */
  version: number | undefined;
  /** The verdict and remarks typed before a refused confirmation, kept to send again. */
  initial?: ReviewDraft;
  onCancel: () => void;
  onCompleted: () => void;
  /** Someone else saved first: load their version, keeping this verdict and remarks. */
  onReload: (draft: ReviewDraft) => void;
}

const VERDICT_OPTIONS = LEGAL_VERDICTS.map((verdict) => ({ value: verdict, label: LEGAL_VERDICT_LABELS[verdict] }));

/**
 * 'Complete legal review' (docs/requirements.md#r10-lawyer-review): the verdict on the title and the remarks, both required, then the
 * confirmation that sends the application on to the bank (status lawyer → banker).
 */
export function CompleteLegalReviewDialog({
  open,
  userId,
  version,
  initial,
  onCancel,
  onCompleted,
  onReload,
}: CompleteLegalReviewDialogProps) {
  const language = useLanguage();
  const [verdict, setVerdict] = useState<LegalVerdict | ''>(initial?.verdict ?? '');
  const [remarks, setRemarks] = useState(initial?.remarks ?? '');
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<SaveRefusal>();
  const [takeAction, { isLoading }] = useApplicationActionMutation();

  const verdictError = checked && verdict === '' ? text(M.chooseVerdict) : undefined;
  const remarksError = checked && remarks.trim() === '' ? text(M.enterRemarks) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // React passes events up through portals: the land screen's own form must not see this one.
    event.stopPropagation();
    setChecked(true);
    setRefusal(undefined);
    if (verdict === '' || remarks.trim() === '') return;
    try {
      await takeAction({
        userId,
        version,
        action: { action: 'completeLegalReview', verdict, remarks: remarks.trim() },
      }).unwrap();
      onCompleted();
    } catch (error) {
      setRefusal(saveRefusalOf(error, text(M.legalReviewFailed)));
    }
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={onCancel}
        title={text(M.completeLegalReview)}
        actions={
          <>
            <Button variant="ghost" onClick={onCancel} disabled={isLoading}>
              {text(COMMON_MESSAGES.cancel)}
            </Button>
            <Button type="submit" form="complete-legal-review" busy={isLoading} busyText={text(M.completing)}>
              {text(M.confirmAndSend)}
            </Button>
          </>
        }
      >
        <form id="complete-legal-review" noValidate onSubmit={(event) => void submit(event)}>
          <Note>{text(M.completeLegalReviewIntro)}</Note>
          <RadioGroupField
            label={text(C.verdict)}
            name="verdict"
            options={VERDICT_OPTIONS}
            value={verdict}
            onChange={(value) => setVerdict(value as LegalVerdict)}
            required
            error={verdictError}
            language={language}
          />
          <TextAreaField
            label={text(C.remarks)}
            hint={text(M.remarksHint)}
            value={remarks}
            maxLength={MAX_LENGTH.comments}
            required
            error={remarksError}
            onChange={(event) => setRemarks(event.target.value)}
          />
        </form>
      </Dialog>
      <RefusedSaveDialog
        refusal={refusal}
        onClose={() => setRefusal(undefined)}
        onReload={() => onReload({ verdict, remarks })}
        language={language}
      />
    </>
  );
}
