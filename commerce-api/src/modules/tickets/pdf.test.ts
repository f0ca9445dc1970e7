import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQRImport from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { apiText } from '../../i18n/index.js';
import { renderTicketsPdf, ticketQrPng, toWinAnsi, type TicketsPdfData } from './pdf.js';

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

const DATA: TicketsPdfData = {
  orderNumber: 'KL-7H3K9Q2M',
  issuedAt: new Date('2026-12-01T12:05:00Z'),
  tickets: [
    { number: '000012', code: 'q3Yx8d0vT1mZ2kqRr8Jw5bA9cD4eF6gH7iJ0kL1mN2o', ticketTypeName: 'Full Pass', holderName: 'Awa Diallo' },
    { number: '000013', code: 'Zp0oI9uY8tR7eW6qA5sD4fG3hJ2kL1mN0bV9cX8zQ7w', ticketTypeName: 'Soirée du vendredi', holderName: 'Élodie Ferré' },
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
