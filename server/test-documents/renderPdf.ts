import 'regenerator-runtime/runtime'; // @pdf-lib/fontkit's Devanagari shaper calls a global regeneratorRuntime
import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type RGB } from 'pdf-lib';
import { FONT_SCRIPTS, fontFile, splitByScript, type FontScript, type FontWeight } from './fonts';
import type { Page } from './page';

const POINTS_PER_MM = 72 / 25.4;

function colourOf(hex: string): RGB {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

async function embedFonts(document: PDFDocument): Promise<(script: FontScript, weight: FontWeight) => PDFFont> {
  document.registerFontkit(fontkit);
  const fonts = new Map<string, PDFFont>();
  for (const script of FONT_SCRIPTS) {
    for (const weight of ['regular', 'bold'] as const) {
      // pdf-lib's subset of Noto Sans (Latin) renders in pdf.js with most letters missing, so it is embedded whole.
      const subset = script !== 'latin';
      // fontkit's mark positioning features fail on some Gurmukhi and Telugu vowel signs; without them marks sit at their default place.
      const features = script === 'gurmukhi' || script === 'telugu' ? { abvm: false, blwm: false, dist: false, mark: false, mkmk: false } : undefined;
      fonts.set(`${script}-${weight}`, await document.embedFont(await readFile(fontFile(script, weight)), { subset, ...(features ? { features } : {}) }));
    }
  }
  return (script, weight) => fonts.get(`${script}-${weight}`)!;
}

/** A one-page PDF of the page with its text as real text (embedded Noto fonts), like a downloaded e-document. */
export async function renderToPdf(page: Page): Promise<Buffer> {
  const document = await PDFDocument.create();
  const fontFor = await embedFonts(document);
  const scale = (page.widthMm * POINTS_PER_MM) / page.width;
  const pdfPage = document.addPage([page.width * scale, page.height * scale]);
  const flipY = (y: number) => (page.height - y) * scale;
  pdfPage.drawRectangle({ x: 0, y: 0, width: page.width * scale, height: page.height * scale, color: colourOf(page.background) });
  for (const op of page.ops) {
    switch (op.kind) {
      case 'text': {
        let x = op.x * scale;
        for (const run of splitByScript(op.text)) {
          const font = fontFor(run.script, op.weight);
          const size = op.size * scale;
          pdfPage.drawText(run.text, { x, y: flipY(op.y), size, font, color: colourOf(op.colour) });
          x += font.widthOfTextAtSize(run.text, size);
        }
        break;
      }
      case 'rect':
        pdfPage.drawRectangle({
          x: op.x * scale,
          y: flipY(op.y + op.height),
          width: op.width * scale,
          height: op.height * scale,
          ...(op.fill ? { color: colourOf(op.fill) } : {}),
          ...(op.stroke ? { borderColor: colourOf(op.stroke), borderWidth: (op.lineWidth ?? 1) * scale } : {}),
        });
        break;
      case 'ellipse':
        pdfPage.drawEllipse({ x: op.x * scale, y: flipY(op.y), xScale: op.radiusX * scale, yScale: op.radiusY * scale, color: colourOf(op.fill) });
        break;
      case 'polyline':
        op.points.slice(1).forEach(([x, y], index) => {
          const [fromX, fromY] = op.points[index]!;
          pdfPage.drawLine({
            start: { x: fromX * scale, y: flipY(fromY) },
            end: { x: x * scale, y: flipY(y) },
            thickness: op.lineWidth * scale,
            color: colourOf(op.colour),
          });
        });
        break;
    }
  }
  return Buffer.from(await document.save());
}
