import { accountNumbers, unlabelledAccountNumber } from './accountNumber';
import { BANK_NAMES_BY_IFSC_CODE } from './bankCodes';
import { ifscCodes } from './ifsc';
import { parsePassbook } from './passbook';
import { documentLines } from './text';

describe('accountNumbers', () => {
  it('reads the number on the labelled line, in its usual spellings', () => {
    expect(accountNumbers(['A/c No: 12345678901'])).toEqual([{ value: '12345678901', confidence: 0.9 }]);
    expect(accountNumbers(['SB A/C No. 3012 4455 6677']).map((found) => found.value)).toEqual(['301244556677']);
    expect(accountNumbers(['Account Number : 000123456789012']).map((found) => found.value)).toEqual([
      '000123456789012',
    ]);
  });

  it('reads the number after a colon read as "$", and after a label run into one word (phone photos)', () => {
    expect(accountNumbers(['rar Ham / Account No $383901468106431']).map((found) => found.value)).toEqual([
      '383901468106431',
    ]);
    expect(accountNumbers(['SBAccountNo 63652985407']).map((found) => found.value)).toEqual(['63652985407']);
    expect(accountNumbers(['Accountant 63652985407'])).toEqual([]);
    // A "$" inside the number is a misread digit: no number one digit short.
    expect(accountNumbers(['Account No: 38390$468106431'])).toEqual([]);
  });

  it('reads it from the line below a bare label, and undoes misreads', () => {
    const [found] = accountNumbers(['Account No.', '1234567O901']);
    expect(found?.value).toBe('12345670901');
    expect(found?.confidence).toBeCloseTo(0.65);
  });

  it('does not read the number below an "A/c Holder" line as its own', () => {
    expect(accountNumbers(['A/c Holder : RAMESH KUMAR', 'Account Number 5201 0100 1234 56'])).toEqual([
      { value: '52010100123456', confidence: 0.9 },
    ]);
  });

  it('reads past the misread Hindi half of a bilingual label, its ":" read as 1', () => {
    expect(accountNumbers(['Account No. / @rdT 4. : 3699698910828597']).map((found) => found.value)).toEqual([
      '3699698910828597',
    ]);
    expect(accountNumbers(['Account No. / @1dT &. 1 965927347025780']).map((found) => found.value)).toEqual([
      '965927347025780',
    ]);
    expect(accountNumbers(['Account No. / @rdT 4. 1 656990706697972']).map((found) => found.value)).toEqual([
      '656990706697972',
    ]);
  });

  it('leaves out the CIF and other numbers and too short or long runs', () => {
    expect(accountNumbers(['CIF No: 85012345678  A/c No: 33445566778']).map((found) => found.value)).toEqual([
      '33445566778',
    ]);
    expect(accountNumbers(['A/c No: 12345678 CIF: 123456789012'])).toEqual([]);
    expect(accountNumbers(['Account Type: Savings'])).toEqual([]);
  });

  it('never takes the number of a CIF, customer, branch or phone line below an account label left without its number (phone photo)', () => {
    expect(accountNumbers(['Account No, /ae', 'CIF No. 78189016219'])).toEqual([]);
    expect(accountNumbers(['Actount No. / gue ®', 'CIF No 97897306743'])).toEqual([]);
    for (const label of [
      'C1F No. :',
      'ClF No.',
      'Customer ID :',
      'Cust. ID',
      'CRN :',
      'Branch Code:',
      'Mob. No.',
      'Phone :',
    ]) {
      expect(accountNumbers(['Account No, /ae', `${label} 78189016219`])).toEqual([]);
      expect(accountNumbers([`Account No, /ae ${label} 78189016219`])).toEqual([]);
    }
    expect(accountNumbers(['Account No, /ae', 'GIF No. 78189016219'])).toEqual([]);
  });
});

