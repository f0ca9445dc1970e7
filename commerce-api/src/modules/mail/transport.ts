/**
 * Where outbox e-mails go: SMTP (nodemailer) when `SMTP_URL` is set, otherwise the dev outbox, a
 * folder of `.eml` files under `DATA_DIR/outbox/` that `/api/dev/outbox` lists (docs/purchase-flow.md).
 * Both build the exact same MIME message with nodemailer, so what a developer opens is what a
 * buyer would receive.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { AppConfig } from '../../config/index.js';

export interface OutgoingMessageMeta {
  /** Outbox row id, names the dev outbox file. */
  id: number;
  kind: string;
}

export interface TransportResult {
  /** Message-ID header of what was sent. */
  messageId: string;
  /** Dev outbox only: absolute path of the `.eml` written. */
  emlPath: string | null;
}

export interface MailTransport {
  readonly name: 'smtp' | 'dev-outbox';
  send(mail: Mail.Options, meta: OutgoingMessageMeta): Promise<TransportResult>;
  close(): void;
}

/**
 * SMTP timeouts. They bound one send well below the outbox lease (worker.ts), so a message is
 * never still being sent by one worker when another may take it over.
 */
export const SMTP_TIMEOUTS_MS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 } as const;

export function createSmtpTransport(smtpUrl: string): MailTransport {
  // nodemailer reads host, port, secure and credentials from `url`; our options add timeouts.
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS_MS } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    name: 'smtp',
    async send(mail) {
      const info = await transporter.sendMail(mail);
      return { messageId: info.messageId, emlPath: null };
    },
    close: () => transporter.close(),
  };
}

export const devOutboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

/** `<id>-<kind>.eml`; a re-send of the same message overwrites its own file. */
export const devOutboxFileName = (meta: OutgoingMessageMeta) => `${meta.id}-${meta.kind.replace(/[^a-z0-9-]/gi, '_')}.eml`;

export function createDevOutboxTransport(dataDir: string): MailTransport {
  const dir = devOutboxDir(dataDir);
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'dev-outbox',
    async send(mail, meta) {
      const info = await builder.sendMail(mail);
      const raw = info.message as unknown as Buffer;
      await fs.mkdir(dir, { recursive: true });
      const target = path.join(dir, devOutboxFileName(meta));
      // Write then rename: a reader (the dev page, an e2e test) never sees half a message.
      const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
      try {
        await fs.writeFile(temp, raw);
        await fs.rename(temp, target);
      } catch (err) {
        await fs.rm(temp, { force: true });
        throw err;
      }
      return { messageId: info.messageId, emlPath: target };
    },
    close: () => builder.close(),
  };
}

export function createMailTransport(config: Pick<AppConfig, 'mail' | 'dataDir'>): MailTransport {
  return config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : createDevOutboxTransport(config.dataDir);
}
