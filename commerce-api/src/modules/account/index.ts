/** Public entry of account: the buyer's dashboard (orders, tickets, PDFs, export, deletion). */
export { createAccountService, toOrderSummary, type AccountService, type OrderSummary, type TicketView } from './service.js';