describe('unlabelledAccountNumber', () => {
  it('takes the first line that is only a number, as read apart from its label, but no mobile number', () => {
    expect(unlabelledAccountNumber(['Account No. / @rdT 4.', 'CIF No.', ': 59876970058', ': 87880064919'])?.value).toBe(
      '59876970058',
    );
    expect(unlabelledAccountNumber(['Branch Code:', '1 965927347025780', '34380727676'])?.value).toBe(
      '965927347025780',
    );
    expect(unlabelledAccountNumber(['Rajesh Pal', '9175390904', 'MICR: 206277734'])).toBeUndefined();
  });
});

describe('ifscCodes', () => {
  it('reads the code and names the bank from its first four letters', () => {
    expect(ifscCodes(['IFSC: SBIN0001234'])).toEqual([
      { value: 'SBIN0001234', confidence: 0.95, bankName: 'State Bank of India' },
    ]);
    expect(ifscCodes(['IFS Code PUNB0123400'])[0]?.bankName).toBe('Punjab National Bank');
  });

  it('reads an O in the fifth place as 0 and digits in the letter places as letters', () => {
    const [code] = ifscCodes(['IFSC Code : 5BINO001234']);
    expect(code?.value).toBe('SBIN0001234');
    expect(code?.confidence).toBeCloseTo(0.75);
  });

  it("reads whatever stands in the fifth place of a known bank's code as 0, and a lone look-alike in its branch digits as a digit", () => {
    expect(ifscCodes(['IFSC: CBING490798']).map((code) => code.value)).toEqual(['CBIN0490798']);
    expect(ifscCodes(['IFSC: SBINO280SS1']).map((code) => code.value)).toEqual(['SBIN0280551']);
    expect(ifscCodes(['IFSC: UBINO0158507']).map((code) => code.value)).toEqual(['UBIN0158507']);
    expect(ifscCodes(['IFSC: HDFC0CAGSBK']).map((code) => code.value)).toEqual(['HDFC0CAGSBK']);
  });

  it('reads a branch part of digits and look-alikes, T for 7 and A for 4 among them, as digits, trusting each fix less (phone photo)', () => {
    const [code] = ifscCodes(['FSC: UBING4OT904 MICR: 261479888']);
    expect(code?.value).toBe('UBIN0407904');
    expect(code?.confidence).toBeCloseTo(0.55);
    expect(ifscCodes(['IFSC: UBIN0lOT904']).map((found) => found.value)).toEqual(['UBIN0107904']);
    expect(ifscCodes(['IFSC: MAHB0A93688']).map((found) => found.value)).toEqual(['MAHB0493688']);
    expect(ifscCodes(['IFSC: BARB0TOOBIG', 'IFSC: HDFC0TAGSBK']).map((found) => found.value)).toEqual([
      'BARB0TOOBIG',
      'HDFC0TAGSBK',
    ]);
  });

  it('trusts more, of two codes read differently, the one that holds the branch code printed on the page (phone photo)', () => {
    const lines = ['IFSC: UBINOYSESOY MICR: 205928115 Branch Code: $8507', 'IFSC: UBINO158507'];
    expect(ifscCodes(lines).map((code) => [code.value, code.confidence])).toEqual([
      ['UBIN0YSESOY', 0.85],
      ['UBIN0158507', 0.9],
    ]);
    expect(ifscCodes(['IFSC: UBINO158507', 'Branch Code: 58507']).map((code) => code.confidence)).toEqual([0.85]);
  });

  it("reads a known bank's H read as M (phone photos of Bank of Maharashtra's passbooks)", () => {
    const [code] = ifscCodes(['IFSC: MAMBOZ75404 MICR: 205033261']);
    expect([code?.value, code?.bankName]).toEqual(['MAHB0275404', 'Bank of Maharashtra']);
    // Three fixes: the H, the fifth place's O and the branch's Z.
    expect(code?.confidence).toBeCloseTo(0.65);
    expect(ifscCodes(['IFSC: MAMB0275404'])[0]?.value).toBe('MAHB0275404');
    // Every known bank with an H in its letters comes back from any of them read as M, the only one it can.
    for (const bank of Object.keys(BANK_NAMES_BY_IFSC_CODE).filter((letters) => letters.includes('H'))) {
      const misread = bank.replaceAll('H', 'M');
      if (misread.split('').filter((letter, index) => letter !== bank[index]).length === 1)
        expect(ifscCodes([`IFSC: ${misread}0123456`])[0]?.value).toBe(`${bank}0123456`);
    }
    // No bank's letters with H for M: the code is read as printed, an unknown bank's.
    expect(ifscCodes(['IFSC: MMMM0275404'])).toEqual([{ value: 'MMMM0275404', confidence: 0.6 }]);
  });

  it('does not read words run together as a code', () => {
    expect(ifscCodes(['UNION BANK OF INDIA'])).toEqual([]);
  });

  it('trusts codes of unknown banks less, and drops them beside a known one', () => {
    expect(ifscCodes(['IFSC: ZZZZ0001234'])).toEqual([{ value: 'ZZZZ0001234', confidence: 0.6 }]);
    expect(ifscCodes(['IFSC: ZZZZ0001234', 'IFSC: BARB0RAMPUR']).map((code) => code.value)).toEqual(['BARB0RAMPUR']);
  });
});

