import { useState, type ReactNode } from 'react';
import type { KccApplication } from '@kisan-credit/shared-api/contract/application';
import { totalAnnualIncome } from '@kisan-credit/shared-api/contract/calculations/income';
import { maskAadhar } from '@kisan-credit/shared-api/contract/calculations/mask';
import { landGeneralInfoForLawyer } from '@kisan-credit/shared-api/contract/application/landEditor';
import { applicationForForm } from '@kisan-credit/shared-api/contract/application/formLoad';
import { pinOfApplication } from '@kisan-credit/shared-api/contract/pinCode';
import type { Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { CREDIT_FILE_MESSAGES as C } from '@kisan-credit/shared-api/contract/messages/creditFile';
import {
  APPLICATION_PREVIEW_MESSAGES as P,
  LAND_DETAILS_MESSAGES,
} from '@kisan-credit/shared-api/contract/messages/dashboard';
import { FIELD_LABELS as L } from '@kisan-credit/shared-api/contract/messages/fields';
import { LAWYER_MESSAGES as M } from '@kisan-credit/shared-api/contract/messages/lawyer';
import { APPLICATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/application';
import { numbered, ROW_TITLES } from '@kisan-credit/shared-api/contract/messages/wizard';
import { CASTE_CATEGORIES, isLegalReviewDocument } from '@kisan-credit/shared-api/contract/options';
import {
  acresText,
  AssetsSection,
  choice,
  CreditAssessmentSection,
  DetailRows,
  DocumentsSection,
  FactGroup,
  LegalReviewSection,
  LiabilitiesSection,
  ReferenceContactsSection,
  shown,
  type ApplicationDocument,
} from '@kisan-credit/shared-ui/components/CreditFileSections';
import { DetailList, type Detail } from '@kisan-credit/shared-ui/components/DetailList';
import { DocumentPreviewDialog } from '@kisan-credit/shared-ui/components/DocumentPreviewDialog';
import { Section } from '@kisan-credit/shared-ui/components/FormLayout';
import { formatInr } from '@kisan-credit/shared-ui/format/currency';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { text } from '@kisan-credit/shared-ui/i18n/text';

const detail = (label: Message, value: ReactNode): Detail => ({ label: text(label), value });
const money = (value: unknown) => formatInr(value);

/** The land and legal documents the legal review needs, each opened in the preview dialog. */
function Documents({ documents }: { documents: unknown }) {
  const language = useLanguage();
  const [previewing, setPreviewing] = useState<ApplicationDocument | null>(null);
  return (
    <>
      <DocumentsSection documents={documents} visible={isLegalReviewDocument} onOpen={setPreviewing} />
      {previewing && (
        <DocumentPreviewDialog
          open
          url={previewing.url}
          fileName={`${previewing.slot}.pdf`}
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
  const language = useLanguage();
  return (
    <>
      <Section title={text(P.personalDetails)}>
        <DetailList
          details={[
            detail(L.applicantName, shown(form.applicantName, language)),
            detail(M.phoneNumber, shown(application.phoneNumber, language)),
            detail(L.fatherHusbandName, shown(form.fatherHusbandName, language)),
            detail(L.age, shown(form.age, language)),
            detail(L.address, shown(form.address, language)),
            detail(L.pinCode, shown(pinOfApplication(form), language)),
            detail(L.casteCategory, choice(CASTE_CATEGORIES, form.casteCategory, language)),
            detail(
              L.educationalQualification,
              shown(
                form.educationalQualification === 'Other'
                  ? form.educationalQualificationOther
                  : form.educationalQualification,
                language,
              ),
            ),
          ]}
        />
      </Section>

      <Section title={text(P.idInformation)}>
        <DetailList
          details={[
            detail(L.aadharNo, shown(maskAadhar(form.aadharNo), language)),
            detail(L.panNumber, shown(form.panNumber, language)),
            detail(L.electionCardNumber, shown(form.electionCardNumber, language)),
          ]}
        />
      </Section>

      <Section title={text(P.loanDetails)}>
        <DetailList
          details={[
            detail(
              L.purposeOfLoan,
              shown(form.purposeOfLoan === 'Other' ? form.purposeOfLoanOther : form.purposeOfLoan, language),
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
            detail(L.accountNumber, shown(form.bankAccount.accountNumber, language)),
            detail(L.ifscCode, shown(form.bankAccount.ifscCode, language)),
            detail(L.bankName, shown(form.bankAccount.bankName, language)),
          ]}
        />
      </Section>

      <Section title={text(P.familyMembers)}>
        <DetailRows
          items={form.familyMembers.filter((member) => member.name.trim() !== '')}
          title={ROW_TITLES.familyMember}
          render={(member) => [
            detail(L.familyMemberName, shown(member.name, language)),
            detail(L.relation, shown(member.relation, language)),
            detail(L.familyMemberIncome, money(member.income)),
            detail(L.weatherDependent, text(member.weatherDependent ? C.yes : C.no)),
          ]}
        />
      </Section>

      <ReferenceContactsSection form={form} />

      <Section title={text(P.landDetails)}>
        <FactGroup>
          <h4>{text(LAND_DETAILS_MESSAGES.landGeneralInformation)}</h4>
          <DetailList
            details={[
              detail(L.nearbyLandmarks, info.nearbyLandmarks),
              detail(L.farmLocationForWellPumpShed, info.farmLocationForWellPumpShed),
              detail(L.distanceFromBranch, info.distanceFromBranch),
            ]}
          />
        </FactGroup>
        <DetailRows
          items={form.landDetails}
          title={ROW_TITLES.landRecord}
          render={(land) => [
            detail(L.khataNo, shown(land.khataNo, language)),
            detail(L.surveyNo, shown(land.surveyNo, language)),
            detail(L.revenueVillage, shown(land.revenueVillage, language)),
            detail(L.landArea, acresText(land.landArea, land.landAreaUnit, language)),
            ...land.cropDetails.map((crop, index) =>
              detail(
                numbered(ROW_TITLES.crop, index),
                [
                  crop.crop === 'Other' ? crop.otherCrop : crop.crop,
                  crop.season === 'Other' ? crop.otherSeason : crop.season,
                  acresText(crop.area, crop.areaUnit, language),
                  crop.condition,
                ]
                  .filter((part) => String(part ?? '').trim() !== '')
                  .join(' · ') || shown('', language),
              ),
            ),
          ]}
        />
      </Section>

      <AssetsSection form={form} />

      <LiabilitiesSection form={form} />

      <Section title={text(P.guarantorDetails)}>
        <DetailRows
          items={form.guarantorDetails}
          title={ROW_TITLES.guarantor}
          render={(guarantor) => [
            detail(L.guarantorName, shown(guarantor.name, language)),
            detail(L.guarantorFatherName, shown(guarantor.fatherName, language)),
            detail(L.guarantorMobile, shown(guarantor.mobile, language)),
            detail(L.guarantorAddress, shown(guarantor.address, language)),
            detail(L.guarantorAadhar, shown(maskAadhar(guarantor.aadhar), language)),
            detail(L.guarantorMeans, shown(guarantor.means, language)),
            detail(L.propertyDetails, shown(guarantor.propertyDetails, language)),
          ]}
        />
      </Section>

      <CreditAssessmentSection application={application} />

      <Documents documents={application.documents} />

      {review && <LegalReviewSection review={review} />}
    </>
  );
}
