import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default; a render on a loaded two-core CI machine can take longer,
// and no test asserts how fast the page appears (benchmarks do).
configure({ asyncUtilTimeout: 5_000 });
