import { mayRemoveRow } from '@kisan-credit/shared-api/contract/application/removalRules';
import {
  blankCrop,
  blankFamilyMember,
  blankGuarantor,
  blankGuarantorLand,
  blankLandRecord,
} from '@kisan-credit/shared-api/contract/application/defaults';
import { totalAnnualIncome } from '@kisan-credit/shared-api/contract/calculations/income';
import { APPLICATION_MESSAGES as A } from '@kisan-credit/shared-api/contract/messages/application';
import { BANKER_MESSAGES } from '@kisan-credit/shared-api/contract/messages/banker';
import { APPLICATION_PREVIEW_MESSAGES as P } from '@kisan-credit/shared-api/contract/messages/dashboard';
import { FIELD_LABELS as L } from '@kisan-credit/shared-api/contract/messages/fields';
import { numbered, ROW_TITLES } from '@kisan-credit/shared-api/contract/messages/wizard';
import { AddButton, FigureList, Grid, ListRow, Section } from '@kisan-credit/shared-ui/components/FormLayout';
import {
  ALL_CROPS,
  CASTE_CATEGORIES,
  CROP_CONDITIONS,
  CROPS_BY_SEASON,
  EDUCATION_LEVELS,
  FAMILY_RELATIONS_FOR_STAFF,
  LOAN_PURPOSES,
  OTHER_CROP,
  SEASONS,
  type Option,
} from '@kisan-credit/shared-api/contract/options';
import { formatInr } from '@kisan-credit/shared-ui/format/currency';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { DraftInput, DraftSelect, useDraft } from './DraftContext';
import { valueAt, type DraftPath } from './previewDraft';

/** The crops of a season (all crops when the season is unknown), and Other. */
function cropOptions(season: unknown): readonly Option[] {
  const crops = (CROPS_BY_SEASON as Record<string, readonly Option[]>)[String(season)] ?? ALL_CROPS;
  return [...crops, OTHER_CROP];
}

function rowsAt(draft: Record<string, unknown>, path: DraftPath): unknown[] {
  const rows = valueAt(draft, path);
  return Array.isArray(rows) ? rows : [];
}

/** A list of rows; the first cannot be removed (docs/requirements.md#r5-removal-rules). */
function Rows({
  path,
  title,
  blank,
  addLabel,
  children,
}: {
  path: DraftPath;
  title: Parameters<typeof numbered>[0];
  blank: () => unknown;
  addLabel: string;
  children: (rowPath: DraftPath, index: number) => React.ReactNode;
}) {
  const language = useLanguage();
  const { draft, add, remove } = useDraft();
  const rows = rowsAt(draft, path);
  return (
    <>
      {rows.map((_row, index) => (
        <ListRow
          key={index}
          title={text(numbered(title, index))}
          onRemove={mayRemoveRow(index) ? () => remove(path, index) : undefined}
          language={language}
        >
          {children([...path, index], index)}
        </ListRow>
      ))}
      <AddButton label={addLabel} onClick={() => add(path, blank())} />
    </>
  );
}

