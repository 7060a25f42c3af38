import { useSecondLanguageNames } from '@kisan-credit/shared-ui/i18n/useSecondLanguageNames';
import { validationText } from '@kisan-credit/shared-ui/i18n/validationText';
import { mayRemoveCrop, mayRemoveRow } from '@kisan-credit/shared-api/contract/application/removalRules';
import { useEffect, useState } from 'react';
import { blankCrop, blankLandRecord } from '@kisan-credit/shared-api/contract/application/defaults';
import { cropChoices, cropFitsSeason, seasonChoices } from '@kisan-credit/shared-api/contract/application/landEditor';
import { landRecordStateOfApplication } from '@kisan-credit/shared-api/contract/landRecordState';
import { isBlankLandRecord, prefillLandRecords } from '@kisan-credit/shared-api/contract/landRecordSuggestions';
import { MAX_ITEMS, MAX_LENGTH } from '@kisan-credit/shared-api/contract/limits';
import { APPLICATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/application';
import { STATE_LAND_RECORDS, landRecordHint } from '@kisan-credit/shared-api/contract/messages/landRecordKinds';
import { FIELD_LABELS as L } from '@kisan-credit/shared-api/contract/messages/fields';
import { numbered, ROW_TITLES, WIZARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/wizard';
import { CROP_CONDITIONS, OTHER } from '@kisan-credit/shared-api/contract/options';
import { FieldError } from '@kisan-credit/shared-ui/components/Field';
import { NoticeBar } from '@kisan-credit/shared-ui/components/NoticeBar';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { EligibilityPanel } from '../../eligibility/EligibilityPanel';
import { FormSelect, FormText } from '../../form/FormFields';
import { useKccForm } from '../../form/KccFormContext';
import { AddButton, Grid, ListRow, Section } from '@kisan-credit/shared-ui/components/FormLayout';
import { useWizardServices } from '../../wizard/WizardServices';
import { AreaField } from './AreaField';
import { CultivationSummary } from './CultivationSummary';

function CropEntry({ land, index, removable }: { land: number; index: number; removable: boolean }) {
  const { form, edit } = useKccForm();
  const crop = form.landDetails[land]!.cropDetails[index]!;
  const row = `landDetails.${land}.cropDetails.${index}`;
  return (
    <ListRow
      title={text(numbered(ROW_TITLES.crop, index))}
      // A crop can be removed only while its land has more than one (docs/requirements.md#r5-removal-rules).
      onRemove={
        removable ? () => edit((draft) => void draft.landDetails[land]!.cropDetails.splice(index, 1)) : undefined
      }
    >
      <Grid>
        <FormSelect
          path={`${row}.season`}
          label={L.season}
          options={seasonChoices(crop.season)}
          withoutPlaceholder
          required
          onChosen={(season) =>
            edit((draft) => {
              const entry = draft.landDetails[land]!.cropDetails[index]!;
              if (!cropFitsSeason(entry.crop, season)) entry.crop = '';
            })
          }
        />
        {crop.season === OTHER && (
          <FormText path={`${row}.otherSeason`} label={L.otherSeason} maxLength={MAX_LENGTH.otherText} />
        )}
        <FormSelect path={`${row}.crop`} label={L.crop} options={cropChoices(crop.season)} required />
        <FormSelect
          path={`${row}.condition`}
          label={L.condition}
          options={CROP_CONDITIONS}
          withoutPlaceholder
          required
        />
        <AreaField
          areaPath={`${row}.area`}
          unitPath={`${row}.areaUnit`}
          label={L.cropArea}
          unitLabel={L.areaUnit}
          area={crop.area}
          unit={crop.areaUnit}
          required
        />
        {crop.crop === OTHER && (
          <FormText path={`${row}.otherCrop`} label={L.otherCrop} required maxLength={MAX_LENGTH.otherText} />
        )}
      </Grid>
    </ListRow>
  );
}

function LandRecord({ index }: { index: number }) {
  const { form, edit } = useKccForm();
  const land = form.landDetails[index]!;
  const row = `landDetails.${index}`;
  return (
    <ListRow
      title={text(numbered(ROW_TITLES.landRecord, index))}
      // The first land record cannot be removed (docs/requirements.md#r5-removal-rules).
      onRemove={!mayRemoveRow(index) ? undefined : () => edit((draft) => void draft.landDetails.splice(index, 1))}
    >
      <Grid>
        <FormText path={`${row}.khataNo`} label={L.khataNo} maxLength={MAX_LENGTH.landReference} />
        <FormText path={`${row}.surveyNo`} label={L.surveyNo} maxLength={MAX_LENGTH.landReference} />
        <FormText path={`${row}.revenueVillage`} label={L.revenueVillage} maxLength={MAX_LENGTH.village} />
        <AreaField
          areaPath={`${row}.landArea`}
          unitPath={`${row}.landAreaUnit`}
          label={L.landArea}
          unitLabel={L.landAreaUnit}
          area={land.landArea}
          unit={land.landAreaUnit}
        />
      </Grid>
      <h4>{text(WIZARD_MESSAGES.crops)}</h4>
      {land.cropDetails.map((_crop, cropIndex) => (
        <CropEntry key={cropIndex} land={index} index={cropIndex} removable={mayRemoveCrop(land.cropDetails.length)} />
      ))}
      {land.cropDetails.length < MAX_ITEMS.cropsPerLand && (
        <AddButton
          label={text(APPLICATION_MESSAGES.addCrop)}
          onClick={() => edit((draft) => void draft.landDetails[index]!.cropDetails.push(blankCrop()))}
        />
      )}
    </ListRow>
  );
}

/**
 * Fills blank land records from the Khasra/Khatauni once, when step 5 opens with nothing typed yet; the
 * farmer is asked to check every figure (land records are always reviewed by people).
 */
function useLandRecordPrefill(): boolean {
  const { form, edit } = useKccForm();
  const { suggestions } = useWizardServices();
  const [prefilled, setPrefilled] = useState(false);
  const allBlank = form.landDetails.every(isBlankLandRecord);
  const found = suggestions.landRecords;
  useEffect(() => {
    if (!allBlank || found.length === 0) return;
    edit((draft) => {
      draft.landDetails = prefillLandRecords(draft.landDetails, found, () =>
        blankLandRecord(),
      ) as typeof draft.landDetails;
    });
    setPrefilled(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the step opens with blank records and suggestions, never over what the farmer typed
  }, [found]);
  return prefilled;
}

/** Step 5: land general information, land records with their crops, the cultivation summary, the estimate. */
export function LandStep() {
  const language = useLanguage();
  useSecondLanguageNames();
  const { form, edit, errorFor } = useKccForm();
  const prefilled = useLandRecordPrefill();
  const listError = errorFor('landDetails');
  const state = landRecordStateOfApplication(form);
  return (
    <>
      {state && <NoticeBar kind="info" message={text(landRecordHint(STATE_LAND_RECORDS[state]))} language={language} />}
      {prefilled && <NoticeBar kind="info" message={text(WIZARD_MESSAGES.landRecordsPrefilled)} language={language} />}
      <Section title={text(WIZARD_MESSAGES.landGeneralInformation)}>
        <Grid>
          <FormText
            path="landGeneralInfo.nearbyLandmarks"
            label={L.nearbyLandmarks}
            maxLength={MAX_LENGTH.nearbyLandmarks}
          />
          <FormText
            path="landGeneralInfo.farmLocationForWellPumpShed"
            label={L.farmLocationForWellPumpShed}
            maxLength={MAX_LENGTH.farmLocation}
          />
          <FormText
            path="landGeneralInfo.distanceFromBranch"
            label={L.distanceFromBranch}
            maxLength={MAX_LENGTH.distanceFromBranch}
          />
        </Grid>
      </Section>
      <Section title={text(WIZARD_MESSAGES.landRecords)}>
        {listError && <FieldError role="alert">{validationText(listError)}</FieldError>}
        {form.landDetails.map((_land, index) => (
          <LandRecord key={index} index={index} />
        ))}
        {form.landDetails.length < MAX_ITEMS.landDetails && (
          <AddButton
            label={text(APPLICATION_MESSAGES.addLandDetail)}
            onClick={() => edit((draft) => void draft.landDetails.push(blankLandRecord()))}
          />
        )}
      </Section>
      <CultivationSummary />
      <EligibilityPanel />
    </>
  );
}
