import { config } from 'zod';

// Pages run under a Content-Security-Policy without 'unsafe-eval'. zod's compiled fast path probes for
// eval with `new Function`, which the browser reports as a policy violation; in a browser it is off.
// Schemas read this when they are created, so index.ts imports this module before any contract, and
// package.json lists both as having side effects so bundlers keep them.
if ('document' in globalThis) config({ jitless: true });
