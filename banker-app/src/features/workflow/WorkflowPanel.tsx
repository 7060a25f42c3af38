import { useState } from 'react';
import type { KccApplication } from '@kisan-credit/shared-api/contract/application';
import { BANKER_MESSAGES as M } from '@kisan-credit/shared-api/contract/messages/banker';
import { WORKFLOW_ACTION_LABELS } from '@kisan-credit/shared-api/contract/messages/workflow';
import { normalizeStatus } from '@kisan-credit/shared-api/contract/status';
import { availableWorkflowActions, legalIssuesOpen } from '@kisan-credit/shared-api/contract/workflow';
import { Button } from '@kisan-credit/shared-ui/components/Button';
import { Note, Section } from '@kisan-credit/shared-ui/components/FormLayout';
import { NoticeBar } from '@kisan-credit/shared-ui/components/NoticeBar';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { WorkflowActionDialog, type BankerAction } from './WorkflowActionDialog';

/**
 * The steps the banker can take on this application now (workflow.ts decides which), each confirmed first.
 * `onReload` brings the latest version after a step refused because someone else saved first.
 */
export function WorkflowPanel({ application, onReload }: { application: KccApplication; onReload: () => void }) {
  const language = useLanguage();
  const [open, setOpen] = useState<BankerAction>();
  const [done, setDone] = useState(false);
  // An override is offered only while the lawyer's issues block approval.
  const actions = (availableWorkflowActions('banker', normalizeStatus(application.status)) as BankerAction[]).filter(
    (action) => action !== 'overrideLegalIssues' || legalIssuesOpen(application.workflow ?? {}),
  );
  const sanctioned = application.bankDetails?.loanAmountSanctioned;

  return (
    <Section title={text(M.workflow)}>
      {done && (
        <NoticeBar kind="success" message={text(M.actionDone)} onDismiss={() => setDone(false)} language={language} />
      )}
      {actions.length === 0 ? (
        <Note>{text(M.noActions)}</Note>
      ) : (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
          {actions.map((action) => (
            <Button key={action} onClick={() => setOpen(action)}>
              {text(WORKFLOW_ACTION_LABELS[action])}
            </Button>
          ))}
        </div>
      )}
      {open && (
        <WorkflowActionDialog
          action={open}
          userId={application.userId}
          version={application.version}
          sanctioned={typeof sanctioned === 'number' ? sanctioned : undefined}
          assignedLawyerId={
            application.workflow?.reassignLawyer?.lawyerId ?? application.workflow?.assignLawyer?.lawyerId ?? null
          }
          onCancel={() => setOpen(undefined)}
          onReload={onReload}
          onDone={() => {
            setOpen(undefined);
            setDone(true);
          }}
        />
      )}
    </Section>
  );
}
