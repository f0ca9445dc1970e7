/**
 * Public entry of festival settings: the organiser's deadline for name changes and transfers,
 * resale on/off and fee, waiting-list offer windows (`getFestivalSettings` for the modules that
 * read them), and the back-office's /api/admin/festival-settings.
 */
export { FESTIVAL_SETTINGS_ID, type FestivalSettingsAttributes, type FestivalSettingsInstance } from './models.js';
export {
  DEFAULT_OFFER_HOURS,
  DEFAULT_OFFER_THRESHOLD_DAYS,
  createFestivalSettingsService,
  getFestivalSettings,
  toFestivalSettingsView,
  transfersClosed,
  type FestivalSettings,
  type FestivalSettingsService,
} from './service.js';
