/** Tesseract's languages: English, and the languages of the land records (Hindi, Marathi, Kannada, Punjabi, Gujarati, Telugu). */
export type OcrLanguage = 'eng' | 'hin' | 'mar' | 'kan' | 'pan' | 'guj' | 'tel';
export type ReadableMime = 'application/pdf' | 'image/jpeg' | 'image/png';

export interface DocumentText {
  /** Pages are separated by a line holding only a form feed (\f). */
  text: string;
  method: 'pdf-text' | 'ocr';
  /** 0..1 mean word confidence; 1 for a PDF text layer */
  confidence: number;
  /** Pages read: every page of an image, at most maxPages of a PDF. */
  pages: number;
}

export interface TextReader {
  read(bytes: Uint8Array, mime: ReadableMime, languages: readonly OcrLanguage[]): Promise<DocumentText>;
  /** Starts the workers now (boot), so the first document does not pay the start-up. */
  warm(): Promise<void>;
  close(): Promise<void>;
}

export const PAGE_SEPARATOR = '\n\f\n';
