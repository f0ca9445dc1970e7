/**
 * The few pages the server writes itself, when no build can answer: the "site is being
 * prepared" page during the very first build, and last-resort 404/500 pages. No script (the
 * CSP hashes belong to builds), inline style only, French like the site.
 */

const layout = (title: string, body: string, head = ''): string => `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${head}<title>${title} · Kizomba Lumière Festival</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #14101f;
         color: #f6efe6; font: 1.05rem/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
  main { max-width: 32rem; padding: 2rem; text-align: center; }
  h1 { font-size: 1.6rem; margin: 0 0 .75rem; }
  p { margin: .5rem 0; color: #d9cfe6; }
  a { color: #ffb86b; }
  .dot { display: inline-block; width: .6rem; height: .6rem; margin: 0 .2rem; border-radius: 50%;
         background: #ffb86b; animation: pulse 1.2s infinite ease-in-out; }
  .dot:nth-child(2) { animation-delay: .2s } .dot:nth-child(3) { animation-delay: .4s }
  @keyframes pulse { 0%, 80%, 100% { opacity: .25 } 40% { opacity: 1 } }
  @media (prefers-reduced-motion: reduce) { .dot { animation: none; opacity: .8 } }
</style>
</head>
<body><main>${body}</main></body>
</html>
`;

/** Seconds after which the "being prepared" page reloads itself. */
export const PREPARING_REFRESH_SECONDS = 5;

export const preparingPage = layout(
  'Le site se prépare…',
  `<h1>Le site se prépare…</h1>
<p aria-hidden="true"><span class="dot"></span><span class="dot"></span><span class="dot"></span></p>
<p>Nous mettons la dernière main aux pages du festival. Cette page se recharge toute seule dans quelques secondes.</p>`,
  `<meta http-equiv="refresh" content="${PREPARING_REFRESH_SECONDS}">\n`,
);

export const fallbackNotFoundPage = layout(
  'Page introuvable',
  `<h1>Page introuvable</h1>
<p>Cette page n'existe pas ou a été déplacée.</p>
<p><a href="/">Retour à l'accueil</a></p>`,
);

export const serverErrorPage = layout(
  'Erreur',
  `<h1>Une erreur est survenue</h1>
<p>Le serveur n'a pas pu répondre. Réessayez dans un instant.</p>
<p><a href="/">Retour à l'accueil</a></p>`,
);
