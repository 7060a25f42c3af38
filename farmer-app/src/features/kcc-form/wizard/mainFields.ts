import type { KccApplicationForm } from '@kisan-credit/shared-api/contract/application/defaults';

/**
 * The fields whose value makes an application worth saving silently on Continue (docs/requirements.md#r4-wizard-step: "only if any
 * main field has a value"). The spec does not list them; these are what identify the farmer and the loan.
 */
export function hasAnyMainField(form: KccApplicationForm): boolean {
  const values: unknown[] = [
    form.applicantName,
    form.fatherHusbandName,
    form.age,
    form.address,
    form.pinCode,
    form.aadharNo,
    form.panNumber,
    form.electionCardNumber,
    form.purposeOfLoan,
    form.loanAmount,
    form.bankAccount.accountNumber,
    ...Object.values(form.documents),
  ];
  return values.some((value) => value !== undefined && value !== null && String(value).trim() !== '');
}
