import styled from 'styled-components';
import { applicationSummary } from '@kisan-credit/shared-api/contract/calculations/summary';
import { DECLARATION_CHECKBOXES } from '@kisan-credit/shared-api/contract/application/declaration';
import { TEXT_FORMATS } from '@kisan-credit/shared-api/contract/formats';
import { MAX_LENGTH } from '@kisan-credit/shared-api/contract/limits';
import {
  APPLICATION_MESSAGES,
  DECLARATION_TEXTS,
  TERMS_AND_CONDITIONS,
} from '@kisan-credit/shared-api/contract/messages/application';
import { FIELD_LABELS as L } from '@kisan-credit/shared-api/contract/messages/fields';
import {
  branchOptionLabel,
  severalBranchesServe,
  WIZARD_MESSAGES,
} from '@kisan-credit/shared-api/contract/messages/wizard';
import { DECLARATION_CHOICES, OTHER, type DeclarationChoiceField } from '@kisan-credit/shared-api/contract/options';
import { formatInr } from '@kisan-credit/shared-ui/format/currency';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { FormCheckbox, FormSelect, FormText } from '../../form/FormFields';
import { useKccForm } from '../../form/KccFormContext';
import { FigureList, Grid, Note, Panel, Section } from '@kisan-credit/shared-ui/components/FormLayout';
import { mustChooseBranch } from '../../branch/branchChoice';
import { useWizardServices } from '../../wizard/WizardServices';

/** Insurance and the two farming methods are optional; every other dropdown is required (docs/requirements.md#r5-declaration). */
const OPTIONAL: readonly DeclarationChoiceField[] = ['insuranceCoverage', 'methodOfFarming', 'advancedMethodOfFarming'];

const Terms = styled.ol`
  max-height: 14rem;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.sm} ${theme.space.xl}`};
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fafcfb;

  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

const Declarations = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    font-weight: 700;
  }
`;

/** Step 8: the credit-assessment dropdowns, the application summary, the terms and the four declarations. */
export function DeclarationStep() {
  const { form, guarantorsApply } = useKccForm();
  const summary = applicationSummary(form, guarantorsApply);
  const fields = Object.keys(DECLARATION_CHOICES) as DeclarationChoiceField[];
  return (
    <>
      <Section title={text(WIZARD_MESSAGES.creditAssessment)}>
        <Grid>
          {fields.map((field) => (
            <FormSelect
              key={field}
              path={field}
              label={L[field]}
              options={DECLARATION_CHOICES[field]}
              required={!OPTIONAL.includes(field)}
            />
          ))}
          {form.irrigationSource === OTHER && (
            <FormText path="irrigationOther" label={L.irrigationOther} required maxLength={MAX_LENGTH.otherText} />
          )}
        </Grid>
      </Section>

      <BranchChoiceSection />

      <Section title={text(APPLICATION_MESSAGES.applicationSummary)}>
        <Panel>
          <FigureList
            rows={[
              [
                text(WIZARD_MESSAGES.summaryApplicantName),
                summary.applicantName ?? text(APPLICATION_MESSAGES.notProvided),
              ],
              [text(WIZARD_MESSAGES.summaryLoanAmount), formatInr(summary.loanAmount)],
              [text(WIZARD_MESSAGES.summaryPurpose), summary.purpose || text(APPLICATION_MESSAGES.notProvided)],
              [text(WIZARD_MESSAGES.summaryTotalIncome), formatInr(summary.totalAnnualIncome)],
              [text(WIZARD_MESSAGES.summaryTotalAssets), formatInr(summary.totalAssets)],
              [text(WIZARD_MESSAGES.summaryTotalLiabilities), formatInr(summary.totalLiabilities)],
              [text(WIZARD_MESSAGES.summaryCropEntries), summary.cropEntries],
              [text(WIZARD_MESSAGES.summaryGuarantors), summary.guarantors],
            ]}
          />
        </Panel>
      </Section>

      <Section title={text(APPLICATION_MESSAGES.termsAndConditions)}>
        {/* Focusable so the list can be scrolled with the keyboard. */}
        <Terms tabIndex={0} aria-label={text(APPLICATION_MESSAGES.termsAndConditions)}>
          {TERMS_AND_CONDITIONS.map((term) => (
            <li key={term.key}>{text(term)}</li>
          ))}
        </Terms>
        <Declarations>
          <legend>{text(WIZARD_MESSAGES.declarations)}</legend>
          {DECLARATION_CHECKBOXES.map((field) => (
            <FormCheckbox key={field} path={field} label={DECLARATION_TEXTS[field]} required />
          ))}
        </Declarations>
      </Section>
    </>
  );
}

/** Where several branches serve the farmer's PIN code, the farmer picks one (docs/requirements.md#r10-branch-choice). */
function BranchChoiceSection() {
  const { form } = useKccForm();
  const { branches } = useWizardServices().branchChoice;
  if (!mustChooseBranch(branches)) return null;
  return (
    <Section title={text(WIZARD_MESSAGES.yourBranch)}>
      <Note>{text(severalBranchesServe(TEXT_FORMATS.pinCode.normalize(form.pinCode)))}</Note>
      <Grid>
        <FormSelect
          path="branchIfsc"
          label={L.branchIfsc}
          options={branches.map((branch) => ({ value: branch.ifsc, label: branchOptionLabel(branch) }))}
          required
        />
      </Grid>
    </Section>
  );
}
