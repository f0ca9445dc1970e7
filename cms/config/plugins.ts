/**
 * Plugins: users-permissions (public role used for read access) and upload (local media library
 * in DATA_DIR/cms-public/uploads, see config/server.ts and docs/runtime.md).
 */
import { preparePublicDir } from '../src/lib/paths';

export default ({ env }: { env: any }) => {
  // The local upload provider refuses to start when its folder is missing.
  preparePublicDir();

  return {
    'users-permissions': {
      config: {
        jwtSecret: env('CMS_JWT_SECRET'),
      },
    },
    upload: {
      config: {
        // Editors upload photos, not videos: 25 MB is ample and bounds memory use of sharp.
        sizeLimit: 25 * 1024 * 1024,
        // Responsive variants generated for every image; the site picks from these.
        breakpoints: {
          large: 1000,
          medium: 750,
          small: 500,
        },
        // /uploads files are named with a content hash (a replaced file gets a new name), so
        // they can be cached for a year. Without this Strapi answers `max-age=0` and ignores
        // If-Modified-Since, and the site's build re-downloads and re-encodes every image
        // (hundreds of AVIF/WebP variants, minutes) on each publish instead of reusing its cache.
        providerOptions: {
          localServer: { maxage: 365 * 24 * 60 * 60 * 1000 },
        },
      },
    },
  };
};
