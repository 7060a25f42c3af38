import { encodePgm, type GreyImage } from './greyImage';
import { eraseRulingLines } from './rulingLines';

/** The page with the rules of its tables erased, encoded for OCR with the 'table' layout. */
export function tablePage(page: GreyImage): Uint8Array {
  eraseRulingLines(page);
  return encodePgm(page);
}
