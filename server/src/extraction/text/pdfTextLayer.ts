import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

interface PlacedText {
  text: string;
  x: number;
  /** Baseline, PDF units, growing upwards. */
  y: number;
  width: number;
  size: number;
}

// A gap wider than this share of the font size between two pieces of a line is a space.
const SPACE_GAP = 0.2;
// Pieces whose baselines differ by less than this share of the font size sit on one line.
const SAME_LINE = 0.5;

/** The page's text layer as lines, top to bottom, each read left to right. */
export async function pageTextLines(page: PDFPageProxy): Promise<string[]> {
  const content = await page.getTextContent();
  const pieces = content.items
    .filter((item): item is TextItem => 'str' in item && item.str.trim() !== '')
    .map(toPlacedText)
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: PlacedText[][] = [];
  for (const piece of pieces) {
    const line = lines.at(-1);
    const anchor = line?.[0];
    const onSameLine = anchor && Math.abs(anchor.y - piece.y) < SAME_LINE * Math.max(anchor.size, piece.size);
    if (line && onSameLine) line.push(piece);
    else lines.push([piece]);
  }
  return lines.map(joinLine);
}

function toPlacedText(item: TextItem): PlacedText {
  const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
  return { text: item.str, x, y, width: item.width, size: Math.hypot(c, d) || item.height };
}

function joinLine(line: PlacedText[]): string {
  line.sort((a, b) => a.x - b.x);
  let text = '';
  let end = -Infinity;
  for (const piece of line) {
    const gap = piece.x - end;
    if (text !== '' && gap > SPACE_GAP * piece.size && !/\s$/u.test(text) && !/^\s/u.test(piece.text)) text += ' ';
    text += piece.text;
    end = Math.max(end, piece.x + piece.width);
  }
  return text.replace(/\s+/gu, ' ').trim();
}
