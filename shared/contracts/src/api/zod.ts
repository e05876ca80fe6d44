// Every contract takes `z` from here. This module must stay free of side effects: webpack can only
// tree-shake `z` through a re-export that has none (with one, the whole of zod, locales and JSON-schema
// tools included, lands in every browser bundle). The browser setting lives in ./zod-jitless.
export { z } from 'zod';