/** Every editable section of the banker's preview (docs/requirements.md#r2-application-preview). */
export function PreviewSections() {
  const { draft } = useDraft();
  const lands = rowsAt(draft, ['landDetails']);
  return (
    <>
      <Section title={text(P.personalDetails)}>
        <Grid>
          <DraftInput path={['applicantName']} label={L.applicantName} />
          <DraftInput path={['fatherHusbandName']} label={L.fatherHusbandName} />
          <DraftInput path={['age']} label={L.age} kind="number" />
          <DraftInput path={['address']} label={L.address} />
          <DraftInput path={['pinCode']} label={L.pinCode} />
          <DraftSelect path={['casteCategory']} label={L.casteCategory} options={CASTE_CATEGORIES} />
          <DraftSelect
            path={['educationalQualification']}
            label={L.educationalQualification}
            options={EDUCATION_LEVELS}
          />
        </Grid>
      </Section>
      <Section title={text(P.idInformation)}>
        <Grid>
          <DraftInput path={['aadharNo']} label={L.aadharNo} />
          <DraftInput path={['panNumber']} label={L.panNumber} />
          <DraftInput path={['electionCardNumber']} label={L.electionCardNumber} />
        </Grid>
      </Section>
      <Section title={text(P.loanDetails)}>
        <Grid>
          <DraftSelect path={['purposeOfLoan']} label={L.purposeOfLoan} options={LOAN_PURPOSES} />
          <DraftInput path={['loanAmount']} label={L.loanAmount} kind="number" figure="money" />
        </Grid>
      </Section>
      <Section title={text(P.cropDetails)}>
        {lands.map((_land, landIndex) => (
          <div key={landIndex}>
            <h4>{text(numbered(ROW_TITLES.landRecord, landIndex))}</h4>
            <Rows
              path={['landDetails', landIndex, 'cropDetails']}
              title={ROW_TITLES.crop}
              blank={blankCrop}
              addLabel={text(A.addCrop)}
            >
              {(row) => (
                <Grid>
                  <DraftSelect path={[...row, 'season']} label={L.season} options={SEASONS} />
                  <DraftSelect
                    path={[...row, 'crop']}
                    label={L.crop}
                    options={cropOptions(valueAt(draft, [...row, 'season']))}
                  />
                  <DraftInput path={[...row, 'area']} label={L.cropArea} kind="number" figure="area" />
                  <DraftSelect path={[...row, 'condition']} label={L.condition} options={CROP_CONDITIONS} />
                </Grid>
              )}
            </Rows>
          </div>
        ))}
      </Section>
      <Section title={text(P.landDetails)}>
        <Rows
          path={['landDetails']}
          title={ROW_TITLES.landRecord}
          blank={blankLandRecord}
          addLabel={text(A.addLandDetail)}
        >
          {(row) => (
            <Grid>
              <DraftInput path={[...row, 'khataNo']} label={L.khataNo} />
              <DraftInput path={[...row, 'surveyNo']} label={L.surveyNo} />
              <DraftInput path={[...row, 'landArea']} label={L.landArea} kind="number" figure="area" />
              <DraftInput path={[...row, 'revenueVillage']} label={L.revenueVillage} />
            </Grid>
          )}
        </Rows>
      </Section>
      <Section title={text(P.familyMembers)}>
        <Rows
          path={['familyMembers']}
          title={ROW_TITLES.familyMember}
          blank={blankFamilyMember}
          addLabel={text(A.addFamilyMember)}
        >
          {(row) => (
            <Grid>
              <DraftInput path={[...row, 'name']} label={L.familyMemberName} />
              <DraftSelect path={[...row, 'relation']} label={L.relation} options={FAMILY_RELATIONS_FOR_STAFF} />
              <DraftInput path={[...row, 'income']} label={L.familyMemberIncome} kind="number" figure="money" />
            </Grid>
          )}
        </Rows>
      </Section>
      <Section title={text(P.incomeDetails)}>
        <Grid>
          <DraftInput
            path={['annualIncome', 'fromAgriculture']}
            label={L.fromAgriculture}
            kind="number"
            figure="money"
          />
          <DraftInput path={['annualIncome', 'fromOthers']} label={L.fromOthers} kind="number" figure="money" />
        </Grid>
        <FigureList rows={[[text(A.totalAnnualIncome), formatInr(totalAnnualIncome(draft.annualIncome as never))]]} />
      </Section>
      <Section title={text(P.guarantorDetails)}>
        <Rows
          path={['guarantorDetails']}
          title={ROW_TITLES.guarantor}
          blank={blankGuarantor}
          addLabel={text(BANKER_MESSAGES.addGuarantor)}
        >
          {(row) => (
            <>
              <Grid>
                <DraftInput path={[...row, 'name']} label={L.guarantorName} />
                <DraftInput path={[...row, 'fatherName']} label={L.guarantorFatherName} />
                <DraftInput path={[...row, 'mobile']} label={L.guarantorMobile} />
                <DraftInput path={[...row, 'address']} label={L.guarantorAddress} />
                <DraftInput path={[...row, 'aadhar']} label={L.guarantorAadhar} />
                <DraftInput path={[...row, 'means']} label={L.guarantorMeans} kind="number" figure="money" />
                <DraftInput path={[...row, 'propertyDetails']} label={L.propertyDetails} />
              </Grid>
              <Rows
                path={[...row, 'landDetails']}
                title={ROW_TITLES.guarantorLand}
                blank={blankGuarantorLand}
                addLabel={text(A.addGuarantorLand)}
              >
                {(landRow) => (
                  <Grid>
                    <DraftInput path={[...landRow, 'surveyNo']} label={L.surveyNo} />
                    <DraftInput path={[...landRow, 'area']} label={L.guarantorLandArea} kind="number" figure="area" />
                    <DraftInput path={[...landRow, 'revenueVillage']} label={L.revenueVillage} />
                  </Grid>
                )}
              </Rows>
            </>
          )}
        </Rows>
      </Section>
      <Section title={text(P.bankAccountDetails)}>
        <Grid>
          <DraftInput path={['bankAccount', 'accountNumber']} label={L.accountNumber} />
          <DraftInput path={['bankAccount', 'ifscCode']} label={L.ifscCode} />
          <DraftInput path={['bankAccount', 'bankName']} label={L.bankName} />
        </Grid>
      </Section>
      <Section title={text(P.bankingDetails)}>
        <Grid>
          <DraftInput
            path={['bankDetails', 'loanAmountSanctioned']}
            label={L.loanAmountSanctioned}
            kind="number"
            figure="money"
          />
          <DraftInput
            path={['bankDetails', 'loanAmountDisbursed']}
            label={L.loanAmountDisbursed}
            kind="number"
            figure="money"
          />
          <DraftInput path={['bankDetails', 'rateOf1YearMCLR']} label={L.rateOf1YearMCLR} kind="rate" />
          <DraftInput path={['bankDetails', 'spreadInterestRate']} label={L.spreadInterestRate} kind="rate" />
          <DraftInput path={['bankDetails', 'dateOfSanction']} label={L.dateOfSanction} kind="date" />
        </Grid>
      </Section>
    </>
  );
}
