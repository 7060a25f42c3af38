import {
  bankerPatchFromApplication,
  bankerPatchSchema,
  kccApplicationDraftSchema,
  kccApplicationSubmitSchema,
  lawyerPatchSchema,
} from './application';
import { blankGuarantor, defaultApplication } from './application/defaults';
import { exampleCompleteApplication } from './application/example';
import { issuesByPath } from './testing/issues';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- these tests put wrongly typed values anywhere on purpose
type Mutable = Record<string, any>;

function complete(): Mutable {
  return structuredClone(exampleCompleteApplication()) as Mutable;
}

function withValueAt(path: string, value: unknown): Mutable {
  const application = complete();
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce((node, key) => node[key], application);
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return application;
}

const submit = (body: unknown) => kccApplicationSubmitSchema.safeParse(body);
const draft = (body: unknown) => kccApplicationDraftSchema.safeParse(body);

describe('submitting an application', () => {
  it('accepts a complete application and tidies what the farmer typed', () => {
    const application = complete();
    application.panNumber = ' abcpk1234f ';
    application.aadharNo = '2345 6789 0124';
    application.bankAccount.ifscCode = 'sbin0001234';
    application.annualIncome = { fromAgriculture: '2,40,000', fromOthers: '' };
    const result = submit(application);
    expect(issuesByPath(result)).toEqual({});
    expect(result.data).toMatchObject({
      panNumber: 'ABCPK1234F',
      aadharNo: '234567890124',
      bankAccount: { ifscCode: 'SBIN0001234' },
      annualIncome: { fromAgriculture: 240_000, fromOthers: 0 },
      age: 42,
      loanAmount: 150_000,
    });
  });

  const requiredPaths = [
    ['applicantName', 'Please enter the applicant name'],
    ['casteCategory', 'Please choose the caste category'],
    ['educationalQualification', 'Please choose the educational qualification'],
    ['purposeOfLoan', 'Please choose the purpose of loan'],
    ['loanAmount', 'Please enter the loan amount'],
    ['bankAccount.accountNumber', 'Please enter the bank account number'],
    ['bankAccount.ifscCode', 'Please enter the IFSC code'],
    ['bankAccount.bankName', 'Please enter the bank name'],
    ['familyMembers.0.name', 'Please enter the family member name'],
    ['familyMembers.0.relation', 'Please choose the relation'],
    ['familyMembers.0.income', 'Please enter the annual income of the family member'],
    ['dueDiligenceContacts.0.name', 'Please enter the reference contact name'],
    ['dueDiligenceContacts.0.mobile', 'Please enter the reference contact mobile number'],
    ['dueDiligenceContacts.0.dueDiliAddress', 'Please enter the reference contact address'],
    ['landDetails.0.cropDetails.0.season', 'Please choose the crop season'],
    ['landDetails.0.cropDetails.0.crop', 'Please choose the crop'],
    ['landDetails.0.cropDetails.0.area', 'Please enter the cultivation area'],
    ['landDetails.0.cropDetails.0.condition', 'Please choose the crop condition'],
    ['business', 'Please choose the business type'],
    ['irrigationSource', 'Please choose the source of irrigation'],
    ['sidelineBusiness', 'Please choose the farmer category'],
    ['modeOfHolding', 'Please choose the mode of holding'],
    ['sizeOfLandHolding', 'Please choose the size of land holding'],
    ['ageOfBankingRelationship', 'Please choose the age of banking relationship'],
    ['otherMonthlyOutgo', 'Please choose the other monthly outgo'],
    ['ageOfMainBorrower', 'Please choose the age of main borrower'],
    ['farmSupportActivities', 'Please choose the farm support activities'],
    ['meansOfBorrowerPercentage', 'Please choose the means of borrower'],
    ['cropsGrown', 'Please choose the crops grown'],
    ['existingLoanInstallments', 'Please choose the existing loan instalments'],
    ['totalOutstandingToIncome', 'Please choose the total outstanding to income'],
    ['termsAccepted', 'Please accept the terms and conditions'],
    ['informationAccuracy', 'Please confirm that the information you gave is accurate'],
    ['documentAuthenticity', 'Please confirm that the documents you uploaded are genuine'],
    ['privacyConsent', 'Please give your consent to the use of your data'],
  ] as const;

  it.each(requiredPaths)('refuses a submission without %s, naming it', (path, message) => {
    expect(issuesByPath(submit(withValueAt(path, undefined)))).toEqual({ [path]: [message] });
  });

  it.each(requiredPaths.filter(([path]) => !/Accepted|Accuracy|Authenticity|Consent/.test(path)))(
    'refuses %s left blank',
    (path, message) => {
      expect(issuesByPath(submit(withValueAt(path, '')))).toEqual({ [path]: [message] });
    },
  );

  it.each(
    requiredPaths.filter(([path]) => !/Accepted|Accuracy|Authenticity|Consent|loanAmount|income|area/.test(path)),
  )('asks for %s sent as null', (path, message) => {
    expect(issuesByPath(submit(withValueAt(path, null)))).toEqual({ [path]: [message] });
  });

  it.each(['termsAccepted', 'informationAccuracy', 'documentAuthenticity', 'privacyConsent'])(
    'refuses the declaration %s left unticked',
    (path) => {
      expect(Object.keys(issuesByPath(submit(withValueAt(path, false))))).toEqual([path]);
    },
  );

  it('names every missing field at once, including an Other without its text', () => {
    const application = withValueAt('applicantName', undefined);
    application.purposeOfLoan = 'Other';
    delete application.bankAccount;
    expect(Object.keys(issuesByPath(submit(application))).sort()).toEqual([
      'applicantName',
      'bankAccount.accountNumber',
      'bankAccount.bankName',
      'bankAccount.ifscCode',
      'purposeOfLoanOther',
    ]);
  });

  it.each([
    ['educationalQualification', 'educationalQualificationOther', 'Please enter the other qualification'],
    ['purposeOfLoan', 'purposeOfLoanOther', 'Please enter the other purpose of loan'],
    ['irrigationSource', 'irrigationOther', 'Please enter the other source of irrigation'],
  ])('asks for the text when %s is Other', (choiceField, otherField, message) => {
    const application = withValueAt(choiceField, 'Other');
    expect(issuesByPath(submit(application))).toEqual({ [otherField]: [message] });
    application[otherField] = 'Diploma in dairy';
    expect(submit(application).success).toBe(true);
  });

  it('asks for the crop name when the crop is Other, and for the season when the season is Other', () => {
    const application = complete();
    Object.assign(application.landDetails[0].cropDetails[0], { crop: 'Other', season: 'Other' });
    expect(issuesByPath(submit(application))).toEqual({
      'landDetails.0.cropDetails.0.otherCrop': ['Please enter the other crop name'],
      'landDetails.0.cropDetails.0.otherSeason': ['Please enter the other season'],
    });
    Object.assign(application.landDetails[0].cropDetails[0], { otherCrop: 'Millet', otherSeason: 'Summer' });
    expect(submit(application).success).toBe(true);
  });

  it('refuses a listed crop of another season, and a crop outside the catalogue', () => {
    expect(issuesByPath(submit(withValueAt('landDetails.0.cropDetails.0.crop', 'Paddy')))).toEqual({
      'landDetails.0.cropDetails.0.crop': ['Please choose a crop of the selected season'],
    });
    expect(issuesByPath(submit(withValueAt('landDetails.0.cropDetails.0.crop', 'Millet')))).toEqual({
      'landDetails.0.cropDetails.0.crop': ['Please choose the crop from the list'],
    });
  });

  it('needs at least one family member, reference contact and crop', () => {
    const application = complete();
    application.familyMembers = [];
    delete application.dueDiligenceContacts;
    application.landDetails[0].cropDetails = [];
    expect(issuesByPath(submit(application))).toEqual({
      familyMembers: ['Please add at least one entry to family members'],
      dueDiligenceContacts: ['Please add at least one entry to reference contacts'],
      landDetails: ['Please add at least one entry to crop entries'],
    });
  });

  it('accepts crops sent only in the flat list', () => {
    const application = complete();
    application.cropDetails = application.landDetails[0].cropDetails;
    application.landDetails = [];
    expect(submit(application).success).toBe(true);
  });

  it('keeps the age between 18 and 100, but does not require it', () => {
    for (const age of [17, 101, '15']) {
      expect(issuesByPath(submit(withValueAt('age', age)))).toEqual({ age: ['Age must be between 18 and 100'] });
    }
    for (const age of [18, 100, '35', '', undefined]) expect(submit(withValueAt('age', age)).success).toBe(true);
  });

  it('refuses a crop entry that is not an object, naming it (found by the fuzz test: it threw)', () => {
    const application = complete();
    expect(issuesByPath(submit({ ...application, cropDetails: [null] }))).toEqual({
      'cropDetails.0': ['The crop entries section is not in the expected form'],
    });
  });

  it('takes the age in whole years: 42.5 is refused, not rounded', () => {
    for (const age of [42.5, '42.5']) {
      expect(issuesByPath(submit(withValueAt('age', age)))).toEqual({ age: ['Age must be a whole number'] });
    }
  });

  it.each([
    [
      'aadharNo',
      '2345678901245',
      'Please enter a valid Aadhar number: 12 digits, exactly as printed on the Aadhar card',
    ],
    ['panNumber', 'ABCPK1234FG', 'Please enter a valid PAN number: 5 letters, 4 digits and 1 letter, like ABCDE1234F'],
    [
      'bankAccount.ifscCode',
      'SBIN00012345',
      'Please enter a valid IFSC code: 4 letters, a zero and 6 letters or digits, like SBIN0001234',
    ],
    [
      'dueDiligenceContacts.0.mobile',
      '98765432101',
      'Please enter a valid reference contact mobile number: 10 digits starting with 6, 7, 8 or 9',
    ],
    ['applicantName', 'R'.repeat(101), 'Applicant name can be at most 100 characters'],
    ['address', 'a'.repeat(501), 'Address can be at most 500 characters'],
  ])('limits the length (or the format) of %s', (path, value, message) => {
    expect(issuesByPath(submit(withValueAt(path, value)))).toEqual({ [path]: [message] });
  });

  it('asks for each chosen Other’s text even while other required fields are still empty (as on Continue)', () => {
    const application = {
      ...complete(),
      casteCategory: '',
      applicantName: '',
      educationalQualification: 'Other',
      purposeOfLoan: 'Other',
      irrigationSource: 'Other',
    };
    expect(issuesByPath(submit(application))).toEqual({
      applicantName: ['Please enter the applicant name'],
      casteCategory: ['Please choose the caste category'],
      educationalQualificationOther: ['Please enter the other qualification'],
      purposeOfLoanOther: ['Please enter the other purpose of loan'],
      irrigationOther: ['Please enter the other source of irrigation'],
    });
  });

  it('accepts the longest allowed values', () => {
    const application = withValueAt('aadharNo', '2345 6789 0124');
    application.panNumber = 'ABCPK1234F';
    application.applicantName = 'R'.repeat(100);
    expect(submit(application).success).toBe(true);
  });

  it('refuses negative amounts, and a loan of 0', () => {
    const application = complete();
    application.assets.movable.tractor.units = -1;
    application.liabilities.otherBank[0].outstanding = '-5';
    application.familyMembers[0].income = -100;
    application.loanAmount = 0;
    expect(issuesByPath(submit(application))).toEqual({
      'assets.movable.tractor.units': ['Units cannot be negative'],
      'liabilities.otherBank.0.outstanding': ['Outstanding amount cannot be negative'],
      'familyMembers.0.income': ['Annual income of the family member cannot be negative'],
      loanAmount: ['Loan amount must be more than 0'],
    });
  });

  it('turns invalid asset and income numbers into 0, but refuses a loan amount that is not a number', () => {
    const application = complete();
    application.assets.movable.gold = { units: 'ten', valuePerUnit: null };
    application.annualIncome.fromOthers = 'abc';
    const result = submit(application);
    expect(result.data?.assets?.movable?.gold).toEqual({ units: 0, valuePerUnit: 0 });
    expect(result.data?.annualIncome?.fromOthers).toBe(0);
    expect(issuesByPath(submit(withValueAt('loanAmount', 'lots')))).toEqual({
      loanAmount: ['Loan amount must be a number'],
    });
  });

  it('drops fields the server owns or only the browser keeps', () => {
    const application = {
      ...complete(),
      status: 'disbursed',
      userId: 'someone-else',
      guarantorName: 'x',
      totalLiabilities: 1,
    };
    const result = submit(application);
    expect(result.success).toBe(true);
    expect(result.data).not.toHaveProperty('status');
    expect(result.data).not.toHaveProperty('userId');
    expect(result.data).not.toHaveProperty('guarantorName');
    expect(result.data).not.toHaveProperty('totalLiabilities');
  });

  it('accepts guarantors with their documents, assets and land, dropping the browser-only File', () => {
    const guarantor: Mutable = blankGuarantor();
    guarantor.name = 'Mohan Lal';
    guarantor.means = '12.5';
    guarantor.aadharDoc = { file: {}, uploaded: true, url: '/api/file/g1' };
    guarantor.landDetails[0] = { surveyNo: '12', area: '1.25', revenueVillage: 'Rampur' };
    const result = submit({ ...complete(), guarantorDetails: [guarantor, blankGuarantor()] });
    expect(issuesByPath(result)).toEqual({});
    expect(result.data?.guarantorDetails?.[0]).toMatchObject({
      means: 12.5,
      aadharDoc: { uploaded: true, url: '/api/file/g1' },
      landDetails: [{ area: 1.25 }],
    });
    expect(result.data?.guarantorDetails?.[0]?.aadharDoc).not.toHaveProperty('file');
  });

  it('refuses a body that is not an object', () => {
    expect(issuesByPath(submit('hello'))).toEqual({ '': ['The application must be sent as a JSON object'] });
  });
});

