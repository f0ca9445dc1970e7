/**
 * PDF tickets: one A4 page per ticket (docs/purchase-flow.md, « E-mail outbox »), attached to the
 * order-confirmation e-mail. The QR code encodes exactly `ticket.code` (the scanner's secret).
 *
 * Fonts: pdfkit's built-in Helvetica/Courier, so the output never depends on the machine's fonts.
 * They use WinAnsi, which covers French (é è à ç œ « » € ’ –); anything outside it (a holder
 * named Łukasz) is transliterated rather than printed as a wrong glyph.
 * Deterministic: the creation date comes from the data, so the same order gives the same bytes.
 */
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { DEFAULT_LOCALE, INTL_TAGS, type Locale } from '@kizomba/locales';
import { apiText, type ApiTextKey, type TextParams } from '../../i18n/index.js';
import { FESTIVAL, FESTIVAL_COLOURS as C } from '../catalogue/index.js';

export interface TicketPdfEntry {
  /** Printed reference of the ticket (e.g. its id), for support and the door staff. */
  number: string;
  /** QR secret: the only content of the QR code. */
  code: string;
  ticketTypeName: string;
  holderName: string;
  /** The dance role printed under the holder's name; absent or null: none. */
  role?: 'leader' | 'follower' | null;
}

export interface TicketsPdfData {
  orderNumber: string;
  /** Creation date written in the PDF (the order's payment date), instead of "now". */
  issuedAt: Date;
  tickets: TicketPdfEntry[];
  /** The language of the printed texts (the order's); French by default. */
  locale?: Locale;
}

type Say = (key: ApiTextKey, params?: TextParams) => string;

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 48;
const BAND_HEIGHT = 318;
const QR_SIZE = 212;

export const QR_ERROR_CORRECTION = 'M' as const;

/**
 * The QR code of a ticket as a PNG (black on white, 4-module quiet zone, error correction M).
 * In the PDF it is embedded at one pixel per module and scaled up by the viewer without
 * interpolation, so modules stay crisp squares at any zoom or print resolution (a large bitmap
 * scaled down by a non-integer factor blurs module edges, and scanners then miss it).
 */
export function ticketQrPng(code: string, pixelsPerModule = 1): Promise<Buffer> {
  return QRCode.toBuffer(code, {
    type: 'png',
    errorCorrectionLevel: QR_ERROR_CORRECTION,
    margin: 4,
    scale: pixelsPerModule,
    color: { dark: '#000000ff', light: '#ffffffff' },
  });
}

/** Characters WinAnsi (the built-in fonts' encoding) has beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const TRANSLITERATIONS: Record<string, string> = {
  '\u202f': '\u00a0', // Intl's narrow no-break space (fr-FR) → no-break space
  '\u2009': ' ',
  'ł': 'l',
  'Ł': 'L',
  'đ': 'd',
  'Đ': 'D',
  'ı': 'i',
  'ğ': 'g',
  'Ğ': 'G',
  'ș': 's',
  'Ș': 'S',
  'ț': 't',
  'Ț': 'T',
};

const isWinAnsi = (ch: string) => {
  const cp = ch.codePointAt(0) ?? 0;
  return (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};

/** Text the built-in fonts can print: accents kept when WinAnsi has them, else stripped. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    if (isWinAnsi(ch)) out += ch;
    else if (TRANSLITERATIONS[ch] !== undefined) out += TRANSLITERATIONS[ch];
    else {
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += base !== ch && [...base].every(isWinAnsi) ? base : ch === '\n' || ch === '\t' ? ' ' : '?';
    }
  }
  return out;
}

type Doc = PDFKit.PDFDocument;

const CODE_FONT_SIZE = 6.5;
const CODE_LINE_HEIGHT = 8.5;
/** Courier's advance width, in font size units, of every character. */
const COURIER_ADVANCE = 0.6;

/** `code` cut into the fewest lines of even length that fit `width` in Courier at `size`. */
export function codeLines(code: string, width: number, size: number): string[] {
  const perLineMax = Math.max(1, Math.floor(width / (size * COURIER_ADVANCE)));
  const count = Math.max(1, Math.ceil(code.length / perLineMax));
  const perLine = Math.ceil(code.length / count);
  return Array.from({ length: count }, (_, index) => code.slice(index * perLine, (index + 1) * perLine)).filter((text) => text !== '');
}

/** Largest font size (≤ max, ≥ min) at which `text` fits `width` on one line. */
function fitFontSize(doc: Doc, font: string, text: string, width: number, max: number, min: number): number {
  doc.font(font);
  for (let size = max; size > min; size -= 1) {
    if (doc.fontSize(size).widthOfString(text) <= width) return size;
  }
  return min;
}

function line(doc: Doc, text: string, x: number, y: number, options: { width: number; font: string; size: number; color: string; spacing?: number; align?: 'left' | 'center' | 'right' }): void {
  doc
    .font(options.font)
    .fontSize(options.size)
    .fillColor(options.color)
    .text(toWinAnsi(text), x, y, {
      width: options.width,
      align: options.align ?? 'left',
      lineBreak: false,
      ellipsis: true,
      height: options.size * 1.4,
      characterSpacing: options.spacing ?? 0,
    });
}

