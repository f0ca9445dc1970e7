/**
 * Public entry of auth: the people (User and its roles), sessions and their tokens, the login
 * throttle, the account e-mails' renderers and the staff accounts seeded at start-up.
 */
export * from './models.js';
export { TokenRefusedError, verifySession, type AccessTokenClaims, type VerifiedSession } from './tokens.js';
export { createAuthService, ensureStaffAccounts, toUserView, type AuthService, type UserView } from './service.js';
export { createLoginThrottle } from './throttle.js';
export { authMailRenderers } from './mail.js';
