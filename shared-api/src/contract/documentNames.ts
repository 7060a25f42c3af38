import { namesMatch } from '@kisan-credit/shared-api/contract/calculations/nameMatch';

/** The names read from one of the farmer's documents: its holder's, or a land record's holders. */
export interface DocumentNames {
  /** The document slot it was read from, e.g. 'aadharCopy'. */
  source: string;
  names: string[];
}

/**
 * GET /api/file/names?userId=… (the banker of the application's branch): the names read from each of the
 * farmer's documents, for the cross-document name check of the decision screen; `processing` while some are
 * still being read.
 */
export interface DocumentNamesAnswer {
  processing: boolean;
  documents: DocumentNames[];
}

/** One document in the officer's name check: the name it gives, and whether it is the applicant's. */
export interface NameCheckRow {
  source: string;
  name: string;
  agrees: boolean;
}

/**
 * Each document's name against the name typed on the application (docs/requirements.md#r10-name-check),
 * by the same rule as the farmer's warning (`namesMatch`). A land record names every holder: it agrees when
 * one of them is the applicant, and shows that one; otherwise it shows them all.
 */
export function nameCheckRows(typedName: string, documents: readonly DocumentNames[]): NameCheckRow[] {
  return documents
    .filter((document) => document.names.length > 0)
    .map((document) => {
      const same = document.names.find((name) => namesMatch(typedName, name));
      return same === undefined
        ? { source: document.source, name: document.names.join(', '), agrees: false }
        : { source: document.source, name: same, agrees: true };
    });
}
