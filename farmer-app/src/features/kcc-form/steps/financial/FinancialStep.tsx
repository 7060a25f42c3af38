import styled from 'styled-components';
import { amountInWords } from '@kisan-credit/shared-api/contract/calculations/amountInWords';
import {
  formatLoanToIncomeRatio,
  loanToIncomeRatio,
  totalAnnualIncome,
} from '@kisan-credit/shared-api/contract/calculations/income';
import { toNumberOrZero } from '@kisan-credit/shared-api/contract/calculations/numbers';
import { MAX_LENGTH } from '@kisan-credit/shared-api/contract/limits';
import { APPLICATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/application';
import { FIELD_LABELS as L } from '@kisan-credit/shared-api/contract/messages/fields';
import { WIZARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/wizard';
import { LOAN_PURPOSES, OTHER } from '@kisan-credit/shared-api/contract/options';
import { formatInr } from '@kisan-credit/shared-ui/format/currency';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { FormNumber, FormSelect, FormText } from '../../form/FormFields';
import { useKccForm } from '../../form/KccFormContext';
import { FigureList, Grid, Note, Panel, Section } from '@kisan-credit/shared-ui/components/FormLayout';
import { useWizardServices } from '../../wizard/WizardServices';

const Words = styled.p`
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.brand};
`;

/** Step 3: the loan, annual income, bank account and the financial summary. */
export function FinancialStep() {
  const language = useLanguage();
  const { form } = useKccForm();
  const { suggestions } = useWizardServices();
  const found = suggestions.suggestions;
  const income = totalAnnualIncome(form.annualIncome);
  const words = amountInWords(form.loanAmount, language);

  return (
    <>
      {suggestions.processing && <Note role="status">{text(WIZARD_MESSAGES.readingDocuments)}</Note>}
      <Section title={text(WIZARD_MESSAGES.loanDetails)}>
        <Grid $wide={2}>
          <FormSelect path="purposeOfLoan" label={L.purposeOfLoan} options={LOAN_PURPOSES} required />
          {form.purposeOfLoan === OTHER && (
            <FormText
              path="purposeOfLoanOther"
              label={L.purposeOfLoanOther}
              required
              maxLength={MAX_LENGTH.otherText}
            />
          )}
          <div>
            <FormNumber
              path="loanAmount"
              label={L.loanAmount}
              required
              min={0}
              step={1}
              aria-describedby="kcc-loan-amount-words"
            />
            <Words id="kcc-loan-amount-words" aria-live="polite">
              {words && `${text(APPLICATION_MESSAGES.amountInWords)}: ${words}`}
            </Words>
          </div>
        </Grid>
      </Section>

      <Section title={text(WIZARD_MESSAGES.annualIncome)}>
        <Grid>
          <FormNumber path="annualIncome.fromAgriculture" label={L.fromAgriculture} min={0} step={1} />
          <FormNumber path="annualIncome.fromOthers" label={L.fromOthers} min={0} step={1} />
        </Grid>
        <FigureList rows={[[text(APPLICATION_MESSAGES.totalAnnualIncome), formatInr(income)]]} />
      </Section>

      <Section title={text(WIZARD_MESSAGES.bankAccount)}>
        <Grid>
          <FormText
            path="bankAccount.accountNumber"
            label={L.accountNumber}
            required
            inputMode="numeric"
            maxLength={MAX_LENGTH.accountNumber}
            suggestions={found.bankAccountNumbers}
          />
          <FormText
            path="bankAccount.ifscCode"
            label={L.ifscCode}
            required
            upperCase
            autoCapitalize="characters"
            maxLength={MAX_LENGTH.ifsc}
            suggestions={found.ifscCodes}
          />
          <FormText
            path="bankAccount.bankName"
            label={L.bankName}
            required
            maxLength={MAX_LENGTH.bankName}
            suggestions={found.bankNames}
          />
        </Grid>
      </Section>

      <Section title={text(APPLICATION_MESSAGES.financialSummary)}>
        <Panel>
          <FigureList
            rows={[
              [text(WIZARD_MESSAGES.summaryLoanAmount), formatInr(toNumberOrZero(form.loanAmount))],
              [text(APPLICATION_MESSAGES.totalAnnualIncome), formatInr(income)],
              [
                text(APPLICATION_MESSAGES.loanToIncomeRatio),
                formatLoanToIncomeRatio(loanToIncomeRatio(form.loanAmount, income), language),
              ],
            ]}
          />
        </Panel>
      </Section>
    </>
  );
}
