import { useState, type FormEvent } from 'react';
import { useApplicationActionMutation } from '@kisan-credit/shared-api/client/api';
import { ROLE_APP_MESSAGES } from '@kisan-credit/shared-api/client/roleApp';
import { disbursementProblems } from '@kisan-credit/shared-api/contract/disbursement';
import { BANKER_MESSAGES as M } from '@kisan-credit/shared-api/contract/messages/banker';
import { COMMON_MESSAGES } from '@kisan-credit/shared-api/contract/messages/common';
import { ORGANISATION_MESSAGES as O } from '@kisan-credit/shared-api/contract/messages/organisation';
import { WORKFLOW_ACTION_LABELS } from '@kisan-credit/shared-api/contract/messages/workflow';
import type { WorkflowAction, WorkflowActionRequest } from '@kisan-credit/shared-api/contract/workflow';
import { RATE_STEP } from '@kisan-credit/shared-api/contract/limits';
import { Button } from '@kisan-credit/shared-ui/components/Button';
import { Dialog } from '@kisan-credit/shared-ui/components/Dialog';
import { Note } from '@kisan-credit/shared-ui/components/FormLayout';
import { RefusedSaveDialog } from '@kisan-credit/shared-ui/components/RefusedSaveDialog';
import { SelectField } from '@kisan-credit/shared-ui/components/SelectField';
import { TextAreaField } from '@kisan-credit/shared-ui/components/TextAreaField';
import { TextField } from '@kisan-credit/shared-ui/components/TextField';
import { saveRefusalOf, type SaveRefusal } from '@kisan-credit/shared-ui/forms/saveRefusal';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { useBankerPanelLawyersQuery } from '../organisation';

export type BankerAction = Exclude<WorkflowAction, 'completeLegalReview'>;

export interface WorkflowActionDialogProps {
  action: BankerAction;
  userId: string;
  version: number | undefined;
  sanctioned: number | undefined;
  /** The lawyer who has the case now (reassignment offers the others). */
  assignedLawyerId?: string | null;
  onCancel: () => void;
  onDone: () => void;
  /** Someone else saved first: load their version; this dialog stays open with what the officer entered. */
  onReload: () => void;
}

const FORM_ID = 'banker-workflow-action';

/** Steps that pick a lawyer of the branch panel, and steps the audit asks a reason for. */
const PICKS_LAWYER: readonly BankerAction[] = ['assignLawyer', 'reassignLawyer'];
const NEEDS_REASON: readonly BankerAction[] = ['reassignLawyer', 'overrideLegalIssues', 'reopen'];

/** Asks before a workflow step is taken; the disbursement also takes its amount and date. */
export function WorkflowActionDialog({
  action,
  userId,
  version,
  sanctioned,
  assignedLawyerId,
  onCancel,
  onDone,
  onReload,
}: WorkflowActionDialogProps) {
  const picksLawyer = PICKS_LAWYER.includes(action);
  const needsReason = NEEDS_REASON.includes(action);
  const [lawyerId, setLawyerId] = useState('');
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState('');
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<SaveRefusal>();
  const [takeAction, { isLoading }] = useApplicationActionMutation();
  const disbursing = action === 'recordDisbursement';
  const problems = disbursing && checked ? disbursementProblems({ amount, date }, sanctioned) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setChecked(true);
    setRefusal(undefined);
    if (disbursing && Object.keys(disbursementProblems({ amount, date }, sanctioned)).length > 0) return;
    if ((picksLawyer && !lawyerId) || (needsReason && !reason.trim())) return;
    const request = (
      disbursing
        ? { action, amount: Number(amount), date }
        : { action, ...(picksLawyer ? { lawyerId } : {}), ...(needsReason ? { reason: reason.trim() } : {}) }
    ) as WorkflowActionRequest;
    try {
      await takeAction({ userId, version, action: request }).unwrap();
      onDone();
    } catch (error) {
      setRefusal(saveRefusalOf(error, text(M.actionFailed)));
    }
  };

  return (
    <>
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
          {picksLawyer && (
            <PanelLawyerPicker
              assignedLawyerId={assignedLawyerId}
              value={lawyerId}
              onChange={setLawyerId}
              error={checked && !lawyerId ? text(O.chooseLawyer) : undefined}
            />
          )}
          {needsReason && (
            <TextAreaField
              label={text(O.reason)}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={checked && !reason.trim() ? text(O.reason) : undefined}
              required
            />
          )}
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
        </form>
      </Dialog>
      <RefusedSaveDialog refusal={refusal} onClose={() => setRefusal(undefined)} onReload={onReload} />
    </>
  );
}

interface PanelLawyerPickerProps {
  assignedLawyerId: string | null | undefined;
  value: string;
  onChange: (lawyerId: string) => void;
  error: string | undefined;
}

/**
 * The lawyers of the branch panel with their open cases, except the one who has the case now. While the panel
 * loads the picker says so; a panel that cannot be loaded says so, with a way to try again.
 */
function PanelLawyerPicker({ assignedLawyerId, value, onChange, error }: PanelLawyerPickerProps) {
  const panel = useBankerPanelLawyersQuery();
  if (panel.isError && !panel.data) {
    return (
      <Note role="alert">
        {text(O.panelLoadFailed)}{' '}
        <Button variant="ghost" onClick={() => void panel.refetch()}>
          {text(ROLE_APP_MESSAGES.retry)}
        </Button>
      </Note>
    );
  }
  const lawyers = (panel.data ?? []).filter((lawyer) => lawyer.id !== assignedLawyerId);
  if (panel.isSuccess && lawyers.length === 0) return <Note role="status">{text(O.noPanelLawyers)}</Note>;
  return (
    <SelectField
      label={text(O.chooseLawyer)}
      placeholder={panel.isLoading ? text(ROLE_APP_MESSAGES.loading) : text(O.chooseLawyer)}
      disabled={panel.isLoading}
      aria-busy={panel.isLoading}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={lawyers.map((lawyer) => ({
        value: lawyer.id,
        label: `${lawyer.name ?? lawyer.phone} (${lawyer.openCases} ${text(O.openCases)})`,
      }))}
      error={error}
      required
    />
  );
}
