import { config } from 'zod';

// Pages run under a Content-Security-Policy without 'unsafe-eval'. zod's compiled fast path probes for
// eval with `new Function`, which the browser reports as a policy violation; in a browser it is off.
// Schemas read this when they are created, so every module that creates schemas imports this one before
// ./zod or ./zod-mini (a test checks it), and package.json lists it as having side effects so bundlers keep it.
if ('document' in globalThis) config({ jitless: true });
