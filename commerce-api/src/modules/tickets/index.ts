/**
 * Public entry of tickets: issuing an order's tickets, their printed documents (number, PDF),
 * and the back-office's issued-ticket administration (search, resend, cancel).
 */
export {
  REVOCATION_REASONS,
  TICKET_STATUSES,
  type RevocationReason,
  type TicketAttributes,
  type TicketInstance,
  type TicketStatus,
} from './models.js';
export { reissueTicketCode, revocationOf, ticketCodeHash } from './codes.js';
export { heldTickets, holderOf, type HeldTickets, type TicketKeeper } from './holding.js';
export { TICKET_CODE_PATTERN, createTicketService, holderNameOf, signedTicketCode, type TicketService } from './service.js';
export {
  loadOrderTicketsDocument,
  orderTicketsFileName,
  renderOrderTicketsDocument,
  ticketFileName,
  ticketNumber,
  type OrderTicketsDocument,
} from './documents.js';
export { renderOrderConfirmationMail, ticketMailRenderers } from './mail.js';
export { createTicketsAdminService, type AdminTicketView, type TicketsAdminService } from './admin-service.js';
