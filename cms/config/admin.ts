/**
 * Admin panel. Secrets come from the environment (docs/runtime.md); in production
 * src/lib/production-env.ts refuses to start when one is missing or weak.
 */
export default ({ env }: { env: any }) => ({
  auth: {
    secret: env('CMS_ADMIN_JWT_SECRET'),
  },
  apiToken: {
    // Hashes the access keys of API tokens (HMAC-SHA512). The boot-time "Site (build)" token
    // is stored with the same hash (src/bootstrap/api-token.ts).
    salt: env('CMS_API_TOKEN_SALT'),
  },
  transfer: {
    token: {
      salt: env('CMS_TRANSFER_TOKEN_SALT'),
    },
  },
  secrets: {
    // Encrypts the copy of API token keys that the admin panel can display again.
    encryptionKey: env('CMS_ENCRYPTION_KEY'),
  },
  flags: {
    // No satisfaction survey nor Enterprise advertising inside the editors' tool.
    nps: false,
    promoteEE: false,
  },
  // The AI features call Strapi's cloud: no outbound calls from this CMS.
  ai: {
    enabled: false,
  },
});
