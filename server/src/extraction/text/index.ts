export type { DocumentText, OcrLanguage, ReadableMime, TextReader } from './types';
export { createTextReader } from './textReader';
