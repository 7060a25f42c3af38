import type { OcrLine, OcrResult, OcrWord } from './ocrEngine';
import { cellImage, doubtfulNumberCells, textOfLines, withNumberCellsReread } from './numberCells';

/** A word of a row 30 px high, at x0 and as wide as its text's length × 15 px. */
const word = (text: string, confidence: number, x0: number): OcrWord => ({
  text,
  confidence,
  box: { x0, y0: 100, x1: x0 + text.length * 15, y1: 130 },
});

// A Pahani photo's row: the survey number and area cells read as letters, the names and khata as printed.
const row: OcrLine = {
  words: [
    word('సన', 1, 60),
    word('కీల', 35, 250),
    word('రమేశ', 92, 460),
    word('కశ్యప', 96, 540),
    word('మహేశ', 96, 850),
    word('కశ్యప', 95, 940),
    word('౦౦౪౬౫', 72, 1230),
  ],
};

describe('doubtful number cells', () => {
  it("are a row's doubtful words of letters or digits outside its names, on a line that holds a number", () => {
    const heading: OcrLine = { words: [word('స్వ', 45, 60), word('విస్తీర్ణం', 0, 230)] };
    const khataLost: OcrLine = { words: [...row.words.slice(2, 6), word('యు', 46, 1230), word('౮', 90, 1400)] };
    // A scanned Pahani's ౧౩౬౭/౧ with its slash read as ౮ (person 2708).
    const slashLost: OcrLine = { words: [word('౧౩౬౭౮౧', 23, 60), word('౨-౦౧', 93, 250), ...row.words.slice(2)] };
    // A clean Pahani's khata ౦౦౦౩౦ read in two digit sets, however sure (person 3302).
    const mixedSets: OcrLine = { words: [...row.words.slice(0, 6), word('౦0౦0030౦', 70, 1230)] };
    const inScriptDigits = { inScriptDigits: true };
    expect(doubtfulNumberCells([heading, row, khataLost, slashLost, mixedSets], inScriptDigits)).toEqual([
      { line: 1, word: 0 },
      { line: 1, word: 1 },
      { line: 2, word: 4 },
      { line: 3, word: 0 },
      { line: 4, word: 0 },
      { line: 4, word: 1 },
      { line: 4, word: 6 },
    ]);
    // On a record printed in ASCII digits, the stray digit is the script's, and the page's read may be right.
    expect(doubtfulNumberCells([mixedSets])).toEqual([
      { line: 0, word: 0 },
      { line: 0, word: 1 },
    ]);
  });

  it('leave a doubtful word among the names, a confident word, an initial, a speck and a rule read as a word', () => {
    const names: OcrLine = {
      words: [word('౯౩౦/౨', 90, 60), word('రమేశ', 92, 460), word('కశప', 30, 540), word('మహేశ', 96, 850)],
    };
    const speck: OcrLine = {
      words: [{ text: 'గ', confidence: 49, box: { x0: 48, y0: 100, x1: 50, y1: 130 } }, ...row.words.slice(2)],
    };
    const initial: OcrLine = {
      words: [word('1', 90, 20), word('ही.', 30, 60), word('बी.', 80, 110), word('342', 90, 800)],
    };
    const rule: OcrLine = {
      words: [{ text: 'వగ', confidence: 0, box: { x0: 800, y0: 0, x1: 830, y1: 1 } }, word('౧౭౪౫౯', 72, 400)],
    };
    expect(doubtfulNumberCells([names, speck, initial, rule])).toEqual([]);
  });
});

