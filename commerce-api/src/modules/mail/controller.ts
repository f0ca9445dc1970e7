import type { Request, Response } from 'express';
import { notFound } from '../../lib/errors.js';
import { DATE_TIME_SHORT_FR } from '../../lib/paris-time.js';
import type { DevOutboxEntry, DevOutboxService } from './dev-outbox.js';

/**
 * The API answers with `default-src 'none'` (app.ts); the dev pages need inline styles only,
 * and the e-mail preview also its inline images (data:/cid: never load anything remote).
 */
const LIST_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const PREVIEW_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const STATUS_FR: Record<DevOutboxEntry['status'], string> = { pending: 'en attente', sending: 'en cours', sent: 'envoyé', failed: 'échec' };
const STATUS_COLOUR: Record<DevOutboxEntry['status'], string> = { pending: '#8a5300', sending: '#31215f', sent: '#1d6b4f', failed: '#b3391f' };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);

const MESSAGE_NOT_FOUND = "Ce message n'existe pas ou n'a pas de fichier .eml (pas encore envoyé, ou envoyé par SMTP).";

function parseId(raw: string | undefined): number | null {
  return raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
function contentDisposition(kind: 'attachment' | 'inline', filename: string): string {
  const ascii = filename.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_') || 'fichier';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

function renderList(entries: DevOutboxEntry[]): string {
  const rows = entries
    .map((m) => {
      const links = m.hasEml
        ? `<a href="/api/dev/outbox/${m.id}/preview">aperçu</a> · <a href="/api/dev/outbox/${m.id}.eml">.eml</a> · <a href="/api/dev/outbox/${m.id}/attachments/0">pièce jointe</a>`
        : '—';
      const error = m.lastError ? `<div class="err">${escapeHtml(m.lastError)}</div>` : '';
      return `<tr>
<td>${m.id}</td>
<td>${escapeHtml(DATE_TIME_SHORT_FR.format(m.createdAt))}</td>
<td>${escapeHtml(m.recipient)}</td>
<td>${escapeHtml(m.subject ?? `(${m.kind})`)}${error}</td>
<td><span class="status" style="background:${STATUS_COLOUR[m.status]}">${STATUS_FR[m.status]}</span></td>
<td>${m.attempts}</td>
<td>${m.sentAt ? escapeHtml(DATE_TIME_SHORT_FR.format(m.sentAt)) : '—'}</td>
<td>${links}</td>
</tr>`;
    })
    .join('\n');
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Boîte d’envoi (développement)</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#fdf8f0;color:#1b1230}
header{background:#150d2e;color:#f7f2ff;padding:20px 28px}
header h1{margin:0;font-size:22px}header p{margin:6px 0 0;color:#c2b6e0;font-size:14px}
main{padding:20px 28px}
table{border-collapse:collapse;width:100%;font-size:14px;background:#fffdf9}
th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #eadcc6;vertical-align:top}
th{background:#f6eddf;font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:#4d4065}
a{color:#b3391f}.status{color:#fff;border-radius:999px;padding:2px 10px;font-size:12px;white-space:nowrap}
.err{color:#b3391f;font-size:12px;margin-top:4px;white-space:pre-wrap}
.empty{padding:28px;text-align:center;color:#4d4065}
</style>
</head>
<body>
<header><h1>Boîte d’envoi — développement</h1><p>E-mails écrits en .eml dans DATA_DIR/outbox (aucun SMTP configuré). Page désactivée en production.</p></header>
<main>
${
  entries.length === 0
    ? '<p class="empty">Aucun e-mail pour le moment.</p>'
    : `<table>
<thead><tr><th>N°</th><th>Créé le</th><th>Destinataire</th><th>Objet</th><th>Statut</th><th>Tentatives</th><th>Envoyé le</th><th>Fichiers</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}
</main>
</body>
</html>
`;
}

export function createDevOutboxController(service: DevOutboxService) {
  async function loadEml(rawId: string | undefined): Promise<Buffer> {
    const id = parseId(rawId);
    const raw = id === null ? null : await service.readEml(id);
    if (!raw) throw notFound(MESSAGE_NOT_FOUND, 'OUTBOX_MESSAGE_NOT_FOUND');
    return raw;
  }

  return {
    async page(_req: Request, res: Response) {
      const entries = await service.list();
      res.set({ 'Cache-Control': 'no-store', 'Content-Security-Policy': LIST_CSP }).type('html').send(renderList(entries));
    },

    async json(_req: Request, res: Response) {
      const entries = await service.list();
      const messages = await Promise.all(
        entries.map(async (m) => {
          const raw = m.hasEml ? await service.readEml(m.id) : null;
          const attachments = raw ? (await service.parse(raw)).attachments.map((a) => a.filename) : [];
          return {
            id: m.id,
            kind: m.kind,
            recipient: m.recipient,
            subject: m.subject,
            status: m.status,
            attempts: m.attempts,
            lastError: m.lastError,
            messageId: m.messageId,
            createdAt: m.createdAt.toISOString(),
            sentAt: m.sentAt ? m.sentAt.toISOString() : null,
            attachments,
          };
        }),
      );
      res.set('Cache-Control', 'no-store').json({ messages });
    },

    async eml(req: Request<{ id: string }>, res: Response) {
      const raw = await loadEml(req.params.id);
      res
        .set({ 'Cache-Control': 'no-store', 'Content-Disposition': contentDisposition('attachment', `message-${req.params.id}.eml`) })
        .type('message/rfc822')
        .send(raw);
    },

    async preview(req: Request<{ id: string }>, res: Response) {
      const parsed = await service.parse(await loadEml(req.params.id));
      const body = parsed.html ?? `<pre>${escapeHtml(parsed.text ?? '')}</pre>`;
      res.set({ 'Cache-Control': 'no-store', 'Content-Security-Policy': PREVIEW_CSP }).type('html').send(body);
    },

    async attachment(req: Request<{ id: string; n: string }>, res: Response) {
      const parsed = await service.parse(await loadEml(req.params.id));
      const n = parseId(req.params.n);
      const attachment = n === null ? undefined : parsed.attachments[n];
      if (!attachment) throw notFound("Cette pièce jointe n'existe pas.", 'OUTBOX_ATTACHMENT_NOT_FOUND');
      res
        .set({ 'Cache-Control': 'no-store', 'Content-Disposition': contentDisposition('attachment', attachment.filename) })
        .type(attachment.contentType)
        .send(attachment.content);
    },
  };
}
