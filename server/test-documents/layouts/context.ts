import type { Random } from '../random';

export interface LayoutContext {
  /** YYYY-MM-DD: the day the document is printed, and the day ages are counted to. */
  today: string;
  random: Random;
}