describe('reading number cells again', () => {
  const page = { width: 40, height: 20, pixels: new Uint8Array(40 * 20).fill(200) };

  const size = (image: Buffer) => {
    const [, dimensions] = image.toString('ascii', 0, 20).split('\n');
    return dimensions!.split(' ').map(Number) as [number, number];
  };

  it('cuts the cell to its ink with some room, stretched to black and white, 48 px high, in a white margin', () => {
    // A grey page with a dark 10 × 10 px glyph, whose word box OCR drew too wide and too tall.
    const inked = { width: 60, height: 40, pixels: new Uint8Array(60 * 40).fill(230) };
    for (let y = 10; y < 20; y++) inked.pixels.fill(40, y * 60 + 20, y * 60 + 30);
    const image = Buffer.from(cellImage(inked, { x0: 12, y0: 4, x1: 40, y1: 30 }));
    // The glyph and 3 px (a quarter of its height, rounded) around it: 16 × 16 px, × 3, and 14 px of white.
    const [width, height] = size(image);
    expect([width, height]).toEqual([48 + 28, 48 + 28]);
    const pixels = image.subarray(image.length - width * height);
    expect(pixels[0]).toBe(255);
    expect(pixels[(14 + 24) * width + 14 + 24]).toBe(0);
    expect(pixels[(14 + 2) * width + 14 + 2]).toBe(255);
  });

  it('leaves a cell without ink as cut, enlarged', () => {
    const image = Buffer.from(cellImage(page, { x0: 10, y0: 5, x1: 19, y1: 14 }));
    // 16 × 12 px (9 px high, grown 3 px each side and 1 px above and below) × 4, and 14 px of white.
    expect(size(image)).toEqual([64 + 28, 48 + 28]);
  });

  const reads = (...answers: [string, number][]) => {
    const queue = [...answers];
    return async (): Promise<OcrResult> => {
      const [text, confidence] = queue.shift() ?? ['', 0];
      return { text, confidence, lines: [] };
    };
  };

  /** The cell reads of a record printed in its script's digits, in its script (one language's, then nothing). */
  const inScript = (...answers: [string, number][]) => ({ readsInScript: [reads(...answers)] });

  it('takes a confident read that is a number; leaves the word as read otherwise', async () => {
    const lines = await withNumberCellsReread([row], page, [reads(['౯౩౦/౨\n', 0.81], ['౨౩౫', 0.2])]);
    expect(textOfLines(lines)).toBe('౯౩౦/౨ కీల రమేశ కశ్యప మహేశ కశ్యప ౦౦౪౬౫');
    const unread = await withNumberCellsReread([row], page, [reads(['..', 0.9], ['౧-౧౧', 0.95])]);
    expect(textOfLines(unread)).toBe('సన ౧-౧౧ రమేశ కశ్యప మహేశ కశ్యప ౦౦౪౬౫');
  });

  it('takes however unsure a read in script digits that only drops the ASCII digits a read in two digit sets made', async () => {
    // Clean Pahanis' khatas ౦౦౦౩౦ and ౦౦౭౧౪ (persons 3302, 3303).
    const names = row.words.slice(2, 6);
    const mixedSets: OcrLine = { words: [...names, word('౦0౦0030౦', 70, 1230), word('౦008౭౧౪', 73, 1400)] };
    const digits = [reads(['౦౦౦౩౦\n', 0.6], ['౦౦౭౧౪\n', 0])];
    const lines = await withNumberCellsReread([mixedSets], page, digits, inScript());
    expect(textOfLines(lines)).toBe('రమేశ కశ్యప మహేశ కశ్యప ౦౦౦౩౦ ౦౦౭౧౪');
    expect(lines[0]!.words.map((mended) => mended.confidence).slice(4)).toEqual([70, 73]);
    // Not on a record printed in ASCII digits.
    const ascii = await withNumberCellsReread([mixedSets], page, [reads(['౦౦౦౩౦\n', 0.6], ['౦౦౭౧౪\n', 0])]);
    expect(textOfLines(ascii)).toBe(textOfLines([mixedSets]));
    // Digits the word does not hold, a script digit dropped, or fewer than two: no mend.
    const other = await withNumberCellsReread([mixedSets], page, [reads(['౦౦౦౫౦', 0.6], ['౦౦౧౪', 0])], inScript());
    expect(textOfLines(other)).toBe(textOfLines([mixedSets]));
    // A scanned RTC's area ೦-೨೭ read "0-೨೭" (person 3308): a sure read with another separator, or without the
    // script's ೭, is no mend.
    const area: OcrLine = { words: [word('೮೧೩', 95, 60), word('0-೨೭', 86, 200)] };
    for (const read of ['೦.೨೭', '೦-೨'])
      expect(textOfLines(await withNumberCellsReread([area], page, [reads([read, 0.9])], inScript()))).toBe('೮೧೩ 0-೨೭');
    const unsure = await withNumberCellsReread([row], page, [reads(['౯౩౦/౨', 0.6], ['౧-౧౧', 0.6])]);
    expect(textOfLines(unsure)).toBe(textOfLines([row]));
  });

  it("tries the next language's read of a cell only where the one before gave no confident number", async () => {
    // A 7/12's cells in Marathi, then Hindi (person 2201): Marathi misreads ४५५, Hindi reads it.
    const marathi = reads(['४\n', 0], ['౧-౧౧', 0.95]);
    const hindi = reads(['४५५\n', 0.92]);
    const lines = await withNumberCellsReread([row], page, [marathi, hindi]);
    expect(textOfLines(lines)).toBe('४५५ ౧-౧౧ రమేశ కశ్యప మహేశ కశ్యప ౦౦౪౬౫');
  });

  it("takes the cell's read in the script where no digit read is a number, if it holds two digits and is surer", async () => {
    // A clean Jamabandi's १०६२घ (person 2504): as digits "१०" at 0.00, in Hindi "श्०्६रघ" at 0.31.
    // Each cell is read at two heights, none of them a number as printed; the second cell's reads give no two digits.
    const digits = reads(['१०', 0], ['', 0]);
    const script = inScript(['श्०्६रघ\n', 0.31], ['श्०्', 0.5], ['కీ', 0.9], ['క౧', 0.9]);
    const lines = await withNumberCellsReread([row], page, [digits], script);
    expect(textOfLines(lines)).toBe('श्०्६रघ కీల రమేశ కశ్యప మహేశ కశ్యప ౦౦౪౬౫');
    const unsure = await withNumberCellsReread(
      [row],
      page,
      [reads(['', 0], ['', 0])],
      inScript(['క౧౨', 0], ['క౧౨', 0], ['క౧౨', 0.2], ['క౧౨', 0.2]),
    );
    expect(textOfLines(unsure)).toBe('సన కీల రమేశ కశ్యప మహేశ కశ్యప ౦౦౪౬౫');
  });

  it("takes the most confident read of a number as cells print it, of each language's, however unsure", async () => {
    // A clean Khatauni's ५५७ख read "पत७्ख" at 6 (person 3609): Marathi's data read its cell "पप७्ख" at 0.62,
    // Hindi's ५५७ख at 0.52.
    const garbled: OcrLine = { words: [word('पत७्ख', 6, 60), word('०.३५२२', 91, 250)] };
    const marathi = reads(['पप७्ख', 0.62]);
    const hindi = reads(['५५७ख\n', 0.52]);
    const lines = await withNumberCellsReread([garbled], page, [reads(['७', 0])], { readsInScript: [marathi, hindi] });
    expect(textOfLines(lines)).toBe('५५७ख ०.३५२२');
    // Less sure than the page's read: taken, the surer of two, and kept as sure as the page's read was.
    const doubted: OcrLine = { words: [word('पत७्ख', 45, 60)] };
    const two = { readsInScript: [reads(['५५१ख', 0.2]), reads(['५५७ख', 0.3])] };
    const [mended] = await withNumberCellsReread([doubted], page, [reads(['', 0])], two);
    expect(mended!.words[0]).toMatchObject({ text: '५५७ख', confidence: 45 });
    // One digit, two digit sets, a letter before the digits, a suffix the page's read does not end in (a ५
    // read प): no number as cells print it.
    for (const read of ['७ख', '५5७ख', 'प५७ख', '५५७प']) {
      const kept = await withNumberCellsReread([garbled], page, [reads(['', 0])], inScript([read, 0.9]));
      expect(textOfLines(kept)).toBe('पत७्ख ०.३५२२');
    }
  });

  describe('a cell read again enlarged', () => {
    // A page with the cell's ink, so that the cell is cut to it.
    const inked = { width: 300, height: 200, pixels: new Uint8Array(300 * 200).fill(255) };
    for (let y = 104; y < 126; y++) inked.pixels.fill(0, y * 300 + 62, y * 300 + 140);
    const garbled: OcrLine = { words: [word('श्द१पख', 22, 60), word('०.४४३८', 40, 250)] };
    /** A reader that answers in turn and notes the height of each cell it is given. */
    const noting = (...answers: [string, number][]) => {
      const heights: number[] = [];
      const answer = reads(...answers);
      const read = async (cell: Uint8Array) => {
        heights.push(size(Buffer.from(cell))[1]);
        return answer();
      };
      return { heights, read };
    };

    it('is read so where no read at its height is a number but one holds a digit', async () => {
      // A scanned Khatauni's १६५ख (person 3606): "१६्पख" at 0.13 in Marathi's data at 48 px, १६५ख at 0.89 at 72.
      const marathi = noting(['१६्पख', 0.13], ['१६५ख', 0.89]);
      const lines = await withNumberCellsReread([garbled], inked, [reads(['१६', 0])], {
        readsInScript: [marathi.read],
      });
      expect(textOfLines(lines)).toBe('१६५ख ०.४४३८');
      expect(marathi.heights[1]! / marathi.heights[0]!).toBeGreaterThan(1.4);
    });

    it('is not read so where a read at its height is a number, or none holds a digit', async () => {
      const alone: OcrLine = { words: [garbled.words[0]!] };
      const numberRead = noting(['१६५ख', 0.3]);
      await withNumberCellsReread([alone], inked, [reads(['', 0])], { readsInScript: [numberRead.read] });
      const lettersRead = noting(['नि', 0.3]);
      await withNumberCellsReread([alone], inked, [reads(['', 0])], { readsInScript: [lettersRead.read] });
      expect([numberRead.heights.length, lettersRead.heights.length]).toEqual([1, 1]);
    });
  });

  it('takes for a doubtful number only a read in the script that is a number and surer', async () => {
    // A scanned Pahani's ౧౩౬౭/౧ read "౧౩౬౭౮౧" at 23 (person 2708), a clean Khatauni's १२७१ read "१२७१" at 21
    // whose cell Hindi read "श२७१९" at 0.45 (person 2701).
    const slashLost: OcrLine = { words: [word('౧౩౬౭౮౧', 23, 60), word('౨-౦౧', 93, 250), ...row.words.slice(2)] };
    const digits = reads(['౧౩౬౭/౧', 0.22]);
    const mended = await withNumberCellsReread([slashLost], page, [digits], inScript(['౧౩౬౭/౧)', 0.5]));
    expect(textOfLines(mended)).toBe('౧౩౬౭/౧) ౨-౦౧ రమేశ కశ్యప మహేశ కశ్యప ౦౦౪౬౫');
    const plain: OcrLine = { words: [word('१२७१', 21, 60), word('०.३३१२', 87, 250), ...row.words.slice(2)] };
    const kept = await withNumberCellsReread([plain], page, [reads(['१२७१९', 0])], inScript(['श२७१९', 0.45]));
    expect(textOfLines(kept)).toBe('१२७१ ०.३३१२ రమేశ కశ్యప మహేశ కశ్యప ౦౦౪౬౫');
    // A test Khatauni's १७८ read at 41, its cell "१9८" at 0.63 in Hindi.
    const mixed = await withNumberCellsReread([plain], page, [reads(['११८', 0.43])], inScript(['१9८', 0.63]));
    expect(textOfLines(mixed)).toBe(textOfLines([plain]));
  });

  it("takes for a doubtful number the most confident of each language's reads, where it is surer", async () => {
    // A clean Khatauni's area १.१०७७ read "३.१०७७" at 34 (person 3606): Marathi's data read its cell १.१०७७ at
    // 0.63, Hindi's "१, १०७७" at 0.54.
    const area: OcrLine = { words: [word('३१८९', 43, 60), word('३.१०७७', 34, 250)] };
    const digits = [reads(['', 0], ['१.१०७७', 0.63]), reads(['', 0], ['१.१०७७', 0])];
    const script = { readsInScript: [reads(['', 0], ['१.१०७७', 0.63]), reads(['', 0], ['१, १०७७', 0.54])] };
    expect(textOfLines(await withNumberCellsReread([area], page, digits, script))).toBe('३१८९ १.१०७७');
    // A share १/३ read at 47, its cell "१/६" at 0.40: less sure, not taken.
    const share: OcrLine = { words: [word('हिस्सा', 86, 60), word('१/३', 47, 250)] };
    const unsure = { readsInScript: [reads(['१/६', 0.4]), reads(['श्/६', 0.57])] };
    const kept = await withNumberCellsReread([share], page, [reads(['१/६', 0.4]), reads(['', 0])], unsure);
    expect(textOfLines(kept)).toBe('हिस्सा १/३');
  });

  it('gives back the very lines when no cell was mended', async () => {
    const lines = [row];
    expect(await withNumberCellsReread(lines, page, [reads(['', 0], ['', 0])])).toBe(lines);
  });
});
