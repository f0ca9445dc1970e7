/**
 * Security headers of every response the site server itself produces (pages, assets, error
 * pages). Proxied API responses carry the API's own headers.
 *
 * Content-Security-Policy:
 * - scripts: `'self'` (Vite bundles in /_astro) plus the sha256 of each inline script Astro
 *   wrote into the served build (island bootstrap, small hoisted scripts). The hashes are
 *   computed when a build is indexed, so a rebuild that changes an inline script updates the
 *   policy in the same swap. No `'unsafe-inline'` for scripts.
 * - styles: `'self' 'unsafe-inline'`. Astro inlines page stylesheets (`inlineStylesheets`) and
 *   React islands set `style` attributes; hashes cannot cover attributes, and CSS injection is
 *   a far smaller risk than script injection. This is the one relaxation, on purpose.
 * - images/media: self and data:/blob: (inline SVG, previews). CMS images are downloaded and
 *   optimised into /_astro at build time (astro.config.mjs): the browser never hotlinks the CMS.
 * - connect: self, plus the ws(s) form of the public origin for socket.io (older Safari does
 *   not treat `'self'` as covering WebSocket URLs).
 * - no plugins, no `<base>`, no framing (`frame-ancestors 'none'` + X-Frame-Options DENY),
 *   forms post to self only.
 * HSTS and upgrade-insecure-requests only when the public origin is https: sent over plain
 * http (dev, tests) they would pin browsers to an https localhost that does not exist.
 */
import type { Response } from 'express';
import helmet from 'helmet';

export interface SecurityOptions {
  publicSiteUrl: string;
  /** Inline script hash sources allowed for this response (the served build's). */
  scriptHashes: (res: Response) => readonly string[];
}

export function securityHeaders(options: SecurityOptions) {
  const publicUrl = new URL(options.publicSiteUrl);
  const https = publicUrl.protocol === 'https:';
  const wsOrigin = `${https ? 'wss' : 'ws'}://${publicUrl.host}`;

  const scriptSrc = (_req: unknown, res: unknown): string =>
    options.scriptHashes(res as Response).join(' ');

  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", scriptSrc],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", wsOrigin],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Defaults kept: nosniff, COOP same-origin, CORP same-origin, Origin-Agent-Cluster,
    // X-DNS-Prefetch-Control off, X-Download-Options, X-Permitted-Cross-Domain-Policies none.
  });
}

