import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { KccApplication } from 'shared-api/contract/application';
import { assetItemTotal, totalImmovableAssets, totalMovableAssets } from 'shared-api/contract/calculations/assets';
import { areaInAcres } from 'shared-api/contract/calculations/area';
import { totalAnnualIncome } from 'shared-api/contract/calculations/income';
import { liabilityGroupTotals } from 'shared-api/contract/calculations/liabilities';
import { maskAadhar } from 'shared-api/contract/calculations/mask';
import { landGeneralInfoForLawyer } from 'shared-api/contract/application/landEditor';
import { applicationForForm } from 'shared-api/contract/application/formLoad';
import { pinOfApplication } from 'shared-api/contract/pinCode';
import type { Message } from 'shared-api/contract/messages/catalogue';
import { APPLICATION_PREVIEW_MESSAGES as P, LAND_DETAILS_MESSAGES } from 'shared-api/contract/messages/dashboard';
import { FIELD_LABELS as L, type FieldLabel } from 'shared-api/contract/messages/fields';
import { LAWYER_MESSAGES as M } from 'shared-api/contract/messages/lawyer';
import { APPLICATION_MESSAGES } from 'shared-api/contract/messages/application';
import { numbered, ROW_TITLES, WIZARD_MESSAGES } from 'shared-api/contract/messages/wizard';
import { LEGAL_VERDICT_LABELS } from 'shared-api/contract/messages/workflow';
import {
  ASSET_ITEMS_BY_KIND,
  ASSET_KINDS,
  CASTE_CATEGORIES,
  DECLARATION_CHOICES,
  documentSlotOption,
  isLegalReviewDocument,
  LIABILITY_GROUPS,
  optionLabel,
  type Option,
} from 'shared-api/contract/options';
import { Button } from 'shared-ui/components/Button';
import { DetailList, type Detail } from 'shared-ui/components/DetailList';
import { DocumentPreviewDialog } from 'shared-ui/components/DocumentPreviewDialog';
import { Note, Section } from 'shared-ui/components/FormLayout';
import { VisuallyHidden } from 'shared-ui/components/VisuallyHidden';
import { formatInr } from 'shared-ui/format/currency';
import { formatShortDate } from 'shared-ui/format/date';
import { formatIndianNumber } from 'shared-ui/format/number';
import { useLanguage } from 'shared-ui/i18n/useLanguage';
import { text } from 'shared-ui/i18n/text';
import { shown } from '../../lib/shown';

type Loose = Record<string, unknown>;

const Row = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    margin-bottom: 0;
    border-bottom: 0;
  }

  h4 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const DocumentRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Plain = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const detail = (label: Message, value: ReactNode): Detail => ({ label: text(label), value });

/** A stored choice as people read it (its label), else the value itself, else 'N/A'. */
function choice(list: readonly Option[], value: unknown, other?: unknown): string {
  if (value === 'Other' && typeof other === 'string' && other.trim() !== '') return other;
  const label = typeof value === 'string' ? optionLabel(list, value) : undefined;
  return label ? text(label) : shown(value);
}

const money = (value: unknown) => formatInr(value);
const acres = (area: unknown, unit: unknown) =>
  `${formatIndianNumber(areaInAcres(area, typeof unit === 'string' ? unit : 'acre'))} ${text(WIZARD_MESSAGES.acres)}`;

function Rows<Item>({
  items,
  title,
  render,
}: {
  items: readonly Item[];
  title: Message;
  render: (item: Item) => Detail[];
}) {
  if (items.length === 0) return <Note>{text(M.noneEntered)}</Note>;
  return (
    <>
      {items.map((item, index) => (
        <Row key={index}>
          <h4>{text(numbered(title, index))}</h4>
          <DetailList details={render(item)} />
        </Row>
      ))}
    </>
  );
}

function Documents({ documents }: { documents: Loose }) {
  const language = useLanguage();
  const [previewing, setPreviewing] = useState<string | null>(null);
  const uploaded = Object.entries(documents).filter(
    ([slot, url]) => isLegalReviewDocument(slot) && typeof url === 'string' && url !== '',
  ) as [string, string][];
  if (uploaded.length === 0) return <Note>{text(M.noneEntered)}</Note>;
  const title = (slot: string) => {
    const option = documentSlotOption(slot);
    return option ? text(option.label) : slot;
  };
  return (
    <>
      <Plain>
        {uploaded.map(([slot]) => (
          <DocumentRow key={slot}>
            <span>{title(slot)}</span>
            <Button variant="secondary" onClick={() => setPreviewing(slot)}>
              {text(APPLICATION_MESSAGES.preview)}
              <VisuallyHidden>{` ${title(slot)}`}</VisuallyHidden>
            </Button>
          </DocumentRow>
        ))}
      </Plain>
      {previewing && (
        <DocumentPreviewDialog
          open
          url={String(documents[previewing])}
          fileName={`${previewing}.pdf`}
          language={language}
          onClose={() => setPreviewing(null)}
        />
      )}
    </>
  );
}

