/**
 * The API's modules. Each area lives in `modules/<area>/` with its models, migrations, seeders,
 * service, routes and tests; routers are mounted under `/api` in this order.
 *
 * To add an area: create the folder, register its models in `db/models.ts`, drop migrations in
 * `modules/<area>/migrations/` (picked up automatically, see db/migrator.ts) and list its router here.
 */
import type { Router } from 'express';
import type { AppDeps } from '../deps.js';
import { cartRouter } from './cart/routes.js';
import { catalogueRouter } from './catalogue/routes.js';

export interface ApiModule {
  name: string;
  /** Router mounted under `/api` (paths inside include the area, e.g. `/tickets`). */
  router?: (deps: AppDeps) => Router;
}

export const apiModules: ApiModule[] = [
  { name: 'catalogue', router: catalogueRouter },
  // Users, roles and staff accounts only for now; the auth endpoints come in a later issue.
  { name: 'auth' },
  // Promo code rules and usage counter; used by the cart (admin endpoints in a later issue).
  { name: 'promo-codes' },
  { name: 'cart', router: cartRouter },
];
