import { describe, expect, it } from 'vitest';
import type { SiteSettings } from './cms';
import { mapUrl, telHref, venueLines } from './venue';

const settings = {
  venueName: 'Les Docks Lumière',
  venueAddress: '42 quai Rambaud',
  venuePostalCode: '69002',
  venueCity: 'Lyon',
  venueLatitude: 45.7431,
  venueLongitude: 4.8177,
} as SiteSettings;

describe('venue helpers', () => {
  it('writes the address lines', () => {
    expect(venueLines(settings)).toEqual(['42 quai Rambaud', '69002 Lyon']);
  });

  it('links to the map by coordinates, else by address', () => {
    expect(mapUrl(settings)).toBe('https://www.openstreetmap.org/?mlat=45.7431&mlon=4.8177#map=17/45.7431/4.8177');
    expect(mapUrl({ ...settings, venueLatitude: null })).toBe(
      'https://www.openstreetmap.org/search?query=Les%20Docks%20Lumi%C3%A8re%2C%2042%20quai%20Rambaud%2C%2069002%20Lyon',
    );
  });

  it('makes a dialable phone link', () => {
    expect(telHref('+33 4 78 00 00 00')).toBe('tel:+33478000000');
  });
});
