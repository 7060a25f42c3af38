import { useSecondLanguageNames } from '@kisan-credit/shared-ui/i18n/useSecondLanguageNames';
import { mayRemoveCrop, mayRemoveRow } from '@kisan-credit/shared-api/contract/application/removalRules';
import { approximateAcres } from '@kisan-credit/shared-api/contract/calculations/area';
import {
  cropChoices,
  newCrop,
  newLandRecord,
  seasonChoices,
  withSeason,
} from '@kisan-credit/shared-api/contract/application/landEditor';
import { AREA_STEP, MAX_AREA, MAX_ITEMS, MAX_LENGTH } from '@kisan-credit/shared-api/contract/limits';
import { APPLICATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/application';
import type { FieldLabel } from '@kisan-credit/shared-api/contract/messages/fields';
import { FIELD_LABELS as L } from '@kisan-credit/shared-api/contract/messages/fields';
import { aboutAcres, numbered, ROW_TITLES, WIZARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/wizard';
import { AREA_UNITS, CROP_CONDITIONS, OTHER } from '@kisan-credit/shared-api/contract/options';
import { AreaPair } from '@kisan-credit/shared-ui/components/AreaPair';
import { AddButton, Grid, ListRow } from '@kisan-credit/shared-ui/components/FormLayout';
import { SelectField, type SelectOption } from '@kisan-credit/shared-ui/components/SelectField';
import { TextField } from '@kisan-credit/shared-ui/components/TextField';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { cropPath, fieldIdOf, landPath, type LandEditor } from './useLandEditor';

interface BoundProps {
  editor: LandEditor;
  path: string;
  label: FieldLabel;
  value: string | number;
  onValue: (value: string) => void;
  required?: boolean;
}

function BoundText({ editor, path, label, value, onValue, required, maxLength }: BoundProps & { maxLength?: number }) {
  return (
    <TextField
      id={fieldIdOf(path)}
      label={text(label)}
      value={value}
      required={required}
      maxLength={maxLength}
      error={editor.errors[path]}
      onChange={(event) => onValue(event.target.value)}
    />
  );
}

function BoundNumber({ editor, path, label, value, onValue, required }: BoundProps) {
  return (
    <TextField
      id={fieldIdOf(path)}
      type="number"
      inputMode="decimal"
      min={0}
      max={MAX_AREA}
      step={AREA_STEP}
      label={text(label)}
      value={value}
      required={required}
      error={editor.errors[path]}
      onChange={(event) => onValue(event.target.value)}
    />
  );
}

function BoundSelect({
  editor,
  path,
  label,
  value,
  onValue,
  required,
  options,
  placeholder,
}: BoundProps & { options: readonly SelectOption[]; placeholder?: string }) {
  const language = useLanguage();
  return (
    <SelectField
      id={fieldIdOf(path)}
      label={text(label)}
      value={value}
      required={required}
      options={options}
      placeholder={placeholder}
      language={language}
      error={editor.errors[path]}
      onChange={(event) => onValue(event.target.value)}
    />
  );
}

/** Beside a hectare input: the approximate acres, two decimals (docs/requirements.md#r5-area-conversion). */
function acresNote(area: unknown, unit: string): string | undefined {
  return unit === 'hectare' ? text(aboutAcres(approximateAcres(area, unit).toFixed(2))) : undefined;
}

function CropRow({ editor, land, index }: { editor: LandEditor; land: number; index: number }) {
  const language = useLanguage();
  const crops = editor.state.landDetails[land]!.cropDetails;
  const crop = crops[index]!;
  const set = (field: keyof typeof crop) => (value: string) =>
    editor.edit(
      (draft) => {
        (draft.landDetails[land]!.cropDetails[index]! as Record<string, unknown>)[field] = value;
      },
      cropPath(land, index, field),
    );
  const title = text(numbered(ROW_TITLES.crop, index));
  return (
    <ListRow
      title={title}
      language={language}
      onRemove={
        mayRemoveCrop(crops.length)
          ? () => editor.edit((draft) => void draft.landDetails[land]!.cropDetails.splice(index, 1))
          : undefined
      }
    >
      <Grid>
        <BoundSelect
          editor={editor}
          path={cropPath(land, index, 'season')}
          label={L.season}
          value={crop.season}
          options={seasonChoices(crop.season)}
          required
          onValue={(season) =>
            editor.edit(
              (draft) => {
                const crops = draft.landDetails[land]!.cropDetails;
                crops[index] = withSeason(crops[index]!, season);
              },
              cropPath(land, index, 'season'),
            )
          }
        />
        {crop.season === OTHER && (
          <BoundText
            editor={editor}
            path={cropPath(land, index, 'otherSeason')}
            label={L.otherSeason}
            value={crop.otherSeason}
            maxLength={MAX_LENGTH.otherText}
            onValue={set('otherSeason')}
          />
        )}
        <BoundSelect
          editor={editor}
          path={cropPath(land, index, 'crop')}
          label={L.crop}
          value={crop.crop}
          options={cropChoices(crop.season)}
          placeholder={text(WIZARD_MESSAGES.choose)}
          required
          onValue={set('crop')}
        />
        {crop.crop === OTHER && (
          <BoundText
            editor={editor}
            path={cropPath(land, index, 'otherCrop')}
            label={L.otherCrop}
            value={crop.otherCrop}
            maxLength={MAX_LENGTH.otherText}
            required
            onValue={set('otherCrop')}
          />
        )}
        <BoundSelect
          editor={editor}
          path={cropPath(land, index, 'condition')}
          label={L.condition}
          value={crop.condition}
          options={CROP_CONDITIONS}
          required
          onValue={set('condition')}
        />
        <AreaPair approximateAcres={acresNote(crop.area, crop.areaUnit)}>
          <BoundNumber
            editor={editor}
            path={cropPath(land, index, 'area')}
            label={L.cropArea}
            value={crop.area}
            required
            onValue={set('area')}
          />
          <BoundSelect
            editor={editor}
            path={cropPath(land, index, 'areaUnit')}
            label={L.areaUnit}
            value={crop.areaUnit}
            options={AREA_UNITS}
            onValue={set('areaUnit')}
          />
        </AreaPair>
      </Grid>
    </ListRow>
  );
}

function LandRecordRow({ editor, index }: { editor: LandEditor; index: number }) {
  const language = useLanguage();
  const land = editor.state.landDetails[index]!;
  const set = (field: 'khataNo' | 'surveyNo' | 'revenueVillage' | 'landArea' | 'landAreaUnit') => (value: string) =>
    editor.edit(
      (draft) => {
        draft.landDetails[index]![field] = value;
      },
      landPath(index, field),
    );
  return (
    <ListRow
      title={text(numbered(ROW_TITLES.landRecord, index))}
      language={language}
      onRemove={mayRemoveRow(index) ? () => editor.edit((draft) => void draft.landDetails.splice(index, 1)) : undefined}
    >
      <Grid>
        <BoundText
          editor={editor}
          path={landPath(index, 'khataNo')}
          label={L.khataNo}
          value={land.khataNo}
          maxLength={MAX_LENGTH.landReference}
          onValue={set('khataNo')}
        />
        <BoundText
          editor={editor}
          path={landPath(index, 'surveyNo')}
          label={L.surveyNo}
          value={land.surveyNo}
          maxLength={MAX_LENGTH.landReference}
          onValue={set('surveyNo')}
        />
        <BoundText
          editor={editor}
          path={landPath(index, 'revenueVillage')}
          label={L.revenueVillage}
          value={land.revenueVillage}
          maxLength={MAX_LENGTH.village}
          onValue={set('revenueVillage')}
        />
        <AreaPair approximateAcres={acresNote(land.landArea, land.landAreaUnit)}>
          <BoundNumber
            editor={editor}
            path={landPath(index, 'landArea')}
            label={L.landArea}
            value={land.landArea}
            onValue={set('landArea')}
          />
          <BoundSelect
            editor={editor}
            path={landPath(index, 'landAreaUnit')}
            label={L.landAreaUnit}
            value={land.landAreaUnit}
            options={AREA_UNITS}
            onValue={set('landAreaUnit')}
          />
        </AreaPair>
      </Grid>
      <h4>{text(WIZARD_MESSAGES.crops)}</h4>
      {land.cropDetails.map((_crop, cropIndex) => (
        <CropRow key={cropIndex} editor={editor} land={index} index={cropIndex} />
      ))}
      {land.cropDetails.length < MAX_ITEMS.cropsPerLand && (
        <AddButton
          label={text(APPLICATION_MESSAGES.addCrop)}
          onClick={() => editor.edit((draft) => void draft.landDetails[index]!.cropDetails.push(newCrop()))}
        />
      )}
    </ListRow>
  );
}

/** The land records, each with its crops (docs/requirements.md#r2-land-details, docs/requirements.md#r5-lawyer-land-editor). */
export function LandHoldingsEditor({ editor }: { editor: LandEditor }) {
  useSecondLanguageNames();
  return (
    <>
      {editor.state.landDetails.map((_land, index) => (
        <LandRecordRow key={index} editor={editor} index={index} />
      ))}
      {editor.state.landDetails.length < MAX_ITEMS.landDetails && (
        <AddButton
          label={text(APPLICATION_MESSAGES.addLandDetail)}
          onClick={() => editor.edit((draft) => void draft.landDetails.push(newLandRecord()))}
        />
      )}
    </>
  );
}
