import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQRImport from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { apiText } from '../../i18n/index.js';
import { signTicketCode, signingKeyFromSeed } from '@kizomba/ticket-signature';
import { codeLines, renderTicketsPdf, ticketQrPng, toWinAnsi, type TicketsPdfData } from './pdf.js';

const run = promisify(execFile);

/** jsqr is CommonJS: NodeNext types its default import as the module object, Node gives the function. */
const jsQR = ((jsQRImport as unknown as { default?: unknown }).default ?? jsQRImport) as unknown as typeof jsQRImport.default;

const hasPoppler = (() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const withPoppler = hasPoppler ? it : it.skip;

const KEY = signingKeyFromSeed('nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A');
const signed = (ticketId: number, ticketTypeId: number) => signTicketCode({ ticketId, ticketTypeId, issuedAt: 1_796_040_300 }, KEY);

// Two signed codes (114 characters) and one random code of a ticket issued before them (43).
const DATA: TicketsPdfData = {
  orderNumber: 'KL-7H3K9Q2M',
  issuedAt: new Date('2026-12-01T12:05:00Z'),
  tickets: [
    { number: '000012', code: signed(12, 1), ticketTypeName: 'Full Pass', holderName: 'Awa Diallo' },
    { number: '000013', code: signed(13, 4), ticketTypeName: 'Soirée du vendredi', holderName: 'Élodie Ferré' },
    { number: '000014', code: '-_0123456789abcdefghijklmnopqrstuvwxyzABCDE', ticketTypeName: 'Pass Stages', holderName: 'Łukasz Nowak' },
  ],
};

function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height)?.data ?? null;
}