/** The night band: the festival's poster at the top of every ticket. */
function drawBand(doc: Doc, index: number, count: number, t: Say): void {
  doc.rect(0, 0, A4.width, BAND_HEIGHT).fill(C.night900);
  // Stage lights: the same amber / coral / plum glows as the site's hero.
  const glows: Array<[number, number, number, string, number]> = [
    [70, 0, 260, C.amber400, 0.42],
    [A4.width - 40, 70, 230, C.coral400, 0.3],
    [A4.width / 2, BAND_HEIGHT + 60, 300, C.plum700, 0.85],
  ];
  doc.save();
  doc.rect(0, 0, A4.width, BAND_HEIGHT).clip();
  for (const [x, y, r, colour, opacity] of glows) {
    const gradient = doc.radialGradient(x, y, 0, x, y, r);
    gradient.stop(0, colour, opacity).stop(1, colour, 0);
    doc.circle(x, y, r).fill(gradient);
  }
  doc.restore();

  const inner = A4.width - 2 * MARGIN;
  line(doc, t('tickets.pdf.kicker', { edition: t('tickets.festival.edition').toUpperCase() }), MARGIN, 50, {
    width: inner,
    font: 'Helvetica-Bold',
    size: 10,
    color: C.amber400,
    spacing: 1.6,
  });
  line(doc, t('tickets.pdf.counter', { index: index + 1, count }), MARGIN, 50, { width: inner, font: 'Helvetica-Bold', size: 10, color: C.moon300, align: 'right' });

  line(doc, 'Kizomba Lumière', MARGIN, 84, { width: inner, font: 'Helvetica-Bold', size: 44, color: C.moon50 });
  line(doc, 'Festival', MARGIN, 134, { width: inner, font: 'Helvetica-Bold', size: 44, color: C.amber400 });

  doc.rect(MARGIN, 198, 56, 3).fill(C.amber400);
  line(doc, t('tickets.festival.datesLabel'), MARGIN, 216, { width: inner, font: 'Helvetica-Bold', size: 20, color: C.moon50 });
  line(doc, `${FESTIVAL.venueName} · ${FESTIVAL.venueAddress}, ${FESTIVAL.venuePostalCode} ${FESTIVAL.venueCity}`, MARGIN, 248, {
    width: inner,
    font: 'Helvetica',
    size: 12,
    color: C.moon300,
  });
  line(doc, t('tickets.pdf.programme'), MARGIN, 270, { width: inner, font: 'Helvetica', size: 12, color: C.moon300 });
}

/** A ticket stub's tear line: dashes with two half-circle notches. */
function drawTearLine(doc: Doc, y: number): void {
  doc.circle(0, y, 14).fill(C.night900);
  doc.circle(A4.width, y, 14).fill(C.night900);
  doc
    .moveTo(24, y)
    .lineTo(A4.width - 24, y)
    .dash(6, { space: 5 })
    .lineWidth(1)
    .strokeColor(C.cream200)
    .stroke()
    .undash();
}

function field(doc: Doc, label: string, value: string, x: number, y: number, width: number, valueSize = 15): void {
  line(doc, label.toUpperCase(), x, y, { width, font: 'Helvetica-Bold', size: 8.5, color: C.amber800, spacing: 1.2 });
  line(doc, value, x, y + 14, { width, font: 'Helvetica-Bold', size: valueSize, color: C.ink900 });
}

