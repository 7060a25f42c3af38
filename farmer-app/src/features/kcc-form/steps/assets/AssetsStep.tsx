import styled from 'styled-components';
import {
  topAssets,
  totalAssets,
  totalImmovableAssets,
  totalMovableAssets,
} from '@kisan-credit/shared-api/contract/calculations/assets';
import { formatIndianNumber } from '@kisan-credit/shared-ui/format/number';
import { APPLICATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/application';
import { WIZARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/wizard';
import { ASSET_KINDS } from '@kisan-credit/shared-api/contract/options';
import { formatInr } from '@kisan-credit/shared-ui/format/currency';
import { media } from '@kisan-credit/shared-ui/theme';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { useKccForm } from '../../form/KccFormContext';
import { FigureList, Panel, Section } from '@kisan-credit/shared-ui/components/FormLayout';
import { AssetsEditor } from './AssetsEditor';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};

  ${media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  h4 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

/** Step 4: movable and immovable assets with their totals, and the portfolio summary (top 3 per kind). */
export function AssetsStep() {
  const { form } = useKccForm();
  return (
    <>
      {ASSET_KINDS.map((kind) => (
        <Section key={kind.value} title={text(kind.label)}>
          <AssetsEditor basePath="assets" kind={kind.value} />
        </Section>
      ))}
      <Section title={text(APPLICATION_MESSAGES.portfolioSummary)}>
        <Panel>
          <FigureList
            rows={[
              [text(WIZARD_MESSAGES.totalMovableAssets), formatInr(totalMovableAssets(form.assets))],
              [text(WIZARD_MESSAGES.totalImmovableAssets), formatInr(totalImmovableAssets(form.assets))],
              [text(WIZARD_MESSAGES.totalAssets), formatInr(totalAssets(form.assets))],
            ]}
          />
        </Panel>
        <Columns>
          {ASSET_KINDS.map((kind) => {
            const top = topAssets(form.assets, kind.value);
            return (
              <section key={kind.value} aria-label={`${text(kind.label)}: ${text(WIZARD_MESSAGES.topItems)}`}>
                <h4>
                  {text(kind.label)}: {text(WIZARD_MESSAGES.topItems)}
                </h4>
                {top.length === 0 ? (
                  <p>{text(WIZARD_MESSAGES.noAssetsYet)}</p>
                ) : (
                  <ol>
                    {top.map((asset) => (
                      <li key={asset.item}>
                        {text(asset.label)}: {formatIndianNumber(asset.units)} {text(asset.unit)} ×{' '}
                        {formatInr(asset.valuePerUnit)} = <strong>{formatInr(asset.total)}</strong>
                      </li>
                    ))}
                  </ol>
                )}
              </section>
            );
          })}
        </Columns>
      </Section>
    </>
  );
}