async function withPdfFile<T>(pdf: Buffer, work: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tickets-pdf-'));
  try {
    const file = path.join(dir, 'billets.pdf');
    fs.writeFileSync(file, pdf);
    return await work(file, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('toWinAnsi', () => {
  it('keeps French (accents, guillemets, euro, apostrophe, dashes) and transliterates the rest', () => {
    expect(toWinAnsi('Élodie à « Lyon » — 119,00 € l’été, çà et là, œuvre')).toBe('Élodie à « Lyon » — 119,00 € l’été, çà et là, œuvre');
    expect(toWinAnsi('119,00\u202f€')).toBe('119,00\u00a0€');
    expect(toWinAnsi('Łukasz Dvořák Şahin')).toBe('Lukasz Dvorák Sahin');
    expect(toWinAnsi('Ana 🎉 李')).toBe('Ana ? ?');
  });
});

describe('ticket QR code', () => {
  it('is a PNG that decodes to exactly the ticket code', async () => {
    for (const ticket of DATA.tickets) {
      expect(decodeQr(await ticketQrPng(ticket.code, 8))).toBe(ticket.code);
      // As embedded in the PDF: one pixel per module, 4 modules of quiet zone.
      const embedded = PNG.sync.read(await ticketQrPng(ticket.code));
      expect(embedded.width).toBeLessThan(60);
      expect((embedded.width - 8 - 17) % 4).toBe(0); // 17 + 4 × version modules + 2 × 4 of quiet zone
    }
  });

  it('stays a version 7 code for a signed code: modules of 4 pt (1.4 mm) across the printed 212 pt', async () => {
    const embedded = PNG.sync.read(await ticketQrPng(DATA.tickets[0]!.code));
    expect(embedded.width).toBe(17 + 4 * 7 + 8);
    expect((212 / embedded.width) * (25.4 / 72)).toBeGreaterThan(1.4);
  });
});

describe('codeLines', () => {
  it('prints a random code on one line and a signed code on two even lines, nothing cut', () => {
    const legacy = DATA.tickets[2]!.code;
    expect(codeLines(legacy, 252, 6.5)).toEqual([legacy]);
    const code = DATA.tickets[0]!.code;
    const lines = codeLines(code, 252, 6.5);
    expect(lines).toEqual([code.slice(0, 57), code.slice(57)]);
    for (const text of lines) expect(text.length * 6.5 * 0.6).toBeLessThanOrEqual(252);
    expect(codeLines(code, 100, 6.5).join('')).toBe(code);
    expect(codeLines('', 252, 6.5)).toEqual([]);
  });
});

describe('renderTicketsPdf', () => {
  it('renders one A4 page per ticket, deterministically', async () => {
    const pdf = await renderTicketsPdf(DATA);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(3);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(Buffer.compare(pdf, await renderTicketsPdf(DATA))).toBe(0);
    const single = await renderTicketsPdf({ ...DATA, tickets: DATA.tickets.slice(0, 1) });
    expect(single.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('refuses an order without tickets', async () => {
    await expect(renderTicketsPdf({ ...DATA, tickets: [] })).rejects.toThrow(/aucune page/);
  });

  withPoppler('prints the French texts of each ticket on its own page', async () => {
    const pdf = await renderTicketsPdf(DATA);
    await withPdfFile(pdf, async (file) => {
      const { stdout: info } = await run('pdfinfo', [file]);
      expect(info).toMatch(/^Pages:\s+3$/m);
      expect(info).toMatch(/A4/);
      for (const [index, ticket] of DATA.tickets.entries()) {
        const { stdout } = await run('pdftotext', ['-f', String(index + 1), '-l', String(index + 1), file, '-']);
        expect(stdout).toContain('Kizomba Lumière');
        expect(stdout).toContain('16 – 18 avril 2027');
        expect(stdout).toContain('Les Docks Lumière');
        expect(stdout).toContain('Lyon');
        expect(stdout).toContain(ticket.ticketTypeName);
        expect(stdout).toContain(toWinAnsi(ticket.holderName));
        expect(stdout).toContain(DATA.orderNumber);
        expect(stdout).toContain(ticket.number);
        expect(stdout).toContain(`Billet ${index + 1} / 3`);
        expect(stdout).toContain('Présentez ce QR code à l’entrée');
        // The code in clear, whole (over two lines for a signed one), never cut by an ellipsis.
        for (const text of codeLines(ticket.code, 252, 6.5)) expect(stdout).toContain(text);
        expect(stdout).not.toContain('…');
      }
    });
  });

  withPoppler('prints the order language’s texts: English labels, dates and counter', async () => {
    const pdf = await renderTicketsPdf({ ...DATA, locale: 'en' });
    await withPdfFile(pdf, async (file) => {
      const { stdout } = await run('pdftotext', ['-f', '1', '-l', '1', file, '-']);
      expect(stdout).toContain(toWinAnsi(apiText('en', 'tickets.festival.datesLabel')));
      expect(stdout).toContain(toWinAnsi(apiText('en', 'tickets.pdf.counter', { index: 1, count: 3 })));
      expect(stdout).toContain(toWinAnsi(apiText('en', 'tickets.pdf.holder')).toUpperCase());
      expect(stdout).not.toMatch(/Billet|Titulaire|Présentez|avril/);
      const { stdout: info } = await run('pdfinfo', [file]);
      expect(info).toContain(toWinAnsi(apiText('en', 'tickets.pdf.documentTitle', { festival: 'Kizomba Lumière Festival', number: DATA.orderNumber })));
    });
  });

  withPoppler('carries QR codes that scan, from the rendered pages, to each ticket code', async () => {
    const pdf = await renderTicketsPdf(DATA);
    await withPdfFile(pdf, async (file, dir) => {
      // 100 dpi: about what a phone camera sees of a printed page at the door.
      await run('pdftoppm', ['-png', '-r', '100', file, path.join(dir, 'page')]);
      const pages = fs.readdirSync(dir).filter((name) => name.startsWith('page')).sort();
      expect(pages).toHaveLength(3);
      const decoded = pages.map((name) => decodeQr(fs.readFileSync(path.join(dir, name))));
      expect(decoded).toEqual(DATA.tickets.map((t) => t.code));
    });
  }, 60_000); // jsQR scans whole pages: seconds per page on a busy machine
});
