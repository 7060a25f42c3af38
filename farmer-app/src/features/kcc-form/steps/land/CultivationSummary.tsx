import styled from 'styled-components';
import { cultivationSummary } from '@kisan-credit/shared-api/contract/calculations/cultivation';
import { APPLICATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/application';
import { WIZARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/wizard';
import { SEASON_WINDOWS, SEASONS } from '@kisan-credit/shared-api/contract/options';
import { formatIndianNumber } from '@kisan-credit/shared-ui/format/number';
import { media } from '@kisan-credit/shared-ui/theme';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { useKccForm } from '../../form/KccFormContext';
import { FigureList, Panel, Section } from '@kisan-credit/shared-ui/components/FormLayout';

const Seasons = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;

  ${media.up('sm')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  li {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }

  strong {
    display: block;
  }
`;

const acres = (value: number) => `${formatIndianNumber(value)} ${text(WIZARD_MESSAGES.acres)}`;

/** Land records, crops, total land and cultivated area in acres, and area and crops per season (docs/requirements.md#r2-step-land). */
export function CultivationSummary() {
  const { form } = useKccForm();
  const summary = cultivationSummary(form.landDetails);
  return (
    <Section title={text(APPLICATION_MESSAGES.cultivationSummary)}>
      <Panel>
        <FigureList
          rows={[
            [text(WIZARD_MESSAGES.landRecordCount), summary.landRecords],
            [text(WIZARD_MESSAGES.totalCrops), summary.totalCrops],
            [text(WIZARD_MESSAGES.totalLand), acres(summary.totalLandAcres)],
            [text(WIZARD_MESSAGES.cultivatedArea), acres(summary.cultivatedAcres)],
          ]}
        />
      </Panel>
      <Seasons>
        {SEASONS.map((season) => (
          <li key={season.value}>
            <strong>
              {text(season.label)} ({text(SEASON_WINDOWS[season.value])})
            </strong>
            {acres(summary.seasons[season.value].acres)}
            <br />
            {text(WIZARD_MESSAGES.cropsCount)}: {summary.seasons[season.value].crops}
          </li>
        ))}
      </Seasons>
    </Section>
  );
}
