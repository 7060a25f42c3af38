import { toNumberOrZero } from '@kisan-credit/shared-api/contract/calculations/numbers';
import { interestSubvention, WIZARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/wizard';
import { formatInr } from '@kisan-credit/shared-ui/format/currency';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { useKccForm } from '../form/KccFormContext';
import { FigureList, Note, Panel, Section } from '@kisan-credit/shared-ui/components/FormLayout';
import { estimateKccLimit } from '@kisan-credit/shared-api/contract/calculations/kccLimit';

/** docs/requirements.md#r10-eligibility: what the farmer may expect as a KCC limit from the crops entered in step 5. */
export function EligibilityPanel() {
  const { form } = useKccForm();
  const estimate = estimateKccLimit(form.landDetails);
  const requested = toNumberOrZero(form.loanAmount);
  return (
    <Section title={text(WIZARD_MESSAGES.eligibilityTitle)}>
      <Note>{text(WIZARD_MESSAGES.eligibilityIntro)}</Note>
      {!estimate ? (
        <p>{text(WIZARD_MESSAGES.eligibilityEmpty)}</p>
      ) : (
        <>
          <FigureList
            rows={[
              [text(WIZARD_MESSAGES.costOfCultivation), formatInr(estimate.costOfCultivation)],
              [text(WIZARD_MESSAGES.postHarvest), formatInr(estimate.postHarvest)],
              [text(WIZARD_MESSAGES.repairs), formatInr(estimate.repairs)],
              [text(WIZARD_MESSAGES.cropInsurance), formatInr(estimate.cropInsurance)],
              [text(WIZARD_MESSAGES.limitFirstYear), formatInr(estimate.limitByYear[0])],
            ]}
          />
          <Panel $spaced>
            <FigureList
              rows={[
                [text(WIZARD_MESSAGES.limitFifthYear), formatInr(estimate.cardLimit)],
                ...(requested > 0 ? ([[text(WIZARD_MESSAGES.requestedAmount), formatInr(requested)]] as const) : []),
              ]}
            />
          </Panel>
          <ul>
            <li>
              {text(
                estimate.collateralMayBeNeeded
                  ? WIZARD_MESSAGES.collateralMayBeNeeded
                  : WIZARD_MESSAGES.collateralNotNeeded,
              )}
            </li>
            <li>{text(interestSubvention(formatInr(estimate.subventionEligible)))}</li>
            {estimate.notCounted.length > 0 && (
              <li>
                {text(WIZARD_MESSAGES.cropsNotCounted)}
                {estimate.notCounted.join(', ')}
              </li>
            )}
          </ul>
        </>
      )}
    </Section>
  );
}
