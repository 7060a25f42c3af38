import { addressBlock, unlabelledAddress } from './address';

describe('addressBlock', () => {
  it('joins the lines after the label up to the PIN, dropping the PIN label', () => {
    expect(
      addressBlock(['Address:', 'Ward No. 5, Shiv Colony', 'Sitapur', 'PIN Code: 261 001', 'Mobile: 9876543210']),
    ).toEqual({
      address: 'Ward No. 5, Shiv Colony, Sitapur, 261001',
      hasPin: true,
    });
  });

  it('takes a leading S/O out as the relation', () => {
    const block = addressBlock(['Address: C/O Mahesh Yadav, Rampur, Barabanki - 225001']);
    expect(block?.address).toBe('Rampur, Barabanki - 225001');
    expect(block?.relation).toMatchObject({ kind: 'careOf', name: 'Mahesh Yadav' });
  });

  it('skips Hindi lines and stops at the Aadhaar number', () => {
    expect(addressBlock(['Adress :', 'गांधी नगर', 'Gandhi Nagar, Lucknow', '2345 6789 0124'])).toEqual({
      address: 'Gandhi Nagar, Lucknow',
      hasPin: false,
    });
  });

  it('drops the misread Hindi half of a bilingual label', () => {
    expect(
      addressBlock(['Address / gdr : Village Karanpur, Post Karanpur, Tehsil Sandila', 'Pradesh - 241403'])?.address,
    ).toBe('Village Karanpur, Post Karanpur, Tehsil Sandila, Pradesh - 241403');
  });

  it('reads a label OCR misspelt, with the junk of its Hindi half and no colon (phone photo)', () => {
    expect(
      addressBlock([
        'Acdress / wn Village Khajuri, Post Jamalpur, Tehsil Sidhauli, District Sitapur, Uttar',
        'Pradesh - 261479',
      ])?.address,
    ).toBe('Village Khajuri, Post Jamalpur, Tehsil Sidhauli, District Sitapur, Uttar Pradesh - 261479');
  });

  it('drops a lone lower-case letter OCR read between two commas, keeping a block letter', () => {
    const lines = [
      'Address: Village Bhagwanpur, Post Lakhanpur, i, Tehsil Fatehpur,',
      'Block B, District Barabanki, Uttar Pradesh - 225105',
    ];
    expect(addressBlock(lines)?.address).toBe(
      'Village Bhagwanpur, Post Lakhanpur, Tehsil Fatehpur, Block B, District Barabanki, Uttar Pradesh - 225105',
    );
  });

  it("takes out the holder's name and relation printed before the address in the same block", () => {
    const block = addressBlock([
      'Address: B. P. VENKATESH, S/0 B. PERUMAL, Village Hosahalli, Post Hosahalli,',
      'Taluk Kunigal, District Tumakuru, Karnataka - 572130',
    ]);
    expect(block?.address).toBe(
      'Village Hosahalli, Post Hosahalli, Taluk Kunigal, District Tumakuru, Karnataka - 572130',
    );
    expect(block?.relation).toMatchObject({ kind: 'childOrWife', name: 'B. Perumal' });
    // A place before the relation is kept: the relation is then no part of the address's head.
    expect(addressBlock(['Address: Ward 4, Rampur, C/O Mahesh Yadav, Barabanki - 225001'])?.address).toContain(
      'Ward 4, Rampur',
    );
  });

  it('puts back the rest of the line OCR read after its PIN (phone photo)', () => {
    expect(
      addressBlock([
        'Address:',
        'S/O: Jagat Narayan, Village Sikandarpur, Post Gopalpur, Tehsil',
        '- 222112',
        'Machhishahe, District Jaunpur, Uttar Pradesh',
        '8279 4740 2756',
      ])?.address,
    ).toBe('Village Sikandarpur, Post Gopalpur, Tehsil Machhlishahr, District Jaunpur, Uttar Pradesh, 222112');
  });

  it('finds nothing without an address label', () => {
    expect(addressBlock(['Gandhi Nagar, Lucknow - 226001'])).toBeUndefined();
  });
});

describe('unlabelledAddress', () => {
  it('takes the lines ending at the PIN, back up to a name', () => {
    expect(
      unlabelledAddress([
        'Geeta Devi',
        'Rajesh Pal',
        'Village Khajuri, Post Jamalpur, Tehsil Sidhauli, Uttar',
        'Pradesh - 261479',
        '9189172517',
      ]),
    ).toEqual({
      address: 'Village Khajuri, Post Jamalpur, Tehsil Sidhauli, Uttar Pradesh - 261479',
      hasPin: true,
    });
  });

  it('tries the PIN before a PIN-like number that ends no address (a scrawl below the page read as digits)', () => {
    expect(
      unlabelledAddress([
        'KUSUM DEVI',
        'W/O JAGDISH KUMAR TRIPATHI',
        'Karanpur, Karanpur, Ramsanehighat, Barabanki, Uttar Pradesh - 225386',
        'Nominee RAKESH TRIPATHI (Son)',
        'hE Nh V4',
        'Beach Manager / 798 063',
      ])?.address,
    ).toBe('Karanpur, Karanpur, Ramsanehighat, Barabanki, Uttar Pradesh - 225386');
  });

  it('stops at a column of bare labels, one with its Hindi half read as junk, one a lone S/O', () => {
    // As tesseract read person 703's passbook photo, its labels a column apart from their values.
    expect(
      unlabelledAddress([
        'V. N. Gopal',
        'V. Nagaraju',
        'Name / IW',
        'S/O',
        'Village Rampur, Post Belhari, Tehsil Shahabad, District Hardol, Uttar',
        'Pradesh - 241233',
      ])?.address,
    ).toBe('Village Rampur, Post Belhari, Tehsil Shahabad, District Hardoi, Uttar Pradesh - 241233');
  });

  it('refuses a PIN-like number with no address before it', () => {
    expect(unlabelledAddress(['MICR: 273265664', 'Branch Code: 86366', 'Lucknow 226001'])).toBeUndefined();
  });
});
