import { useGetApplicationHistoryQuery } from 'shared-api/client/api';
import { BANKER_MESSAGES as M } from 'shared-api/contract/messages/banker';
import { HISTORY_ACTION_LABELS, ROLE_LABELS } from 'shared-api/contract/messages/workflow';
import type { ApplicationHistoryEntry } from 'shared-api/contract/workflow';
import { Note, Section } from 'shared-ui/components/FormLayout';
import { formatInr } from 'shared-ui/format/currency';
import { text } from '../../lib/text';

/** When a timestamp happened, as a banker reads it (en-IN, date and time). */
function when(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime())
    ? at
    : date.toLocaleString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
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
            <li key={entry.id}>
              <strong>{text(HISTORY_ACTION_LABELS[entry.action] ?? { en: entry.action, hi: entry.action })}</strong>
              {' — '}
              {text(ROLE_LABELS[entry.actorRole] ?? { en: entry.actorRole, hi: entry.actorRole })}
              {', '}
              <time dateTime={entry.at}>{when(entry.at)}</time>
              {entry.amount !== undefined && ` · ${formatInr(entry.amount)}`}
              {entry.date && ` · ${entry.date}`}
              {entry.remarks && ` · ${entry.remarks}`}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