describe('parsePassbook', () => {
  it("never takes a one-word line after the holder's name for the rest of it", () => {
    const fields = parsePassbook(
      documentLines(`
        STATE BANK OF INDIA
        IFSC : SBIN0001234
        Customer Name : RAMESH KUMAR
        KANPUR
        A/c No : 12345678901`),
    );
    expect(fields.applicantNames?.map((name) => name.value)).toEqual(['Ramesh Kumar']);
  });

  it('reads a passbook front page', () => {
    const fields = parsePassbook(
      documentLines(`
        भारतीय स्टेट बैंक
        STATE BANK OF INDIA
        Branch : Lucknow Main  Branch Code: 01234
        IFSC : SBIN0001234   MICR: 226002001
        Customer Name : SHRI RAMESH KUMAR
        S/O SURESH KUMAR
        Address : House No 12, Gandhi Nagar,
        Lucknow - 226001
        CIF No : 85012345678
        A/c No : 30124455667
        Nominee : Sunita Devi (Wife)`),
    );
    expect(fields.bankAccountNumbers?.map((found) => found.value)).toEqual(['30124455667']);
    expect(fields.ifscCodes?.map((found) => found.value)).toEqual(['SBIN0001234']);
    expect(fields.bankNames).toEqual([
      { value: 'State Bank of India', confidence: 0.9 },
      { value: 'State Bank of India', confidence: 0.7 },
    ]);
    expect(fields.applicantNames?.map((name) => name.value)).toEqual(['Ramesh Kumar']);
    expect(fields.fatherNames?.map((name) => name.value)).toEqual(['Suresh Kumar']);
    expect(fields.familyMemberNames?.map((name) => name.value)).toEqual(['Sunita Devi']);
    expect(fields.addresses?.[0]?.value).toBe('House No 12, Gandhi Nagar, Lucknow - 226001');
  });

  it("drops the 1 that the label's colon left glued to an account number one digit longer than its bank's", () => {
    const sbi = parsePassbook(['STATE BANK OF INDIA', 'IFSC: SBIN0280551', 'Account No. / @rdT 4. 141198109674']);
    expect(sbi.bankAccountNumbers?.map((found) => found.value)).toEqual(['41198109674']);
    // Bank of Maharashtra issues 11 digits (persons 700 and 1102, photos).
    const maharashtra = parsePassbook(['IFSC: MAHBO0083826', 'A/c Number 153284741161', 'CIF No. 94968823998']);
    expect(maharashtra.bankAccountNumbers?.map((found) => found.value)).toEqual(['53284741161']);
    const punjab = parsePassbook(['IFSC: PUNB0123400', 'Account No. / @rdT 4. 1411981096742233']);
    expect(punjab.bankAccountNumbers?.map((found) => found.value)).toEqual(['1411981096742233']);
    const unknownBank = parsePassbook(['IFSC: ZZZZ0001234', 'Account No. / @rdT 4. 141198109674']);
    expect(unknownBank.bankAccountNumbers?.map((found) => found.value)).toEqual(['141198109674']);
  });

  it("offers first the account number read again with its bank's length when the labelled one has another (phone photo)", () => {
    const fields = parsePassbook([
      '_ BANK OF BARODA',
      'Account Number 8977123350111 Se',
      'IFSC: BARB0692152 MICR: 206630149 Branch Code: 92152',
      ': 89771233501161',
    ]);
    expect(fields.bankAccountNumbers?.map((found) => found.value)).toEqual(['89771233501161', '8977123350111']);
    // Without a number of the bank's length that starts alike, the labelled one stays alone.
    const alone = parsePassbook(['IFSC: BARB0692152', 'Account Number 8977123350111', ': 12345678901234']);
    expect(alone.bankAccountNumbers?.map((found) => found.value)).toEqual(['8977123350111']);
  });

  it('does not take an address line read below a bare holder label for the name (a page read a column at a time)', () => {
    const fields = parsePassbook(
      documentLines(`
        PUNJAB NATIONAL BANK
        Account Type : Savings Bank Account
        : R. SAVITHRAMMA
        Husband's Name +S. RAJAGOPAL
        Address
        Customer Name
        Pradesh - 206504
        :7780929469686432`),
    );
    expect(fields.applicantNames?.map((found) => found.value)).toEqual(['R. Savithramma']);
    expect(fields.fatherNames?.map((found) => found.value)).toEqual(['S. Rajagopal']);
  });

  it('reads an initial B read as 8 in the holder above an S/O line, and leaves the name out of the address', () => {
    const fields = parsePassbook(
      documentLines(`
        CANARA BANK |
        3 Savings Bank Account x
        8. P. VENKATESH
        S/0 B. PERUMAL
        Village Hardaspur, Post Hardaspur, Tehsil Mahsi, District Bahraich, Uttar Pradesh - 271036
        Account No 1 2223812451461`),
    );
    expect(fields.applicantNames?.map((found) => found.value)).toEqual(['B. P. Venkatesh']);
    expect(fields.addresses?.map((found) => found.value)).toEqual([
      'Village Hardaspur, Post Hardaspur, Tehsil Mahsi, District Bahraich, Uttar Pradesh - 271036',
    ]);
  });

  it('offers the printed name of a regional rural bank beside its sponsor', () => {
    const fields = parsePassbook(documentLines('PRATHAMA U.P. GRAMIN BANK\nIFSC: PUNB0PGB003\nName: Ram Lal'));
    expect(fields.bankNames?.map((bank) => bank.value)).toEqual(['Punjab National Bank', 'Prathama U.P. Gramin Bank']);
    expect(fields.applicantNames?.map((name) => name.value)).toEqual(['Ram Lal']);
  });

  it("reads the bank's heading through digits OCR read at its ends, and no address line for one", () => {
    // As tesseract read phone photos of persons 708 and 1106, whose IFSC codes it lost.
    const heading = (text: string) => parsePassbook(documentLines(text)).bankNames?.map((bank) => bank.value);
    expect(heading('3 4 BANK OF INDIA\nName: Ram Lal')).toEqual(['Bank of India']);
    expect(heading('BANK OF BARODA 55\nName: Ram Lal')).toEqual(['Bank of Baroda']);
    expect(heading('Near Bank Road 12, Lucknow\nName: Ram Lal')).toBeUndefined();
  });

  it('reads a bilingual page whose Hindi label halves OCR turned to junk', () => {
    const fields = parsePassbook(
      documentLines(`
        UNION BANK OF INDIA
        IFSC: UBIN0407904 MICR: 261479888 Branch Code: 07904
        Account No. / @1dT &. 1 965927347025780
        CIF No. 194380727676
        Name / 9 : Geeta Devi
        W/0 : Rajesh Pal
        Address / gdr : Village Khajuri, Post Jamalpur, Tehsil Sidhauli, District Sitapur, Uttar
        Pradesh - 261479
        Mobile No. 19189172517`),
    );
    expect(fields.bankAccountNumbers?.map((found) => found.value)).toEqual(['965927347025780']);
    expect(fields.ifscCodes?.map((found) => found.value)).toEqual(['UBIN0407904']);
    expect(fields.applicantNames?.map((name) => name.value)).toEqual(['Geeta Devi']);
    expect(fields.fatherNames?.map((name) => name.value)).toEqual(['Rajesh Pal']);
    expect(fields.addresses?.[0]?.value).toBe(
      'Village Khajuri, Post Jamalpur, Tehsil Sidhauli, District Sitapur, Uttar Pradesh - 261479',
    );
  });

  it('reads a page read a column at a time: values by their place, apart from their labels', () => {
    const fields = parsePassbook(
      documentLines(`
        CENTRAL BANK OF INDIA
        IFSC: CBIN0786366
        Account No. / @rdT 4.
        CIF No.
        Account Type
        Name / 9H
        S/0
        Address / 9dr
        Mobile No.
        MICR: 273265664 Branch Code: 86366
        : 59876970058
        : 87880064919
        : Savings Bank Account
        : Jai Prakash
        : Mukesh Kumar Yadav
        : Village Devipur, Post Narayanpur, Tehsil Chauri Chaura, District
        Gorakhpur, Uttar Pradesh - 273265
        19768758917`),
    );
    expect(fields.bankAccountNumbers).toEqual([{ value: '59876970058', confidence: 0.5 }]);
    expect(fields.applicantNames).toEqual([{ value: 'Jai Prakash', confidence: 0.5 }]);
    expect(fields.fatherNames).toEqual([{ value: 'Mukesh Kumar Yadav', confidence: 0.5 }]);
    expect(fields.addresses).toEqual([
      {
        value: 'Village Devipur, Post Narayanpur, Tehsil Chauri Chaura, District Gorakhpur, Uttar Pradesh - 273265',
        confidence: 0.55,
      },
    ]);
  });

  it('takes the line after a holder name the label left junk before as the relative (phone photo)', () => {
    const fields = parsePassbook(
      documentLines(
        'Account Type + Savings Bank Account\nName 7m Rajesh Tripathi\nPramod Tripathi\nVillage Shivpur, Post Shivpur',
      ),
    );
    expect(fields.applicantNames?.map((name) => name.value)).toEqual(['Rajesh Tripathi']);
    expect(fields.fatherNames?.map((name) => name.value)).toEqual(['Pramod Tripathi']);
  });

  it('reads names after label junk with no colon, and the relative after a label that lost its slash (phone photos)', () => {
    const fields = parsePassbook(
      documentLines(`
        Account Type Savings Bank Account
        Name | TW Geeta Devi
        Wo Rajesh Pal
        Acdress / wn Village Khajuri, Post Jamalpur, Tehsil Sidhauli, District Sitapur, Uttar
        Pradesh - 261479`),
    );
    expect(fields.applicantNames?.map((name) => name.value)).toEqual(['Geeta Devi']);
    expect(fields.fatherNames?.map((name) => name.value)).toEqual(['Rajesh Pal']);
    expect(fields.addresses?.map((address) => address.value)).toEqual([
      'Village Khajuri, Post Jamalpur, Tehsil Sidhauli, District Sitapur, Uttar Pradesh - 261479',
    ]);
    const kamlesh = parsePassbook(documentLines('Name / Tm Kamlesh Pal\n\nVijay Pal'));
    expect(kamlesh.applicantNames?.map((name) => name.value)).toEqual(['Kamlesh Pal']);
  });

  it("reads the father's name after a label whose apostrophe was read as a space (phone photo)", () => {
    const fields = parsePassbook(
      documentLines(`
        AWADHESH TIWARI
        Account Type
        Account Holder
        Father s Name RAMPAL
        Address village Madhopur, Post Bethari, Tehsil Bharthana, District Etawah, i
        Uttar Pradesh - 206470 i`),
    );
    expect(fields.fatherNames?.map((name) => name.value)).toEqual(['Rampal']);
  });

  it('takes the line after the holder as the relative when only the O of its S/O label is left', () => {
    const fields = parsePassbook(
      documentLines('Name / 3 : Shiv Kumar Yadav\n\n0 Bhagwan Das Yadav\n\nAddress / 9m : Village Karanpur'),
    );
    expect(fields.fatherNames?.map((name) => name.value)).toEqual(['Bhagwan Das Yadav']);
    const santosh = parsePassbook(
      documentLines('Name / 3m Rajendra Gautam\n$0 Santosh Gautam\nAddress / a Village Bhagwanpur'),
    );
    expect(santosh.fatherNames?.map((name) => name.value)).toEqual(['Santosh Gautam']);
  });

  it("names whose address it read: the branch address is the branch's, the holder's address the holder's", () => {
    const fields = parsePassbook(
      documentLines(`
        PUNJAB NATIONAL BANK
        Branch Address : Main Road, Sandila, Hardoi - 241204
        IFSC : PUNB0123400
        Name : Ramesh Kumar
        S/O Suresh Kumar
        Address : Village Khajuri, Post Jamalpur, Sitapur - 261479
        A/c No : 1234567890123456`),
    );
    expect(fields.addresses).toEqual([
      { value: 'Main Road, Sandila, Hardoi - 241204', role: 'branch', confidence: 0.75 },
      { value: 'Village Khajuri, Post Jamalpur, Sitapur - 261479', confidence: 0.75 },
    ]);
  });

  it('names a nominee family only when the page prints the relation', () => {
    const related = parsePassbook(documentLines('Name : Ramesh Kumar\nNominee : Sunita Devi (Wife)'));
    expect(related.familyMemberNames).toEqual([{ value: 'Sunita Devi', role: 'family', confidence: 0.6 }]);
    const unrelated = parsePassbook(documentLines('Name : Ramesh Kumar\nNominee Name : Mohan Lal'));
    expect(unrelated.familyMemberNames).toEqual([{ value: 'Mohan Lal', role: 'nominee', confidence: 0.6 }]);
  });

  it('reads the account number after an "Alc No." label and without the 1 that its page\'s colons were read as', () => {
    const page = (accountLine: string) =>
      parsePassbook(
        documentLines(
          [
            'CENTRAL BANK OF INDIA',
            'Name : Rakesh Baghel',
            accountLine,
            'CIF No. 172296751491',
            'Mobile No. 19593130030',
            'Date of Opening 1 04/11/2013',
          ].join('\n'),
        ),
      ).bankAccountNumbers?.map((found) => found.value);
    expect(page('A/c No. 170488025702')).toEqual(['70488025702']);
    expect(page('Alc No. : 41454943807')).toEqual(['41454943807']);
    expect(page('Alc Number : 21884576501')).toEqual(['21884576501']);
    // Its own colon read right: a number that starts with 1 keeps it.
    expect(page('A/c No. : 14145494380')).toEqual(['14145494380']);
    expect(page('SB Account No 1 12814734590')).toEqual(['12814734590']);
  });

  it('does not take a column of labels read apart from their values for the start of the address', () => {
    const fields = parsePassbook(
      documentLines(
        [
          'Customer Name',
          "Father's Name",
          'Village Semari, Post Semari, Tehsil Sandila, District Hardoi, Uttar Pradesh - 241472',
          ': Rakesh Baghel',
          ': Umesh Baghel',
        ].join('\n'),
      ),
    );
    expect(fields.addresses?.[0]?.value).toBe(
      'Village Semari, Post Semari, Tehsil Sandila, District Hardoi, Uttar Pradesh - 241472',
    );
  });

  it('does not start the address at names whose labels lost their colons (phone photo read as one column)', () => {
    const fields = parsePassbook(
      documentLines(`
        CENTRAL BANK OF INDIA |
        IFSC: CBINO351259 MICR: 222228378 Branch Code: 51259
        Account Type Savings Bank Account
        Name Ram Kishan Nath Singh
        Father's Name Manoj Singh
        Vill. Devipur, P.O. Devipur, Teh. Machhlishahr, Distt. Jaunpur, Uttar Pradesh - 222228
        : 27713388808`),
    );
    expect(fields.addresses?.map((address) => address.value)).toEqual([
      'Vill. Devipur, P.O. Devipur, Teh. Machhlishahr, Distt. Jaunpur, Uttar Pradesh - 222228',
    ]);
    expect(fields.applicantNames?.[0]?.value).toBe('Ram Kishan Nath Singh');
    expect(fields.fatherNames?.[0]?.value).toBe('Manoj Singh');
  });

  it("takes no piece of the branch's address read again below the page for the holder's (phone photo)", () => {
    const fields = parsePassbook(
      documentLines(`
        Name : Umesh Pandey
        Father's Name : Vinod Pandey
        Vill. Karanpur, P.O. Karanpur, Teh. Mahsi, Distt. Bahraich, Uttar Pradesh - 271565
        Alc No. 124914764244
        Branch Address: Mahsi Branch, Main Road, Bahraich, Uttar Pradesh - 271952
        Branch Manager / {Iman s@ua
        ain Road, Bahraich, Uttar Pradesh - 271953`),
    );
    expect(fields.addresses?.find((address) => address.role === undefined)?.value).toBe(
      'Vill. Karanpur, P.O. Karanpur, Teh. Mahsi, Distt. Bahraich, Uttar Pradesh - 271565',
    );
    const stamped = parsePassbook(
      documentLines(`
        Vill. Karanpur, P.O. Karanpur, Teh. Mahsi, Distt. Bahraich, Uttar Pradesh - 271565
        Alc No. 124914764244
        Branch Manager
        Nanpara Road, Bahraich, Uttar Pradesh - 271801`),
    );
    expect(stamped.addresses?.map((address) => address.value)).toEqual([
      'Vill. Karanpur, P.O. Karanpur, Teh. Mahsi, Distt. Bahraich, Uttar Pradesh - 271565',
    ]);
  });

  it("takes a holder's address on the road the branch is on", () => {
    const fields = parsePassbook(
      documentLines(`
        Name : Umesh Pandey
        Main Road, Bahraich, Uttar Pradesh - 271801
        Branch Address: Mahsi Branch, Main Road, Bahraich, Uttar Pradesh - 271952`),
    );
    expect(fields.addresses?.find((address) => address.role === undefined)?.value).toBe(
      'Main Road, Bahraich, Uttar Pradesh - 271801',
    );
  });

  it('takes the line above an S/O line for the holder, a one-word name too (a block printed as an address label)', () => {
    const fields = parsePassbook(
      documentLines(
        [
          'Account Number : 28315150545863',
          'RAMAVADH',
          'S/O SUNIL DUBEY',
          'Shivpur, Shivpur, Bilgram, Hardoi, Uttar Pradesh - 241055',
        ].join('\n'),
      ),
    );
    expect(fields.applicantNames?.[0]?.value).toBe('Ramavadh');
    expect(fields.fatherNames?.[0]?.value).toBe('Sunil Dubey');
  });
});
