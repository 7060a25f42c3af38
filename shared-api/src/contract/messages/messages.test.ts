import { textOf } from '@kisan-credit/shared-api/contract/messages/textStore';
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
import { inSecondLanguage, LANGUAGES, message, messageFromId, translate, type Message } from './catalogue';
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
import { UPLOAD_MESSAGES, uploadResumed, uploadRetrying } from './uploads';
import { LAWYER_MESSAGES } from './lawyer';
import { ORGANISATION_MESSAGES } from './organisation';
import { FARMER_SMS_MESSAGES, FARMER_SMS_TEXTS } from './farmerSms';
import { FIELD_LABELS } from './fields';
import { LETTER_MESSAGES } from './letters';
import { HISTORY_ACTION_LABELS, LEGAL_VERDICT_LABELS, ROLE_LABELS, WORKFLOW_ACTION_LABELS } from './workflow';
import { VALIDATION_MESSAGES } from './validation';

const en = (text: Message) => translate(text, 'en');
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
    UPLOAD_RETRYING: { retrying: uploadRetrying(4, 37), resumed: uploadResumed(37) },
    STATE_LAND_RECORDS: Object.fromEntries(
      Object.entries(STATE_LAND_RECORDS).flatMap(([state, { state: name, record }]) => [
        [`${state} state`, name],
        [`${state} record`, record],
      ]),
    ),
  };

  it.each(Object.entries(catalogues))('%s has a text in every language for every key', (_name, catalogue) => {
    for (const text of Object.values(catalogue)) {
      for (const language of LANGUAGES)
        expect([language, textOf(text.key, language) !== undefined]).toEqual([language, true]);
      expect(en(text).trim()).not.toBe('');
      expect(translate(text, 'hi')).toMatch(DEVANAGARI);
    }
  });

  it('uses the spec’s exact English', () => {
    expect(en(KCC_FORM_PAGE_MESSAGES.title)).toBe('KCC Application Form');
    expect(en(KCC_FORM_PAGE_MESSAGES.subtitle)).toBe('Complete all steps to submit your Kisan Credit Card application');
    expect(en(APPLICATION_MESSAGES.editMyApplication)).toBe('Edit my Appication');
    expect(en(APPLICATION_MESSAGES.submittedText)).toBe(
      "Your KCC application has been received and is currently under review. You'll be contacted via SMS/Email within 3-5 working days.",
    );
    expect(en(COMMON_MESSAGES.successTitle)).toBe('Success!');
    expect(en(COMMON_MESSAGES.errorTitle)).toBe('Oops!');
    expect(en(COMMON_MESSAGES.infoTitle)).toBe('Information');
    expect(`${en(COMMON_MESSAGES.processingDocumentsTitle)}: ${en(COMMON_MESSAGES.processingDocumentsText)}`).toBe(
      'Processing Documents: Please wait while we extract data from your uploaded documents...',
    );
    expect(en(CONTACT_MESSAGES.sent)).toBe(
      'Your message has been sent successfully! You will be contacted in next 1 or 2 business days.',
    );
    expect(en(APPLICATION_PREVIEW_MESSAGES.notFoundText)).toBe(
      "The loan application you're looking for could not be found.",
    );
    expect(en(DASHBOARD_MESSAGES.noApplicationsText)).toBe('There are no applications in this category at the moment.');
    expect(WIZARD_STEPS.map((step) => en(step.title))).toEqual([
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
    for (const term of TERMS_AND_CONDITIONS) expect(translate(term, 'hi')).toMatch(DEVANAGARI);
  });

  it('builds the counted texts', () => {
    expect([en(stepOfSteps(3, 8)), translate(stepOfSteps(3, 8), 'hi')]).toEqual(['3 of 8', '8 में से 3']);
    expect(en(documentsUploaded(2, 7))).toBe('2 of 7 documents uploaded');
    expect(en(showingRange(6, 10, 23))).toBe('Showing 6-10 of 23 applications');
    expect([en(pageNumber(2)), translate(pageNumber(2), 'hi')]).toEqual(['Page 2', 'पृष्ठ 2']);
    expect(en(withDetail(APPLICATION_MESSAGES.errorSubmitting, 'Network down'))).toBe(
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
  it("carries each message a schema produced as its id, worded in the reader's language", () => {
    const result = kccApplicationSubmitSchema.safeParse({ age: 12, panNumber: 'X'.repeat(11) });
    const messages = (result.error?.issues ?? []).map((issue) => messageFromId(issue.message)!);
    expect(messages.map(en)).toEqual(
      expect.arrayContaining(['Age must be between 18 and 100', 'Please enter the applicant name']),
    );
    for (const text of messages) expect(translate(text, 'hi')).toMatch(DEVANAGARI);
    expect(translate(VALIDATION_MESSAGES.required(FIELD_LABELS.applicantName), 'hi')).toBe('कृपया आवेदक का नाम दर्ज करें');
    expect(messageFromId('something else')).toBeUndefined();
  });

  it('puts a label inside an English sentence as it reads there', () => {
    expect(en(VALIDATION_MESSAGES.required(FIELD_LABELS.applicantName))).toBe('Please enter the applicant name');
    expect(en(VALIDATION_MESSAGES.required(FIELD_LABELS.pinCode))).toBe('Please enter the PIN code');
    expect(en(VALIDATION_MESSAGES.choose(FIELD_LABELS.ifscCode))).toBe('Please choose the IFSC code');
    expect(en(VALIDATION_MESSAGES.mustBeNumber(FIELD_LABELS.age))).toBe('Age must be a number');
  });

  it('names a crop in a second language: Hindi for English readers, English for the others', () => {
    const wheat = message('options:cropChoice', {
      name: message('options:cropsBySeason.wheat'),
      second: inSecondLanguage(message('options:cropsBySeason.wheat')),
    });
    expect(en(wheat)).toBe('Wheat (गेहूँ)');
    expect(translate(wheat, 'hi')).toBe('गेहूँ (Wheat)');
    expect(translate(wheat, 'mr')).toMatch(/^\S+ \(Wheat\)$/);
  });
});
