import { message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';

/** Join a fixed prefix (e.g. 'Error submitting form: ') and a detail from the server, in both languages. */
export function withDetail(prefix: Message, detail: string): Message {
  return message('application:withDetail', { prefix, detail });
}

/** The eight named steps of the wizard (docs/requirements.md#r2-wizard-steps), numbered from 1. */
export const WIZARD_STEPS = [
  { step: 1, title: message('application:wizardSteps.0.title') },
  { step: 2, title: message('application:wizardSteps.1.title') },
  { step: 3, title: message('application:wizardSteps.2.title') },
  { step: 4, title: message('application:wizardSteps.3.title') },
  { step: 5, title: message('application:wizardSteps.4.title') },
  { step: 6, title: message('application:wizardSteps.5.title') },
  { step: 7, title: message('application:wizardSteps.6.title') },
  { step: 8, title: message('application:wizardSteps.7.title') },
] as const satisfies readonly { step: number; title: Message }[];

/** The KCC wizard, its success screen and its notices (docs/requirements.md#r2-wizard, docs/requirements.md#r8-errors); the page's title: kccFormPage.ts. */
export const APPLICATION_MESSAGES = {
  goBack: message('application:application.goBack'),
  saveDraft: message('application:application.saveDraft'),
  savingDraft: message('application:application.savingDraft'),
  continue: message('application:application.continue'),
  processing: message('application:application.processing'),
  submitApplication: message('application:application.submitApplication'),
  updateApplication: message('application:application.updateApplication'),
  submitting: message('application:application.submitting'),

  // Step 1
  chooseFile: message('application:application.chooseFile'),
  upload: message('application:application.upload'),
  uploading: message('application:application.uploading'),
  uploadedSuccessfully: message('application:application.uploadedSuccessfully'),
  preview: message('application:application.preview'),
  reupload: message('application:application.reupload'),
  uploaded: message('application:application.uploaded'),
  notUploaded: message('application:application.notUploaded'),

  // Steps 2 to 7
  addFamilyMember: message('application:application.addFamilyMember'),
  addReferenceContact: message('application:application.addReferenceContact'),
  addLandDetail: message('application:application.addLandDetail'),
  addCrop: message('application:application.addCrop'),
  addLiability: message('application:application.addLiability'),
  addGuarantorLand: message('application:application.addGuarantorLand'),
  remove: message('application:application.remove'),
  amountInWords: message('application:application.amountInWords'),
  totalAnnualIncome: message('application:application.totalAnnualIncome'),
  financialSummary: message('application:application.financialSummary'),
  loanToIncomeRatio: message('application:application.loanToIncomeRatio'),
  notCalculated: message('application:application.notCalculated'),
  portfolioSummary: message('application:application.portfolioSummary'),
  total: message('application:application.total'),
  cultivationSummary: message('application:application.cultivationSummary'),
  approximateAcres: message('application:application.approximateAcres'),
  hasGuarantor: message('application:application.hasGuarantor'),

  // Step 8
  applicationSummary: message('application:application.applicationSummary'),
  notProvided: message('application:application.notProvided'),
  termsAndConditions: message('application:application.termsAndConditions'),

  // Success screen
  submittedTitle: message('application:application.submittedTitle'),
  submittedText: message('application:application.submittedText'),
  // Spelling as in the product.
  editMyApplication: message('application:application.editMyApplication'),

  // Notices (docs/requirements.md#r8-errors)
  errorFetchingApplication: message('application:application.errorFetchingApplication'),
  draftSaved: message('application:application.draftSaved'),
  draftSaveFailed: message('application:application.draftSaveFailed'),
  errorSubmitting: message('application:application.errorSubmitting'),
  applicationUpdated: message('application:application.applicationUpdated'),
  documentUploadFailed: message('application:application.documentUploadFailed'),
} as const satisfies Record<string, Message>;

/** "3 of 8", the progress text on small screens. */
export function stepOfSteps(step: number, steps: number): Message {
  return message('application:stepOfSteps', { step, steps });
}

/** "2 of 7 documents uploaded", under the upload progress panel. */
export function documentsUploaded(uploaded: number, slots: number): Message {
  return message('application:documentsUploaded', { uploaded, slots });
}

/** The four required declaration checkboxes. The spec names them without their words; these are ours. */
export const DECLARATION_TEXTS = {
  termsAccepted: message('application:declaration.termsAccepted'),
  informationAccuracy: message('application:declaration.informationAccuracy'),
  documentAuthenticity: message('application:declaration.documentAuthenticity'),
  privacyConsent: message('application:declaration.privacyConsent'),
} as const satisfies Record<string, Message>;

/** The ten numbered terms of step 8. The spec does not show their wording; this is ours, for a KCC loan. */
export const TERMS_AND_CONDITIONS: readonly Message[] = [
  message('application:termsAndConditions.0'),
  message('application:termsAndConditions.1'),
  message('application:termsAndConditions.2'),
  message('application:termsAndConditions.3'),
  message('application:termsAndConditions.4'),
  message('application:termsAndConditions.5'),
  message('application:termsAndConditions.6'),
  message('application:termsAndConditions.7'),
  message('application:termsAndConditions.8'),
  message('application:termsAndConditions.9'),
];
