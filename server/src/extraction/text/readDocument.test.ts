import type { OcrEngine, PageLayout } from './ocrEngine';
import { readDocument } from './readDocument';
import { photoOfALine } from './testDocuments';

// Image code runs 10-20× slower in jest's sandbox than in the reader's thread (see photoPage.test.ts).
jest.setTimeout(60_000);

/** An engine that reads every image as the same line and records the layout it was asked for. */
function recordingEngine(layouts: PageLayout[]): OcrEngine {
  return {
    start: async () => undefined,
    recognize: async (_image, _languages, layout) => {
      layouts.push(layout);
      const words = [{ text: 'Jai', confidence: 90 }];
      return { text: 'Jai', confidence: 0.9, lines: [{ words }] };
    },
  };
}

const readJpeg = async (bytes: Uint8Array, layouts: PageLayout[]) =>
  readDocument(
    { bytes, mime: 'image/jpeg', languages: ['eng'], maxPages: 1 },
    recordingEngine(layouts),
    Date.now() + 60_000,
  );

describe('readDocument', () => {
  it('reads a card photo, prepared and as sent, as one column of lines', async () => {
    const layouts: PageLayout[] = [];
    await readJpeg(await photoOfALine(800, 'uneven'), layouts);
    expect(layouts).toEqual(['column', 'column']);
  });

  it('reads an evenly lit image (a scan) once, with the automatic page layout', async () => {
    const layouts: PageLayout[] = [];
    await readJpeg(await photoOfALine(800, 'even'), layouts);
    expect(layouts).toEqual(['page']);
  });
});