describe('saving a draft', () => {
  it('accepts an empty or partial draft', () => {
    expect(draft({}).success).toBe(true);
    expect(
      draft({ applicantName: 'Ramesh', familyMembers: [{ name: 'Sunita' }], landDetails: [{ cropDetails: [{}] }] })
        .success,
    ).toBe(true);
  });

  it('accepts the wizard’s new application, which a submission refuses', () => {
    expect(issuesByPath(draft(defaultApplication()))).toEqual({});
    expect(Object.keys(issuesByPath(submit(defaultApplication())))).toEqual(
      expect.arrayContaining(['applicantName', 'loanAmount', 'landDetails.0.cropDetails.0.crop', 'termsAccepted']),
    );
  });

  it('refuses wrong types, naming the field', () => {
    expect(
      issuesByPath(
        draft({
          applicantName: 5,
          familyMembers: 'none',
          termsAccepted: 'yes',
          loanAmount: true,
          bankAccount: 'x',
          landDetails: [7],
        }),
      ),
    ).toEqual({
      applicantName: ['Applicant name must be text'],
      familyMembers: ['Family members must be a list'],
      termsAccepted: ['Terms and conditions must be yes or no'],
      loanAmount: ['Loan amount must be a number'],
      bankAccount: ['The bank account section is not in the expected form'],
      'landDetails.0': ['The land records section is not in the expected form'],
    });
  });

  it('still checks bounds, lengths and list choices', () => {
    expect(issuesByPath(draft({ age: 12, panNumber: 'ABCDE12345X', casteCategory: 'Brahmin', season: '' }))).toEqual({
      age: ['Age must be between 18 and 100'],
      panNumber: ['PAN number can be at most 10 characters'],
      casteCategory: ['Please choose the caste category from the list'],
    });
  });

  it('does not ask for other texts or declarations', () => {
    expect(draft({ purposeOfLoan: 'Other', termsAccepted: false }).success).toBe(true);
  });

  it('bounds the number of rows', () => {
    const contacts = Array.from({ length: 11 }, () => ({ name: 'A' }));
    expect(issuesByPath(draft({ dueDiligenceContacts: contacts }))).toEqual({
      dueDiligenceContacts: ['Reference contacts can have at most 10 entries'],
    });
  });
});