async function drawTicketPage(doc: Doc, data: TicketsPdfData, ticket: TicketPdfEntry, index: number): Promise<void> {
  doc.rect(0, 0, A4.width, A4.height).fill(C.cream50);
  const locale = data.locale ?? DEFAULT_LOCALE;
  const t: Say = (key, params) => apiText(locale, key, params);
  drawBand(doc, index, data.tickets.length, t);

  const top = BAND_HEIGHT + 40;
  const qrX = A4.width - MARGIN - QR_SIZE;
  const leftWidth = qrX - MARGIN - 28;

  // Ticket type, as large as it fits.
  line(doc, t('tickets.pdf.ticketType'), MARGIN, top, { width: leftWidth, font: 'Helvetica-Bold', size: 8.5, color: C.amber800, spacing: 1.2 });
  const typeName = toWinAnsi(ticket.ticketTypeName);
  const typeSize = fitFontSize(doc, 'Helvetica-Bold', typeName, leftWidth, 30, 15);
  line(doc, typeName, MARGIN, top + 16, { width: leftWidth, font: 'Helvetica-Bold', size: typeSize, color: C.coral700 });

  // A role takes a line under the holder's name: the rows below move down a little to make room.
  const rows = ticket.role ? { holder: 66, order: 128, number: 172, festival: 216 } : { holder: 72, order: 122, number: 168, festival: 214 };
  field(doc, t('tickets.pdf.holder'), ticket.holderName, MARGIN, top + rows.holder, leftWidth, 17);
  if (ticket.role) {
    line(doc, t('tickets.pdf.role', { role: t(`tickets.roles.${ticket.role}`) }), MARGIN, top + rows.holder + 40, {
      width: leftWidth,
      font: 'Helvetica-Bold',
      size: 11,
      color: C.coral700,
    });
  }
  field(doc, t('tickets.pdf.order'), data.orderNumber, MARGIN, top + rows.order, leftWidth);
  field(doc, t('tickets.pdf.number'), ticket.number, MARGIN, top + rows.number, leftWidth);
  field(doc, t('tickets.pdf.festival'), t('tickets.festival.datesLongLabel'), MARGIN, top + rows.festival, leftWidth, 11);

  // QR code on a white card with an amber frame; the quiet zone is inside the PNG.
  const png = await ticketQrPng(ticket.code);
  doc.roundedRect(qrX - 10, top - 10, QR_SIZE + 20, QR_SIZE + 20, 14).fill('#ffffff');
  doc.roundedRect(qrX - 10, top - 10, QR_SIZE + 20, QR_SIZE + 20, 14).lineWidth(2).strokeColor(C.amber400).stroke();
  doc.image(png, qrX, top, { width: QR_SIZE, height: QR_SIZE });
  line(doc, t('tickets.pdf.scanAtDoor'), qrX - 10, top + QR_SIZE + 18, { width: QR_SIZE + 20, font: 'Helvetica-Bold', size: 10, color: C.ink900, align: 'center' });
  // The same secret in clear, for the door staff when a screen is too damaged to scan: a signed
  // code (114 characters) takes two even lines, no character cut or added.
  codeLines(ticket.code, QR_SIZE + 40, CODE_FONT_SIZE).forEach((text, row) => {
    line(doc, text, qrX - 20, top + QR_SIZE + 34 + row * CODE_LINE_HEIGHT, { width: QR_SIZE + 40, font: 'Courier', size: CODE_FONT_SIZE, color: C.ink700, align: 'center' });
  });

  const tearY = top + 280;
  drawTearLine(doc, tearY);

  // How to use it at the door.
  const noteTop = tearY + 24;
  const noteWidth = A4.width - 2 * MARGIN;
  doc.roundedRect(MARGIN, noteTop, noteWidth, 112, 12).fill(C.cream100);
  doc.rect(MARGIN, noteTop, 4, 112).fill(C.amber400);
  line(doc, t('tickets.pdf.dayTitle'), MARGIN + 22, noteTop + 18, { width: noteWidth - 44, font: 'Helvetica-Bold', size: 13, color: C.ink900 });
  doc
    .font('Helvetica')
    .fontSize(10.5)
    .fillColor(C.ink700)
    .text(
      toWinAnsi(t('tickets.pdf.dayText')),
      MARGIN + 22,
      noteTop + 40,
      { width: noteWidth - 44, lineGap: 3 },
    );

  // Footer band.
  const footerTop = A4.height - 56;
  doc.rect(0, footerTop, A4.width, 56).fill(C.night900);
  line(doc, `${FESTIVAL.name} · ${t('tickets.festival.datesLabel')} · ${FESTIVAL.venueName}, ${FESTIVAL.venueCity}`, MARGIN, footerTop + 15, {
    width: A4.width - 2 * MARGIN,
    font: 'Helvetica-Bold',
    size: 9,
    color: C.amber400,
  });
  line(doc, t('tickets.pdf.question', { email: FESTIVAL.contactEmail, phone: FESTIVAL.contactPhone, number: data.orderNumber }), MARGIN, footerTop + 30, {
    width: A4.width - 2 * MARGIN,
    font: 'Helvetica',
    size: 9,
    color: C.moon300,
  });
}

/** Renders the tickets of one order: one A4 page per ticket, in the given order. */
export async function renderTicketsPdf(data: TicketsPdfData): Promise<Buffer> {
  if (data.tickets.length === 0) throw new Error('renderTicketsPdf: aucune page à produire (commande sans billet)');
  const locale = data.locale ?? DEFAULT_LOCALE;
  const doc = new PDFDocument({
    lang: INTL_TAGS[locale],
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: {
      Title: toWinAnsi(apiText(locale, 'tickets.pdf.documentTitle', { festival: FESTIVAL.name, number: data.orderNumber })),
      Author: toWinAnsi(FESTIVAL.name),
      Subject: toWinAnsi(apiText(locale, 'tickets.pdf.documentSubject', { dates: apiText(locale, 'tickets.festival.datesLabel') })),
      Creator: 'commerce-api',
      Producer: 'commerce-api',
      CreationDate: data.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    for (const [index, ticket] of data.tickets.entries()) {
      doc.addPage({ size: 'A4', margin: 0 });
      await drawTicketPage(doc, data, ticket, index);
    }
  } finally {
    doc.end();
  }
  return done;
}
