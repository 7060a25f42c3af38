import { issueText } from '@kisan-credit/shared-api/contract/testing/issues';
import { kccApplicationDraftSchema, kccApplicationSubmitSchema } from '@kisan-credit/shared-api/contract/application';
import { blankGuarantor } from '@kisan-credit/shared-api/contract/application/defaults';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { isValidFormat, TEXT_FORMATS } from '@kisan-credit/shared-api/contract/formats';
import { messageFromId, translate, type Language } from '@kisan-credit/shared-api/contract/messages/catalogue';

describe('the formats of identity and bank numbers', () => {
  it.each([
    [
      'aadhaar',
      ['234567890124', '2345 6789 0124', '२३४५ ६७८९ ०१२४', '498712034564'],
      ['123456789012', '234567890123', '23456789012', '0345678901234', 'ABCD56789012'],
    ],
    ['pan', ['ABCPK1234F', 'abcpk 1234 f'], ['AB12', 'ABCP12345F', 'ABCPK1234', '1BCPK1234F']],
    ['ifsc', ['SBIN0001234', 'sbin0ab12cd', 'HDFC0000001'], ['SBIN12', 'SBIN1001234', 'SB1N0001234', 'SBIN00012345']],
    ['voterId', ['ABC1234567', 'upx 1234567', 'UPX१२३४५६७'], ['AB12345678', 'ABC123456', 'ABCD1234567']],
    [
      'mobile',
      ['9876543210', '+91 98765 43210', '09876543210', '९८७६५४३२१०', '6000000000'],
      ['98765', '5876543210', '987654321012', '1234567890'],
    ],
    ['pinCode', ['261001', '261 001', '२६१००१', '૨૬૧૦૦૧', '110001'], ['26100', '061001', '2610011', 'PIN261']],
  ] as const)('%s: accepts the valid and refuses the rest', (name, valid, invalid) => {
    for (const typed of valid) expect([typed, isValidFormat(name, typed)]).toEqual([typed, true]);
    for (const typed of invalid) expect([typed, isValidFormat(name, typed)]).toEqual([typed, false]);
  });

  it('stores what was typed in its normal form', () => {
    expect(TEXT_FORMATS.aadhaar.normalize('२३४५ ६७८९ ०१२४')).toBe('234567890124');
    expect(TEXT_FORMATS.mobile.normalize('+91 98765-43210')).toBe('9876543210');
    expect(TEXT_FORMATS.pan.normalize(' abcpk1234f ')).toBe('ABCPK1234F');
  });
});

describe('the application’s numbers on submission', () => {
  const submitIssues = (body: unknown, language: Language = 'en') => {
    const result = kccApplicationSubmitSchema.safeParse(body);
    const worded = (id: string) => translate(messageFromId(id)!, language);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), worded(issue.message)]));
  };

  it('refuses numbers in the wrong format, naming the field and the format, in English and Hindi', () => {
    const body = {
      ...exampleCompleteApplication(),
      aadharNo: '123456789012',
      pinCode: '06100',
      panNumber: 'AB12',
      electionCardNumber: 'UP12',
      bankAccount: { accountNumber: '31234567890', ifscCode: 'SBIN12', bankName: 'State Bank of India' },
      dueDiligenceContacts: [{ name: 'Mahesh Singh', mobile: '98765', dueDiliAddress: 'Rampur' }],
      guarantorDetails: [{ ...blankGuarantor(), mobile: '12345', aadhar: '234567890123' }],
    };
    expect(submitIssues(body)).toEqual({
      aadharNo: 'Please enter a valid Aadhar number: 12 digits, exactly as printed on the Aadhar card',
      pinCode: 'Please enter a valid PIN code: 6 digits, the first not 0, like 261001',
      panNumber: 'Please enter a valid PAN number: 5 letters, 4 digits and 1 letter, like ABCDE1234F',
      electionCardNumber: 'Please enter a valid voter ID number: 3 letters and 7 digits, like ABC1234567',
      'bankAccount.ifscCode':
        'Please enter a valid IFSC code: 4 letters, a zero and 6 letters or digits, like SBIN0001234',
      'dueDiligenceContacts.0.mobile':
        'Please enter a valid reference contact mobile number: 10 digits starting with 6, 7, 8 or 9',
      'guarantorDetails.0.mobile': 'Please enter a valid guarantor mobile number: 10 digits starting with 6, 7, 8 or 9',
      'guarantorDetails.0.aadhar':
        'Please enter a valid guarantor Aadhar number: 12 digits, exactly as printed on the Aadhar card',
    });
    const hindi: Record<string, string> = submitIssues(body, 'hi');
    expect(hindi.pinCode).toBe('कृपया सही पिन कोड दर्ज करें: 6 अंक, पहला अंक 0 नहीं, जैसे 261001');
    expect(hindi.panNumber).toBe('कृपया सही पैन संख्या दर्ज करें: 5 अक्षर, 4 अंक और 1 अक्षर, जैसे ABCDE1234F');
  });

  it('takes numbers typed in Hindi digits, with spaces, in small letters, and stores them plainly', () => {
    const result = kccApplicationSubmitSchema.parse({
      ...exampleCompleteApplication(),
      aadharNo: '२३४५ ६७८९ ०१२४',
      pinCode: '२६१ ००१',
      panNumber: 'abcpk 1234 f',
      dueDiligenceContacts: [{ name: 'Mahesh Singh', mobile: '+91 ९८७६५ ४३२१०', dueDiliAddress: 'Rampur' }],
    });
    expect(result).toMatchObject({
      aadharNo: '234567890124',
      pinCode: '261001',
      panNumber: 'ABCPK1234F',
      dueDiligenceContacts: [{ mobile: '9876543210' }],
    });
  });

  it('lets a draft keep a half-typed number, and a submission leave an optional one blank', () => {
    expect(kccApplicationDraftSchema.safeParse({ panNumber: 'AB12', aadharNo: '2345' }).success).toBe(true);
    expect(
      submitIssues({ ...exampleCompleteApplication(), panNumber: '', electionCardNumber: '', aadharNo: '' }),
    ).toEqual({});
  });
});

describe('the PIN code on submission', () => {
  const pinIssue = (pinCode: string) =>
    issueText(
      kccApplicationSubmitSchema.safeParse({ ...exampleCompleteApplication(), pinCode }).error?.issues[0]?.message ??
        '',
    );

  it('is required, and a half-typed one waits in a draft', () => {
    expect(pinIssue('')).toBe('Please enter the PIN code');
    expect(kccApplicationDraftSchema.parse({ pinCode: '26' }).pinCode).toBe('26');
  });
});
