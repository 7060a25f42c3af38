/** A small seeded generator (mulberry32): the same seed always draws the same documents. */
export interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  gaussian(): number;
  digits(count: number): string;
  letters(count: number): string;
}

// Module-level copies: inside jest's sandbox every lookup of the global Math is many times slower.
const { cos, floor, imul, log, PI, sqrt } = Math;

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)]!,
    chance: (probability) => next() < probability,
    gaussian: () => sqrt(-2 * log(1 - next())) * cos(2 * PI * next()),
    digits: (count) => Array.from({ length: count }, () => String(int(0, 9))).join(''),
    letters: (count) => Array.from({ length: count }, () => String.fromCharCode(65 + int(0, 25))).join(''),
  };
}

/** A seed for one document of a person, so each kind and variant gets its own reproducible noise. */
export function deriveSeed(seed: number, ...parts: string[]): number {
  let hash = seed >>> 0;
  for (const char of parts.join('|')) hash = imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}
