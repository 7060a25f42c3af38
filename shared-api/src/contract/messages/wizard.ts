import { message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { megabytesOf } from '@kisan-credit/shared-api/contract/messages/documentApi';
import type { ApplicationStatus } from '@kisan-credit/shared-api/contract/status';
import type { SuggestionRole } from '@kisan-credit/shared-api/contract/suggestions';

/**
 * Texts of the farmer's wizard that the spec does not word (section titles, hints, summaries, the extras of
 * docs/requirements.md#r10-issue-5: eligibility estimate, status timeline, unsaved copy). The spec's own texts stay in
 * APPLICATION_MESSAGES and COMMON_MESSAGES.
 */
export const WIZARD_MESSAGES = {
  // Shell of the wizard
  stepsNavigation: message('wizard:wizard.stepsNavigation'),
  progress: message('wizard:wizard.progress'),
  stepCompleted: message('wizard:wizard.stepCompleted'),
  stepCurrent: message('wizard:wizard.stepCurrent'),
  stepUpcoming: message('wizard:wizard.stepUpcoming'),
  fixMarkedFields: message('wizard:wizard.fixMarkedFields'),
  fixBeforeSubmit: message('wizard:wizard.fixBeforeSubmit'),
  choose: message('wizard:wizard.choose'),
  yes: message('wizard:wizard.yes'),

  // Step 1
  uploadProgress: message('wizard:wizard.uploadProgress'),
  noFileChosen: message('wizard:wizard.noFileChosen'),
  wrongFileType: message('wizard:wizard.wrongFileType'),

  loadingPreview: message('wizard:wizard.loadingPreview'),

  // Suggestions
  fromYourDocuments: message('wizard:wizard.fromYourDocuments'),
  readingDocuments: message('wizard:wizard.readingDocuments'),
  /** How the name typed into the form is named in the cross-document warning. */
  thisApplication: message('wizard:wizard.thisApplication'),
  landRecordsPrefilled: message('wizard:wizard.landRecordsPrefilled'),

  // Step 2
  basicInformation: message('wizard:wizard.basicInformation'),
  educationalQualification: message('wizard:wizard.educationalQualification'),
  identityNumbers: message('wizard:wizard.identityNumbers'),
  familyMembers: message('wizard:wizard.familyMembers'),
  referenceContacts: message('wizard:wizard.referenceContacts'),
  aadharPlaceholder: message('wizard:wizard.aadharPlaceholder'),
  panPlaceholder: message('wizard:wizard.panPlaceholder'),
  mobilePlaceholder: message('wizard:wizard.mobilePlaceholder'),

  // Step 3
  loanDetails: message('wizard:wizard.loanDetails'),
  annualIncome: message('wizard:wizard.annualIncome'),
  bankAccount: message('wizard:wizard.bankAccount'),

  // Step 4
  totalMovableAssets: message('wizard:wizard.totalMovableAssets'),
  totalImmovableAssets: message('wizard:wizard.totalImmovableAssets'),
  totalAssets: message('wizard:wizard.totalAssets'),
  topItems: message('wizard:wizard.topItems'),
  noAssetsYet: message('wizard:wizard.noAssetsYet'),

  // Step 5
  landGeneralInformation: message('wizard:wizard.landGeneralInformation'),
  landRecords: message('wizard:wizard.landRecords'),
  crops: message('wizard:wizard.crops'),
  acres: message('wizard:wizard.acres'),
  cropsCount: message('wizard:wizard.cropsCount'),
  totalLand: message('wizard:wizard.totalLand'),
  cultivatedArea: message('wizard:wizard.cultivatedArea'),
  landRecordCount: message('wizard:wizard.landRecordCount'),
  totalCrops: message('wizard:wizard.totalCrops'),

  // Step 6
  totalOutstanding: message('wizard:wizard.totalOutstanding'),
  totalEmiPerYear: message('wizard:wizard.totalEmiPerYear'),
  totalOverdue: message('wizard:wizard.totalOverdue'),
  totalLiabilities: message('wizard:wizard.totalLiabilities'),
  noLiabilities: message('wizard:wizard.noLiabilities'),

  // Step 7
  guarantorDocuments: message('wizard:wizard.guarantorDocuments'),
  guarantorAssets: message('wizard:wizard.guarantorAssets'),
  guarantorLand: message('wizard:wizard.guarantorLand'),
  noGuarantor: message('wizard:wizard.noGuarantor'),

  // Step 8
  creditAssessment: message('wizard:wizard.creditAssessment'),
  yourBranch: message('wizard:wizard.yourBranch'),
  declarations: message('wizard:wizard.declarations'),
  summaryApplicantName: message('wizard:wizard.summaryApplicantName'),
  summaryLoanAmount: message('wizard:wizard.summaryLoanAmount'),
  summaryPurpose: message('wizard:wizard.summaryPurpose'),
  summaryTotalIncome: message('wizard:wizard.summaryTotalIncome'),
  summaryTotalAssets: message('wizard:wizard.summaryTotalAssets'),
  summaryTotalLiabilities: message('wizard:wizard.summaryTotalLiabilities'),
  summaryCropEntries: message('wizard:wizard.summaryCropEntries'),
  summaryGuarantors: message('wizard:wizard.summaryGuarantors'),

  // Saving and the unsaved copy kept on the phone (docs/requirements.md#r10-offline-copy)
  keptOnThisPhone: message('wizard:wizard.keptOnThisPhone'),
  /** After the server answered with a refusal: the network is not to blame. */
  refusedKeptOnThisPhone: message('wizard:wizard.refusedKeptOnThisPhone'),
  submittedChangesWaitForUpdate: message('wizard:wizard.submittedChangesWaitForUpdate'),
  unsavedCopyFound: message('wizard:wizard.unsavedCopyFound'),
  numbersNotKeptOnPhone: message('wizard:wizard.numbersNotKeptOnPhone'),
  restoreChanges: message('wizard:wizard.restoreChanges'),
  discardChanges: message('wizard:wizard.discardChanges'),
  changesRestored: message('wizard:wizard.changesRestored'),
  loadLatest: message('wizard:wizard.loadLatest'),

  // Offline (docs/requirements.md#r10-offline)
  offlineNow: message('wizard:wizard.offlineNow'),
  openedOffline: message('wizard:wizard.openedOffline'),
  saveQueued: message('wizard:wizard.saveQueued'),
  queuedSaveSent: message('wizard:wizard.queuedSaveSent'),
  /** Submit pressed with no network: what the wizard shows until the server has the submission. */
  submitQueued: message('wizard:wizard.submitQueued'),
  /** Update Application pressed with no network, likewise. */
  updateQueued: message('wizard:wizard.updateQueued'),

  // Status timeline (docs/requirements.md#r10-status-timeline)
  whereIsMyApplication: message('wizard:wizard.whereIsMyApplication'),
  currentStatus: message('wizard:wizard.currentStatus'),
  nextSteps: message('wizard:wizard.nextSteps'),

  // Eligibility estimate (docs/requirements.md#r10-eligibility)
  eligibilityTitle: message('wizard:wizard.eligibilityTitle'),
  eligibilityIntro: message('wizard:wizard.eligibilityIntro'),
  eligibilityEmpty: message('wizard:wizard.eligibilityEmpty'),
  costOfCultivation: message('wizard:wizard.costOfCultivation'),
  postHarvest: message('wizard:wizard.postHarvest'),
  repairs: message('wizard:wizard.repairs'),
  cropInsurance: message('wizard:wizard.cropInsurance'),
  limitFirstYear: message('wizard:wizard.limitFirstYear'),
  limitFifthYear: message('wizard:wizard.limitFifthYear'),
  collateralNotNeeded: message('wizard:wizard.collateralNotNeeded'),
  collateralMayBeNeeded: message('wizard:wizard.collateralMayBeNeeded'),
  cropsNotCounted: message('wizard:wizard.cropsNotCounted'),
  requestedAmount: message('wizard:wizard.requestedAmount'),
} as const satisfies Record<string, Message>;

/** 'Family Member 2', 'Land Record 1'... */
export function numbered(label: Message, index: number): Message {
  return message('wizard:wizard.numbered', { label, number: index + 1 });
}

export const ROW_TITLES = {
  familyMember: message('wizard:rowTitles.familyMember'),
  referenceContact: message('wizard:rowTitles.referenceContact'),
  landRecord: message('wizard:rowTitles.landRecord'),
  crop: message('wizard:rowTitles.crop'),
  liability: message('wizard:rowTitles.liability'),
  guarantor: message('wizard:rowTitles.guarantor'),
  guarantorLand: message('wizard:rowTitles.guarantorLand'),
} as const satisfies Record<string, Message>;

/** 'Uploading... 45%' while a file is being sent. */
export function uploadingPercent(percent: number): Message {
  return message('wizard:wizard.uploadingPercent', { percent });
}

/** Whose value a document printed, in the farmer's words, as a suggestion chip names it. */
export const SUGGESTION_ROLE_WORDS: Readonly<Record<SuggestionRole, Message>> = {
  holder: message('wizard:suggestionRoleWords.holder'),
  father: message('wizard:suggestionRoleWords.father'),
  family: message('wizard:suggestionRoleWords.family'),
  nominee: message('wizard:suggestionRoleWords.nominee'),
  branch: message('wizard:suggestionRoleWords.branch'),
};

/** Where a suggestion was read and whose it is, under its value: 'From Aadhar Card · holder'. */
export function suggestionOrigin(source: Message, role: SuggestionRole | undefined): Message {
  const whose = role && SUGGESTION_ROLE_WORDS[role];
  return whose
    ? message('wizard:wizard.suggestionOriginWithRole', { source, role: whose })
    : message('wizard:wizard.suggestionOrigin', { source });
}

/** A suggestion chip's accessible name: 'Use RAMESH KUMAR (from Aadhar Card, holder)'. */
export function suggestionChipName(value: string, source: Message, role?: SuggestionRole): Message {
  const whose = role && SUGGESTION_ROLE_WORDS[role];
  return whose
    ? message('wizard:wizard.suggestionChipWithRole', { value, source, role: whose })
    : message('wizard:wizard.suggestionChip', { value, source });
}

/** The branch choice of the declaration step, where several branches serve the farmer's PIN code. */
export function severalBranchesServe(pin: string): Message {
  return message('wizard:wizard.severalBranchesServe', { pin });
}

/** A branch as the farmer chooses it: 'Lucknow Main (SBIN0001234)'. */
export function branchOptionLabel(branch: { name: string; ifsc: string }): Message {
  return message('wizard:wizard.branchOption', { name: branch.name, ifsc: branch.ifsc });
}

/** The cross-document name check (docs/requirements.md#r10-name-check): names on two documents do not agree. */
export function namesDisagree(
  first: { value: string; source: Message },
  second: { value: string; source: Message },
): Message {
  return message('wizard:wizard.namesDisagree', {
    firstSource: first.source,
    firstValue: first.value,
    secondSource: second.source,
    secondValue: second.value,
  });
}

/** 'about 2.47 acres', beside a hectare input. */
export function aboutAcres(acres: string): Message {
  return message('wizard:wizard.aboutAcres', { acres });
}

/** The interest subvention line of the eligibility estimate. */
export function interestSubvention(amount: string): Message {
  return message('wizard:wizard.interestSubvention', { amount });
}

/**
 * A save queued offline was not sent over a change made from another device; `fields` are its labels. A
 * queued submission (`submit`) or update (`update`) says that it was not submitted or sent.
 */
export function changedOnAnotherDevice(fields: string, kind: 'draft' | 'submit' | 'update' = 'draft'): Message {
  const key = {
    draft: 'wizard:wizard.changedOnAnotherDevice',
    submit: 'wizard:wizard.submitChangedOnAnotherDevice',
    update: 'wizard:wizard.updateChangedOnAnotherDevice',
  } as const;
  return message(key[kind], { fields });
}

/** 'Saved on 21 Nov 2026' beside the unsaved-copy offer. */
export function savedOnPhoneAt(when: string): Message {
  return message('wizard:wizard.savedOnPhoneAt', { when });
}

/**
 * The status timeline in plain words (docs/requirements.md#r10-status-timeline): what each status means for the farmer. The badge labels
 * stay in STATUS_LABELS.
 */
export const STATUS_PLAIN_WORDS: Record<ApplicationStatus, Message> = {
  formFill: message('wizard:statusPlainWords.formFill'),
  farmerSubmitted: message('wizard:statusPlainWords.farmerSubmitted'),
  lawyerSelection: message('wizard:statusPlainWords.lawyerSelection'),
  pending: message('wizard:statusPlainWords.pending'),
  lawyer: message('wizard:statusPlainWords.lawyer'),
  banker: message('wizard:statusPlainWords.banker'),
  bankerApproval: message('wizard:statusPlainWords.bankerApproval'),
  finalApproval: message('wizard:statusPlainWords.finalApproval'),
  finalSubmission: message('wizard:statusPlainWords.finalSubmission'),
  disbursed: message('wizard:statusPlainWords.disbursed'),
};

/** A chosen file over the server's upload limit (the session answer's uploadMaxBytes), named in megabytes. */
export function fileTooLargeMessage(maxBytes: number): Message {
  return message('wizard:wizard.fileTooLarge', { megabytes: megabytesOf(maxBytes) });
}