/**
 * The whole application, read only, for the lawyer ('View All Data'). Numbers the server masks for a lawyer
 * (Aadhar, PAN, account, guarantor Aadhar) are shown as they arrive.
 */
export function ApplicationReadOnly({ application }: { application: KccApplication }) {
  const { form } = applicationForForm(application);
  const info = landGeneralInfoForLawyer(application.landGeneralInfo);
  const review = application.workflow?.completeLegalReview;
  const raw = application as unknown as Loose;
  return (
    <>
      <Section title={text(P.personalDetails)}>
        <DetailList
          details={[
            detail(L.applicantName, shown(form.applicantName)),
            detail(M.phoneNumber, shown(application.phoneNumber)),
            detail(L.fatherHusbandName, shown(form.fatherHusbandName)),
            detail(L.age, shown(form.age)),
            detail(L.address, shown(form.address)),
            detail(L.pinCode, shown(pinOfApplication(form))),
            detail(L.casteCategory, choice(CASTE_CATEGORIES, form.casteCategory)),
            detail(
              L.educationalQualification,
              shown(
                form.educationalQualification === 'Other'
                  ? form.educationalQualificationOther
                  : form.educationalQualification,
              ),
            ),
          ]}
        />
      </Section>

      <Section title={text(P.idInformation)}>
        <DetailList
          details={[
            detail(L.aadharNo, shown(maskAadhar(form.aadharNo))),
            detail(L.panNumber, shown(form.panNumber)),
            detail(L.electionCardNumber, shown(form.electionCardNumber)),
          ]}
        />
      </Section>

      <Section title={text(P.loanDetails)}>
        <DetailList
          details={[
            detail(
              L.purposeOfLoan,
              shown(form.purposeOfLoan === 'Other' ? form.purposeOfLoanOther : form.purposeOfLoan),
            ),
            detail(L.loanAmount, money(form.loanAmount)),
          ]}
        />
      </Section>

      <Section title={text(P.incomeDetails)}>
        <DetailList
          details={[
            detail(L.fromAgriculture, money(form.annualIncome.fromAgriculture)),
            detail(L.fromOthers, money(form.annualIncome.fromOthers)),
            detail(APPLICATION_MESSAGES.totalAnnualIncome, money(totalAnnualIncome(form.annualIncome))),
          ]}
        />
      </Section>

      <Section title={text(P.bankAccountDetails)}>
        <DetailList
          details={[
            detail(L.accountNumber, shown(form.bankAccount.accountNumber)),
            detail(L.ifscCode, shown(form.bankAccount.ifscCode)),
            detail(L.bankName, shown(form.bankAccount.bankName)),
          ]}
        />
      </Section>

      <Section title={text(P.familyMembers)}>
        <Rows
          items={form.familyMembers.filter((member) => member.name.trim() !== '')}
          title={ROW_TITLES.familyMember}
          render={(member) => [
            detail(L.familyMemberName, shown(member.name)),
            detail(L.relation, shown(member.relation)),
            detail(L.familyMemberIncome, money(member.income)),
            detail(L.weatherDependent, text(member.weatherDependent ? M.yes : M.no)),
          ]}
        />
      </Section>

      <Section title={text(M.referenceContacts)}>
        <Rows
          items={form.dueDiligenceContacts.filter((contact) => contact.name.trim() !== '')}
          title={ROW_TITLES.referenceContact}
          render={(contact) => [
            detail(L.referenceContactName, shown(contact.name)),
            detail(L.referenceContactMobile, shown(contact.mobile)),
            detail(L.dueDiliAddress, shown(contact.dueDiliAddress)),
          ]}
        />
      </Section>

      <Section title={text(P.landDetails)}>
        <Row>
          <h4>{text(LAND_DETAILS_MESSAGES.landGeneralInformation)}</h4>
          <DetailList
            details={[
              detail(L.nearbyLandmarks, info.nearbyLandmarks),
              detail(L.farmLocationForWellPumpShed, info.farmLocationForWellPumpShed),
              detail(L.distanceFromBranch, info.distanceFromBranch),
            ]}
          />
        </Row>
        <Rows
          items={form.landDetails}
          title={ROW_TITLES.landRecord}
          render={(land) => [
            detail(L.khataNo, shown(land.khataNo)),
            detail(L.surveyNo, shown(land.surveyNo)),
            detail(L.revenueVillage, shown(land.revenueVillage)),
            detail(L.landArea, acres(land.landArea, land.landAreaUnit)),
            ...land.cropDetails.map((crop, index) =>
              detail(
                numbered(ROW_TITLES.crop, index),
                [
                  crop.crop === 'Other' ? crop.otherCrop : crop.crop,
                  crop.season === 'Other' ? crop.otherSeason : crop.season,
                  acres(crop.area, crop.areaUnit),
                  crop.condition,
                ]
                  .filter((part) => String(part ?? '').trim() !== '')
                  .join(' · ') || shown(''),
              ),
            ),
          ]}
        />
      </Section>

      <Section title={text(M.assets)}>
        {ASSET_KINDS.map((kind) => {
          const items = ASSET_ITEMS_BY_KIND[kind.value].filter(
            (item) => assetItemTotal((form.assets[kind.value] as Loose)[item.value] as never) > 0,
          );
          const total = kind.value === 'movable' ? totalMovableAssets(form.assets) : totalImmovableAssets(form.assets);
          return (
            <Row key={kind.value}>
              <h4>
                {text(kind.label)}: {money(total)}
              </h4>
              {items.length === 0 ? (
                <Note>{text(M.noneEntered)}</Note>
              ) : (
                <DetailList
                  details={items.map((item) => {
                    const entry = (form.assets[kind.value] as Loose)[item.value] as {
                      units: unknown;
                      valuePerUnit: unknown;
                    };
                    return detail(
                      item.label,
                      `${formatIndianNumber(entry.units)} ${text(item.unit)} × ${money(entry.valuePerUnit)} = ${money(assetItemTotal(entry as never))}`,
                    );
                  })}
                />
              )}
            </Row>
          );
        })}
      </Section>

      <Section title={text(M.liabilities)}>
        {LIABILITY_GROUPS.map((group) => {
          const entries = form.liabilities[group.value];
          const totals = liabilityGroupTotals(entries);
          return (
            <Row key={group.value}>
              <h4>
                {text(group.label)}: {money(totals.outstanding)}
              </h4>
              <Rows
                items={entries}
                title={ROW_TITLES.liability}
                render={(entry) => [
                  detail(L.liabilityPurpose, shown(entry.purposeOfLoan)),
                  detail(L.outstanding, money(entry.outstanding)),
                  detail(L.emiPerYear, money(entry.emiPerYear)),
                  detail(L.overdue, money(entry.overdue)),
                  detail(L.securityOffered, shown(entry.securityOffered)),
                ]}
              />
            </Row>
          );
        })}
      </Section>

      <Section title={text(P.guarantorDetails)}>
        <Rows
          items={form.guarantorDetails}
          title={ROW_TITLES.guarantor}
          render={(guarantor) => [
            detail(L.guarantorName, shown(guarantor.name)),
            detail(L.guarantorFatherName, shown(guarantor.fatherName)),
            detail(L.guarantorMobile, shown(guarantor.mobile)),
            detail(L.guarantorAddress, shown(guarantor.address)),
            detail(L.guarantorAadhar, shown(maskAadhar(guarantor.aadhar))),
            detail(L.guarantorMeans, shown(guarantor.means)),
            detail(L.propertyDetails, shown(guarantor.propertyDetails)),
          ]}
        />
      </Section>

      <Section title={text(M.creditAssessment)}>
        <DetailList
          details={(Object.keys(DECLARATION_CHOICES) as (keyof typeof DECLARATION_CHOICES)[]).map((field) =>
            detail(
              L[field] as FieldLabel,
              choice(
                DECLARATION_CHOICES[field],
                raw[field],
                field === 'irrigationSource' ? raw.irrigationOther : undefined,
              ),
            ),
          )}
        />
      </Section>

      <Section title={text(M.documents)}>
        <Documents documents={(application.documents ?? {}) as Loose} />
      </Section>

      {review && (
        <Section title={text(M.legalReview)}>
          <DetailList
            details={[
              detail(M.verdict, review.verdict ? text(LEGAL_VERDICT_LABELS[review.verdict]) : shown('')),
              detail(M.remarks, shown(review.remarks)),
              detail(M.reviewedOn, formatShortDate(review.at)),
            ]}
          />
        </Section>
      )}
    </>
  );
}
