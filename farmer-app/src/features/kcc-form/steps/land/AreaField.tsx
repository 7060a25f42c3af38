import { approximateAcres } from '@kisan-credit/shared-api/contract/calculations/area';
import type { FieldLabel } from '@kisan-credit/shared-api/contract/messages/fields';
import { aboutAcres } from '@kisan-credit/shared-api/contract/messages/wizard';
import { AREA_STEP, MAX_AREA } from '@kisan-credit/shared-api/contract/limits';
import { AREA_UNITS } from '@kisan-credit/shared-api/contract/options';
import { AreaPair } from '@kisan-credit/shared-ui/components/AreaPair';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { FormNumber, FormSelect } from '../../form/FormFields';

/** An area with its unit; in hectares it also shows the approximate acres, two decimals (docs/requirements.md#r5-area-conversion). */
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
    <AreaPair
      approximateAcres={unit === 'hectare' ? text(aboutAcres(approximateAcres(area, unit).toFixed(2))) : undefined}
    >
      <FormNumber path={areaPath} label={label} min={0} max={MAX_AREA} step={AREA_STEP} required={required} />
      <FormSelect path={unitPath} label={unitLabel} options={AREA_UNITS} withoutPlaceholder />
    </AreaPair>
  );
}
