import './zod-jitless';
import { z } from './zod';
import { runtimeConfigShape } from './runtime-config';

/**
 * The same schema in zod classic, for code that wants its methods (the server's tests read its answer
 * with `.strict()`). A module of its own, so that browsers, which use runtimeConfigMiniSchema, do not
 * download zod classic for it.
 */
export const runtimeConfigSchema = z.object(runtimeConfigShape);
