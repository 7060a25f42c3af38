import styled from 'styled-components';
import type { PipelineAmounts } from '@kisan-credit/shared-api/contract/applicationList';
import type { Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { VisuallyHidden } from '@kisan-credit/shared-ui/components/VisuallyHidden';
import { formatInr } from '@kisan-credit/shared-ui/format/currency';
import { media } from '@kisan-credit/shared-ui/theme';
import { translate } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { BANKER_MESSAGES } from '@kisan-credit/shared-api/contract/messages/banker';
import { STATUS_GROUPS, type StatusGroupId } from '@kisan-credit/shared-api/contract/status';

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
`;

const Chart = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  & + & {
    margin-top: ${({ theme }) => theme.space.md};
  }
`;

// On a phone the label and its figure share a line and the bar runs the full width below them; from the
// small breakpoint up, label, bar and figure sit side by side. The text never shrinks with the drawing.
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: 'label value' 'bar bar';
  align-items: center;
  column-gap: ${({ theme }) => theme.space.sm};
  row-gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${media.up('sm')} {
    grid-template-columns: minmax(8rem, 14rem) minmax(0, 1fr) auto;
    grid-template-areas: 'label bar value';
  }
`;

const Label = styled.span`
  grid-area: label;
  overflow-wrap: anywhere;
`;

const Value = styled.span`
  grid-area: value;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const Track = styled.span`
  grid-area: bar;
  display: block;
  height: 0.875rem;
`;

const Fill = styled.span`
  display: block;
  height: 100%;
  min-width: 2px;
  border-radius: 3px;
  background: ${({ theme }) => theme.colors.brand};
`;

interface Bar {
  id: string;
  label: string;
  value: number;
  shown: string;
}

/** Horizontal bars, each its value's share of the largest, with its label and figure as text. */
function Bars({ title, bars, testIdPrefix }: { title: string; bars: readonly Bar[]; testIdPrefix: string }) {
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <Chart role="img" aria-label={title}>
      {bars.map((bar) => (
        <Row key={bar.id} data-testid={`${testIdPrefix}-${bar.id}`}>
          <Label>
            {bar.label}
            <VisuallyHidden>: </VisuallyHidden>
          </Label>
          <Track>
            <Fill style={{ width: `${(bar.value / largest) * 100}%` }} />
          </Track>
          <Value>{bar.shown}</Value>
        </Row>
      ))}
    </Chart>
  );
}

/**
 * The branch at a glance: applications per banker tab, and rupees sanctioned beside rupees disbursed, drawn
 * from the counts and amounts the list already answers (no extra call, no chart library). Drawn in HTML, so
 * its labels keep the page's text size on a 360 px phone (an SVG scaled its text down to about 5 px).
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
