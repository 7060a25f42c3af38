import { messageId } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { z } from 'zod';
import { assetsSchema } from '@kisan-credit/shared-api/contract/application/assets';
import { declarationFieldsFor, IRRIGATION_OTHER_RULE } from '@kisan-credit/shared-api/contract/application/declaration';
import { documentsSchema, lawyerDocumentsSchema } from '@kisan-credit/shared-api/contract/application/documents';
import {
  amount,
  choice,
  group,
  list,
  measure,
  text,
  withOtherTexts,
  type Mode,
} from '@kisan-credit/shared-api/contract/application/fields';
import { guarantorSchemaFor } from '@kisan-credit/shared-api/contract/application/guarantor';
import {
  cropDetailsSchemaFor,
  landDetailsSchemaFor,
  landGeneralInfoSchema,
} from '@kisan-credit/shared-api/contract/application/land';
import { liabilitiesSchema } from '@kisan-credit/shared-api/contract/application/liabilities';
import { familyMemberSchemaFor, referenceContactSchemaFor } from '@kisan-credit/shared-api/contract/application/people';
import { bankDetailsSchema, type BankDetailsForm } from '@kisan-credit/shared-api/contract/bankDetails';
import { AGE_RANGE, MAX_AMOUNT, MAX_AREA, MAX_ITEMS, MAX_LENGTH } from '@kisan-credit/shared-api/contract/limits';
import { FIELD_LABELS as L } from '@kisan-credit/shared-api/contract/messages/fields';
import { VALIDATION_MESSAGES as M } from '@kisan-credit/shared-api/contract/messages/validation';
import {
  CASTE_CATEGORIES,
  EDUCATION_LEVELS,
  IRRIGATION_SOURCES,
  LOAN_PURPOSES,
  SEASONS_WITH_OTHER,
} from '@kisan-credit/shared-api/contract/options';
import type { ApplicationStatus } from '@kisan-credit/shared-api/contract/status';
import type { WorkflowRecord } from '@kisan-credit/shared-api/contract/workflow';

/**
 * The KCC application of docs/requirements.md#r3-application, checked two ways:
 * - a draft (PUT /loan/save-draft) leniently: types, bounds and lengths; any field may be missing;
 * - a submission (POST/PUT /loan/application) strictly: every required field of docs/requirements.md#r5-kcc-form too.
 * Fields the server owns (userId, status, phoneNumber, createdAt, key, totals) and fields that live only in
 * the browser (guarantorName, assetLiabilities) are dropped from these bodies: the server never reads them.
 */
function applicationShape(mode: Mode) {
  const required = mode === 'submit';
  return {
    // Personal details
    applicantName: text(L.applicantName, MAX_LENGTH.name, { required }),
    fatherHusbandName: text(L.fatherHusbandName, MAX_LENGTH.name),
    // Not in the spec's required list; when given it must be 18 to 100.
    age: measure(L.age, { min: AGE_RANGE.min, max: AGE_RANGE.max, rangeMessage: messageId(M.ageRange), whole: true }),
    address: text(L.address, MAX_LENGTH.address),
    casteCategory: choice(L.casteCategory, CASTE_CATEGORIES, { required }),
    // After the caste category: the order the form shows them in (its first message gets the focus).
    pinCode: text(L.pinCode, MAX_LENGTH.pinCode, { required, format: 'pinCode', checkFormat: required }),
    educationalQualification: choice(L.educationalQualification, EDUCATION_LEVELS, { required }),
    educationalQualificationOther: text(L.educationalQualificationOther, MAX_LENGTH.otherText),
    aadharNo: text(L.aadharNo, MAX_LENGTH.aadhar, { format: 'aadhaar', checkFormat: required }),
    panNumber: text(L.panNumber, MAX_LENGTH.pan, { format: 'pan', checkFormat: required }),
    electionCardNumber: text(L.electionCardNumber, MAX_LENGTH.voterId, { format: 'voterId', checkFormat: required }),
    familyMembers: list(L.familyMembers, familyMemberSchemaFor(mode), {
      max: MAX_ITEMS.familyMembers,
      atLeastOne: required,
    }),
    dueDiligenceContacts: list(L.dueDiligenceContacts, referenceContactSchemaFor(mode), {
      max: MAX_ITEMS.dueDiligenceContacts,
      atLeastOne: required,
    }),

    // Financial details
    purposeOfLoan: choice(L.purposeOfLoan, LOAN_PURPOSES, { required }),
    purposeOfLoanOther: text(L.purposeOfLoanOther, MAX_LENGTH.otherText),
    loanAmount: measure(L.loanAmount, { max: MAX_AMOUNT, required, moreThanZero: required }),
    annualIncome: group(L.annualIncome, {
      fromAgriculture: amount(L.fromAgriculture),
      fromOthers: amount(L.fromOthers),
    }),
    bankAccount: group(
      L.bankAccount,
      {
        accountNumber: text(L.accountNumber, MAX_LENGTH.accountNumber, { required, withoutSpaces: true }),
        ifscCode: text(L.ifscCode, MAX_LENGTH.ifsc, { required, format: 'ifsc', checkFormat: required }),
        bankName: text(L.bankName, MAX_LENGTH.bankName, { required }),
      },
      { required },
    ),

    // Assets, land and crops, liabilities, guarantors, documents
    assets: assetsSchema,
    assetDeclaration: z
      .union([z.boolean(), z.string().trim().max(MAX_LENGTH.assetDeclaration)], {
        error: messageId(M.tooLong(L.assetDeclaration, MAX_LENGTH.assetDeclaration)),
      })
      .optional(),
    // The single-crop fields of older applications; the form distributes them over the land records.
    season: choice(L.season, SEASONS_WITH_OTHER),
    otherSeason: text(L.otherSeason, MAX_LENGTH.otherText),
    crop: text(L.crop, MAX_LENGTH.otherText),
    area: measure(L.cropArea, { max: MAX_AREA }),
    sourceOfIrrigation: choice(L.sourceOfIrrigation, IRRIGATION_SOURCES),
    landGeneralInfo: landGeneralInfoSchema,
    landDetails: landDetailsSchemaFor(mode),
    cropDetails: cropDetailsSchemaFor(mode),
    liabilities: liabilitiesSchema,
    guarantorDetails: list(L.guarantorDetails, guarantorSchemaFor(mode), { max: MAX_ITEMS.guarantors }),
    documents: documentsSchema,

    // Step 8
    ...declarationFieldsFor(mode),
  };
}

