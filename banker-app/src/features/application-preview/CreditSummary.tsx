import type { KccApplication } from '@kisan-credit/shared-api/contract/application';
import type { KccApplicationForm } from '@kisan-credit/shared-api/contract/application/defaults';
import { areaInAcres } from '@kisan-credit/shared-api/contract/calculations/area';
import { totalAnnualIncome } from '@kisan-credit/shared-api/contract/calculations/income';
import { eligibleKccLimit } from '@kisan-credit/shared-api/contract/calculations/kccLimit';
import { totalLiabilities } from '@kisan-credit/shared-api/contract/calculations/liabilities';
import { CREDIT_FILE_MESSAGES as C } from '@kisan-credit/shared-api/contract/messages/creditFile';
import { BANK_DETAILS_MESSAGES, DASHBOARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/dashboard';
import { APPLICATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/application';
import { acresText } from '@kisan-credit/shared-ui/components/CreditFileSections';
import { DetailList } from '@kisan-credit/shared-ui/components/DetailList';
import { Section } from '@kisan-credit/shared-ui/components/FormLayout';
import { formatInr } from '@kisan-credit/shared-ui/format/currency';
import { formatShortDate } from '@kisan-credit/shared-ui/format/date';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { text } from '@kisan-credit/shared-ui/i18n/text';

/**
 * The figures a decision starts from, at the top of the credit file: the amount asked beside the limit the
 * land and crops support (the contract's calculator), the land, the income and the debts, and when the
 * farmer applied (a day in India).
 */
export function CreditSummary({ application, form }: { application: KccApplication; form: KccApplicationForm }) {
  const language = useLanguage();
  const limit = eligibleKccLimit(application);
  const land = form.landDetails.reduce((total, record) => total + areaInAcres(record.landArea, record.landAreaUnit), 0);
  return (
    <Section title={text(C.decisionSummary)}>
      <DetailList
        label={text(C.decisionSummary)}
        details={[
          { label: text(BANK_DETAILS_MESSAGES.requestedAmount), value: formatInr(application.loanAmount) },
          {
            label: text(BANK_DETAILS_MESSAGES.eligibleLimit),
            value: limit === undefined ? text(C.kccLimitNotWorkedOut) : formatInr(limit),
          },
          { label: text(DASHBOARD_MESSAGES.appliedOn), value: formatShortDate(application.createdAt) },
          { label: text(C.totalLand), value: acresText(land, 'acre', language) },
          {
            label: text(APPLICATION_MESSAGES.totalAnnualIncome),
            value: formatInr(totalAnnualIncome(form.annualIncome)),
          },
          { label: text(C.totalOutstanding), value: formatInr(totalLiabilities(form.liabilities)) },
        ]}
      />
    </Section>
  );
}
