/** Public entry of order-status: what the buyer's status page shows of an order (re-asking Stripe when needed). */
export { createOrderStatusService, type OrderStatusService } from './service.js';
