/**
 * Test support for the mail module: a paid order with tickets written straight to the database,
 * a recording transport (real nodemailer MIME, kept in memory), and a tiny SMTP server that can
 * refuse messages, so the SMTP transport is exercised over a real socket.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import net from 'node:net';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/index.js';
import type { OrderInstance } from '../orders/index.js';
import type { TicketInstance } from '../tickets/index.js';
import type { MailTransport, TransportResult } from './transport.js';

export interface PaidOrderFixture {
  order: OrderInstance;
  tickets: TicketInstance[];
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A completed order (2 Full Pass with BIENVENUE5 by default) and one valid ticket per unit. */
export async function createPaidOrder(
  db: Database,
  options: { email?: string; firstName?: string; holders?: string[]; paidAt?: Date } = {},
): Promise<PaidOrderFixture> {
  const { Order, OrderItem, Ticket, TicketType } = db.models;
  const ticketType = await TicketType.findOne({ where: { slug: 'full-pass' } });
  if (!ticketType) throw new Error('seeded ticket type full-pass missing');
  const holders = options.holders ?? ['Awa Diallo', 'Élodie Ferré'];
  const unitPriceCents = 11_900;
  const subtotalCents = unitPriceCents * holders.length;
  const number = `KL-${Array.from(randomBytes(8), (b) => CROCKFORD[b % 32]).join('')}`;
  const paidAt = options.paidAt ?? new Date('2026-12-01T12:05:00Z');
  const order = await Order.create({
    id: randomUUID(),
    number,
    status: 'completed',
    email: options.email ?? 'awa.diallo@example.org',
    firstName: options.firstName ?? 'Awa',
    lastName: 'Diallo',
    phone: '+33612345678',
    billingAddress: { line1: '1 rue de la République', line2: null, postalCode: '69001', city: 'Lyon', country: 'FR', state: null, isInternational: false },
    subtotalCents,
    discountCents: 500,
    totalCents: subtotalCents - 500,
    promoCode: 'BIENVENUE5',
    holdExpiresAt: new Date('2026-12-01T12:30:00Z'),
    holdActive: false,
    paidAt,
  });
  const item = await OrderItem.create({ orderId: order.id, ticketTypeId: ticketType.id, name: 'Full Pass', quantity: holders.length, unitPriceCents, discountCents: 500 });
  const tickets: TicketInstance[] = [];
  for (const holderName of holders) {
    tickets.push(
      await Ticket.create({ orderId: order.id, orderItemId: item.id, ticketTypeId: ticketType.id, code: randomBytes(32).toString('base64url'), holderName }),
    );
  }
  return { order, tickets };
}

export interface RecordedMail {
  outboxId: number;
  messageId: string;
  to: string;
  subject: string;
  raw: Buffer;
}

export interface RecordingTransport extends MailTransport {
  sent: RecordedMail[];
  /** When set, `send` records the message then waits for this promise (a process frozen mid-send). */
  hangAfterSend: Promise<void> | null;
}

/** Builds the real MIME message with nodemailer and keeps it in memory. */
export function createRecordingTransport(): RecordingTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const transport: RecordingTransport = {
    name: 'dev-outbox',
    sent: [],
    hangAfterSend: null,
    async send(mail, meta): Promise<TransportResult> {
      const info = await builder.sendMail(mail);
      transport.sent.push({
        outboxId: meta.id,
        messageId: info.messageId,
        to: String(mail.to),
        subject: String(mail.subject),
        raw: info.message as unknown as Buffer,
      });
      if (transport.hangAfterSend) await transport.hangAfterSend;
      return { messageId: info.messageId, emlPath: null };
    },
    close: () => builder.close(),
  };
  return transport;
}

export interface FakeSmtpMessage {
  from: string;
  to: string[];
  data: string;
}

export interface FakeSmtpServer {
  url: string;
  /** Messages accepted (250 after DATA). */
  accepted: FakeSmtpMessage[];
  /** Number of DATA commands answered with a refusal so far. */
  refused: number;
  /** The next `n` messages are refused with `451 4.3.0` (a temporary failure, as in an outage). */
  refuseNext(n: number): void;
  close(): Promise<void>;
}

/** A minimal ESMTP server (no TLS, no auth) speaking just enough for nodemailer. */
export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  let toRefuse = 0;
  const state: FakeSmtpServer = {
    url: '',
    accepted: [],
    refused: 0,
    refuseNext: (n) => {
      toRefuse = n;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let from = '';
    let to: string[] = [];
    let data: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            if (toRefuse > 0) {
              toRefuse -= 1;
              state.refused += 1;
              reply('451 4.3.0 Temporary failure, try again later');
            } else {
              state.accepted.push({ from, to, data: data.join('\r\n') });
              reply('250 2.0.0 Ok: queued');
            }
            data = [];
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake-smtp\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n');
        else if (verb === 'HELO') reply('250 fake-smtp');
        else if (verb === 'MAIL') {
          from = line;
          to = [];
          reply('250 2.1.0 Ok');
        } else if (verb === 'RCPT') {
          to.push(line);
          reply('250 2.1.5 Ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 2.0.0 Ok');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
        } else reply('502 5.5.2 Command not recognized');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  const close = state.close;
  state.close = async () => {
    for (const socket of sockets) socket.destroy();
    await close();
  };
  return state;
}

/** The Message-ID header of a raw message. */
export function messageIdOf(raw: Buffer | string): string | null {
  const match = /^Message-ID:\s*(<[^>]+>)/im.exec(raw.toString());
  return match?.[1] ?? null;
}