describe('the lawyer’s PATCH', () => {
  const landDetails = () => complete().landDetails;

  it('accepts the legal documents, land records, crops and land information', () => {
    const result = lawyerPatchSchema.safeParse({
      documents: { searchReport: '/api/file/s', necCertificate: '/api/file/n' },
      landDetails: [{ ...landDetails()[0], landArea: '3.50' }],
      cropDetails: landDetails()[0].cropDetails,
      landGeneralInfo: { nearbyLandmarks: 'North:    South:    East:    West:' },
    });
    expect(issuesByPath(result)).toEqual({});
    expect(result.data?.landDetails?.[0]?.landArea).toBe(3.5);
  });

  it.each(['applicantName', 'status', 'userId', 'phoneNumber', 'createdAt', 'bankDetails', 'loanAmount'])(
    'refuses %s',
    (field) => {
      const result = lawyerPatchSchema.safeParse({ landGeneralInfo: {}, [field]: 'x' });
      expect(issuesByPath(result)).toEqual({ '': [`These fields are not accepted here: ${field}`] });
    },
  );

  it('refuses farmer document slots', () => {
    expect(issuesByPath(lawyerPatchSchema.safeParse({ documents: { aadharCopy: '/x' } }))).toEqual({
      documents: ['These fields are not accepted here: documents.aadharCopy'],
    });
  });

  it('checks crops as strictly as the lawyer’s editor', () => {
    const result = lawyerPatchSchema.safeParse({
      cropDetails: [{ season: 'Rabi', crop: 'Other', area: '', condition: 'Good' }],
    });
    expect(issuesByPath(result)).toEqual({
      'cropDetails.0.area': ['Please enter the cultivation area'],
      'cropDetails.0.otherCrop': ['Please enter the other crop name'],
    });
  });

  it('refuses an empty body', () => {
    expect(issuesByPath(lawyerPatchSchema.safeParse({}))).toEqual({ '': ['There is nothing to update'] });
  });
});

