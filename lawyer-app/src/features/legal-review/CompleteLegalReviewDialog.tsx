import { useState, type FormEvent } from 'react';
import { errorTextOr } from 'shared-api/client/errors';
import { useApplicationActionMutation } from 'shared-api/client/api';
import { MAX_LENGTH } from 'shared-api/contract/limits';
import { COMMON_MESSAGES } from 'shared-api/contract/messages/common';
import { LAWYER_MESSAGES as M } from 'shared-api/contract/messages/lawyer';
import { CREDIT_FILE_MESSAGES as C } from 'shared-api/contract/messages/creditFile';
import { LEGAL_VERDICT_LABELS } from 'shared-api/contract/messages/workflow';
import { LEGAL_VERDICTS, type LegalVerdict } from 'shared-api/contract/workflow';
import { Button } from 'shared-ui/components/Button';
import { Dialog } from 'shared-ui/components/Dialog';
import { FieldError } from 'shared-ui/components/Field';
import { Note } from 'shared-ui/components/FormLayout';
import { RadioGroupField } from 'shared-ui/components/RadioGroupField';
import { TextAreaField } from 'shared-ui/components/TextAreaField';
import { useLanguage } from 'shared-ui/i18n/useLanguage';
import { text } from 'shared-ui/i18n/text';

export interface CompleteLegalReviewDialogProps {
  open: boolean;
  userId: string;
  /** The application version the lawyer reviewed: a change made meanwhile is refused (409), not passed on. */
  version: number | undefined;
  onCancel: () => void;
  onCompleted: () => void;
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
  onCancel,
  onCompleted,
}: CompleteLegalReviewDialogProps) {
  const language = useLanguage();
  const [verdict, setVerdict] = useState<LegalVerdict | ''>('');
  const [remarks, setRemarks] = useState('');
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [takeAction, { isLoading }] = useApplicationActionMutation();

  const verdictError = checked && verdict === '' ? text(M.chooseVerdict) : undefined;
  const remarksError = checked && remarks.trim() === '' ? text(M.enterRemarks) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // React passes events up through portals: the land screen's own form must not see this one.
    event.stopPropagation();
    setChecked(true);
    setFailure(undefined);
    if (verdict === '' || remarks.trim() === '') return;
    try {
      await takeAction({
        userId,
        version,
        action: { action: 'completeLegalReview', verdict, remarks: remarks.trim() },
      }).unwrap();
      onCompleted();
    } catch (error) {
      setFailure(errorTextOr(error, text(M.legalReviewFailed)));
    }
  };

  return (
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
        {failure && <FieldError role="alert">{failure}</FieldError>}
      </form>
    </Dialog>
  );
}
