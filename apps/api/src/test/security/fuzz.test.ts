import { defineFuzzSuite } from './fuzz/suite.ts';

// The quick run of `npm test`: 50 generated requests per route (FUZZ_RUNS to change it), so that the
// whole suite stays fast. The long run, 1,000 per route, is fuzz.resilience.test.ts
// (`npm run test:resilience`, on PostgreSQL).
defineFuzzSuite(50);
