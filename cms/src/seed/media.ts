/**
 * Generated images → Strapi media library, through the upload plugin's own service (so the file
 * is optimised, gets its responsive formats and emits the usual media events like an editor's
 * upload). Idempotent by file name: an image already in the library is reused, which makes an
 * interrupted seed resumable without duplicates.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { renderWebp } from './images/render';

export interface MediaRequest {
  /** file name in the library, e.g. "artiste-ennuma-jessica.webp" */
  fileName: string;
  /** alternative text, French, for screen readers */
  alt: string;
  /** builds the SVG; only called when the file is not in the library yet */
  svg: () => string;
}

export interface MediaFile {
  id: number;
  documentId: string;
  name: string;
}

export async function ensureMedia(strapi: Core.Strapi, request: MediaRequest): Promise<MediaFile> {
  const existing = await strapi.db.query('plugin::upload.file').findOne({ where: { name: request.fileName } });
  if (existing) return existing as MediaFile;

  const { buffer } = await renderWebp(request.svg());
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kizomba-seed-'));
  const filepath = path.join(dir, request.fileName);
  try {
    await fs.writeFile(filepath, buffer);
    const [file] = await strapi.plugin('upload').service('upload').upload({
      data: { fileInfo: { name: request.fileName, alternativeText: request.alt, caption: null } },
      files: { filepath, originalFilename: request.fileName, mimetype: 'image/webp', size: buffer.length },
    });
    return file as MediaFile;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * Runs the requests two at a time: librsvg renders on one core, so two renders keep both cores of
 * a small server busy without starving the HTTP server during a first boot.
 */
export async function ensureAllMedia<K extends string>(strapi: Core.Strapi, requests: Record<K, MediaRequest>): Promise<Record<K, MediaFile>> {
  const entries = Object.entries(requests) as [K, MediaRequest][];
  const result = {} as Record<K, MediaFile>;
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const [key, request] = entries[next++] as [K, MediaRequest];
      result[key] = await ensureMedia(strapi, request);
    }
  };
  await Promise.all([worker(), worker()]);
  return result;
}
