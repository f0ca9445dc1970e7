/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** Browser origin of the site (canonical URLs). Read at build time from process.env too. */
  readonly PUBLIC_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
