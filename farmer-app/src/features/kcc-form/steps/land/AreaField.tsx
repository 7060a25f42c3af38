import styled from 'styled-components';
import { approximateAcres } from 'shared-api/contract/calculations/area';
import type { FieldLabel } from 'shared-api/contract/messages/fields';
import { aboutAcres } from 'shared-api/contract/messages/wizard';
import { AREA_STEP, MAX_AREA } from 'shared-api/contract/limits';
import { AREA_UNITS } from 'shared-api/contract/options';
import { media } from 'shared-ui/theme';
import { text } from '../../../../lib/text';
import { FormNumber, FormSelect } from '../../form/FormFields';

// Takes two columns of the step's grid, so the area and its unit sit side by side with whole labels.
const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 8.5rem;
  align-items: end;
  column-gap: ${({ theme }) => theme.space.sm};

  ${media.up('sm')} {
    grid-column: span 2;
  }
`;

const Acres = styled.p`
  grid-column: 1 / -1;
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** An area with its unit; in hectares it also shows the approximate acres, two decimals (spec §5). */
export function AreaField({
  areaPath,
  unitPath,
  label,
  unitLabel,
  area,
  unit,
  required,
}: {
  areaPath: string;
  unitPath: string;
  label: FieldLabel;
  unitLabel: FieldLabel;
  area: unknown;
  unit: string;
  required?: boolean;
}) {
  return (
    <Pair>
      <FormNumber path={areaPath} label={label} min={0} max={MAX_AREA} step={AREA_STEP} required={required} />
      <FormSelect path={unitPath} label={unitLabel} options={AREA_UNITS} withoutPlaceholder />
      {unit === 'hectare' && <Acres aria-live="polite">{text(aboutAcres(approximateAcres(area, unit).toFixed(2)))}</Acres>}
    </Pair>
  );
}
