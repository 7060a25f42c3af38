import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OcrLanguage } from './types';

const LANGUAGES: readonly OcrLanguage[] = ['eng', 'hin', 'mar', 'kan', 'pan', 'guj', 'tel'];

function packagedFile(language: OcrLanguage): string {
  return require.resolve(`@tesseract.js-data/${language}/4.0.0_best_int/${language}.traineddata.gz`);
}

/**
 * tesseract.js reads every language from one `langPath` folder, but each language ships in its own npm
 * package; this makes (once, idempotently) a folder of links to the packaged files and returns it.
 * Nothing is downloaded.
 */
export function languageDataFolder(): string {
  const files = LANGUAGES.map((language) => [language, packagedFile(language)] as const);
  const key = createHash('sha256')
    .update(files.map(([, file]) => file).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const folder = path.join(os.tmpdir(), `kcc-tessdata-${key}`);
  fs.mkdirSync(folder, { recursive: true });
  for (const [language, file] of files) {
    const link = path.join(folder, `${language}.traineddata.gz`);
    if (readLink(link) === file) continue;
    // Link under a unique name then rename over: atomic when several threads or processes do this at once.
    const temporary = `${link}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    fs.symlinkSync(file, temporary);
    fs.renameSync(temporary, link);
  }
  return folder;
}

function readLink(link: string): string | undefined {
  try {
    return fs.readlinkSync(link);
  } catch {
    return undefined;
  }
}
