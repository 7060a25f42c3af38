import { Readable } from 'node:stream';
import type { ExportFormat } from '@kisan-credit/shared-api/contract/applicationList';
import { translate, type Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { EXPORT_COLUMN_TITLES } from '@kisan-credit/shared-api/contract/messages/dashboard';
import { formatShortDate } from '@kisan-credit/shared-api/contract/format/date';
import { statusLabel } from '@kisan-credit/shared-api/contract/status';
import type { ExportLine } from '../applications/listExport';
import { xlsxStream } from './xlsxStream';

type Cell = string | number;
const COLUMNS = Object.keys(EXPORT_COLUMN_TITLES) as (keyof typeof EXPORT_COLUMN_TITLES)[];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function cells(line: ExportLine, language: Language): Cell[] {
  const value: Record<(typeof COLUMNS)[number], Cell> = {
    id: line.id,
    applicantName: line.applicantName ?? '',
    phoneNumber: line.phoneNumber,
    address: line.address ?? '',
    loanAmount: line.loanAmount ?? '',
    appliedAt: formatShortDate(line.appliedAt),
    status: translate(statusLabel(line.status), language),
    daysPending: line.daysPending ?? '',
    maskedAadhar: line.maskedAadhar,
    maskedAccountNumber: line.maskedAccountNumber,
  };
  return COLUMNS.map((column) => value[column]);
}

/**
 * One CSV field: quoted when it holds a comma, quote or line break; text a spreadsheet would run as a
 * formula (=, +, -, @ first) is prefixed with ' so that opening the file runs nothing.
 */
export function csvField(cell: Cell): string {
  if (typeof cell === 'number') return String(cell);
  const safe = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvLine = (row: Cell[]) => `${row.map(csvField).join(',')}\r\n`;

/**
 * The exported list as a stream: a header row, then each batch as it is read. CSV starts with a byte order
 * mark so that Excel reads the Hindi and ₹ as UTF-8.
 */
export function exportStream(batches: AsyncIterable<ExportLine[]>, format: ExportFormat, language: Language): Readable {
  const header = COLUMNS.map((column) => translate(EXPORT_COLUMN_TITLES[column], language));
  if (format === 'csv') {
    return Readable.from(
      (async function* csv() {
        yield `\uFEFF${csvLine(header)}`;
        for await (const batch of batches) {
          if (batch.length > 0) yield batch.map((line) => csvLine(cells(line, language))).join('');
        }
      })(),
      { objectMode: false },
    );
  }
  return xlsxStream(
    (async function* xlsxRows() {
      yield [header];
      for await (const batch of batches) yield batch.map((line) => cells(line, language));
    })(),
  );
}
