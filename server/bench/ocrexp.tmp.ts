import { readFileSync } from 'node:fs';
import { createWorker, OEM, PSM } from 'tesseract.js';
import { languageDataFolder } from '/work/wt/i18/server/src/extraction/text/languageData';
import { decodeGrey } from '/work/wt/i18/server/src/extraction/text/greyImage';
import { tablePage } from '/work/wt/i18/server/src/extraction/text/tablePage';
(async () => {
  const image = Buffer.from(tablePage(await decodeGrey(readFileSync(process.argv[2]!))));
  for (const langs of process.argv.slice(3)) {
    const worker = await createWorker(langs, OEM.LSTM_ONLY, { langPath: languageDataFolder(), gzip: true, cacheMethod: 'none' });
    const t = performance.now();
    const { data } = await worker.recognize(image, { tessedit_pageseg_mode: PSM.SINGLE_BLOCK } as never);
    console.log('=====', langs, ((performance.now() - t) / 1000).toFixed(1), 's');
    console.log(data.text.split('\n').filter((l) => /[0-9०-९]/.test(l)).join('\n'));
    await worker.terminate();
  }
})();
