import { findRelation } from './relation';

describe('findRelation', () => {
  it('reads S/O, D/O, W/O in their OCR spellings, with what comes after the name', () => {
    expect(findRelation('S/O: Suresh Kumar, House No 12')).toEqual({
      kind: 'childOrWife',
      name: 'Suresh Kumar',
      before: '',
      after: 'House No 12',
    });
    expect(findRelation('5/0 SURESH KUMAR')?.name).toBe('Suresh Kumar');
    expect(findRelation('D\\O Ram Lal')?.name).toBe('Ram Lal');
    expect(findRelation('W/Q: Umesh Patel, Village Semari')?.name).toBe('Umesh Patel');
    expect(findRelation('Sunita Devi W/O Rajesh Singh')).toMatchObject({ name: 'Rajesh Singh', before: 'Sunita Devi' });
    expect(findRelation('son of Mohan Lal')?.name).toBe('Mohan Lal');
  });

  it('reads an S that OCR took for $, < or S$ (Aadhaar backs, phone photos)', () => {
    expect(findRelation('S$/0: Pramod Tripathi, Village Shivpur, Post Shivpur, Tehsil')).toMatchObject({
      kind: 'childOrWife',
      name: 'Pramod Tripathi',
      after: 'Village Shivpur, Post Shivpur, Tehsil',
    });
    expect(findRelation('$/0: Santosh Singh, Village Kishunpur, Post Kishunpur, Tehsil')?.name).toBe('Santosh Singh');
    expect(findRelation('</0: Mukesh Kumar Yadav, Village Devipur Post Narayanpur,')?.name).toBe('Mukesh Kumar Yadav');
  });

  it('reads the slash OCR took for a 7 before the colon (Aadhaar back photos), and no house number so', () => {
    expect(findRelation('S70: Krishna Murari Mishra, Vill. Lakhanpur, P.O. Lakhanpur,')).toMatchObject({
      name: 'Krishna Murari Mishra',
      after: 'Vill. Lakhanpur, P.O. Lakhanpur,',
    });
    expect(findRelation('House D70, Gandhi Nagar, Lucknow')).toBeUndefined();
  });

  it('marks care-of as a weaker relation', () => {
    expect(findRelation('C/O Mahesh Yadav, Rampur')?.kind).toBe('careOf');
  });

  it('finds nothing without a prefix, or without a name after it', () => {
    expect(findRelation('Gandhi Nagar, Lucknow')).toBeUndefined();
    expect(findRelation('S/O: 12 Gandhi Nagar')).toBeUndefined();
    expect(findRelation('SOS Village')).toBeUndefined();
  });
});
