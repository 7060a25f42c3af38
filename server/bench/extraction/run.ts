import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { languagesFor } from '../../src/extraction/documentExtractor';
import { parseDocument } from '../../src/extraction/parsers';
import { createTextReader } from '../../src/extraction/text';
import {
  DEFAULT_TODAY,
  DOCUMENT_KINDS,
  DOCUMENT_VARIANTS,
  generateDocument,
  makePerson,
  STATE_OF_LAND_KIND,
  type DocumentKind,
  type DocumentVariant,
  type GeneratedDocument,
  type Person,
} from '../../test-documents';
import { apiWhileReadingSummary, measureApiWhileReading } from './apiWhileReading';
import { asUploaded } from './asUploaded';
import { accuracyTable, missSummary, stateTable, targetSummary, type DocumentResult } from './report';
import { scoreDocument } from './score';

/**
 * `npm run bench:extraction -w server -- [--persons 10] [--seed 1] [--workers 1] [--kinds pan,voterId]
 * [--variants clean,scan] [--states Karnataka,Punjab] [--known-state] [--no-api]`: synthetic KYC and land documents (server/test-documents) read by the text engine
 * and parsed as uploads are, each field compared with the document's ground truth. Prints accuracy and
 * seconds per kind × variant (images first made as small as the browser sends them), the land records per
 * state, the overall figures against the targets, and the misses; writes every
 * document's text and scores to a JSON file in the temporary folder. Then (unless --no-api) the API's own
 * latency while the real server reads a batch of documents.
 */
const { values: options } = parseArgs({
  allowNegative: true,
  options: {
    persons: { type: 'string', default: '10' },
    seed: { type: 'string', default: '1' },
    workers: { type: 'string', default: '1' },
    kinds: { type: 'string', default: DOCUMENT_KINDS.join(',') },
    variants: { type: 'string', default: DOCUMENT_VARIANTS.join(',') },
    states: { type: 'string' },
    api: { type: 'boolean', default: true },
    'known-state': { type: 'boolean', default: false },
  },
});

const states = options.states?.split(',');
// --states picks the land records of those states (by the state's name as the report prints it).
const kinds = states
  ? DOCUMENT_KINDS.filter((kind) => states.includes(STATE_OF_LAND_KIND[kind] ?? ''))
  : (options.kinds.split(',') as DocumentKind[]);
const variants = options.variants.split(',') as DocumentVariant[];
const unknownVariants = variants.filter((variant) => !DOCUMENT_VARIANTS.includes(variant));
if (unknownVariants.length > 0) {
  throw new Error(`Unknown --variants ${unknownVariants.join(', ')}: use ${DOCUMENT_VARIANTS.join(', ')}.`);
}
const persons = Array.from({ length: Number(options.persons) }, (_, index) => makePerson(Number(options.seed) + index));
const workers = Number(options.workers);
const today = new Date(`${DEFAULT_TODAY}T12:00:00Z`);

async function generateAll(): Promise<{ person: Person; document: GeneratedDocument; generatedBytes: number }[]> {
  const documents = [];
  for (const kind of kinds) {
    for (const variant of variants) {
      for (const person of persons) {
        const generated = await generateDocument(person, kind, variant);
        documents.push({ person, document: await asUploaded(generated), generatedBytes: generated.bytes.length });
      }
    }
  }
  return documents;
}

async function main(): Promise<void> {
  const generationStart = performance.now();
  const documents = await generateAll();
  console.log(
    `Generated ${documents.length} documents in ${((performance.now() - generationStart) / 1000).toFixed(1)} s; reading with ${workers} worker(s)…`,
  );
  const readerStart = performance.now();
  const reader = createTextReader({ workers, timeoutMs: 120_000 });
  const results: DocumentResult[] = [];
  let next = 0;
  const readNext = async (): Promise<void> => {
    while (next < documents.length) {
      const { person, document, generatedBytes } = documents[next++]!;
      const cold = results.length === 0 && next === 1;
      const started = cold ? readerStart : performance.now();
      // --known-state: the farmer's address names the record's state, so the reader skips the heading read.
      const state = options['known-state'] ? STATE_OF_LAND_KIND[document.kind] : undefined;
      const text = await reader.read(document.bytes, document.mime, languagesFor(document.slot, state));
      const seconds = (performance.now() - started) / 1000;
      const fields = parseDocument(document.slot, text.text, { today, ocrConfidence: text.confidence });
      const scores = scoreDocument(document.truth, fields);
      results.push({
        kind: document.kind,
        variant: document.variant,
        seed: person.seed,
        seconds,
        cold,
        method: text.method,
        scores,
        text: text.text,
        bytes: { generated: generatedBytes, uploaded: document.bytes.length },
      });
      if (results.length % 25 === 0) console.log(`  ${results.length}/${documents.length}`);
    }
  };
  // The OCR threads live in this process: its resident set is what each loaded language costs.
  let peakRss = process.memoryUsage().rss;
  const sampling = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 250);
  try {
    await Promise.all(Array.from({ length: workers }, readNext));
  } finally {
    clearInterval(sampling);
    await reader.close();
  }
  const ordered = documents.map(({ person, document }) =>
    results.find(
      (result) => result.seed === person.seed && result.kind === document.kind && result.variant === document.variant,
    )!,
  );
  const detailsFile = path.join(os.tmpdir(), `extraction-bench-${Date.now()}.json`);
  writeFileSync(detailsFile, JSON.stringify(ordered, null, 1));
  console.log(
    `\n${accuracyTable(ordered)}\n\nLand records per state:\n${stateTable(ordered)}\n\n${targetSummary(ordered)}\n\nMisses by field:\n${missSummary(ordered)}\n\nPeak resident memory while reading (${workers} OCR thread(s)): ${Math.round(peakRss / 2 ** 20)} MB\n\nEvery document's text and scores: ${detailsFile}`,
  );
  if (options.api) {
    console.log('\nThe API while documents are read (the real server, its own extraction worker)…');
    console.log(apiWhileReadingSummary(await measureApiWhileReading(workers)));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
