import styled from 'styled-components';
import type { PipelineAmounts } from 'shared-api/contract/applicationList';
import type { Language } from 'shared-api/contract/messages/catalogue';
import { formatInr } from 'shared-ui/format/currency';
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

interface Bar {
  id: string;
  label: string;
  value: number;
  shown: string;
}

/** Horizontal bars, each its value's share of the largest, labelled and read out by their titles. */
function Bars({ title, bars, testIdPrefix }: { title: string; bars: readonly Bar[]; testIdPrefix: string }) {
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  const height = bars.length * (BAR_HEIGHT + GAP);
  return (
    <svg
      viewBox={`0 0 ${LABEL_WIDTH + BAR_WIDTH + 110} ${height}`}
      width={LABEL_WIDTH + BAR_WIDTH + 110}
      role="img"
      aria-label={title}
    >
      {bars.map((bar, index) => {
        const y = index * (BAR_HEIGHT + GAP);
        const width = Math.max((bar.value / largest) * BAR_WIDTH, 2);
        return (
          <g key={bar.id} data-testid={`${testIdPrefix}-${bar.id}`}>
            <title>{`${bar.label}: ${bar.shown}`}</title>
            <text x={0} y={y + BAR_HEIGHT * 0.7} fontSize={13} fill="currentColor">
              {bar.label}
            </text>
            <rect x={LABEL_WIDTH} y={y} width={width} height={BAR_HEIGHT} rx={3} />
            <text x={LABEL_WIDTH + width + 6} y={y + BAR_HEIGHT * 0.7} fontSize={13} fill="currentColor">
              {bar.shown}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/**
 * The branch at a glance: applications per banker tab, and rupees sanctioned beside rupees disbursed, drawn
 * from the counts and amounts the list already answers (no extra call, no chart library).
 */
export function PipelineChart({
  counts,
  amounts,
  language = 'en',
}: {
  counts: Partial<Record<string, number>> | undefined;
  amounts?: PipelineAmounts | undefined;
  language?: Language;
}) {
  if (!counts) return null;
  const groups = STATUS_GROUPS.map((group) => {
    const count = counts[group.id as StatusGroupId] ?? 0;
    return { id: group.id, label: translate(group.title, language), value: count, shown: String(count) };
  });
  const money = amounts
    ? [
        {
          id: 'sanctioned',
          label: translate(BANKER_MESSAGES.amountsSanctioned, language),
          value: amounts.sanctioned,
          shown: formatInr(amounts.sanctioned),
        },
        {
          id: 'disbursed',
          label: translate(BANKER_MESSAGES.amountsDisbursed, language),
          value: amounts.disbursed,
          shown: formatInr(amounts.disbursed),
        },
      ]
    : [];
  const title = translate(BANKER_MESSAGES.pipeline, language);
  return (
    <Figure>
      <figcaption>{title}</figcaption>
      <Bars title={title} bars={groups} testIdPrefix="pipeline" />
      {money.length > 0 && (
        <Bars title={translate(BANKER_MESSAGES.amountsTitle, language)} bars={money} testIdPrefix="amounts" />
      )}
    </Figure>
  );
}
