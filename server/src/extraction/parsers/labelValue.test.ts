import { valueAfterLabel } from './labelValue';

describe('valueAfterLabel', () => {
  it('drops the second-language half of a bilingual label, however OCR read it', () => {
    expect(valueAfterLabel(' / नाम : Shiv Kumar Yadav')).toBe('Shiv Kumar Yadav');
    expect(valueAfterLabel(' / 9 : Shiv Kumar Yadav')).toBe('Shiv Kumar Yadav');
    expect(valueAfterLabel(' / @rdT 4. : 3699698910828597')).toBe('3699698910828597');
    expect(valueAfterLabel(' / gdr : Village Karanpur, Post Karanpur')).toBe('Village Karanpur, Post Karanpur');
  });

  it('leaves nothing when the half ends the line (the value was read as a column of its own)', () => {
    expect(valueAfterLabel(' / gdr1')).toBe('');
    expect(valueAfterLabel(' / 9H')).toBe('');
  });

  it('keeps a value that has no second-language label, or a slash inside it', () => {
    expect(valueAfterLabel(': Ramesh Kumar')).toBe(': Ramesh Kumar');
    expect(valueAfterLabel(' Ward No. 5/12, Shiv Colony')).toBe('Ward No. 5/12, Shiv Colony');
  });

  it('drops a vowelless junk half when OCR lost the colon after it (phone photos)', () => {
    expect(valueAfterLabel(' / Tm Kamlesh Pat')).toBe('Kamlesh Pat');
    expect(valueAfterLabel(' | TW Geeta Den')).toBe('Geeta Den');
    expect(valueAfterLabel(' / wn Village Xhajun, Post jJamaipur')).toBe('Village Xhajun, Post jJamaipur');
    expect(valueAfterLabel(' / 3m Shiv Kum')).toBe('Shiv Kum');
  });

  it('drops a junk half without a capital when OCR lost the colon after it', () => {
    expect(valueAfterLabel(' / 5a Village Kishunpur, Post Kishunpur')).toBe('Village Kishunpur, Post Kishunpur');
    expect(valueAfterLabel(' / a Village Bhagwanpur')).toBe('Village Bhagwanpur');
    expect(valueAfterLabel(' / Om Prakash Yadav')).toBe('/ Om Prakash Yadav');
  });

  it('keeps a short first name or a vowelless name part after the slash', () => {
    expect(valueAfterLabel(' / Ram Kumar Yadav')).toBe('/ Ram Kumar Yadav');
    expect(valueAfterLabel(' / Md Salim Khan')).toBe('/ Md Salim Khan');
    expect(valueAfterLabel(' / mmm & 1 65088539943')).toBe('/ mmm & 1 65088539943');
  });
});
