/**
 * Public entry of transfers: a holder's name change and transfer of a ticket (dashboard), the
 * recipient's acceptance link, the expiry sweeper, and their e-mails.
 */
export { TRANSFER_STATUSES, type TicketTransferAttributes, type TicketTransferInstance, type TransferStatus } from './models.js';
export {
  TICKET_PDF_MAIL_KIND,
  TRANSFER_ACCEPTED_MAIL_KIND,
  TRANSFER_OFFER_MAIL_KIND,
  TRANSFER_WINDOW_HOURS,
  createTransfersService,
  hashTransferToken,
  toPendingTransferView,
  transferUrl,
  type TransfersService,
} from './service.js';
export { transferMailRenderers } from './mail.js';
export { startTransferSweeper } from './sweeper.js';
