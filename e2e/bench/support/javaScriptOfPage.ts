import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface DownloadedScript {
  url: string;
  bytes: number;
  gzipBytes: number;
}

/**
 * Records every JavaScript file `page` downloads from now on; `downloaded()` gives them with their sizes raw
 * and gzip-compressed (the unit), once every body has been read.
 */
export function javaScriptOfPage(page: Page): { downloaded: () => Promise<DownloadedScript[]> } {
  const reads: Promise<DownloadedScript | undefined>[] = [];
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    reads.push(
      response
        .body()
        .then((body) => ({ url: response.url(), bytes: body.length, gzipBytes: gzipSync(body).length }))
        .catch(() => undefined),
    );
  });
  return {
    downloaded: async () => (await Promise.all(reads)).filter((file) => file !== undefined),
  };
}
