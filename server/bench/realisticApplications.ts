import { kccApplicationDraftSchema, kccApplicationSubmitSchema } from '@kisan-credit/shared-api/contract/application';
import { blankGuarantor } from '@kisan-credit/shared-api/contract/application/defaults';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { normalizeBankDetailsForForm, type BankDetailsForm } from '@kisan-credit/shared-api/contract/bankDetails';
import type { ApplicationStatus } from '@kisan-credit/shared-api/contract/status';
import { verhoeffCheckDigit } from '@kisan-credit/shared-api/contract/verhoeff';
import {
  WORKFLOW_TRANSITIONS,
  type WorkflowAction,
  type WorkflowRecord,
} from '@kisan-credit/shared-api/contract/workflow';

/** mulberry32: a small seeded generator, so every run seeds the same book of applications. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIRST_NAMES = [
  'Ramesh',
  'Suresh',
  'Mahesh',
  'Rajesh',
  'Dinesh',
  'Ganesh',
  'Mukesh',
  'Rakesh',
  'Santosh',
  'Vijay',
  'Ajay',
  'Sanjay',
  'Manoj',
  'Anil',
  'Sunil',
  'Ravi',
  'Mohan',
  'Sohan',
  'Ram',
  'Shyam',
  'Hari',
  'Gopal',
  'Kishan',
  'Balram',
  'Jagdish',
  'Harish',
  'Bharat',
  'Chandan',
  'Devendra',
  'Lakshmi',
  'Sunita',
  'Geeta',
  'Sita',
  'Radha',
  'Kamala',
  'Asha',
  'Usha',
  'Savitri',
  'Parvati',
  'Meena',
  'Rekha',
  'Anita',
  'Pushpa',
  'Shanti',
  'Farida',
  'Ehsan',
  'Imran',
  'Salim',
  'Gurpreet',
  'Harjeet',
];
const SURNAMES = [
  'Kumar',
  'Singh',
  'Yadav',
  'Patel',
  'Sharma',
  'Verma',
  'Gupta',
  'Maurya',
  'Kushwaha',
  'Chauhan',
  'Rajput',
  'Pal',
  'Prajapati',
  'Nishad',
  'Lodhi',
  'Kurmi',
  'Jat',
  'Patil',
  'Pawar',
  'Jadhav',
  'Reddy',
  'Naik',
  'Rao',
  'Devi',
  'Bai',
  'Begum',
  'Ali',
  'Khan',
  'Ansari',
  'Gill',
];
const VILLAGES = [
  'Rampur',
  'Sitapur Khurd',
  'Bhagwanpur',
  'Lalganj',
  'Shivpuri',
  'Madhopur',
  'Chandpur',
  'Kishanganj',
  'Nawada',
  'Dharampur',
  'Sonpur',
  'Bijnor Kalan',
  'Amethi',
  'Karanpur',
  'Mirzapur',
  'Raipur',
  'Nandgaon',
  'Pipariya',
  'Khairabad',
  'Hasanpur',
];
const DISTRICTS: [district: string, state: string, pinPrefix: string][] = [
  ['Sitapur', 'Uttar Pradesh', '261'],
  ['Barabanki', 'Uttar Pradesh', '225'],
  ['Hardoi', 'Uttar Pradesh', '241'],
  ['Gaya', 'Bihar', '823'],
  ['Muzaffarpur', 'Bihar', '842'],
  ['Vidisha', 'Madhya Pradesh', '464'],
  ['Sehore', 'Madhya Pradesh', '466'],
  ['Nashik', 'Maharashtra', '422'],
  ['Latur', 'Maharashtra', '413'],
  ['Bathinda', 'Punjab', '151'],
];
const BANKS: [name: string, ifscPrefix: string][] = [
  ['State Bank of India', 'SBIN0'],
  ['Punjab National Bank', 'PUNB0'],
  ['Bank of Baroda', 'BARB0'],
  ['Canara Bank', 'CNRB0'],
  ['Union Bank of India', 'UBIN0'],
];

/** Roughly how a bank's book of KCC applications spreads over the statuses. */
const STATUS_SHARES: [ApplicationStatus, number][] = [
  ['formFill', 0.1],
  ['farmerSubmitted', 0.25],
  ['lawyer', 0.15],
  ['banker', 0.1],
  ['bankerApproval', 0.05],
  ['finalApproval', 0.1],
  ['finalSubmission', 0.05],
  ['disbursed', 0.2],
];

/** The workflow steps taken to reach each status, in order. */
const STEPS_TO: Partial<Record<ApplicationStatus, WorkflowAction[]>> = {
  lawyer: ['assignLawyer'],
  banker: ['assignLawyer', 'completeLegalReview'],
  bankerApproval: ['assignLawyer', 'completeLegalReview', 'approve'],
  finalApproval: ['assignLawyer', 'completeLegalReview', 'approve', 'finalApprove'],
  finalSubmission: ['assignLawyer', 'completeLegalReview', 'approve', 'finalApprove', 'finalSubmit'],
  disbursed: ['assignLawyer', 'completeLegalReview', 'approve', 'finalApprove', 'recordDisbursement'],
};

export interface RealisticApplication {
  phone: string;
  status: ApplicationStatus;
  createdAt: Date;
  /** The application body as the server stores it (its schema's output), numbers still in clear. */
  data: Record<string, unknown>;
  bankDetails: BankDetailsForm | null;
  workflow: WorkflowRecord;
}

