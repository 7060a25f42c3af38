import { panNumbers } from './panNumber';
import { parsePanCard } from './panCard';
import { documentLines } from './text';

const today = new Date(2025, 5, 1);

describe('panNumbers', () => {
  it('reads a PAN whose fourth letter is a holder type', () => {
    expect(panNumbers(['ABCPK1234F'])).toEqual([{ value: 'ABCPK1234F', confidence: 0.95 }]);
    expect(panNumbers(['AABCT1234Q']).map((pan) => pan.value)).toEqual(['AABCT1234Q']);
  });

  it('undoes misreads by position: digits in letter slots, letters in digit slots', () => {
    const [pan] = panNumbers(['A8CPK12S4F']);
    expect(pan?.value).toBe('ABCPK1254F');
    expect(pan?.confidence).toBeCloseTo(0.75);
    expect(panNumbers(['abcpk 1O34f']).map((found) => found.value)).toEqual(['ABCPK1034F']);
  });

  it("offers a person's reading first when a doubled character leaves two readings", () => {
    // "ODVPGO0825M": the O read twice before the 0; dropping the first O instead gives DVPGO0825M (type G).
    const [first] = panNumbers(['ODVPGO0825M']).sort((a, b) => b.confidence - a.confidence);
    expect(first?.value).toBe('ODVPG0825M');
    expect(panNumbers(['AABCT1234Q']).map((pan) => pan.value)).toEqual(['AABCT1234Q']);
  });

  it('undoes a letter and its look-alike digit read for one character before two letters alike', () => {
    // "BOPPDO0161N": D and O look alike too, but O and 0 are the one character read twice.
    expect(panNumbers(['BOPPDO0161N']).map((pan) => pan.value)).toEqual(['BOPPD0161N', 'BOPPO0161N']);
  });

  it('reads a J whose top was lost as ")" or "]" (clean, scan and photo)', () => {
    expect(panNumbers(['KLBPR5239)']).map((pan) => pan.value)).toEqual(['KLBPR5239J']);
    expect(panNumbers(['| OKQPG8111)']).map((pan) => pan.value)).toEqual(['OKQPG8111J']);
    expect(panNumbers(['URJPL4612]']).map((pan) => pan.value)).toEqual(['URJPL4612J']);
    expect(panNumbers(['KLBPR5239) 0']).map((pan) => pan.value)).toEqual(['KLBPR5239J']);
    expect(panNumbers(['Sarita Tripathi (MOTHER)', '(KLBPR5239J)']).map((pan) => pan.value)).toEqual(['KLBPR5239J']);
  });

  it('refuses a fourth letter that is no holder type, and words', () => {
    expect(panNumbers(['ABCDK1234F'])).toEqual([]);
    expect(panNumbers(['INCOME TAX DEPARTMENT', 'Permanent Account Number Card'])).toEqual([]);
  });
});

