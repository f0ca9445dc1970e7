/**
 * Public entry of checkout: a cart turned into a pending order holding its seats, an abandoned
 * order put back into a cart, and the sweeper of holds nobody paid for.
 */
export {
  SWEEP_INTERVAL_MS,
  createCheckoutService,
  startHoldSweeper,
  type CancelCheckoutSession,
  type CheckoutService,
  type CheckoutServiceDeps,
  type HoldSweeper,
  type SweepResult,
} from './service.js';
