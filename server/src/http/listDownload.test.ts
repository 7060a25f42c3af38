import { csvField } from './listDownload';

describe('csvField', () => {
  it('quotes fields holding a comma, quote or line break, doubling quotes', () => {
    expect(csvField('Village Rampur, Sitapur')).toBe('"Village Rampur, Sitapur"');
    expect(csvField('He said "yes"')).toBe('"He said ""yes"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('plain')).toBe('plain');
    expect(csvField(150000)).toBe('150000');
  });

  it('keeps text a spreadsheet would run as a formula from running', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+91 98765')).toBe("'+91 98765");
    expect(csvField('-5')).toBe("'-5");
    expect(csvField('@sum')).toBe("'@sum");
  });
});
