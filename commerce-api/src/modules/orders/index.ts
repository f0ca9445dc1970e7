/**
 * Public entry of orders: the Order, OrderItem and OrderRefund models' types, an order's lifecycle
 * outside Stripe (checkout and payments both use it), and the back-office's orders and refunds.
 */
export {
  DEFAULT_HOLD_MINUTES,
  ORDER_FAILURE_REASONS,
  ORDER_SOURCES,
  ORDER_STATUSES,
  REFUND_KINDS,
  REFUND_STATUSES,
  orderItemHolders,
  type BillingAddress,
  type OrderAttributes,
  type OrderFailureReason,
  type OrderInstance,
  type OrderItemAttributes,
  type OrderItemHolder,
  type OrderItemInstance,
  type OrderRefundAttributes,
  type RefundKind,
  type OrderSource,
  type OrderStatus,
} from './models.js';
export {
  CROCKFORD_ALPHABET,
  DEFAULT_FAILURE_MESSAGE,
  FAILURE_MESSAGES,
  ORDER_NUMBER_PATTERN,
  PAYMENT_METHOD_LABEL,
  createOrderLifecycle,
  generateOrderNumber,
  refundedCents,
  splitDiscount,
  toOrderView,
  type FailOrderResult,
  type OrderLifecycle,
  type OrderView,
  type OrderWriteOptions,
} from './lifecycle.js';
export type { AdminOrderDetail, AdminOrderSummary } from './admin-views.js';
export { RESALE_SOLD_MAIL_KIND, createRefundService, ticketShares, type RefundService, type RefundSweepResult } from './refunds.js';
export { REFUND_SWEEP_INTERVAL_MS, startRefundSweeper, type RefundSweeper } from './refund-sweeper.js';
export { createOrdersAdminService, type OrdersAdminService } from './admin-service.js';
