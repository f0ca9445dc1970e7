import type { SiteSettings } from './cms';

/** Venue helpers shared by the home, contact and JSON-LD. */
export function venueLines(settings: SiteSettings): string[] {
  const street = settings.venueAddress;
  const city = [settings.venuePostalCode, settings.venueCity].filter(Boolean).join(' ');
  return [street, city].filter(Boolean);
}

/**
 * A link to the venue on OpenStreetMap (no embedded map: no third-party script, no cookie,
 * no weight on the page). Coordinates when the CMS has them, else the address.
 */
export function mapUrl(settings: SiteSettings): string | null {
  const { venueLatitude: lat, venueLongitude: lon } = settings;
  if (lat !== null && lon !== null) {
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
  }
  const query = [settings.venueName, ...venueLines(settings)].filter(Boolean).join(', ');
  return query ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}` : null;
}

/** "+33 4 78 00 00 00" → "tel:+33478000000". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
