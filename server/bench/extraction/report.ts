import { STATE_OF_LAND_KIND, type DocumentKind, type DocumentVariant } from '../../test-documents';
import type { FieldScore } from './score';

export interface DocumentResult {
  kind: DocumentKind;
  variant: DocumentVariant;
  seed: number;
  seconds: number;
  /** The first document read, which paid for starting the workers. */
  cold: boolean;
  method: string;
  scores: FieldScore[];
  text: string;
  /** The file as generated and as the browser sends it (images larger than OCR needs made smaller). */
  bytes: { generated: number; uploaded: number };
}

const IDENTITY_KINDS: readonly DocumentKind[] = ['aadhaarFront', 'aadhaarBack', 'pan', 'voterId', 'passbook'];
const isLand = (kind: DocumentKind) => STATE_OF_LAND_KIND[kind] !== undefined;
/** The targets of docs/requirements.md#r10-extraction-targets: % of fields right on clean images, scans and PDFs, and on phone photos; seconds per page warm. */
export const TARGETS = { identityClean: 98, identityPhone: 93, landClean: 95, landPhone: 80, warmSecondsPerImage: 5 };

const percent = (right: number, total: number) => (total === 0 ? NaN : (100 * right) / total);
const format = (value: number, digits = 1) => (Number.isNaN(value) ? '—' : value.toFixed(digits));

function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}
const mean = (values: readonly number[]) =>
  values.length === 0 ? NaN : values.reduce((a, b) => a + b, 0) / values.length;

