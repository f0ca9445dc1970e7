/**
 * Opens a PDF ticket the way a scanner at the door would see it: poppler-utils renders a page to
 * a PNG (`pdftoppm -png -r 150`), jsQR reads the QR code off the pixels. Nothing is read from the
 * PDF's internals, so a QR code that does not scan fails the test.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

const run = promisify(execFile);

async function withTempPdf<T>(pdf: Buffer, work: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'e2e-pdf-'));
  try {
    const file = path.join(dir, 'tickets.pdf');
    await writeFile(file, pdf);
    return await work(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function missingPoppler(error: unknown): Error {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT'
    ? new Error('poppler-utils is not installed (pdfinfo/pdftoppm/pdftotext): apt-get install poppler-utils')
    : (error as Error);
}

/** Page count from `pdfinfo`; also proves the file is a PDF poppler can parse. */
export async function pdfPageCount(pdf: Buffer): Promise<number> {
  return withTempPdf(pdf, async (file) => {
    const { stdout } = await run('pdfinfo', [file]).catch((error: unknown) => {
      throw missingPoppler(error);
    });
    const match = /^Pages:\s+(\d+)/m.exec(stdout);
    if (!match) throw new Error(`pdfinfo printed no page count:\n${stdout}`);
    return Number(match[1]);
  });
}

/** The text of one page (1-based), as `pdftotext -layout` extracts it. */
export async function pdfPageText(pdf: Buffer, pageNumber: number): Promise<string> {
  return withTempPdf(pdf, async (file) => {
    const { stdout } = await run('pdftotext', ['-layout', '-f', String(pageNumber), '-l', String(pageNumber), file, '-']).catch(
      (error: unknown) => {
        throw missingPoppler(error);
      },
    );
    return stdout;
  });
}

/** Renders one page (1-based) at `dpi` and answers the PNG bytes. */
export async function renderPdfPage(pdf: Buffer, pageNumber: number, dpi = 150): Promise<Buffer> {
  return withTempPdf(pdf, async (file, dir) => {
    const prefix = path.join(dir, 'page');
    const page = String(pageNumber);
    await run('pdftoppm', ['-png', '-r', String(dpi), '-f', page, '-l', page, file, prefix]).catch((error: unknown) => {
      throw missingPoppler(error);
    });
    // pdftoppm pads the page number to the width of the page count (page-1.png, page-01.png…).
    const png = (await readdir(dir)).find((name) => name.startsWith('page-') && name.endsWith('.png'));
    if (!png) throw new Error(`pdftoppm rendered no PNG for page ${pageNumber}`);
    return readFile(path.join(dir, png));
  });
}

/** The text of the QR code on a PNG, or null when none can be read. */
export function decodeQrFromPng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  const result = jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height);
  return result?.data ?? null;
}

/** Renders a page of the PDF and reads its QR code. */
export async function qrCodeOfPdfPage(pdf: Buffer, pageNumber: number): Promise<string | null> {
  return decodeQrFromPng(await renderPdfPage(pdf, pageNumber));
}
