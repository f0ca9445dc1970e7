/**
 * Access tokens: the spec's Bearer token (§6) is a JWT signed with `JWT_SECRET` (HS256).
 *
 * The token names its user (`sub`) and the user's `tokenVersion` at issue time (`ver`). Every
 * verification reads the user back, so a role change, a disabled account, a password change or
 * « log out everywhere » (both bump `tokenVersion`) take effect on the very next request instead
 * of when the token expires. The role inside the token is informational only.
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
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
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

export function issueAccessToken(
  config: Pick<AppConfig, 'jwtSecret'>,
  user: Pick<UserInstance, 'id' | 'tokenVersion' | 'role'>,
  options: { rememberMe?: boolean; now?: Date } = {},
): IssuedToken {
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const ttl = options.rememberMe ? REMEMBERED_SESSION_TTL_SECONDS : SESSION_TTL_SECONDS;
  const claims = { ver: user.tokenVersion, role: user.role, iat: nowSeconds, exp: nowSeconds + ttl, jti: randomBytes(12).toString('base64url') };
  const token = jwt.sign(claims, config.jwtSecret, {
    algorithm: 'HS256',
    subject: String(user.id),
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
  });
  return { token, expiresAt: new Date((nowSeconds + ttl) * 1000) };
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
  if (typeof payload === 'string' || !payload.sub || !/^\d+$/.test(payload.sub) || typeof payload.ver !== 'number') {
    throw new TokenRefusedError('invalid');
  }
  return payload as AccessTokenClaims;
}

/**
 * The user a token speaks for, read from the database now: refused when the account is gone,
 * disabled, or its `tokenVersion` moved on since the token was issued.
 */
export async function verifyAccessToken(
  deps: { config: Pick<AppConfig, 'jwtSecret'>; models: Pick<Models, 'User'> },
  token: string,
  now: Date = new Date(),
): Promise<UserInstance> {
  const claims = decodeAccessToken(deps.config, token, now);
  const user = await deps.models.User.findByPk(Number(claims.sub));
  if (!user) throw new TokenRefusedError('unknown-user');
  if (user.disabledAt) throw new TokenRefusedError('disabled');
  if (user.tokenVersion !== claims.ver) throw new TokenRefusedError('revoked');
  return user;
}
