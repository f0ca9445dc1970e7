/**
 * Who is asking (docs/spec.md §6): guest, user, scanner or admin, from the `Authorization: Bearer …`
 * header. Mounted once for `/api` (app.ts); nothing is read until a route asks, so public routes
 * (catalogue, cart) never pay a database read for a token they do not need, and a stale token
 * sent by a browser never breaks them.
 *
 *   router.get('/x', requireUser, handler)            → 401 without a valid token
 *   router.get('/y', requireRole('admin'), handler)   → 401 without a token, 403 for other roles
 *   const user = await currentUser(req)               → the user or null (optional auth)
 *   const user = authenticatedUser(req)               → after requireUser/requireRole
 */
import type { Request, RequestHandler } from 'express';
import type { AppDeps } from '../deps.js';
import type { Actor } from '../modules/audit/index.js';
import { TokenRefusedError, verifySession, type AccessTokenClaims, type UserInstance } from '../modules/auth/index.js';
import type { UserRole } from './roles.js';
import { forbidden, unauthorized } from './errors.js';

export const SESSION_EXPIRED_MESSAGE = 'Votre session a expiré. Veuillez vous reconnecter.';
export const LOGIN_REQUIRED_MESSAGE = 'Vous devez être connecté pour accéder à cette ressource.';

interface AuthState {
  /** Resolves the bearer's user once per request (memoised); null for a guest. */
  resolve: () => Promise<UserInstance | null>;
  /** Set when a token was sent but refused (expired, revoked, forged…). */
  refusal?: TokenRefusedError;
  user?: UserInstance;
  claims?: AccessTokenClaims;
}

const states = new WeakMap<Request, AuthState>();

/** The bearer token of a request, or null. */
export function bearerToken(req: Pick<Request, 'headers'>): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** Attaches the lazy resolver; mount before the modules' routers. */
export function authContext(deps: Pick<AppDeps, 'config' | 'db' | 'clock'>): RequestHandler {
  return (req, _res, next) => {
    const token = bearerToken(req);
    let pending: Promise<UserInstance | null> | null = null;
    const state: AuthState = {
      resolve: () => {
        pending ??= (async () => {
          if (!token) return null;
          try {
            const verified = await verifySession({ config: deps.config, models: deps.db.models }, token, deps.clock());
            state.claims = verified.claims;
            state.user = verified.user;
            return state.user;
          } catch (err) {
            if (!(err instanceof TokenRefusedError)) throw err;
            state.refusal = err;
            return null;
          }
        })();
        return pending;
      },
    };
    states.set(req, state);
    next();
  };
}

function stateOf(req: Request): AuthState {
  const state = states.get(req);
  if (!state) throw new Error('authContext() must be mounted before routes that read the user');
  return state;
}

/** The user behind the request's token, or null for a guest (or a refused token). */
export function currentUser(req: Request): Promise<UserInstance | null> {
  return stateOf(req).resolve();
}

/** The user checked by `requireUser` / `requireRole` earlier in the chain. */
export function authenticatedUser(req: Request): UserInstance {
  const user = states.get(req)?.user;
  if (!user) throw new Error('authenticatedUser() used on a route without requireUser/requireRole');
  return user;
}

/** The session (`sid`, expiry) of the token checked by `requireUser` / `requireRole`. */
export function authenticatedSession(req: Request): { sid: string; expiresAt: Date } {
  const claims = states.get(req)?.claims;
  if (!claims) throw new Error('authenticatedSession() used on a route without requireUser/requireRole');
  return { sid: claims.sid, expiresAt: new Date(claims.exp * 1000) };
}

/** The signed-in staff member and their address, for a service's audit row. */
export const actorOf = (req: Request): Actor => ({ id: authenticatedUser(req).id, ip: req.ip ?? null });

async function requireAuthenticated(req: Request): Promise<UserInstance> {
  const state = stateOf(req);
  const user = await state.resolve();
  if (user) return user;
  // An expired or revoked token tells the site to drop it (docs/spec.md §8: 401 → /login).
  if (state.refusal) throw unauthorized(SESSION_EXPIRED_MESSAGE, 'SESSION_EXPIRED');
  throw unauthorized(LOGIN_REQUIRED_MESSAGE, 'UNAUTHORIZED');
}

/** 401 unless a valid token names an enabled account. */
export const requireUser: RequestHandler = async (req, _res, next) => {
  await requireAuthenticated(req);
  next();
};

/** 401 without a valid token, 403 when the account's role is not one of `roles`. */
export function requireRole(...roles: UserRole[]): RequestHandler {
  return async (req, _res, next) => {
    const user = await requireAuthenticated(req);
    if (!roles.includes(user.role)) throw forbidden();
    next();
  };
}

/** `requireRole` for back-office answers never cached, errors included (docs/back-office.md): `no-store` first. */
export function requireRoleUncached(...roles: UserRole[]): RequestHandler[] {
  const noStore: RequestHandler = (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  };
  return [noStore, requireRole(...roles)];
}
