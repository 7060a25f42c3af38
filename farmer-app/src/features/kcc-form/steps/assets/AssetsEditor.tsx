import { message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import styled from 'styled-components';
import {
  assetItemTotal,
  totalImmovableAssets,
  totalMovableAssets,
  type AssetsLike,
} from '@kisan-credit/shared-api/contract/calculations/assets';
import { FIELD_LABELS as L } from '@kisan-credit/shared-api/contract/messages/fields';
import { APPLICATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/application';
import { ASSET_ITEMS_BY_KIND, ASSET_KINDS, type AssetKind } from '@kisan-credit/shared-api/contract/options';
import { formatInr } from '@kisan-credit/shared-ui/format/currency';
import { media } from '@kisan-credit/shared-ui/theme';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { FormNumber } from '../../form/FormFields';
import { fieldId, getIn } from '../../form/paths';
import { useKccForm } from '../../form/KccFormContext';

const Item = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: ${({ theme }) => theme.space.md};
  align-items: center;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} 0 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${media.up('md')} {
    grid-template-columns: minmax(10rem, 1.2fr) repeat(2, minmax(0, 1fr)) minmax(7rem, 0.8fr);
  }
`;

const ItemName = styled.p`
  grid-column: 1 / -1;
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-weight: 700;

  ${media.up('md')} {
    grid-column: auto;
    margin: 0;
  }
`;

const ItemTotal = styled.p`
  grid-column: 1 / -1;
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-weight: 700;
  text-align: right;

  ${media.up('md')} {
    grid-column: auto;
    margin: 0;
  }
`;

const KindTotal = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  font-weight: 700;
  text-align: right;
  color: ${({ theme }) => theme.colors.brand};
`;

export const KIND_TOTAL = { movable: totalMovableAssets, immovable: totalImmovableAssets } as const;

/**
 * Movable or immovable assets at `basePath` ('assets' for the applicant, 'guarantorDetails.0.assets' for a
 * guarantor): units and value per unit for every item, each item's total and the kind's total.
 */
export function AssetsEditor({ basePath, kind }: { basePath: string; kind: AssetKind }) {
  const { form } = useKccForm();
  const assets = getIn(form, basePath) as AssetsLike;
  const kindLabel = ASSET_KINDS.find((option) => option.value === kind)!.label;
  return (
    <>
      {ASSET_ITEMS_BY_KIND[kind].map((item) => {
        const path = `${basePath}.${kind}.${item.value}`;
        const unit = text(item.unit);
        return (
          <Item key={item.value} role="group" aria-labelledby={`${fieldId(path)}-name`}>
            <ItemName id={`${fieldId(path)}-name`}>
              {text(item.label)} <small>({unit})</small>
            </ItemName>
            <FormNumber
              path={`${path}.units`}
              label={message('common:withDetail', { label: L.units, detail: item.unit })}
              min={0}
              step="any"
            />
            <FormNumber path={`${path}.valuePerUnit`} label={L.valuePerUnit} min={0} step="any" />
            <ItemTotal>
              {text(APPLICATION_MESSAGES.total)}: {formatInr(assetItemTotal(assets?.[kind]?.[item.value]))}
            </ItemTotal>
          </Item>
        );
      })}
      <KindTotal>
        {text(kindLabel)} – {text(APPLICATION_MESSAGES.total)}: {formatInr(KIND_TOTAL[kind](assets))}
      </KindTotal>
    </>
  );
}
