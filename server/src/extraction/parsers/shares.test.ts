import { withSharesCompleted } from './shares';

const shares = (...read: (string | undefined)[]) =>
  withSharesCompleted(read.map((share, at) => ({ name: `holder ${at + 1}`, ...(share ? { share } : {}) }))).map(
    (holder) => holder.share,
  );

describe("a khata's shares, which make the whole", () => {
  it('give the one share OCR lost what the others leave, keeping a denominator it read', () => {
    expect(shares(undefined, '1/3', '1/3')).toEqual(['1/3', '1/3', '1/3']);
    expect(shares('1/2', '/4', '1/4')).toEqual(['1/2', '1/4', '1/4']);
    expect(shares('1/2', '/8', '1/4')).toEqual(['1/2', '2/8', '1/4']);
  });

  it('mend a share read as more than the whole, or as the whole beside other holders', () => {
    expect(shares('1/3', '5/3', '1/3')).toEqual(['1/3', '1/3', '1/3']);
    // A clean Khatauni's "१/३" read as "३/३" beside "२/३" (person 2803).
    expect(shares('2/3', '3/3')).toEqual(['2/3', '1/3']);
    // One holder owns the whole.
    expect(shares('1/1')).toEqual(['1/1']);
  });

  it('guess nothing for two shares, and drop a misread share nothing restores', () => {
    expect(shares('1/2', undefined, undefined)).toEqual(['1/2', undefined, undefined]);
    expect(shares('1/2', '5/3', '/4')).toEqual(['1/2', undefined, undefined]);
    // The others already make the whole: nothing is left for the lost one.
    expect(shares('1/2', '1/2', undefined)).toEqual(['1/2', '1/2', undefined]);
    // A denominator read that the rest does not fit.
    expect(shares('1/2', '/3')).toEqual(['1/2', undefined]);
  });
});