describe('parsePanCard', () => {
  it('leaves out what a photo put before a name printed in capitals on its line (phone photo)', () => {
    const fields = parsePanCard(
      documentLines(`
        INCOME TAX DEPARTMENT GOVT. OF INDIA
        permanent Account Number Card
        QPFPV6649V
        NW 7 Name
        Foie, BABU LAL VERMA
        ¥ Rm 57 9% 7 father's Name
        a. RAJ KUMAR VERMA
        << - > WS 8 mt Date of Barty
        : a 01/01/1991`),
      today,
    );
    expect(fields.applicantNames?.map((name) => name.value)).toEqual(['Babu Lal Verma']);
    expect(fields.fatherNames?.map((name) => name.value)).toEqual(['Raj Kumar Verma']);
    expect(fields.panNumbers?.map((pan) => pan.value)).toEqual(['QPFPV6649V']);
  });

  it('leaves out what an upright stroke cut off before a name in capitals, digits too (phone photos)', () => {
    const fields = parsePanCard(
      documentLines(`
        INCOME TAX DEPARTMENT GOVT. OF INDIA
        Permanent Account Number Card
        | QXXPG9114I
        Er | 7m / Name
        £7 | HARI RAM GUPTA
        | | far @ am / Father's Name
        | 4 | SANJAY GUPTA
        | C > S &1 a / Date of Birth
        i Saws | 03/02/1965`),
      today,
    );
    expect(fields.applicantNames?.map((name) => name.value)).toEqual(['Hari Ram Gupta']);
    expect(fields.fatherNames?.map((name) => name.value)).toEqual(['Sanjay Gupta']);
    // A stroke after capitals is no card edge: the name is not cut to its last word.
    const struck = parsePanCard(documentLines("Father's Name\nSANJAY | GUPTA\n01/01/1990"), today);
    expect(struck.fatherNames?.map((name) => name.value)).not.toEqual(['Gupta']);
  });

  it("prefers the name printed in capitals to a labelled word that is not (the label's Hindi half read as junk, phone photo)", () => {
    const fields = parsePanCard(
      documentLines(`
        INCOME TAX DEPARTMENT GOVT. OF INDIA
        Permanent Account Number Card
        EJPPD5576X
        1% / Name Fees
        SAVITRI DEVI
        fa ®1 am / Father's Name
        PRAMOD SAHU
        w= 8) mts / Date of Birth
        01/01/1965`),
      today,
    );
    expect(fields.applicantNames?.map((name) => name.value)).toEqual(['Savitri Devi', 'Fees']);
    expect(fields.fatherNames?.map((name) => name.value)).toEqual(['Pramod Sahu']);
  });

  it('reads the new layout, labels above their values', () => {
    const fields = parsePanCard(
      documentLines(`
        आयकर विभाग INCOME TAX DEPARTMENT   भारत सरकार GOVT. OF INDIA
        स्थायी लेखा संख्या कार्ड
        Permanent Account Number Card
        ABCPK1234F
        नाम / Name
        RAMESH KUMAR
        पिता का नाम / Father's Name
        SURESH  KUMAR
        जन्म की तारीख / Date of Birth
        15/08/1985
        हस्ताक्षर / Signature`),
      today,
    );
    expect(fields.panNumbers?.map((pan) => pan.value)).toEqual(['ABCPK1234F']);
    expect(fields.applicantNames).toEqual([{ value: 'Ramesh Kumar', confidence: 0.85 }]);
    expect(fields.fatherNames).toEqual([{ value: 'Suresh Kumar', confidence: 0.85 }]);
    expect(fields.ages).toEqual([
      { value: '39', dateOfBirth: '1985-08-15', calculationMethod: 'dateOfBirth', confidence: 0.9 },
    ]);
  });

  it("never joins a one-word holder's name read below the father's to the father's (scanned PDF, person 3305)", () => {
    const fields = parsePanCard(
      documentLines(`
        INCOME TAX DEPARTMENT GOVT. OF INDIA
        Permanent Account Number Card
        UHMPB8339L
        am / Name
        foam @1 9 / Father's Name
        RAKESH KUMAR CHAUHAN
        | | BHOLA
        w= i arta / Date of Birth
        04/04/1983`),
      today,
    );
    expect(fields.applicantNames?.map((name) => name.value)).toEqual(['Bhola']);
    expect(fields.fatherNames?.map((name) => name.value)).toEqual(['Rakesh Kumar Chauhan']);
  });

  it('never offers the father’s name as the holder’s when the holder’s line was lost', () => {
    const fields = parsePanCard(
      documentLines(`
        INCOME TAX DEPARTMENT   GOVT. OF INDIA
        Permanent Account Number Card
        ABCPK1234F
        पिता का नाम / Father's Name
        SURESH KUMAR
        जन्म की तारीख / Date of Birth
        15/08/1985`),
      today,
    );
    expect(fields.fatherNames).toEqual([{ value: 'Suresh Kumar', confidence: 0.85 }]);
    expect(fields.applicantNames ?? []).toEqual([]);
  });

  it('reads the old layout, names unlabelled below the heading', () => {
    const fields = parsePanCard(
      documentLines(`
        INCOME TAX DEPARTMENT  GOVT. OF INDIA
        SUNITA DEVI
        RAM PRASAD
        O1/O1/1972
        Permanent Account Number
        BCDPS 5678 K
        Signature`),
      today,
    );
    expect(fields.applicantNames).toEqual([{ value: 'Sunita Devi', confidence: 0.7 }]);
    expect(fields.fatherNames).toEqual([{ value: 'Ram Prasad', confidence: 0.7 }]);
    expect(fields.panNumbers?.map((pan) => pan.value)).toEqual(['BCDPS5678K']);
    expect(fields.ages?.[0]).toMatchObject({
      value: '53',
      dateOfBirth: '1972-01-01',
      calculationMethod: 'dateOfBirth',
    });
  });

  it('takes the names in capitals by their place when OCR garbled or lost the labels (phone photos)', () => {
    const garbledHolderLabel = parsePanCard(
      documentLines(
        "Permanent Account Number Card\nJBNPPO098A\ndame\nKAMLESH PAL\nTT Father's Name\nVIJAY PAL\nwm bag / Date of Barth\n06/10/1969",
      ),
      today,
    );
    expect(garbledHolderLabel.applicantNames).toEqual([{ value: 'Kamlesh Pal', confidence: 0.7 }]);
    expect(garbledHolderLabel.fatherNames).toEqual([{ value: 'Vijay Pal', confidence: 0.85 }]);
    const garbledFatherLabel = parsePanCard(
      documentLines(
        "OTCPD8435B\na) Name\nGEETA DEVI\nFo 3 TR Fathar's Name\nRAJESH PAL\nope ft tg / Date of Birth\n22/09/1966",
      ),
      today,
    );
    expect(garbledFatherLabel.applicantNames?.map((name) => name.value)).toEqual(['Geeta Devi']);
    expect(garbledFatherLabel.fatherNames).toEqual([{ value: 'Rajesh Pal', confidence: 0.7 }]);
    const noLabels = parsePanCard(
      documentLines(
        'Sra fav WRA T&R\nINCOME TAX DEPARTMENT GOVT. OF INDIA\nPermanent A\nNBBPB2101T\nPRAMOD BAGHEL\nSHYAM LAL\n01/01/1989',
      ),
      today,
    );
    expect(noLabels.applicantNames?.map((name) => name.value)).toEqual(['Pramod Baghel']);
    expect(noLabels.fatherNames?.map((name) => name.value)).toEqual(['Shyam Lal']);
    expect(noLabels.panNumbers?.map((pan) => pan.value)).toEqual(['NBBPB2101T']);
  });

  it('does not take the next label for the value when OCR read the name above its label (scan)', () => {
    const fields = parsePanCard(
      documentLines(
        "Permanent Account Number Card\nPQHPS5323T\nDINESH KUMAR SINGH\nAr / Name\nfia @1 Am / Father's Name\nVIRENDRA SINGH\nS11 1 aka / Date of Birth\n26/01/1984",
      ),
      today,
    );
    expect(fields.applicantNames).toEqual([{ value: 'Dinesh Kumar Singh', confidence: 0.7 }]);
    expect(fields.fatherNames).toEqual([{ value: 'Virendra Singh', confidence: 0.85 }]);
  });

  it('reads a PAN whose O was read twice, as O and 0', () => {
    expect(panNumbers(['VSFPKO0436H']).map((pan) => pan.value)).toEqual(['VSFPK0436H']);
    expect(panNumbers(['JBNPPO0098A']).map((pan) => pan.value)).toEqual(['JBNPP0098A']);
  });
});
