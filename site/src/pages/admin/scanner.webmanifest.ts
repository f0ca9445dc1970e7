import type { APIRoute } from 'astro';
import tokensCss from '../../styles/tokens.css?raw';
import { translator } from '../../i18n';
import { scanner } from '../../i18n/fr/scanner';
import { getSiteSettings } from '../../lib/cms';
import { scannerManifest } from '../../lib/scanner-app';

const t = translator({ scanner });

/** /admin/scanner.webmanifest: what makes the door scanner installable (linked from its page only). */
export const GET: APIRoute = async () => {
  const settings = await getSiteSettings();
  const manifest = scannerManifest({ festivalName: settings.festivalName, tokensCss, description: t('scanner.pageDescription') });
  return new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/manifest+json' } });
};
