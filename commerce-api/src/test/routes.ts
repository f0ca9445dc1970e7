/**
 * Every route the application answers, read from its own router stack (Express 5's `router`
 * package, `listRoutes()`), so suites that must cover « every endpoint » (role rules, fuzz) pick
 * up a route the day it is added, without anyone updating a list.
 */
import type { Express } from 'express';

export interface ApiRoute {
  /** Upper case, e.g. `GET`; `.all()` routes are listed once per method a client would use. */
  method: string;
  /** Full path pattern as declared, e.g. `/api/admin/users/:id`. */
  path: string;
}

interface ListedRoute {
  path: string | RegExp;
  methods: string[] | undefined;
  router: RouterWithList | undefined;
}

interface RouterWithList {
  listRoutes(): ListedRoute[];
}

const ALL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function joinPath(base: string, path: string): string {
  const joined = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return joined.length > 1 ? joined.replace(/\/+$/, '') : joined;
}

function collect(router: RouterWithList, base: string, out: ApiRoute[]): void {
  for (const entry of router.listRoutes()) {
    if (entry.path instanceof RegExp) throw new Error(`Route declared by a regular expression under ${base}: list it by hand (${entry.path})`);
    const path = joinPath(base, entry.path);
    if (entry.router) {
      collect(entry.router, path, out);
      continue;
    }
    // HEAD is Express's automatic twin of GET: the GET is what a client means.
    const declared = (entry.methods ?? []).filter((m) => m !== 'HEAD' || !entry.methods?.includes('GET'));
    for (const method of declared.flatMap((m) => (m === '*' ? ALL_METHODS : [m]))) out.push({ method, path });
  }
}

/** The app's routes in registration order (the first route of a method and path is the one that answers). */
export function listApiRoutes(app: Express): ApiRoute[] {
  const router = (app as unknown as { router: RouterWithList }).router;
  if (typeof router?.listRoutes !== 'function') throw new Error('Express router without listRoutes(): the route listing needs router ≥ 2.3');
  const out: ApiRoute[] = [];
  collect(router, '/', out);
  const seen = new Set<string>();
  return out.filter((r) => {
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `/api/x/:id/y` with `{ id: '7' }` → `/api/x/7/y`; every parameter must be given (encoded here). */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/[:*]([A-Za-z_$][\w$]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for « ${name} » in ${path}`);
    return encodeURIComponent(value);
  });
}

/** The names of a path's parameters (`:id`, `*rest`). */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/[:*]([A-Za-z_$][\w$]*)/g)].map((m) => m[1]!);
}
