import { useState, type FormEvent } from 'react';
import { errorTextOr, isStaleApplication } from 'shared-api/client/errors';
import { useApplicationActionMutation } from 'shared-api/client/api';
import { disbursementProblems } from 'shared-api/contract/disbursement';
import { BANKER_MESSAGES as M } from 'shared-api/contract/messages/banker';
import { COMMON_MESSAGES } from 'shared-api/contract/messages/common';
import { WORKFLOW_ACTION_LABELS } from 'shared-api/contract/messages/workflow';
import type { WorkflowAction, WorkflowActionRequest } from 'shared-api/contract/workflow';
import { RATE_STEP } from 'shared-api/contract/limits';
import { Button } from 'shared-ui/components/Button';
import { Dialog } from 'shared-ui/components/Dialog';
import { FieldError } from 'shared-ui/components/Field';
import { Note } from 'shared-ui/components/FormLayout';
import { TextField } from 'shared-ui/components/TextField';
import { text } from '../../lib/text';

export type BankerAction = Exclude<WorkflowAction, 'completeLegalReview'>;

export interface WorkflowActionDialogProps {
  action: BankerAction;
  userId: string;
  version: number | undefined;
  sanctioned: number | undefined;
  onCancel: () => void;
  onDone: () => void;
}

const FORM_ID = 'banker-workflow-action';

/** Asks before a workflow step is taken; the disbursement also takes its amount and date. */
export function WorkflowActionDialog({ action, userId, version, sanctioned, onCancel, onDone }: WorkflowActionDialogProps) {
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState('');
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [takeAction, { isLoading }] = useApplicationActionMutation();
  const disbursing = action === 'recordDisbursement';
  const problems = disbursing && checked ? disbursementProblems({ amount, date }, sanctioned) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setChecked(true);
    setFailure(undefined);
    if (disbursing && Object.keys(disbursementProblems({ amount, date }, sanctioned)).length > 0) return;
    const request: WorkflowActionRequest = disbursing ? { action, amount: Number(amount), date } : { action };
    try {
      await takeAction({ userId, version, action: request }).unwrap();
      onDone();
    } catch (error) {
      setFailure(isStaleApplication(error) ? text(M.staleApplication) : errorTextOr(error, text(M.actionFailed)));
    }
  };

  return (
    <Dialog
      open
      onClose={onCancel}
      title={text(WORKFLOW_ACTION_LABELS[action])}
      actions={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={isLoading}>
            {text(COMMON_MESSAGES.cancel)}
          </Button>
          <Button type="submit" form={FORM_ID} busy={isLoading}>
            {text(M.confirm)}
          </Button>
        </>
      }
    >
      {/* Not nested in a page form; a button submits it through form=. */}
      <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)}>
        <Note>{text(M.confirmAction)}</Note>
        {disbursing && (
          <>
            <TextField
              label={text(M.disbursementAmount)}
              type="number"
              min={0}
              step={RATE_STEP}
              max={sanctioned && sanctioned > 0 ? sanctioned : undefined}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={problems.amount && text(problems.amount)}
            />
            <TextField
              label={text(M.disbursementDate)}
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
              error={problems.date && text(problems.date)}
            />
          </>
        )}
        {failure && <FieldError role="alert">{failure}</FieldError>}
      </form>
    </Dialog>
  );
}
