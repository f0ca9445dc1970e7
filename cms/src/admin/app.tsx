/**
 * Admin panel customisation: French interface for the festival's editors, and no calls from
 * the editors' browsers to third-party services (release check on GitHub, video tutorials).
 */
import type { StrapiApp } from '@strapi/strapi/admin';

export default {
  config: {
    locales: ['fr'],
    notifications: { releases: false },
    tutorials: false,
  },
  bootstrap(_app: StrapiApp) {
    // Nothing to register: content types and permissions are declared server side.
  },
};
