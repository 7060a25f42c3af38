import styled from 'styled-components';
import type { Language } from 'shared-api/contract/messages/catalogue';
import { translate } from 'shared-api/contract/messages/catalogue';
import { BANKER_MESSAGES } from 'shared-api/contract/messages/banker';
import { STATUS_GROUPS, type StatusGroupId } from 'shared-api/contract/status';

const BAR_HEIGHT = 22;
const GAP = 8;
const LABEL_WIDTH = 210;
const BAR_WIDTH = 240;

const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  figcaption {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: 600;
  }
  svg {
    max-width: 100%;
    height: auto;
  }
  rect {
    fill: ${({ theme }) => theme.colors.brand};
  }
`;

/**
 * The branch's pipeline at a glance: one bar per banker tab, its length the tab's share of the largest,
 * drawn from the counts the list already answers (no extra call, no chart library).
 */
export function PipelineChart({ counts, language = 'en' }: { counts: Partial<Record<string, number>> | undefined; language?: Language }) {
  if (!counts) return null;
  const rows = STATUS_GROUPS.map((group) => ({ id: group.id as StatusGroupId, label: translate(group.title, language), count: counts[group.id] ?? 0 }));
  const largest = Math.max(1, ...rows.map((row) => row.count));
  const height = rows.length * (BAR_HEIGHT + GAP);
  const title = translate(BANKER_MESSAGES.pipeline, language);
  return (
    <Figure>
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${LABEL_WIDTH + BAR_WIDTH + 40} ${height}`} width={LABEL_WIDTH + BAR_WIDTH + 40} role="img" aria-label={title}>
        {rows.map((row, index) => {
          const y = index * (BAR_HEIGHT + GAP);
          const width = (row.count / largest) * BAR_WIDTH;
          return (
            <g key={row.id} data-testid={`pipeline-${row.id}`}>
              <title>{`${row.label}: ${row.count}`}</title>
              <text x={0} y={y + BAR_HEIGHT * 0.7} fontSize={13} fill="currentColor">
                {row.label}
              </text>
              <rect x={LABEL_WIDTH} y={y} width={Math.max(width, 2)} height={BAR_HEIGHT} rx={3} />
              <text x={LABEL_WIDTH + Math.max(width, 2) + 6} y={y + BAR_HEIGHT * 0.7} fontSize={13} fill="currentColor">
                {row.count}
              </text>
            </g>
          );
        })}
      </svg>
    </Figure>
  );
}
