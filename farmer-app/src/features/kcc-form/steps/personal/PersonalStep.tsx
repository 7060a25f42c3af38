import { mayRemoveRow } from '@kisan-credit/shared-api/contract/application/removalRules';
import { blankFamilyMember, blankReferenceContact } from '@kisan-credit/shared-api/contract/application/defaults';
import { AGE_RANGE, MAX_ITEMS, MAX_LENGTH } from '@kisan-credit/shared-api/contract/limits';
import { APPLICATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/application';
import { FIELD_LABELS as L } from '@kisan-credit/shared-api/contract/messages/fields';
import { numbered, ROW_TITLES, WIZARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/wizard';
import { CASTE_CATEGORIES, EDUCATION_LEVELS, FAMILY_RELATIONS, OTHER } from '@kisan-credit/shared-api/contract/options';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { FormCheckbox, FormNumber, FormSelect, FormText } from '../../form/FormFields';
import { useKccForm } from '../../form/KccFormContext';
import { AddButton, Grid, ListRow, Note, Section } from '@kisan-credit/shared-ui/components/FormLayout';
import { useWizardServices } from '../../wizard/WizardServices';
import { NameCheck } from './NameCheck';
import { pinSuggestions } from './pinSuggestions';

/** Step 2: basic information, qualification, identity numbers, family members, reference contacts. */
export function PersonalStep() {
  const { form, edit } = useKccForm();
  const { suggestions } = useWizardServices();
  const found = suggestions.suggestions;

  return (
    <>
      {suggestions.processing && <Note role="status">{text(WIZARD_MESSAGES.readingDocuments)}</Note>}
      <Section title={text(WIZARD_MESSAGES.basicInformation)}>
        <Grid $wide={2}>
          <div>
            <FormText
              path="applicantName"
              label={L.applicantName}
              required
              maxLength={MAX_LENGTH.name}
              autoComplete="name"
              suggestions={found.applicantNames}
            />
            <NameCheck typedName={form.applicantName} documentNames={found.applicantNames} />
          </div>
          <FormText
            path="fatherHusbandName"
            label={L.fatherHusbandName}
            maxLength={MAX_LENGTH.name}
            suggestions={found.fatherNames}
          />
          <FormNumber
            path="age"
            label={L.age}
            min={AGE_RANGE.min}
            max={AGE_RANGE.max}
            step={1}
            inputMode="numeric"
            suggestions={found.ages}
          />
          <FormSelect path="casteCategory" label={L.casteCategory} options={CASTE_CATEGORIES} required />
        </Grid>
        <FormText
          path="address"
          label={L.address}
          maxLength={MAX_LENGTH.address}
          autoComplete="street-address"
          suggestions={found.addresses}
        />
        <Grid>
          <FormText
            path="pinCode"
            label={L.pinCode}
            required
            maxLength={MAX_LENGTH.pinCode}
            inputMode="numeric"
            autoComplete="postal-code"
            suggestions={pinSuggestions(found.addresses)}
          />
        </Grid>
      </Section>

      <Section title={text(WIZARD_MESSAGES.educationalQualification)}>
        <Grid $wide={2}>
          <FormSelect
            path="educationalQualification"
            label={L.educationalQualification}
            options={EDUCATION_LEVELS}
            required
          />
          {form.educationalQualification === OTHER && (
            <FormText
              path="educationalQualificationOther"
              label={L.educationalQualificationOther}
              required
              maxLength={MAX_LENGTH.otherText}
            />
          )}
        </Grid>
      </Section>

      <Section title={text(WIZARD_MESSAGES.identityNumbers)}>
        <Grid>
          <FormText
            path="aadharNo"
            label={L.aadharNo}
            maxLength={MAX_LENGTH.aadhar}
            inputMode="numeric"
            placeholder={text(WIZARD_MESSAGES.aadharPlaceholder)}
            suggestions={found.aadharNumbers}
          />
          <FormText
            path="panNumber"
            label={L.panNumber}
            maxLength={MAX_LENGTH.pan}
            upperCase
            autoCapitalize="characters"
            placeholder={text(WIZARD_MESSAGES.panPlaceholder)}
            suggestions={found.panNumbers}
          />
          <FormText
            path="electionCardNumber"
            label={L.electionCardNumber}
            maxLength={MAX_LENGTH.voterId}
            upperCase
            autoCapitalize="characters"
            suggestions={found.voterIds}
          />
        </Grid>
      </Section>

      <Section title={text(WIZARD_MESSAGES.familyMembers)}>
        {form.familyMembers.map((_member, index) => {
          const row = `familyMembers.${index}`;
          return (
            <ListRow
              key={index}
              title={text(numbered(ROW_TITLES.familyMember, index))}
              // The first family member cannot be removed (docs/requirements.md#r5-removal-rules).
              onRemove={
                mayRemoveRow(index) ? () => edit((draft) => void draft.familyMembers.splice(index, 1)) : undefined
              }
            >
              <Grid>
                <FormText
                  path={`${row}.name`}
                  label={L.familyMemberName}
                  required
                  maxLength={MAX_LENGTH.name}
                  suggestions={found.familyMemberNames}
                />
                <FormSelect path={`${row}.relation`} label={L.relation} options={FAMILY_RELATIONS} required />
                <FormNumber path={`${row}.income`} label={L.familyMemberIncome} required min={0} step={1} />
              </Grid>
              <FormCheckbox path={`${row}.weatherDependent`} label={L.weatherDependent} />
            </ListRow>
          );
        })}
        {form.familyMembers.length < MAX_ITEMS.familyMembers && (
          <AddButton
            label={text(APPLICATION_MESSAGES.addFamilyMember)}
            onClick={() => edit((draft) => void draft.familyMembers.push(blankFamilyMember()))}
          />
        )}
      </Section>

      <Section title={text(WIZARD_MESSAGES.referenceContacts)}>
        {form.dueDiligenceContacts.map((_contact, index) => {
          const row = `dueDiligenceContacts.${index}`;
          return (
            <ListRow
              key={index}
              title={text(numbered(ROW_TITLES.referenceContact, index))}
              onRemove={
                mayRemoveRow(index)
                  ? () => edit((draft) => void draft.dueDiligenceContacts.splice(index, 1))
                  : undefined
              }
            >
              <Grid>
                <FormText path={`${row}.name`} label={L.referenceContactName} required maxLength={MAX_LENGTH.name} />
                <FormText
                  path={`${row}.mobile`}
                  label={L.referenceContactMobile}
                  type="tel"
                  inputMode="numeric"
                  required
                  maxLength={MAX_LENGTH.mobile}
                  placeholder={text(WIZARD_MESSAGES.mobilePlaceholder)}
                />
                <FormText
                  path={`${row}.dueDiliAddress`}
                  label={L.dueDiliAddress}
                  required
                  maxLength={MAX_LENGTH.address}
                />
              </Grid>
            </ListRow>
          );
        })}
        {form.dueDiligenceContacts.length < MAX_ITEMS.dueDiligenceContacts && (
          <AddButton
            label={text(APPLICATION_MESSAGES.addReferenceContact)}
            onClick={() => edit((draft) => void draft.dueDiligenceContacts.push(blankReferenceContact()))}
          />
        )}
      </Section>
    </>
  );
}