export interface Staff {
  bankerUserId: string;
  lawyerUserId: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Farmer n's application: a plausible Indian farmer, village, land and bank, spread over two years and
 * over the statuses as a real book is. The bodies are parsed by the contract's schemas once per kind and
 * then varied, so each is what the server would have stored.
 */
export function createApplicationFactory(now: Date, staff: Staff, seed = 2026) {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const digits = (count: number) => Array.from({ length: count }, () => between(0, 9)).join('');
  // A number the Aadhaar format accepts: first digit 2-9, the last its Verhoeff check digit.
  const aadhaarNumber = () => {
    const body = `${between(2, 9)}${digits(10)}`;
    return `${body}${verhoeffCheckDigit(body)}`;
  };

  const complete = exampleCompleteApplication();
  const guarantor = {
    ...blankGuarantor(),
    name: 'Mahesh Singh',
    fatherName: 'Naresh Singh',
    mobile: '9876543210',
    address: 'Village Rampur',
    aadhar: '234567890124',
    means: 300_000,
    propertyDetails: 'House and 2 acres',
    landDetails: [{ surveyNo: '12/1', area: 2, revenueVillage: 'Rampur' }],
  };
  const withGuarantor = { ...complete, guarantorDetails: [guarantor] };
  const {
    termsAccepted: _t,
    informationAccuracy: _i,
    documentAuthenticity: _d,
    privacyConsent: _p,
    ...draft
  } = complete;
  const templates = {
    submitted: kccApplicationSubmitSchema.parse(complete),
    submittedWithGuarantor: kccApplicationSubmitSchema.parse(withGuarantor),
    draft: kccApplicationDraftSchema.parse(draft),
  };

  function pickStatus(): ApplicationStatus {
    let roll = random();
    for (const [status, share] of STATUS_SHARES) {
      roll -= share;
      if (roll < 0) return status;
    }
    return 'disbursed';
  }

  return (n: number): RealisticApplication => {
    const status = pickStatus();
    const template =
      status === 'formFill' ? templates.draft : random() < 0.3 ? templates.submittedWithGuarantor : templates.submitted;
    const data = structuredClone(template);
    const name = `${pick(FIRST_NAMES)} ${pick(SURNAMES)}`;
    const village = pick(VILLAGES);
    const [district, state, pinPrefix] = pick(DISTRICTS);
    const [bankName, ifscPrefix] = pick(BANKS);
    const loanAmount = between(10, 60) * 5_000;

    data.applicantName = name;
    data.fatherHusbandName = `${pick(FIRST_NAMES)} ${name.split(' ')[1]}`;
    data.age = between(21, 75);
    data.address = `Village ${village}, Tehsil Sadar, District ${district}, ${state} ${pinPrefix}${digits(3)}`;
    data.aadharNo = aadhaarNumber();
    data.panNumber = `${'ABCDEFGHJK'[between(0, 9)]}BCP${name[0]}${digits(4)}F`;
    data.electionCardNumber = `UPX${digits(7)}`;
    data.loanAmount = loanAmount;
    data.annualIncome = { fromAgriculture: between(8, 60) * 10_000, fromOthers: between(0, 12) * 5_000 };
    data.bankAccount = {
      accountNumber: `${between(1, 9)}${digits(10)}`,
      ifscCode: `${ifscPrefix}${digits(6)}`,
      bankName,
    };
    if (Array.isArray(data.familyMembers) && data.familyMembers[0])
      data.familyMembers[0].name = `${pick(FIRST_NAMES)} Devi`;
    if (Array.isArray(data.landDetails) && data.landDetails[0]) {
      Object.assign(data.landDetails[0], {
        khataNo: digits(5),
        surveyNo: `${between(1, 400)}/${between(1, 9)}`,
        landArea: between(1, 12),
        revenueVillage: village,
      });
    }
    const guarantor = Array.isArray(data.guarantorDetails) ? data.guarantorDetails[0] : undefined;
    if (guarantor) {
      Object.assign(guarantor, {
        name: `${pick(FIRST_NAMES)} ${pick(SURNAMES)}`,
        fatherName: `${pick(FIRST_NAMES)} ${pick(SURNAMES)}`,
        mobile: `9${digits(9)}`,
        address: `Village ${pick(VILLAGES)}, District ${district}`,
        aadhar: aadhaarNumber(),
      });
    }

    const createdAt = new Date(now.getTime() - random() * 730 * DAY_MS);
    const workflow: WorkflowRecord = {};
    let stepAt = createdAt.getTime();
    for (const action of STEPS_TO[status] ?? []) {
      stepAt += between(1, 20) * DAY_MS;
      const byUserId = WORKFLOW_TRANSITIONS[action].role === 'lawyer' ? staff.lawyerUserId : staff.bankerUserId;
      workflow[action] = {
        at: new Date(Math.min(stepAt, now.getTime())).toISOString(),
        byUserId,
        ...(action === 'completeLegalReview' ? { verdict: 'clearTitle' as const, remarks: 'Title is clear' } : {}),
        ...(action === 'recordDisbursement'
          ? { amount: loanAmount, date: new Date(stepAt).toISOString().slice(0, 10) }
          : {}),
      };
    }
    const bankDetails = workflow.approve
      ? normalizeBankDetailsForForm({
          branchName: `${district} Main`,
          district,
          creditOfficerName: `${pick(FIRST_NAMES)} ${pick(SURNAMES)}`,
          loanAmountSanctioned: loanAmount,
          ...(workflow.recordDisbursement ? { loanAmountDisbursed: loanAmount } : {}),
          dateOfSanction: workflow.approve.at,
        })
      : null;

    return { phone: `8${String(n).padStart(9, '0')}`, status, createdAt, data, bankDetails, workflow };
  };
}
