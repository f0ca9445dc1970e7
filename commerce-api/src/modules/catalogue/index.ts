/**
 * Public entry of the catalogue: what the festival sells (ticket types, their seats and sales
 * windows), the festival's own facts, and the back-office's ticket-type administration.
 */
export { FESTIVAL, FESTIVAL_COLOURS, FESTIVAL_VENUE_LINE } from './festival.js';
export {
  DANCE_ROLES,
  DANCE_ROLE_MODES,
  SLUG_PATTERN,
  TICKET_CATEGORIES,
  ticketTypeTexts,
  ticketsPerUnit,
  type DanceRole,
  type DanceRoleMode,
  type TicketCategory,
  type TicketTypeAttributes,
  type TicketTypeInstance,
  type TicketTypeTexts,
  type TicketTypeTranslations,
} from './models.js';
export {
  createCatalogueService,
  roleAvailability,
  ticketTypeNamesIn,
  invalidateCatalogueCache,
  isWithinSalesWindow,
  remainingSeats,
  type CatalogueService,
  type HoldOptions,
  type InventoryOptions,
  type RoleCountOptions,
  type TicketTypeView,
} from './service.js';
export { createCatalogueAdminService, type AdminTicketTypeView, type CatalogueAdminService, type TicketTypeInput } from './admin-service.js';
export {
  assertHoldShape,
  balanceAdmits,
  holdsByType,
  NOBODY_WAITING,
  type BalanceState,
  type HoldRequest,
  type HoldVerdict,
  type TypeHold,
  type WaitingAhead,
} from './balance.js';
