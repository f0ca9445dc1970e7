import type { Request, Response } from 'express';
import { currentUser } from '../../lib/auth.js';
import type { ValidatedRequest } from '../../lib/http.js';
import { CART_ID_HEADER } from '../cart/index.js';
import type { CheckoutService } from './service.js';
import type { checkoutSchemas } from './schemas.js';

export function createCheckoutController(service: CheckoutService, clock: () => Date) {
  return {
    /** `POST /api/checkout/session`: 201 `{ sessionId, orderId, order }`. */
    async createSession(req: ValidatedRequest<typeof checkoutSchemas.session>, res: Response) {
      // docs/spec.md §7: the body's cartId, else the header every cart call carries.
      const cartId = req.body.cartId ?? req.get(CART_ID_HEADER);
      // A logged-in buyer's order is theirs at once (docs/accounts.md « Guest orders »).
      const user = await currentUser(req as unknown as Request);
      const result = await service.createSession(cartId, req.body, clock(), {
        userId: user?.id ?? null,
        clientAddress: req.ip ?? null,
        locale: req.locale,
      });
      res.set('Cache-Control', 'no-store');
      res.status(201).json(result);
    },

    /** `POST /api/checkout/restore-cart`: `{ cartId, cart }`, the new cart id also in `X-Cart-Id`. */
    async restoreCart(req: ValidatedRequest<typeof checkoutSchemas.restoreCart>, res: Response) {
      const result = await service.restoreCart(req.body.orderId, clock(), req.locale);
      res.set('Cache-Control', 'no-store');
      res.set(CART_ID_HEADER, result.cartId);
      res.json(result);
    },
  };
}

export type CheckoutController = ReturnType<typeof createCheckoutController>;
