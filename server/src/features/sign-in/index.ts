export { default as accessGuard } from './access-guard';
export { createAdmin } from './first-admin';
export { default as firstAdminPlugin } from './first-admin-plugin';
export { default as loginThrottlePlugin } from './login-throttle-plugin';
export { default as mfaKeysPlugin } from './two-factor/mfa-keys-plugin';
export { hashPassword } from './passwords';
export { evictAccount } from './sessions';
export { default as signInRoutes } from './sign-in-routes';
export { default as sessionRoutes } from './session-routes';
export { default as proofRoutes } from './proof-routes';
export { default as enrolmentRoutes } from './two-factor/enrolment-routes';
export { default as passkeyRoutes } from './two-factor/passkey-routes';
export { default as apiTokenRoutes } from './api-tokens/api-token-routes';
export {
  findAdmins,
  findAgentCount,
  findAgents,
  findUserById,
  findUserByUserId,
  insertUser,
  toUser,
  updateAdminActive,
  updateAgent,
  updateAgentDeleted,
  updateUserPassword,
} from './user-queries';
export type { LoginRefusal } from './login';
export { resetSecondFactors } from './two-factor/factor-reset';
export { setPasswordFromCommandLine } from './password-reset';
export { MfaKeyError } from './two-factor/mfa-key-file';
export { rotateMfaKey } from './two-factor/mfa-key-rotation';
export { endEverySignIn } from './restored-database';
