import { z } from 'zod';

// Pages run under a Content-Security-Policy without 'unsafe-eval'. zod's compiled fast path probes for
// eval with `new Function`, which the browser reports as a policy violation; in a browser it is off, and
// schemas must be created after this line, so every contract imports zod from here (and package.json
// lists this file as having side effects, so bundlers keep it).
if ('document' in globalThis) z.config({ jitless: true });

export { z };
