import type { OcrLine, OcrWord } from './ocrEngine';
import { alignedWords, votedText, wordSimilarity } from './wordVote';

/** "Geeta/93 Den/47" as words with their confidences. */
const words = (text: string): OcrWord[] =>
  text.split(' ').map((word) => {
    const [spelling, confidence] = word.split('/');
    return { text: spelling!, confidence: Number(confidence) };
  });
const read = (...lines: string[]): OcrLine[] => lines.map((line) => ({ words: words(line) }));
/** A line of words given with their confidences, for spellings that hold a slash. */
const lineOf = (...read: [string, number][]): OcrLine => ({
  words: read.map(([text, confidence]) => ({ text, confidence })),
});

describe('wordSimilarity', () => {
  it('compares letters without case or surrounding punctuation', () => {
    expect(wordSimilarity('Semari,', 'semari.')).toBe(1);
    expect(wordSimilarity('Den', 'Devi')).toBe(0.5);
    expect(wordSimilarity('Account', '9m')).toBe(0);
  });
});

describe('alignedWords', () => {
  it('pairs each word with its reading in a read that split and reordered the lines', () => {
    const line = words('Name/91 |/29 TW/43 Geeta/93 Den/47');
    const other = words('Savings/95 Bank/96 Account/95 Geeta/84 Devi/94 Rajesh/91 Pal/71');
    expect(alignedWords(line, other).map((word) => word?.text)).toEqual([
      undefined,
      undefined,
      undefined,
      'Geeta',
      'Devi',
    ]);
  });
});

describe('votedText', () => {
  it('spells each word as the more confident read does, keeping the first read’s lines and punctuation', () => {
    const prepared = read('Name/91 TW/43 Geeta/93 Den/47', 'Village/92 Semart,/62 Post/93 Semari,/59');
    const asUploaded = read('Geeta/84 Devi/94 Rajesh/91', 'Address/88 Village/75 Semari./72 Post/87 Semari,/72');
    expect(votedText(prepared, [asUploaded])).toBe('Name TW Geeta Devi\nVillage Semari, Post Semari,');
  });

  it('keeps a confident word over a less confident reading', () => {
    expect(votedText(read('Kamlesh/61 Pal/87'), [read('Kamlesh/37 Pat/79')])).toBe('Kamlesh Pal');
  });

  it('ignores a reading that lost the end of the word (cut off at the edge of what that read saw)', () => {
    expect(votedText(read('Shiv/95 Kumar/80'), [read('Shiv/96 Kum/96')])).toBe('Shiv Kumar');
  });

  it('lets the spelling most reads agree on win over one confident reading', () => {
    const first = read('Tehsil/70 Sandila/60');
    expect(votedText(first, [read('Tehsil/90 Sandita/85'), read('Tehsil/90 Sandila/50')])).toBe('Tehsil Sandila');
  });

  it('votes on numbers with slashes and points and on words with vowel signs, not on labels such as S/0', () => {
    // As a clean B-1 was read in Hindi alone (first) and in English and Hindi (other).
    const first = [lineOf(['द६१७/४घ', 47], ['श.२३९४', 40]), lineOf(['सुखदव', 30], ['S/0', 40], ['Ram', 90])];
    const other = [lineOf(['६१७/४घ', 75], ['श्.२३९४', 58]), lineOf(['सुखदेव', 96], ['S/o', 90], ['Ram', 90])];
    expect(votedText(first, [other])).toBe('६१७/४घ श्.२३९४\nसुखदेव S/0 Ram');
  });

  it('does not take another row’s number, paired by the names the rows share', () => {
    // A clean Pahani (person 2407): Telugu alone read row 1 right, English and Telugu read it as Latin junk.
    const names: [string, number][] = [
      ['బుధఈ', 89],
      ['సోహన', 91],
    ];
    const first = [lineOf(['౦౦౬౦౧', 89], ['౨౦/౩/౧', 76], ...names), lineOf(['౦౦౬౦౧', 74], ['౨౯౦/౧', 85], ...names)];
    const other = [
      lineOf(['౦౦౬౦౧', 89], ['90/3/0', 88], ['2006583', 70]),
      lineOf(['౦౦౬౦౧', 74], ['౨౯౦/౧', 85], ...names),
    ];
    expect(votedText(first, [other]).split('\n')[0]).toBe('౦౦౬౦౧ ౨౦/౩/౧ బుధఈ సోహన');
  });

  it('respells a doubtful word as a confident word one letter apart printed elsewhere on the page', () => {
    const first = read(
      'Branch:/94 Karanpur,/88',
      'Village/58 Xaranpur,/27 Post/93 Karanpur,/77',
      'Name/90 Kumari/45 Kumar/95',
    );
    expect(votedText(first, [])).toBe('Branch: Karanpur,\nVillage Karanpur, Post Karanpur,\nName Kumari Kumar');
  });
});
