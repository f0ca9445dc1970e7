import type { Request, Response } from 'express';
import type { ValidatedRequest } from '../../lib/http.js';
import { cartItemNotFound, type CartResult, type CartService } from './service.js';
import type { cartSchemas } from './schemas.js';

export const CART_ID_HEADER = 'X-Cart-Id';

/** The cart id the browser sent (docs/spec.md §7: every request carries `X-Cart-Id`). */
const cartIdOf = (req: Request): string | undefined => req.get(CART_ID_HEADER);

/** `:itemId` as a line id; anything else cannot be one of the caller's lines. */
function itemIdOf(raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) throw cartItemNotFound();
  return Number(raw);
}

/** `{ cart, message?, promoRemoved? }`, with the cart id also in `X-Cart-Id`; never cached. */
function send(res: Response, result: CartResult): void {
  res.set('Cache-Control', 'no-store');
  if (result.cart.id) res.set(CART_ID_HEADER, result.cart.id);
  res.json(result);
}

export function createCartController(service: CartService, clock: () => Date) {
  return {
    async show(req: Request, res: Response) {
      send(res, await service.get(cartIdOf(req), clock(), req.locale));
    },

    async recover(req: ValidatedRequest<typeof cartSchemas.recover>, res: Response) {
      send(res, await service.recover(req.body.cartId, clock(), req.locale));
    },

    async add(req: ValidatedRequest<typeof cartSchemas.add>, res: Response) {
      send(res, await service.addItem(cartIdOf(req), req.body, clock(), req.locale));
    },

    async update(req: ValidatedRequest<typeof cartSchemas.update>, res: Response) {
      send(res, await service.updateItem(cartIdOf(req), itemIdOf(req.params.itemId), req.body.quantity, clock(), req.locale));
    },

    async remove(req: Request<{ itemId: string }>, res: Response) {
      send(res, await service.removeItem(cartIdOf(req), itemIdOf(req.params.itemId), clock(), req.locale));
    },

    async applyPromo(req: ValidatedRequest<typeof cartSchemas.promo>, res: Response) {
      send(res, await service.applyPromo(cartIdOf(req), req.body.code, clock(), req.locale));
    },

    async clear(req: Request, res: Response) {
      send(res, await service.clear(cartIdOf(req), clock(), req.locale));
    },
  };
}
