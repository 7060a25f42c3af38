import { message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { mayRemoveRow } from '@kisan-credit/shared-api/contract/application/removalRules';
import styled from 'styled-components';
import { blankGuarantorLand } from '@kisan-credit/shared-api/contract/application/defaults';
import { MAX_ITEMS, MAX_LENGTH } from '@kisan-credit/shared-api/contract/limits';
import { APPLICATION_MESSAGES, WIZARD_STEPS } from '@kisan-credit/shared-api/contract/messages/application';
import { FIELD_LABELS as L } from '@kisan-credit/shared-api/contract/messages/fields';
import { numbered, ROW_TITLES, WIZARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/wizard';
import {
  ASSET_KINDS,
  GUARANTOR_DOCUMENT_SLOTS,
  type GuarantorDocumentSlot,
} from '@kisan-credit/shared-api/contract/options';
import { Button } from '@kisan-credit/shared-ui/components/Button';
import { CheckboxField } from '@kisan-credit/shared-ui/components/CheckboxField';
import { DocumentUploadCard } from '@kisan-credit/shared-ui/components/DocumentUploadCard';
import { VisuallyHidden } from '@kisan-credit/shared-ui/components/VisuallyHidden';
import { media } from '@kisan-credit/shared-ui/theme';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { FormNumber, FormText } from '../../form/FormFields';
import { useKccForm } from '../../form/KccFormContext';
import { AddButton, Grid, ListRow, Note, Section } from '@kisan-credit/shared-ui/components/FormLayout';
import { useWizardServices } from '../../wizard/WizardServices';
import { AssetsEditor } from '../assets/AssetsEditor';
import { guarantorToggle } from './guarantorToggle';

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  ${media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Subheading = styled.h4`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** A guarantor's Aadhar and photo: choose a file, then the explicit Upload button (docs/requirements.md#r4-guarantor-file). */
function GuarantorDocument({
  guarantor,
  slot,
}: {
  guarantor: number;
  slot: (typeof GUARANTOR_DOCUMENT_SLOTS)[number];
}) {
  const language = useLanguage();
  const { form, edit } = useKccForm();
  const { uploads, openPreview } = useWizardServices();
  const key = `guarantorDetails.${guarantor}.${slot.value}`;
  const state = uploads.stateOf(key);
  const saved = form.guarantorDetails[guarantor]![slot.value as GuarantorDocumentSlot];
  const title = `${text(slot.label)} (${text(numbered(ROW_TITLES.guarantor, guarantor))})`;

  const upload = async (file: File) => {
    // Each guarantor's each document has its own slot on the server: one upload never replaces another.
    const url = await uploads.upload(key, { guarantor: guarantor + 1, document: slot.value }, file);
    if (!url) return;
    edit((draft) => {
      draft.guarantorDetails[guarantor]![slot.value] = { url, uploaded: true, fileName: file.name };
    });
  };
  const reupload = () => {
    edit((draft) => {
      draft.guarantorDetails[guarantor]![slot.value] = { url: '', uploaded: false, fileName: '' };
    });
    uploads.reset(key);
  };

  return (
    <DocumentUploadCard
      title={title}
      slot={slot}
      state={state}
      savedFileName={saved.fileName || undefined}
      uploaded={saved.uploaded && saved.url !== ''}
      language={language}
      onChoose={(file) => uploads.choose(key, file, slot.accept)}
      onUpload={() => state.file && void upload(state.file)}
      onPreview={() => openPreview(saved.url, saved.fileName || title)}
      onReupload={reupload}
    />
  );
}

const RemoveBar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.md};
`;

function GuarantorForm({ index }: { index: number }) {
  const { form, edit } = useKccForm();
  const guarantor = form.guarantorDetails[index]!;
  const row = `guarantorDetails.${index}`;
  const title = text(numbered(ROW_TITLES.guarantor, index));
  return (
    <Section title={title}>
      <Grid>
        <FormText path={`${row}.name`} label={L.guarantorName} maxLength={MAX_LENGTH.name} />
        <FormText path={`${row}.fatherName`} label={L.guarantorFatherName} maxLength={MAX_LENGTH.name} />
        <FormText
          path={`${row}.mobile`}
          label={L.guarantorMobile}
          type="tel"
          inputMode="numeric"
          maxLength={MAX_LENGTH.mobile}
          placeholder={text(WIZARD_MESSAGES.mobilePlaceholder)}
        />
        <FormText path={`${row}.address`} label={L.guarantorAddress} maxLength={MAX_LENGTH.address} />
        <FormText
          path={`${row}.aadhar`}
          label={L.guarantorAadhar}
          inputMode="numeric"
          maxLength={MAX_LENGTH.aadhar}
          placeholder={text(WIZARD_MESSAGES.aadharPlaceholder)}
        />
        <FormNumber path={`${row}.means`} label={L.guarantorMeans} min={0} step="any" />
      </Grid>
      <FormText path={`${row}.propertyDetails`} label={L.propertyDetails} maxLength={MAX_LENGTH.propertyDetails} />

      <Subheading>{text(WIZARD_MESSAGES.guarantorDocuments)}</Subheading>
      <Cards>
        {GUARANTOR_DOCUMENT_SLOTS.map((slot) => (
          <GuarantorDocument key={slot.value} guarantor={index} slot={slot} />
        ))}
      </Cards>

      <Subheading>{text(WIZARD_MESSAGES.guarantorAssets)}</Subheading>
      {ASSET_KINDS.map((kind) => (
        <details key={kind.value}>
          <summary>{text(kind.label)}</summary>
          <AssetsEditor basePath={`${row}.assets`} kind={kind.value} />
        </details>
      ))}

      <Subheading>{text(WIZARD_MESSAGES.guarantorLand)}</Subheading>
      {guarantor.landDetails.map((_land, landIndex) => (
        <ListRow
          key={landIndex}
          title={text(numbered(ROW_TITLES.guarantorLand, landIndex))}
          // Guarantor land rows can be removed from the second on (docs/requirements.md#r5-removal-rules).
          onRemove={
            mayRemoveRow(landIndex)
              ? () => edit((draft) => void draft.guarantorDetails[index]!.landDetails.splice(landIndex, 1))
              : undefined
          }
        >
          <Grid>
            <FormText
              path={`${row}.landDetails.${landIndex}.surveyNo`}
              label={L.surveyNo}
              maxLength={MAX_LENGTH.landReference}
            />
            <FormNumber
              path={`${row}.landDetails.${landIndex}.area`}
              label={message('common:withDetail', { label: L.guarantorLandArea, detail: WIZARD_MESSAGES.acres })}
              min={0}
              step={0.01}
            />
            <FormText
              path={`${row}.landDetails.${landIndex}.revenueVillage`}
              label={L.revenueVillage}
              maxLength={MAX_LENGTH.village}
            />
          </Grid>
        </ListRow>
      ))}
      {guarantor.landDetails.length < MAX_ITEMS.guarantorLandRows && (
        <AddButton
          label={text(APPLICATION_MESSAGES.addGuarantorLand)}
          onClick={() => edit((draft) => void draft.guarantorDetails[index]!.landDetails.push(blankGuarantorLand()))}
        />
      )}
      {/* A farmer with one guarantor removes the others (the first stays: the toggle turns guarantors off). */}
      {mayRemoveRow(index) && (
        <RemoveBar>
          <Button variant="ghost" onClick={() => edit((draft) => void draft.guarantorDetails.splice(index, 1))}>
            {text(APPLICATION_MESSAGES.remove)}
            <VisuallyHidden>{` ${title}`}</VisuallyHidden>
          </Button>
        </RemoveBar>
      )}
    </Section>
  );
}

/** Step 7: the guarantor toggle and, while it is on, the guarantors (docs/requirements.md#r2-step-guarantors, docs/requirements.md#r3-defaults). */
export function GuarantorsStep() {
  const { form, guarantorsApply, setGuarantorsApply } = useKccForm();
  return (
    <>
      <Section title={text(WIZARD_STEPS[6].title)}>
        <CheckboxField
          id="kcc-guarantorsApply"
          label={text(APPLICATION_MESSAGES.hasGuarantor)}
          checked={guarantorsApply}
          onChange={(event) => setGuarantorsApply(event.target.checked, guarantorToggle(event.target.checked))}
        />
        {!guarantorsApply && <Note>{text(WIZARD_MESSAGES.noGuarantor)}</Note>}
      </Section>
      {guarantorsApply && form.guarantorDetails.map((_guarantor, index) => <GuarantorForm key={index} index={index} />)}
    </>
  );
}
