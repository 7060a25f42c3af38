import { DIGIT_LIKE } from './confusions';

const DIGIT_LIKE_TOKEN = new RegExp(`^[${DIGIT_LIKE}]+$`);

/** A token that stands for digits: digit-like characters, at least half of them real digits. */
function isDigitToken(token: string): boolean {
  return DIGIT_LIKE_TOKEN.test(token) && (token.match(/[0-9]/g)?.length ?? 0) * 2 >= token.length;
}

/** Runs of neighbouring digit tokens in a text ("2345 6789 0123" is one run of three tokens). */
export function digitRuns(text: string): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  // OCR reads a label's colon before digits as "$" ("Account No $383901468106431"); a "$" after a digit is a
  // misread digit, and leaves the token no number.
  for (const token of text.split(/[\s,:;.–-]+|(?<![0-9])\$/)) {
    if (token === '') continue;
    if (isDigitToken(token)) {
      run.push(token);
      continue;
    }
    if (run.length > 0) runs.push(run);
    run = [];
  }
  if (run.length > 0) runs.push(run);
  return runs;
}
