import { AccountTicket, type TicketView } from '@kizomba/api-contract/account';
import {
  PublicTransferAnswer,
  TransferAcceptAnswer,
  type HolderNameRequest,
  type PublicTransferView,
  type TransferRequest,
} from '@kizomba/api-contract/transfers';
import { api, type CallOptions } from './client';

/**
 * A ticket's name change and transfer (docs/accounts.md « Name change and transfer »): the
 * dashboard's three calls answer the ticket as it now stands; the recipient's page reads the
 * transfer by its token and accepts it (no account needed: the link is the proof).
 */
export type { HolderNameRequest, PublicTransferView, TransferAcceptAnswer, TransferRequest } from '@kizomba/api-contract/transfers';

const ticketPath = (ticketId: number, action: string) => `/account/tickets/${encodeURIComponent(String(ticketId))}/${action}`;

/** `PATCH /api/account/tickets/{id}/holder`: the ticket is reissued in that name (new code, new PDF). */
export async function changeHolderName(ticketId: number, names: HolderNameRequest, { client = api, signal }: CallOptions = {}): Promise<TicketView> {
  return (await client.patch(ticketPath(ticketId, 'holder'), names, AccountTicket, { signal })).ticket;
}

/** `POST /api/account/tickets/{id}/transfer`: the current code stops working at once; the recipient accepts by e-mail. */
export async function transferTicket(ticketId: number, request: TransferRequest, { client = api, signal }: CallOptions = {}): Promise<TicketView> {
  return (await client.post(ticketPath(ticketId, 'transfer'), request, AccountTicket, { signal })).ticket;
}

/** `DELETE /api/account/tickets/{id}/transfer`: the ticket comes back with a fresh code. */
export async function cancelTransfer(ticketId: number, { client = api, signal }: CallOptions = {}): Promise<TicketView> {
  return (await client.delete(ticketPath(ticketId, 'transfer'), AccountTicket, { signal })).ticket;
}

const transferPath = (token: string) => `/ticket-transfers/${encodeURIComponent(token)}`;

/** What the link offers; an unknown token is a 404 `ApiError`. */
export async function getTransfer(token: string, { client = api, signal }: CallOptions = {}): Promise<PublicTransferView> {
  return (await client.get(transferPath(token), PublicTransferAnswer, { signal, skipAuthRedirect: true })).transfer;
}

/** Accepts the ticket: 409 when already accepted, 410 when cancelled or expired. */
export function acceptTransfer(token: string, { client = api, signal }: CallOptions = {}): Promise<TransferAcceptAnswer> {
  return client.post(`${transferPath(token)}/accept`, undefined, TransferAcceptAnswer, { signal, skipAuthRedirect: true });
}
