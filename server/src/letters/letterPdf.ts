import 'regenerator-runtime/runtime'; // @pdf-lib/fontkit's Devanagari shaper calls a global regeneratorRuntime
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { fontFile, splitByScript, type FontScript, type FontWeight } from './scriptFonts';

/** What a letter is made of, top to bottom; the layout (A4, wrapping, page breaks) is done here. */
export type LetterBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; weight?: FontWeight }
  | { kind: 'facts'; rows: readonly (readonly [string, string])[] }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'gap' }
  | { kind: 'newPage' };

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;
const LABEL_WIDTH = 190;
const SIZES = { title: 16, heading: 12, body: 10.5 } as const;
const LINE_HEIGHT = 1.5;
const INK = rgb(0.1, 0.1, 0.1);
const RULE = rgb(0.55, 0.55, 0.55);

// Read once: every letter embeds the same four files.
const fontBytes = new Map<string, Buffer>();
function bytesOf(script: FontScript, weight: FontWeight): Buffer {
  const key = `${script}-${weight}`;
  if (!fontBytes.has(key)) fontBytes.set(key, readFileSync(fontFile(script, weight)));
  return fontBytes.get(key)!;
}

type FontFor = (script: FontScript, weight: FontWeight) => PDFFont;

async function embedFonts(document: PDFDocument): Promise<FontFor> {
  document.registerFontkit(fontkit);
  const fonts = new Map<string, PDFFont>();
  for (const script of ['latin', 'devanagari'] as const) {
    for (const weight of ['regular', 'bold'] as const) {
      // pdf-lib's subset of Noto Sans (Latin) loses letters in pdf.js, so Latin is embedded whole.
      const font = await document.embedFont(bytesOf(script, weight), { subset: script === 'devanagari' });
      fonts.set(`${script}-${weight}`, font);
    }
  }
  return (script, weight) => fonts.get(`${script}-${weight}`)!;
}

/** Lays blocks out on A4 pages: words wrapped to the width, a new page when one is full. */
class Layout {
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly document: PDFDocument,
    private readonly fontFor: FontFor,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.document.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private widthOf(text: string, size: number, weight: FontWeight): number {
    return splitByScript(text).reduce(
      (width, run) => width + this.fontFor(run.script, weight).widthOfTextAtSize(run.text, size),
      0,
    );
  }

  /** The text cut into lines no wider than `width` (a word longer than the line gets a line of its own). */
  wrap(text: string, size: number, weight: FontWeight, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ').filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && this.widthOf(candidate, size, weight) > width) {
          lines.push(line);
          line = word;
        } else {
          line = candidate;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  private room(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  private drawLine(text: string, x: number, size: number, weight: FontWeight): void {
    let at = x;
    for (const run of splitByScript(text)) {
      const font = this.fontFor(run.script, weight);
      this.page.drawText(run.text, { x: at, y: this.y - size, size, font, color: INK });
      at += font.widthOfTextAtSize(run.text, size);
    }
  }

  text(
    text: string,
    { size = SIZES.body as number, weight = 'regular' as FontWeight, x = MARGIN, width = WIDTH } = {},
  ): void {
    for (const line of this.wrap(text, size, weight, width)) {
      this.room(size * LINE_HEIGHT);
      this.drawLine(line, x, size, weight);
      this.y -= size * LINE_HEIGHT;
    }
  }

  /** A label and its value side by side, the value wrapped in its column; kept together on one page. */
  fact(label: string, value: string): void {
    const size = SIZES.body;
    const labelLines = this.wrap(label, size, 'bold', LABEL_WIDTH - 10);
    const valueLines = this.wrap(value, size, 'regular', WIDTH - LABEL_WIDTH);
    const lines = Math.max(labelLines.length, valueLines.length);
    this.room(lines * size * LINE_HEIGHT);
    const top = this.y;
    labelLines.forEach((line, index) => {
      this.y = top - index * size * LINE_HEIGHT;
      this.drawLine(line, MARGIN, size, 'bold');
    });
    valueLines.forEach((line, index) => {
      this.y = top - index * size * LINE_HEIGHT;
      this.drawLine(line, MARGIN + LABEL_WIDTH, size, 'regular');
    });
    this.y = top - lines * size * LINE_HEIGHT;
  }

  rule(): void {
    this.room(8);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 3 },
      end: { x: MARGIN + WIDTH, y: this.y - 3 },
      thickness: 0.6,
      color: RULE,
    });
    this.y -= 10;
  }

  gap(points: number): void {
    this.y -= points;
  }
}

export interface LetterMetadata {
  title: string;
  subject: string;
  language: 'en' | 'hi' | 'en, hi';
}

/** The letter as a PDF with its text as real text (embedded Noto fonts; Hindi shaped by fontkit). */
export async function renderLetterPdf(
  blocks: readonly LetterBlock[],
  metadata: LetterMetadata,
  createdAt: Date,
): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle(metadata.title);
  document.setSubject(metadata.subject);
  document.setLanguage(metadata.language);
  document.setProducer('Kisan Credit');
  document.setCreator('Kisan Credit');
  document.setCreationDate(createdAt);
  document.setModificationDate(createdAt);
  const layout = new Layout(document, await embedFonts(document));
  for (const block of blocks) {
    switch (block.kind) {
      case 'title':
        layout.text(block.text, { size: SIZES.title, weight: 'bold' });
        layout.rule();
        break;
      case 'heading':
        layout.gap(6);
        layout.text(block.text, { size: SIZES.heading, weight: 'bold' });
        break;
      case 'paragraph':
        layout.text(block.text, { weight: block.weight ?? 'regular' });
        layout.gap(4);
        break;
      case 'facts':
        for (const [label, value] of block.rows) layout.fact(label, value);
        layout.gap(4);
        break;
      case 'list':
        block.items.forEach((item, index) =>
          layout.text(`${index + 1}. ${item}`, { x: MARGIN + 12, width: WIDTH - 12 }),
        );
        layout.gap(4);
        break;
      case 'gap':
        layout.gap(12);
        break;
      case 'newPage':
        layout.newPage();
        break;
    }
  }
  return Buffer.from(await document.save());
}
