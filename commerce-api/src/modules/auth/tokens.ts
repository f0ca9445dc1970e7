/**
 * Access tokens: the spec's Bearer token (§6) is a JWT signed with `JWT_SECRET` (HS256).
 *
 * The token names its user (`sub`) and the user's `tokenVersion` at issue time (`ver`). Every
 * verification reads the user back, so a role change, a disabled account, a password change or
 * « log out everywhere » (both bump `tokenVersion`) take effect on the very next request instead
 * of when the token expires. The role inside the token is informational only.
 *
 * Each token also names its session (`sid`, random): « log out » records that session as revoked
 * (`revoked_sessions`, until the token's own expiry), so the token stops working at once while
 * the person's other devices stay signed in.
 */
import { randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { AppConfig } from '../../config/index.js';
import type { Models } from '../../db/models.js';
import type { UserInstance, UserRole } from './models.js';

export const TOKEN_ISSUER = 'kizomba-lumiere';
export const TOKEN_AUDIENCE = 'commerce-api';
/** A normal session: one festival day of browsing, then log in again. */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;
/** 'Se souvenir de moi': a month, the phone at the door included. */
export const REMEMBERED_SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface AccessTokenClaims {
  sub: string;
  ver: number;
  role: UserRole;
  iat: number;
  exp: number;
  jti: string;
  sid: string;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
  sid: string;
}

/** Why a token was refused; every reason answers the same 401 to the client. */
export type TokenRefusal = 'malformed' | 'expired' | 'invalid' | 'unknown-user' | 'revoked' | 'disabled';

export class TokenRefusedError extends Error {
  constructor(readonly reason: TokenRefusal) {
    super(`jeton refusé (${reason})`);
    this.name = 'TokenRefusedError';
  }
}

const JWT_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const SID_PATTERN = /^[A-Za-z0-9_-]{16,32}$/;

export function issueAccessToken(
  config: Pick<AppConfig, 'jwtSecret'>,
  user: Pick<UserInstance, 'id' | 'tokenVersion' | 'role'>,
  options: { rememberMe?: boolean; now?: Date } = {},
): IssuedToken {
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const ttl = options.rememberMe ? REMEMBERED_SESSION_TTL_SECONDS : SESSION_TTL_SECONDS;
  const sid = randomBytes(16).toString('base64url');
  const claims = { ver: user.tokenVersion, role: user.role, sid, iat: nowSeconds, exp: nowSeconds + ttl, jti: randomBytes(12).toString('base64url') };
  const token = jwt.sign(claims, config.jwtSecret, {
    algorithm: 'HS256',
    subject: String(user.id),
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
  });
  return { token, expiresAt: new Date((nowSeconds + ttl) * 1000), sid };
}

/** The claims of a well-signed, unexpired token of ours; throws `TokenRefusedError` otherwise. */
export function decodeAccessToken(config: Pick<AppConfig, 'jwtSecret'>, token: string, now: Date = new Date()): AccessTokenClaims {
  if (typeof token !== 'string' || token.length > 2048 || !JWT_PATTERN.test(token)) throw new TokenRefusedError('malformed');
  let payload: string | jwt.JwtPayload;
  try {
    payload = jwt.verify(token, config.jwtSecret, {
      // Pinned: a token may never pick its own algorithm (`none`, or RS256 keyed with our secret).
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      clockTimestamp: Math.floor(now.getTime() / 1000),
    });
  } catch (err) {
    throw new TokenRefusedError(err instanceof jwt.TokenExpiredError ? 'expired' : 'invalid');
  }
  if (
    typeof payload === 'string' ||
    !payload.sub ||
    !/^\d+$/.test(payload.sub) ||
    typeof payload.ver !== 'number' ||
    typeof payload.sid !== 'string' ||
    !SID_PATTERN.test(payload.sid)
  ) {
    throw new TokenRefusedError('invalid');
  }
  return payload as AccessTokenClaims;
}

export interface VerifiedSession {
  user: UserInstance;
  claims: AccessTokenClaims;
}

/**
 * The user a token speaks for, read from the database now, with the token's claims: refused when
 * the account is gone, disabled, its `tokenVersion` moved on since the token was issued, or the
 * session was logged out.
 */
export async function verifySession(
  deps: { config: Pick<AppConfig, 'jwtSecret'>; models: Pick<Models, 'User' | 'RevokedSession'> },
  token: string,
  now: Date = new Date(),
): Promise<VerifiedSession> {
  const claims = decodeAccessToken(deps.config, token, now);
  const [user, revoked] = await Promise.all([
    deps.models.User.findByPk(Number(claims.sub)),
    deps.models.RevokedSession.findByPk(claims.sid, { attributes: ['sid'] }),
  ]);
  if (!user) throw new TokenRefusedError('unknown-user');
  if (user.disabledAt) throw new TokenRefusedError('disabled');
  if (user.tokenVersion !== claims.ver || revoked) throw new TokenRefusedError('revoked');
  return { user, claims };
}

/** `verifySession`'s user alone. */
export async function verifyAccessToken(
  deps: { config: Pick<AppConfig, 'jwtSecret'>; models: Pick<Models, 'User' | 'RevokedSession'> },
  token: string,
  now: Date = new Date(),
): Promise<UserInstance> {
  return (await verifySession(deps, token, now)).user;
}
