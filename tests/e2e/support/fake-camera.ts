/**
 * A fake camera for the door scanner: Chromium plays a Y4M file as the webcam
 * (`--use-fake-device-for-media-stream --use-file-for-fake-video-capture=<file>`), and the file
 * holds a QR code drawn from a real ticket code. Chromium opens the file when the page asks for
 * the camera, so the test can write the ticket's QR after the browser started.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import QRCode from 'qrcode';
import { CHROMIUM_ARGS, RESULTS_DIR } from '../../support/stack';

export const FAKE_CAMERA_FILE = path.join(RESULTS_DIR, 'fake-camera.y4m');

/** Launch arguments: the fake device, permission prompts auto-accepted, our file as the picture. */
export const FAKE_CAMERA_ARGS = [
  ...CHROMIUM_ARGS,
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${FAKE_CAMERA_FILE}`,
];

const WIDTH = 640;
const HEIGHT = 480;

/**
 * Writes a two-frame 640×480 Y4M (4:2:0, full range) showing `text` as a QR code, black on white,
 * centred with its quiet zone, as a phone held in front of a printed ticket would see it; `null`:
 * an empty white picture (nothing to read).
 */
export function showOnFakeCamera(text: string | null): void {
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  if (text !== null) drawQr(luma, text);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  mkdirSync(path.dirname(FAKE_CAMERA_FILE), { recursive: true });
  writeFileSync(FAKE_CAMERA_FILE, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
}

/**
 * Holds `code` in front of the door scanner's camera until `verdict` shows. Chromium may pick the
 * new picture up at once (the camera keeps running) or only when the camera restarts: the verdict
 * is awaited while the camera is restarted, with dispatched clicks since a verdict shown at once
 * covers the screen, so neither way misses it.
 */
export async function showToScanner(page: Page, code: string, verdict: Locator): Promise<void> {
  showOnFakeCamera(code);
  const shown = expect(verdict).toBeVisible({ timeout: 15_000 });
  const camera = page.getByRole('region', { name: 'Caméra du scanner' });
  await camera.getByRole('button', { name: 'Arrêter la caméra' }).dispatchEvent('click');
  await camera.getByRole('button', { name: 'Activer la caméra' }).dispatchEvent('click');
  await shown;
}

/** Draws `text` as a QR code (black modules, 4-module quiet zone) in the middle of the luma plane. */
function drawQr(luma: Buffer, text: string): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.8) / (size + 8));
  const side = (size + 8) * scale;
  const left = Math.floor((WIDTH - side) / 2) + 4 * scale;
  const top = Math.floor((HEIGHT - side) / 2) + 4 * scale;
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (!qr.modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1) {
        const line = (top + row * scale + y) * WIDTH;
        luma.fill(16, line + left + col * scale, line + left + (col + 1) * scale);
      }
    }
  }
}