const OTHER_TEXT_RULES = [
  {
    choiceField: 'educationalQualification',
    otherField: 'educationalQualificationOther',
    message: messageId(M.required(L.educationalQualificationOther)),
  },
  {
    choiceField: 'purposeOfLoan',
    otherField: 'purposeOfLoanOther',
    message: messageId(M.required(L.purposeOfLoanOther)),
  },
  IRRIGATION_OTHER_RULE,
];

/** A submission needs at least one crop entry, nested in a land record or in the flat list. */
function withAtLeastOneCrop<Schema extends z.ZodObject>(schema: Schema, mode: Mode): Schema {
  if (mode !== 'submit') return schema;
  return schema.superRefine(
    (value, context) => {
      if (typeof value !== 'object' || value === null) return;
      const { landDetails, cropDetails } = value as { landDetails?: unknown; cropDetails?: unknown };
      const nested = Array.isArray(landDetails)
        ? landDetails.some((land) => Array.isArray(land?.cropDetails) && land.cropDetails.length > 0)
        : false;
      const flat = Array.isArray(cropDetails) && cropDetails.length > 0;
      if (!nested && !flat) {
        context.addIssue({
          code: 'custom',
          message: messageId(M.atLeastOne(L.cropDetails)),
          path: ['landDetails'],
          input: landDetails,
        });
      }
    },
    { when: () => true },
  );
}

function applicationSchemaFor(mode: Mode) {
  const schema = z.object(applicationShape(mode), { error: messageId(M.bodyNotAnObject) });
  return withAtLeastOneCrop(withOtherTexts(schema, mode, OTHER_TEXT_RULES), mode);
}

export const kccApplicationDraftSchema = applicationSchemaFor('draft');
export const kccApplicationSubmitSchema = applicationSchemaFor('submit');

/** What a browser may send as an application (numbers may still be text). */
export type KccApplicationInput = z.input<typeof kccApplicationDraftSchema>;
/** An application's own fields after checking: what the server stores. Drafts and submissions alike. */
export type KccApplicationData = z.output<typeof kccApplicationDraftSchema>;

/** Fields the server works out on submission instead of trusting the browser (docs/requirements.md#r3-submission-fields). */
export interface SubmissionOnlyFields {
  phoneNumber: string;
  /** Only when both the applicant name and the phone number exist. */
  key?: string;
  totalMovableAssets: number;
  totalImmovableAssets: number;
  totalAnnualIncome: number;
  totalLiabilities: number;
  /** Sent empty, as the spec says. */
  seasonWiseArea: Record<string, never>;
}

