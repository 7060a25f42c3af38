import { mayRemoveRow } from '@kisan-credit/shared-api/contract/application/removalRules';
import { blankLiability } from '@kisan-credit/shared-api/contract/application/defaults';
import { liabilityGroupTotals, totalLiabilities } from '@kisan-credit/shared-api/contract/calculations/liabilities';
import { MAX_ITEMS, MAX_LENGTH } from '@kisan-credit/shared-api/contract/limits';
import { APPLICATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/application';
import { FIELD_LABELS as L } from '@kisan-credit/shared-api/contract/messages/fields';
import { numbered, ROW_TITLES, WIZARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/wizard';
import { LIABILITY_GROUPS } from '@kisan-credit/shared-api/contract/options';
import { formatInr } from '@kisan-credit/shared-ui/format/currency';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { FormNumber, FormText } from '../../form/FormFields';
import { useKccForm } from '../../form/KccFormContext';
import {
  AddButton,
  FigureList,
  Grid,
  ListRow,
  Note,
  Panel,
  Section,
} from '@kisan-credit/shared-ui/components/FormLayout';

/** Step 6: existing loans in three groups (our branch, other bank, cooperative society), with totals. */
export function LiabilitiesStep() {
  const { form, edit } = useKccForm();
  return (
    <>
      {LIABILITY_GROUPS.map((group) => {
        const entries = form.liabilities[group.value];
        const totals = liabilityGroupTotals(entries);
        const title = text(group.label);
        return (
          <Section key={group.value} title={title}>
            {entries.length === 0 && <Note>{text(WIZARD_MESSAGES.noLiabilities)}</Note>}
            {entries.map((_entry, index) => {
              const row = `liabilities.${group.value}.${index}`;
              return (
                <ListRow
                  key={index}
                  title={`${title}: ${text(numbered(ROW_TITLES.liability, index))}`}
                  // Entries after the first can be removed (docs/requirements.md#r5-removal-rules).
                  onRemove={
                    mayRemoveRow(index)
                      ? () => edit((draft) => void draft.liabilities[group.value].splice(index, 1))
                      : undefined
                  }
                >
                  <Grid>
                    <FormText
                      path={`${row}.purposeOfLoan`}
                      label={L.liabilityPurpose}
                      maxLength={MAX_LENGTH.liabilityText}
                    />
                    <FormNumber path={`${row}.outstanding`} label={L.outstanding} min={0} step={1} />
                    <FormNumber path={`${row}.emiPerYear`} label={L.emiPerYear} min={0} step={1} />
                    <FormNumber path={`${row}.overdue`} label={L.overdue} min={0} step={1} />
                    <FormText
                      path={`${row}.securityOffered`}
                      label={L.securityOffered}
                      maxLength={MAX_LENGTH.liabilityText}
                    />
                  </Grid>
                </ListRow>
              );
            })}
            {entries.length < MAX_ITEMS.liabilitiesPerGroup && (
              <AddButton
                label={text(APPLICATION_MESSAGES.addLiability)}
                onClick={() => edit((draft) => void draft.liabilities[group.value].push(blankLiability()))}
              />
            )}
            {entries.length > 0 && (
              <Panel $spaced>
                <FigureList
                  label={`${title}: ${text(APPLICATION_MESSAGES.total)}`}
                  rows={[
                    [text(WIZARD_MESSAGES.totalOutstanding), formatInr(totals.outstanding)],
                    [text(WIZARD_MESSAGES.totalEmiPerYear), formatInr(totals.emiPerYear)],
                    [text(WIZARD_MESSAGES.totalOverdue), formatInr(totals.overdue)],
                  ]}
                />
              </Panel>
            )}
          </Section>
        );
      })}
      <Panel>
        <FigureList rows={[[text(WIZARD_MESSAGES.totalLiabilities), formatInr(totalLiabilities(form.liabilities))]]} />
      </Panel>
    </>
  );
}
