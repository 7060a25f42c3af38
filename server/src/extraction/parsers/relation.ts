import { leadingPersonName } from './personName';
import { RELATION_PREFIX } from './relationPrefix';

/** Son, daughter or wife of (the form's father/husband name), or care of (usually the same person). */
export type RelationKind = 'childOrWife' | 'careOf';

export interface Relation {
  kind: RelationKind;
  /** The related person's name, Title Case. */
  name: string;
  /** The text before the prefix on the same line. */
  before: string;
  /** The text after the related person's name (an address often follows it). */
  after: string;
}

/** The first S/O, D/O, W/O or C/O of a line with the name that follows it. */
export function findRelation(line: string): Relation | undefined {
  const match = RELATION_PREFIX.exec(line);
  if (!match) return undefined;
  const letter = (match[2] ?? match[3] ?? match[4] ?? '').toUpperCase();
  const rest = line.slice(match.index + match[0].length);
  const name = leadingPersonName(rest);
  if (!name) return undefined;
  const lastWord = name.split(' ').at(-1)!.replace(/\.$/, '').toLowerCase();
  const lastWordAt = rest.toLowerCase().indexOf(lastWord);
  const nameEnd = lastWordAt === -1 ? rest.length : lastWordAt + lastWord.length;
  return {
    kind: letter === 'C' || letter === 'CARE' ? 'careOf' : 'childOrWife',
    name,
    before: line.slice(0, match.index + match[1]!.length).trim(),
    after: rest
      .slice(nameEnd)
      .replace(/^[\s.,;|-]+/, '')
      .trim(),
  };
}

export const RELATION_CONFIDENCE: Record<RelationKind, number> = { childOrWife: 0.85, careOf: 0.6 };