/** Fields only the server sets: never taken from a request body. */
export interface ServerHeldFields {
  _id: string;
  userId: string;
  key?: string;
  status: ApplicationStatus;
  phoneNumber: string;
  createdAt: string;
  updatedAt: string;
  /** As the bank details form holds them (normalizeBankDetailsForForm): defaults filled, blanks ''. */
  bankDetails?: BankDetailsForm;
  /**
   * Goes up by one with every write; also sent as the answer's ETag. Send it back as `If-Match: "<version>"`
   * on a save, PATCH or action to be refused (409 staleApplication) instead of overwriting someone's change.
   */
  version: number;
  /** Staff only: the latest legal review, approvals and disbursement. */
  workflow?: WorkflowRecord;
}

/**
 * Server-held fields the spec's form sends back as it loaded them. The same value is accepted (and not
 * used); a different one is refused with 403 naming the field, never applied. Lawyer-only document slots
 * are held the same way for the farmer.
 */
export const ECHOED_SERVER_FIELDS = [
  '_id',
  'userId',
  'status',
  'phoneNumber',
  'createdAt',
  'key',
  'bankDetails',
] as const;

/** An application as GET /loan/kcc-application and GET /loan/application answer it. */
export type KccApplication = KccApplicationData &
  Partial<Omit<SubmissionOnlyFields, 'phoneNumber' | 'key'>> &
  ServerHeldFields;

/** A row of GET /sheet/kcc-applications (docs/requirements.md#r3-list-item). */
export interface ApplicationListItem {
  _id: string;
  userId: string;
  key?: string;
  applicantName?: string;
  phoneNumber: string;
  address?: string;
  loanAmount?: number;
  createdAt: string;
  business?: string;
  status: ApplicationStatus;
  /** Whole days the application has waited at its current status; absent once disbursed (nothing pends). */
  daysPending?: number;
}

// PATCH /loan/application?userId=... ---------------------------------------------------------------

function notAllowedFieldsError(issue: { code?: string; keys?: string[] }): string {
  return issue.code === 'unrecognized_keys' && issue.keys
    ? messageId(M.fieldsNotAllowed(issue.keys))
    : messageId(M.bodyNotAnObject);
}

function atLeastOneField(value: object): boolean {
  return Object.values(value).some((field) => field !== undefined);
}

/**
 * The lawyer's save: the four legal documents, the land records, the flat crop list and the land general
 * information. Crops are checked as strictly as on submission (the lawyer's editor requires season, crop,
 * area and condition). Any other field is refused.
 */
export const lawyerPatchSchema = z
  .strictObject(
    {
      documents: lawyerDocumentsSchema.optional(),
      landDetails: landDetailsSchemaFor('submit'),
      cropDetails: cropDetailsSchemaFor('submit'),
      landGeneralInfo: landGeneralInfoSchema,
    },
    { error: notAllowedFieldsError },
  )
  .refine(atLeastOneField, messageId(M.nothingToUpdate));
export type LawyerApplicationPatch = z.input<typeof lawyerPatchSchema>;
export type LawyerApplicationChanges = z.output<typeof lawyerPatchSchema>;
export const LAWYER_PATCH_FIELDS = ['documents', 'landDetails', 'cropDetails', 'landGeneralInfo'] as const;

// The farmer's choice of branch routes the application once; a banker's save does not move it.
const { branchIfsc: _farmersChoice, ...bankerEditableShape } = applicationShape('draft');
const bankerPatchShape = { ...bankerEditableShape, bankDetails: bankDetailsSchema.optional() };

/**
 * The banker's saves: bank details alone, or the whole edited application (checked like a draft: the
 * banker may correct anything). Server-held fields (status, userId, phoneNumber, createdAt, _id, key,
 * totals) are refused, never applied.
 */
export const bankerPatchSchema = z
  .strictObject(bankerPatchShape, { error: notAllowedFieldsError })
  .refine(atLeastOneField, messageId(M.nothingToUpdate));
export type BankerApplicationPatch = z.input<typeof bankerPatchSchema>;
export type BankerApplicationChanges = z.output<typeof bankerPatchSchema>;

export const BANKER_PATCH_FIELDS = Object.keys(bankerPatchShape) as (keyof typeof bankerPatchShape)[];

/**
 * The body of the banker preview's save: the editable fields of a loaded application, leaving out what the
 * server owns, so the strict PATCH schema accepts it.
 */
export function bankerPatchFromApplication(application: Partial<Record<string, unknown>>): BankerApplicationPatch {
  const patch: Record<string, unknown> = {};
  for (const field of BANKER_PATCH_FIELDS) {
    if (application[field] !== undefined) patch[field] = application[field];
  }
  return patch as BankerApplicationPatch;
}
