import { verbatim } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { useState } from 'react';
import { useGetApplicationHistoryQuery } from '@kisan-credit/shared-api/client/api';
import { ORGANISATION_MESSAGES as O } from '@kisan-credit/shared-api/contract/messages/organisation';
import { BANKER_MESSAGES as M } from '@kisan-credit/shared-api/contract/messages/banker';
import { HISTORY_ACTION_LABELS, ROLE_LABELS } from '@kisan-credit/shared-api/contract/messages/workflow';
import type { ApplicationHistoryEntry, FieldChange } from '@kisan-credit/shared-api/contract/workflow';
import { Button } from '@kisan-credit/shared-ui/components/Button';
import { Note, Section } from '@kisan-credit/shared-ui/components/FormLayout';
import { formatInr } from '@kisan-credit/shared-ui/format/currency';
import { text } from '@kisan-credit/shared-ui/i18n/text';

/** When a timestamp happened, as a banker reads it (en-IN, date and time). */
function when(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime())
    ? at
    : date.toLocaleString('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      });
}

/** A value of the audit as a reader sees it: blank as —, groups as JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Each field an event changed, old → new (sensitive numbers arrive masked). */
function FieldChanges({ changes }: { changes: readonly FieldChange[] }) {
  return (
    <ul style={{ margin: '0.25rem 0', paddingLeft: '1.25rem' }}>
      {changes.map((change) => (
        <li key={change.field}>
          <code>{change.field}</code>: {shown(change.old)} → {shown(change.new)}
        </li>
      ))}
    </ul>
  );
}

/** Who (by name, role and branch) did what, when and why; the field changes on demand. */
function HistoryEntry({ entry }: { entry: ApplicationHistoryEntry }) {
  const [open, setOpen] = useState(false);
  const role = entry.actorRole ? text(ROLE_LABELS[entry.actorRole] ?? verbatim(entry.actorRole)) : '';
  const changes = entry.changes ?? [];
  return (
    <li>
      <strong>{text(HISTORY_ACTION_LABELS[entry.action] ?? verbatim(entry.action))}</strong>
      {' — '}
      {entry.actorName ? `${entry.actorName} (${role}${entry.actorBranch ? `, ${entry.actorBranch}` : ''})` : role}
      {', '}
      <time dateTime={entry.at}>{when(entry.at)}</time>
      {entry.amount !== undefined && ` · ${formatInr(entry.amount)}`}
      {entry.date && ` · ${entry.date}`}
      {entry.remarks && ` · ${entry.remarks}`}
      {changes.length > 0 && (
        <>
          {' '}
          <Button variant="ghost" onClick={() => setOpen(!open)} aria-expanded={open}>
            {text(open ? O.hideChanges : O.showChanges)}
          </Button>
          {open && <FieldChanges changes={changes} />}
        </>
      )}
    </li>
  );
}

/** Who did what, when: the application's history, newest first (staff see every change). */
export function HistoryTimeline({ userId }: { userId: string }) {
  const history = useGetApplicationHistoryQuery({ userId });
  const entries = ((history.data ?? []) as ApplicationHistoryEntry[]).slice().reverse();
  return (
    <Section title={text(M.timeline)}>
      {entries.length === 0 ? (
        <Note>{text(M.noHistory)}</Note>
      ) : (
        <ol aria-label={text(M.timeline)} style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {entries.map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </Section>
  );
}
