import { LANGUAGES } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { addTexts, hasTexts } from '@kisan-credit/shared-api/contract/messages/textStore';
import { readTextBundle } from './textBundles.cjs';

// Node tests (the contract, the server) read every language's texts from the files, as the server does.
if (!hasTexts('en', 'common')) {
  for (const language of LANGUAGES) {
    for (const [namespace, texts] of Object.entries(readTextBundle(language))) addTexts(language, namespace, texts);
  }
}
