import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { KccApplicationForm } from '@kisan-credit/shared-api/contract/application/defaults';
import {
  assetItemTotal,
  totalImmovableAssets,
  totalMovableAssets,
} from '@kisan-credit/shared-api/contract/calculations/assets';
import { areaInAcres } from '@kisan-credit/shared-api/contract/calculations/area';
import { liabilityGroupTotals } from '@kisan-credit/shared-api/contract/calculations/liabilities';
import { roundTo } from '@kisan-credit/shared-api/contract/calculations/numbers';
import { translate, type Language, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { COMMON_MESSAGES } from '@kisan-credit/shared-api/contract/messages/common';
import { CREDIT_FILE_MESSAGES as C } from '@kisan-credit/shared-api/contract/messages/creditFile';
import { FIELD_LABELS as L, type FieldLabel } from '@kisan-credit/shared-api/contract/messages/fields';
import { APPLICATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/application';
import { numbered, ROW_TITLES, WIZARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/wizard';
import { LEGAL_VERDICT_LABELS } from '@kisan-credit/shared-api/contract/messages/workflow';
import {
  ASSET_ITEMS_BY_KIND,
  ASSET_KINDS,
  DECLARATION_CHOICES,
  documentSlotOption,
  FARMER_DOCUMENT_SLOTS,
  LAWYER_DOCUMENT_SLOTS,
  LIABILITY_GROUPS,
  optionLabel,
  type Option,
} from '@kisan-credit/shared-api/contract/options';
import type { WorkflowStepRecord } from '@kisan-credit/shared-api/contract/workflow';
import { formatInr } from '../format/currency';
import { formatShortDate } from '../format/date';
import { formatIndianNumber } from '../format/number';
import { useLanguage } from '../i18n/useLanguage';
import { Button } from './Button';
import { DetailList, type Detail } from './DetailList';
import { Note, Section } from './FormLayout';
import { VisuallyHidden } from './VisuallyHidden';

type Loose = Record<string, unknown>;

/** A value as the read-only sections show it: 'N/A' when empty. */
export function shown(value: unknown, language: Language): string {
  const written = value === undefined || value === null ? '' : String(value).trim();
  return written === '' ? translate(COMMON_MESSAGES.notAvailable, language) : written;
}

/** A stored choice as people read it (its label), else the value itself, else 'N/A'. */
export function choice(list: readonly Option[], value: unknown, language: Language, other?: unknown): string {
  if (value === 'Other' && typeof other === 'string' && other.trim() !== '') return other;
  const label = typeof value === 'string' ? optionLabel(list, value) : undefined;
  return label ? translate(label, language) : shown(value, language);
}

/** An area in acres to two decimals with its unit ('2.47 acres'), whatever unit it was entered in. */
export function acresText(area: unknown, unit: unknown, language: Language): string {
  const acres = roundTo(areaInAcres(area, typeof unit === 'string' ? unit : 'acre'), 2);
  return `${formatIndianNumber(acres)} ${translate(WIZARD_MESSAGES.acres, language)}`;
}

/** One group of facts under its own heading, ruled off from the next. */
export const FactGroup = styled.div`
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
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

/** Numbered rows of facts ('Reference Contact 1', …), or 'None entered'. */
export function DetailRows<Item>({
  items,
  title,
  render,
}: {
  items: readonly Item[];
  title: Message;
  render: (item: Item) => Detail[];
}) {
  const language = useLanguage();
  if (items.length === 0) return <Note>{translate(C.noneEntered, language)}</Note>;
  return (
    <>
      {items.map((item, index) => (
        <FactGroup key={index}>
          <h4>{translate(numbered(title, index), language)}</h4>
          <DetailList details={render(item)} />
        </FactGroup>
      ))}
    </>
  );
}

function useDetail() {
  const language = useLanguage();
  return {
    language,
    t: (message: Message) => translate(message, language),
    detail: (label: Message, value: ReactNode): Detail => ({ label: translate(label, language), value }),
  };
}

export function ReferenceContactsSection({ form }: { form: KccApplicationForm }) {
  const { t, detail, language } = useDetail();
  return (
    <Section title={t(C.referenceContacts)}>
      <DetailRows
        items={form.dueDiligenceContacts.filter((contact) => contact.name.trim() !== '')}
        title={ROW_TITLES.referenceContact}
        render={(contact) => [
          detail(L.referenceContactName, shown(contact.name, language)),
          detail(L.referenceContactMobile, shown(contact.mobile, language)),
          detail(L.dueDiliAddress, shown(contact.dueDiliAddress, language)),
        ]}
      />
    </Section>
  );
}

/** Movable and immovable assets, each item units × value, each kind's total and the whole. */
export function AssetsSection({ form }: { form: KccApplicationForm }) {
  const { t, detail } = useDetail();
  const movable = totalMovableAssets(form.assets);
  const immovable = totalImmovableAssets(form.assets);
  return (
    <Section title={t(C.assets)}>
      {ASSET_KINDS.map((kind) => {
        const entries = form.assets[kind.value] as Loose;
        const items = ASSET_ITEMS_BY_KIND[kind.value].filter(
          (item) => assetItemTotal(entries[item.value] as never) > 0,
        );
        return (
          <FactGroup key={kind.value}>
            <h4>
              {t(kind.label)}: {formatInr(kind.value === 'movable' ? movable : immovable)}
            </h4>
            {items.length === 0 ? (
              <Note>{t(C.noneEntered)}</Note>
            ) : (
              <DetailList
                details={items.map((item) => {
                  const entry = entries[item.value] as { units: unknown; valuePerUnit: unknown };
                  return detail(
                    item.label,
                    `${formatIndianNumber(entry.units)} ${t(item.unit)} × ${formatInr(entry.valuePerUnit)} = ${formatInr(assetItemTotal(entry as never))}`,
                  );
                })}
              />
            )}
          </FactGroup>
        );
      })}
      <DetailList details={[detail(C.totalAssets, formatInr(movable + immovable))]} />
    </Section>
  );
}

/** Loans at this branch, other banks and cooperative societies, each group's totals and the whole. */
export function LiabilitiesSection({ form }: { form: KccApplicationForm }) {
  const { t, detail, language } = useDetail();
  const groups = LIABILITY_GROUPS.map((group) => ({
    group,
    totals: liabilityGroupTotals(form.liabilities[group.value]),
  }));
  const sum = (pick: (totals: (typeof groups)[number]['totals']) => number) =>
    groups.reduce((total, { totals }) => total + pick(totals), 0);
  return (
    <Section title={t(C.liabilities)}>
      {groups.map(({ group, totals }) => (
        <FactGroup key={group.value}>
          <h4>
            {t(group.label)}: {formatInr(totals.outstanding)}
          </h4>
          <DetailRows
            items={form.liabilities[group.value]}
            title={ROW_TITLES.liability}
            render={(entry) => [
              detail(L.liabilityPurpose, shown(entry.purposeOfLoan, language)),
              detail(L.outstanding, formatInr(entry.outstanding)),
              detail(L.emiPerYear, formatInr(entry.emiPerYear)),
              detail(L.overdue, formatInr(entry.overdue)),
              detail(L.securityOffered, shown(entry.securityOffered, language)),
            ]}
          />
        </FactGroup>
      ))}
      <DetailList
        label={t(C.liabilities)}
        details={[
          detail(C.totalOutstanding, formatInr(sum((totals) => totals.outstanding))),
          detail(C.totalEmiPerYear, formatInr(sum((totals) => totals.emiPerYear))),
          detail(C.totalOverdue, formatInr(sum((totals) => totals.overdue))),
        ]}
      />
    </Section>
  );
}

/** The farmer's answers to the credit-assessment questions (the declaration step). */
export function CreditAssessmentSection({ application }: { application: object }) {
  const { t, detail, language } = useDetail();
  const raw = application as Loose;
  return (
    <Section title={t(C.creditAssessment)}>
      <DetailList
        details={(Object.keys(DECLARATION_CHOICES) as (keyof typeof DECLARATION_CHOICES)[]).map((field) =>
          detail(
            L[field] as FieldLabel,
            choice(
              DECLARATION_CHOICES[field],
              raw[field],
              language,
              field === 'irrigationSource' ? raw.irrigationOther : undefined,
            ),
          ),
        )}
      />
    </Section>
  );
}

/** The lawyer's verdict, remarks and when, or that the review is still to come. */
export function LegalReviewSection({ review }: { review: WorkflowStepRecord | undefined }) {
  const { t, detail, language } = useDetail();
  return (
    <Section title={t(C.legalReview)}>
      {review ? (
        <DetailList
          details={[
            detail(C.verdict, review.verdict ? t(LEGAL_VERDICT_LABELS[review.verdict]) : shown('', language)),
            detail(C.remarks, shown(review.remarks, language)),
            detail(C.reviewedOn, formatShortDate(review.at)),
          ]}
        />
      ) : (
        <Note>{t(C.legalReviewPending)}</Note>
      )}
    </Section>
  );
}

/** An uploaded document of the application: its slot, its name for people and its url. */
export interface ApplicationDocument {
  slot: string;
  title: string;
  url: string;
}

/** The application's uploaded documents in the order of their slots, those `visible` allows. */
export function applicationDocuments(
  documents: unknown,
  language: Language,
  visible: (slot: string) => boolean = () => true,
): { farmer: ApplicationDocument[]; lawyer: ApplicationDocument[] } {
  const stored = (typeof documents === 'object' && documents !== null ? documents : {}) as Loose;
  const of = (slots: readonly { value: string }[]) =>
    slots
      .map((slot) => slot.value)
      .filter((slot) => visible(slot) && typeof stored[slot] === 'string' && stored[slot] !== '')
      .map((slot) => {
        const option = documentSlotOption(slot);
        return { slot, title: option ? translate(option.label, language) : slot, url: String(stored[slot]) };
      });
  const lawyerSlots = LAWYER_DOCUMENT_SLOTS.filter(
    (slot) => !FARMER_DOCUMENT_SLOTS.some((farmerSlot) => farmerSlot.value === slot.value),
  );
  return { farmer: of(FARMER_DOCUMENT_SLOTS), lawyer: of(lawyerSlots) };
}

/**
 * The application's documents, the farmer's and the lawyer's, each with a button that opens it (in a
 * dialog or beside the data: the caller decides). 'None entered' when nothing was uploaded.
 */
export function DocumentsSection({
  documents,
  onOpen,
  visible,
  openLabel = APPLICATION_MESSAGES.preview,
}: {
  documents: unknown;
  onOpen: (document: ApplicationDocument) => void;
  visible?: (slot: string) => boolean;
  openLabel?: Message;
}) {
  const { t, language } = useDetail();
  const { farmer, lawyer } = applicationDocuments(documents, language, visible);
  const list = (items: ApplicationDocument[]) => (
    <Plain>
      {items.map((document) => (
        <DocumentRow key={document.slot}>
          <span>{document.title}</span>
          <Button variant="secondary" onClick={() => onOpen(document)}>
            {t(openLabel)}
            <VisuallyHidden>{` ${document.title}`}</VisuallyHidden>
          </Button>
        </DocumentRow>
      ))}
    </Plain>
  );
  return (
    <Section title={t(C.documents)}>
      {farmer.length === 0 && lawyer.length === 0 && <Note>{t(C.noneEntered)}</Note>}
      {farmer.length > 0 && (
        <>
          <h4>{t(C.farmerDocuments)}</h4>
          {list(farmer)}
        </>
      )}
      {lawyer.length > 0 && (
        <>
          <h4>{t(C.lawyerDocuments)}</h4>
          {list(lawyer)}
        </>
      )}
    </Section>
  );
}
