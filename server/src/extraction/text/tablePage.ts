import { encodePgm, type GreyImage } from './greyImage';
import { eraseRulingLines, type VerticalRule } from './rulingLines';

/**
 * The page with the rules of its tables erased (in place, and encoded for OCR with the 'table' layout), and
 * every upright rule it erased: each trace of a thick rule, the table's and any box's.
 */
export function tablePage(page: GreyImage): { image: Uint8Array; rules: VerticalRule[] } {
  const rules = eraseRulingLines(page);
  return { image: encodePgm(page), rules };
}
