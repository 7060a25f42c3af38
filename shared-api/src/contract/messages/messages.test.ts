import { kccApplicationSubmitSchema } from '../application';
import { ABOUT_IMPACT, ABOUT_MESSAGES, ABOUT_VALUES } from './about';
import {
  APPLICATION_MESSAGES,
  DECLARATION_TEXTS,
  documentsUploaded,
  stepOfSteps,
  TERMS_AND_CONDITIONS,
  WIZARD_STEPS,
  withDetail,
} from './application';
import type { Message } from './catalogue';
import { COMMON_MESSAGES } from './common';
import { CONTACT_MESSAGES } from './contact';
import {
  APPLICATION_PREVIEW_MESSAGES,
  BANK_DETAILS_MESSAGES,
  DASHBOARD_MESSAGES,
  LAND_DETAILS_MESSAGES,
  pageCount,
  pageNumber,
  pageRange,
  showingRange,
} from './dashboard';
import { APPLICATION_API_MESSAGES } from './applicationApi';
import { KCC_FORM_PAGE_MESSAGES } from './kccFormPage';
import { STATE_LAND_RECORDS } from './landRecordKinds';
import { UPLOAD_MESSAGES, uploadRetrying } from './uploads';
import { LAWYER_MESSAGES } from './lawyer';
import { ORGANISATION_MESSAGES } from './organisation';
import { FARMER_SMS_MESSAGES, FARMER_SMS_TEXTS } from './farmerSms';
import { FIELD_LABELS } from './fields';
import { LETTER_MESSAGES } from './letters';
import { HISTORY_ACTION_LABELS, LEGAL_VERDICT_LABELS, ROLE_LABELS, WORKFLOW_ACTION_LABELS } from './workflow';
import { hindiForValidationMessage } from './validation';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('message catalogues', () => {
  const catalogues: Record<string, Record<string, Message>> = {
    APPLICATION_MESSAGES,
    KCC_FORM_PAGE_MESSAGES,
    DECLARATION_TEXTS,
    COMMON_MESSAGES,
    CONTACT_MESSAGES,
    DASHBOARD_MESSAGES,
    BANK_DETAILS_MESSAGES,
    APPLICATION_PREVIEW_MESSAGES,
    LAND_DETAILS_MESSAGES,
    FIELD_LABELS,
    APPLICATION_API_MESSAGES,
    WORKFLOW_ACTION_LABELS,
    LEGAL_VERDICT_LABELS,
    HISTORY_ACTION_LABELS,
    ROLE_LABELS,
    LAWYER_MESSAGES,
    ORGANISATION_MESSAGES,
    FARMER_SMS_TEXTS,
    FARMER_SMS_MESSAGES,
    LETTER_MESSAGES,
    ABOUT_MESSAGES,
    ABOUT_VALUES: Object.fromEntries(
      ABOUT_VALUES.flatMap((value, i) => [
        [`title${i}`, value.title],
        [`description${i}`, value.description],
      ]),
    ),
    ABOUT_IMPACT_LABELS: Object.fromEntries(ABOUT_IMPACT.map((impact, i) => [`label${i}`, impact.label])),
    UPLOAD_MESSAGES,
    UPLOAD_RETRYING: { retrying: uploadRetrying(1, 3) },
    STATE_LAND_RECORDS: Object.fromEntries(
      Object.entries(STATE_LAND_RECORDS).flatMap(([state, { state: name, record }]) => [
        [`${state} state`, name],
        [`${state} record`, record],
      ]),
    ),
  };

  it.each(Object.entries(catalogues))('%s has English and Hindi for every text', (_name, catalogue) => {
    for (const message of Object.values(catalogue)) {
      expect(message.en.trim()).not.toBe('');
      expect(message.hi).toMatch(DEVANAGARI);
    }
  });

  it('uses the spec’s exact English', () => {
    expect(KCC_FORM_PAGE_MESSAGES.title.en).toBe('KCC Application Form');
    expect(KCC_FORM_PAGE_MESSAGES.subtitle.en).toBe('Complete all steps to submit your Kisan Credit Card application');
    expect(APPLICATION_MESSAGES.editMyApplication.en).toBe('Edit my Appication');
    expect(APPLICATION_MESSAGES.submittedText.en).toBe(
      "Your KCC application has been received and is currently under review. You'll be contacted via SMS/Email within 3-5 working days.",
    );
    expect(COMMON_MESSAGES.successTitle.en).toBe('Success!');
    expect(COMMON_MESSAGES.errorTitle.en).toBe('Oops!');
    expect(COMMON_MESSAGES.infoTitle.en).toBe('Information');
    expect(`${COMMON_MESSAGES.processingDocumentsTitle.en}: ${COMMON_MESSAGES.processingDocumentsText.en}`).toBe(
      'Processing Documents: Please wait while we extract data from your uploaded documents...',
    );
    expect(CONTACT_MESSAGES.sent.en).toBe(
      'Your message has been sent successfully! You will be contacted in next 1 or 2 business days.',
    );
    expect(APPLICATION_PREVIEW_MESSAGES.notFoundText.en).toBe(
      "The loan application you're looking for could not be found.",
    );
    expect(DASHBOARD_MESSAGES.noApplicationsText.en).toBe('There are no applications in this category at the moment.');
    expect(WIZARD_STEPS.map((step) => step.title.en)).toEqual([
      'Document Upload',
      'Personal Details',
      'Financial Details',
      'Property & Assets',
      'Land & Crops',
      'Liability Details',
      'Guarantor Details',
      'Declaration',
    ]);
  });

  it('has ten terms and conditions', () => {
    expect(TERMS_AND_CONDITIONS).toHaveLength(10);
    for (const term of TERMS_AND_CONDITIONS) expect(term.hi).toMatch(DEVANAGARI);
  });

  it('builds the counted texts', () => {
    expect(stepOfSteps(3, 8)).toEqual({ en: '3 of 8', hi: '8 में से 3' });
    expect(documentsUploaded(2, 7).en).toBe('2 of 7 documents uploaded');
    expect(showingRange(6, 10, 23).en).toBe('Showing 6-10 of 23 applications');
    expect(pageNumber(2)).toEqual({ en: 'Page 2', hi: 'पृष्ठ 2' });
    expect(withDetail(APPLICATION_MESSAGES.errorSubmitting, 'Network down').en).toBe(
      'Error submitting form: Network down',
    );
  });

  it('works out the rows a dashboard page shows', () => {
    expect(pageRange(1, 5, 23)).toEqual({ first: 1, last: 5 });
    expect(pageRange(5, 5, 23)).toEqual({ first: 21, last: 23 });
    expect(pageRange(1, 5, 0)).toEqual({ first: 0, last: 0 });
    expect([pageCount(0, 5), pageCount(5, 5), pageCount(6, 5), pageCount(23, 5)]).toEqual([1, 1, 2, 5]);
  });
});

describe('validation messages', () => {
  it('gives the Hindi of every message a schema produced', () => {
    const result = kccApplicationSubmitSchema.safeParse({ age: 12, panNumber: 'X'.repeat(11) });
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining(['Age must be between 18 and 100', 'Please enter the applicant name']),
    );
    for (const message of messages) expect(hindiForValidationMessage(message)).toMatch(DEVANAGARI);
    expect(hindiForValidationMessage('Please enter the applicant name')).toBe('कृपया आवेदक का नाम दर्ज करें');
    expect(hindiForValidationMessage('something else')).toBeUndefined();
  });
});
