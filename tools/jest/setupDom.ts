import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { LANGUAGES } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { loadTexts } from '@kisan-credit/shared-ui/i18n/language';

// findBy… and waitFor give up after 1 s by default; a render on a loaded two-core CI machine can take longer,
// and no test asserts how fast the page appears (benchmarks do).
configure({ asyncUtilTimeout: 5_000 });

// Every language's texts are here before a test renders, so a switch of language applies at once.
beforeAll(() => Promise.all(LANGUAGES.map((language) => loadTexts(language))));
