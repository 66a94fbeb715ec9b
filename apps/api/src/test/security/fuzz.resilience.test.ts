import { defineFuzzSuite } from './fuzz/suite.ts';

// `npm run test:resilience`: 1,000 generated requests per route, on PGlite and then PostgreSQL.
defineFuzzSuite(1000);
