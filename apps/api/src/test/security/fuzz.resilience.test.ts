import { defineFuzzSuite } from './fuzz/suite.ts';

// `npm run test:resilience`: 1,000 generated requests per route, once, in its PostgreSQL run
// (scripts/resilience.mjs says why).
defineFuzzSuite(1000);
