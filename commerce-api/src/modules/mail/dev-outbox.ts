/**
 * Dev outbox reading side (`/api/dev/outbox`): lists outbox rows and opens the `.eml` files the
 * dev transport wrote. Development only: the router is empty when `config.mail.devOutboxEnabled`
 * is false, and mailparser (a dev dependency) is imported lazily so production never loads it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Models } from '../../db/models.js';
import type { OutboxStatus } from './models.js';
import { devOutboxDir } from './transport.js';

export interface DevOutboxEntry {
  id: number;
  kind: string;
  recipient: string;
  subject: string | null;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  messageId: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date;
  hasEml: boolean;
}

export interface DevOutboxAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface ParsedDevMessage {
  subject: string;
  html: string | null;
  text: string | null;
  attachments: DevOutboxAttachment[];
}

export const DEV_OUTBOX_LIST_LIMIT = 200;

export function createDevOutboxService(models: Pick<Models, 'OutboxMessage'>, dataDir: string) {
  const root = path.resolve(devOutboxDir(dataDir));

  /** The row's `.eml` path, only if it lies inside DATA_DIR/outbox (never an arbitrary file). */
  function emlPathOf(emlPath: string | null): string | null {
    if (!emlPath) return null;
    const resolved = path.resolve(emlPath);
    return resolved.startsWith(root + path.sep) && resolved.endsWith('.eml') ? resolved : null;
  }

  return {
    async list(): Promise<DevOutboxEntry[]> {
      const rows = await models.OutboxMessage.findAll({ order: [['id', 'DESC']], limit: DEV_OUTBOX_LIST_LIMIT });
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        recipient: row.recipient,
        subject: row.subject,
        status: row.status,
        attempts: row.attempts,
        lastError: row.lastError,
        messageId: row.messageId,
        createdAt: row.createdAt,
        sentAt: row.sentAt,
        nextAttemptAt: row.nextAttemptAt,
        hasEml: emlPathOf(row.emlPath) !== null,
      }));
    },

    /** The raw `.eml` of a sent message, or null (unknown id, not sent yet, sent by SMTP, file gone). */
    async readEml(id: number): Promise<Buffer | null> {
      const row = await models.OutboxMessage.findByPk(id);
      const file = emlPathOf(row?.emlPath ?? null);
      if (!file) return null;
      try {
        return await fs.readFile(file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },

    /** Parses an `.eml` with mailparser (what a mail client would see). */
    async parse(raw: Buffer): Promise<ParsedDevMessage> {
      const { simpleParser } = await import('mailparser');
      const parsed = await simpleParser(raw);
      return {
        subject: parsed.subject ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : null,
        text: parsed.text ?? null,
        attachments: parsed.attachments.map((a, index) => ({
          filename: a.filename ?? `piece-jointe-${index + 1}`,
          contentType: a.contentType || 'application/octet-stream',
          content: a.content,
        })),
      };
    },
  };
}

export type DevOutboxService = ReturnType<typeof createDevOutboxService>;
