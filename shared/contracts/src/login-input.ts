import './zod-jitless';
import { z } from './zod';
import { loginRequestShape } from './auth';

/**
 * POST /api/auth/login's body: the login form's rules (./auth) in a zod classic object, because the
 * server's property tests take request schemas as classic zod types. Browsers use loginFormSchema.
 */
export const loginRequestSchema = z.strictObject(loginRequestShape);