describe('the banker’s PATCH', () => {
  it('accepts bank details alone', () => {
    const result = bankerPatchSchema.safeParse({ bankDetails: { branchName: 'Sitapur Main', rateOf1YearMCLR: '' } });
    expect(issuesByPath(result)).toEqual({});
    expect(result.data?.bankDetails?.rateOf1YearMCLR).toBe(0);
  });

  it('accepts the whole edited application once the server-held fields are left out', () => {
    const loaded: Mutable = {
      ...complete(),
      _id: 'a1',
      userId: 'u1',
      key: 'ramesh-kumar-9876543210',
      status: 'banker',
      phoneNumber: '9876543210',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-02T00:00:00.000Z',
      totalLiabilities: 120000,
      bankDetails: { branchName: 'Sitapur Main' },
    };
    loaded.applicantName = 'Ramesh K.';
    const patch = bankerPatchFromApplication(loaded);
    expect(patch).not.toHaveProperty('status');
    expect(patch).not.toHaveProperty('_id');
    const result = bankerPatchSchema.safeParse(patch);
    expect(issuesByPath(result)).toEqual({});
    expect(result.data).toMatchObject({ applicantName: 'Ramesh K.', bankDetails: { branchName: 'Sitapur Main' } });
  });

  it.each(['status', 'userId', 'phoneNumber', 'createdAt', '_id', 'key', 'updatedAt', 'totalLiabilities'])(
    'refuses %s in the body',
    (field) => {
      expect(issuesByPath(bankerPatchSchema.safeParse({ applicantName: 'A', [field]: 'x' }))).toEqual({
        '': [`These fields are not accepted here: ${field}`],
      });
    },
  );

  it('checks application fields like a draft', () => {
    expect(issuesByPath(bankerPatchSchema.safeParse({ age: 150, applicantName: '' }))).toEqual({
      age: ['Age must be between 18 and 100'],
    });
  });

  it('refuses unknown bank-details fields', () => {
    expect(issuesByPath(bankerPatchSchema.safeParse({ bankDetails: { sanctionedBy: 'me' } }))).toEqual({
      bankDetails: ['These fields are not accepted here: bankDetails.sanctionedBy'],
    });
  });
});