function accuracy(results: readonly DocumentResult[]): { right: number; total: number; percent: number } {
  const scores = results.flatMap((result) => result.scores);
  const right = scores.filter((score) => score.right).length;
  return { right, total: scores.length, percent: percent(right, scores.length) };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

function targetOf(kind: DocumentKind, variant: DocumentVariant): number {
  if (isLand(kind)) return variant === 'phonePhoto' ? TARGETS.landPhone : TARGETS.landClean;
  return variant === 'phonePhoto' ? TARGETS.identityPhone : TARGETS.identityClean;
}

const pad = (text: string, width: number) => text.padEnd(width);
const padStart = (text: string, width: number) => text.padStart(width);

export function accuracyTable(results: readonly DocumentResult[]): string {
  const lines = [
    `${pad('kind', 19)}${pad('variant', 11)}${padStart('docs', 5)}${padStart('KB', 6)}${padStart('fields', 7)}${padStart('right%', 8)}${padStart('mean s', 8)}${padStart('p95 s', 7)}  ${pad('target', 8)} per field (% right)`,
  ];
  for (const [, group] of groupBy(results, (result) => `${result.kind}|${result.variant}`)) {
    const { kind, variant } = group[0]!;
    const { total, percent: right } = accuracy(group);
    const warm = group.filter((result) => !result.cold).map((result) => result.seconds);
    const target = targetOf(kind, variant);
    const verdict = `${right >= target ? 'ok' : 'MISS'} ${target}`;
    const kilobytes = mean(group.map((result) => result.bytes.uploaded)) / 1024;
    const perField = [
      ...groupBy(
        group.flatMap((result) => result.scores),
        (score) => score.field,
      ),
    ]
      .map(
        ([field, scores]) =>
          `${field.replace('land.', '')} ${format(percent(scores.filter((s) => s.right).length, scores.length), 0)}`,
      )
      .join(' · ');
    lines.push(
      `${pad(kind, 19)}${pad(variant, 11)}${padStart(String(group.length), 5)}${padStart(format(kilobytes, 0), 6)}${padStart(String(total), 7)}${padStart(format(right), 8)}` +
        `${padStart(format(mean(warm), 2), 8)}${padStart(format(quantile(warm, 0.95), 2), 7)}  ${pad(verdict, 8)} ${perField}`,
    );
  }
  return lines.join('\n');
}

const VARIANT_GROUPS: readonly [label: string, variants: readonly DocumentVariant[]][] = [
  ['clean', ['clean']],
  ['scan', ['scan']],
  ['PDF', ['textPdf', 'scannedPdf']],
  ['photo', ['phonePhoto']],
];

/** Land records per state: % of fields right by clean image, scan, PDF (text or scanned) and phone photo, against the targets. */
export function stateTable(results: readonly DocumentResult[]): string {
  const lines = [
    `${pad('state', 16)}${pad('record', 19)}${VARIANT_GROUPS.map(([label]) => padStart(label, 9)).join('')}  targets`,
  ];
  for (const [kind, state] of Object.entries(STATE_OF_LAND_KIND) as [DocumentKind, string][]) {
    const ofKind = results.filter((result) => result.kind === kind);
    if (ofKind.length === 0) continue;
    const cells = VARIANT_GROUPS.map(([, variants]) => {
      const { percent: value, total } = accuracy(ofKind.filter((result) => variants.includes(result.variant)));
      const target = targetOf(kind, variants[0]!);
      return padStart(total === 0 ? '—' : `${format(value)}${value >= target ? '' : '*'}`, 9);
    });
    lines.push(
      `${pad(state, 16)}${pad(kind, 19)}${cells.join('')}  ≥${TARGETS.landClean} clean/scan/PDF, ≥${TARGETS.landPhone} photo (* below)`,
    );
  }
  return lines.join('\n');
}

export function targetSummary(results: readonly DocumentResult[]): string {
  const identity = results.filter((result) => IDENTITY_KINDS.includes(result.kind));
  const land = results.filter((result) => isLand(result.kind));
  const line = (label: string, subset: readonly DocumentResult[], target: number) => {
    const { right, total, percent: value } = accuracy(subset);
    const verdict = total === 0 ? 'no documents' : value >= target ? 'MET' : 'NOT MET';
    return `${pad(label, 58)} ${padStart(format(value), 6)}%  (${right}/${total})  target ≥${target}%  ${verdict}`;
  };
  const warmImages = results
    .filter((result) => !result.cold && result.variant !== 'textPdf')
    .map((result) => result.seconds);
  const warmPdfText = results
    .filter((result) => !result.cold && result.variant === 'textPdf')
    .map((result) => result.seconds);
  const cold = results.find((result) => result.cold);
  const slowest = quantile(warmImages, 1);
  return [
    line(
      'Identity and bank documents: clean, scan, text PDF, scanned PDF',
      identity.filter((r) => r.variant !== 'phonePhoto'),
      TARGETS.identityClean,
    ),
    line(
      'Identity and bank documents: phone photos',
      identity.filter((r) => r.variant === 'phonePhoto'),
      TARGETS.identityPhone,
    ),
    line(
      'Land records: clean, scan, text PDF, scanned PDF',
      land.filter((r) => r.variant !== 'phonePhoto'),
      TARGETS.landClean,
    ),
    line(
      'Land records: phone photos',
      land.filter((r) => r.variant === 'phonePhoto'),
      TARGETS.landPhone,
    ),
    `${pad('Photos and image scans as sent: mean KB generated → uploaded', 58)} ${format(mean(results.filter((r) => r.variant !== 'textPdf' && r.variant !== 'scannedPdf').map((r) => r.bytes.generated)) / 1024, 0)} → ${format(mean(results.filter((r) => r.variant !== 'textPdf' && r.variant !== 'scannedPdf').map((r) => r.bytes.uploaded)) / 1024, 0)}`,
    `${pad('Seconds per image document, warm: mean / p95 / max', 58)} ${format(mean(warmImages), 2)} / ${format(quantile(warmImages, 0.95), 2)} / ${format(slowest, 2)}  target ≤${TARGETS.warmSecondsPerImage} s  ${warmImages.length === 0 ? 'no documents' : quantile(warmImages, 0.95) <= TARGETS.warmSecondsPerImage ? 'MET (p95)' : 'NOT MET (p95)'}`,
    `${pad('Seconds per text PDF, warm: mean / p95', 58)} ${format(mean(warmPdfText), 2)} / ${format(quantile(warmPdfText, 0.95), 2)}`,
    cold
      ? `${pad('Cold: first document including worker start', 58)} ${format(cold.seconds, 2)} s (${cold.kind} ${cold.variant})`
      : '',
  ].join('\n');
}

/** The misses, most frequent field first, each with a few expected-versus-got samples. */
export function missSummary(results: readonly DocumentResult[], samplesPerField = 3): string {
  const misses = results.flatMap((result) =>
    result.scores.filter((score) => !score.right).map((score) => ({ result, score })),
  );
  if (misses.length === 0) return 'No misses.';
  const byField = [...groupBy(misses, ({ result, score }) => `${result.kind} ${score.field}`)].sort(
    (a, b) => b[1].length - a[1].length,
  );
  return byField
    .map(([key, group]) => {
      const variants = [...groupBy(group, ({ result }) => result.variant)]
        .map(([variant, items]) => `${variant} ${items.length}`)
        .join(', ');
      const samples = group
        .slice(0, samplesPerField)
        .map(
          ({ result, score }) =>
            `    [${result.variant} #${result.seed}] expected "${score.expected}"  got ${score.got === undefined ? '(nothing)' : `"${score.got}"`}`,
        );
      return [`${key}: ${group.length} missed (${variants})`, ...samples].join('\n');
    })
    .join('\n');
}
