/** Where the browser suite's server listens, and the first admin it creates. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4380);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_ADMIN = { UserName: 'admin', Password: 'e2e-admin-password-1' };
