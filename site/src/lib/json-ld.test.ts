import { describe, expect, it } from 'vitest';
import type { TicketType } from './api/tickets';
import type { Artist, Home, SiteSettings } from './cms';
import { eventJsonLd } from './json-ld';

const settings: SiteSettings = {
  lang: 'fr',
  festivalName: 'Kizomba Lumière Festival',
  tagline: '',
  startDate: '2027-04-16',
  endDate: '2027-04-18',
  venueName: 'Les Docks Lumière',
  venueAddress: '42 quai Rambaud',
  venuePostalCode: '69002',
  venueCity: 'Lyon',
  venueLatitude: 45.7389,
  venueLongitude: 4.8176,
  contactEmail: 'contact@kizomba-lumiere.fr',
  contactPhone: '+33 4 78 00 00 00',
  socialLinks: [],
  photoGeneratorUrl: null,
  defaultSeoDescription: 'Trois jours de kizomba à Lyon.',
  shareImage: null,
};

const ticket = (overrides: Partial<TicketType>): TicketType => ({
  id: 1,
  slug: 'full-pass',
  name: 'Full Pass',
  description: '',
  danceRoles: 'none',
  roles: null,
  waitingList: false,
  includes: [],
  category: 'pass',
  price: 149,
  currency: 'EUR',
  quota: 400,
  remaining: 10,
  soldOut: false,
  salesStart: '2026-09-01T08:00:00.000Z',
  salesEnd: '2027-04-18T21:59:59.000Z',
  onSale: true,
  validDays: [],
  highlighted: true,
  sortOrder: 10,
  ...overrides,
});

describe('eventJsonLd', () => {
  const ld = eventJsonLd({
    settings,
    home: { heroSubtitle: '', description: '' } as Home,
    catalogue: [ticket({}), ticket({ id: 2, name: 'Pass Soirées', price: 79.5, soldOut: true, remaining: 0 })],
    performers: [{ name: 'Inês & Mateus', slug: 'ines-mateus', role: 'teacher' } as Artist],
    site: new URL('https://kizomba-lumiere.fr'),
    now: new Date('2026-11-22T12:00:00Z'),
    imageUrl: 'https://kizomba-lumiere.fr/_astro/hero.jpg',
  });

  it('describes the event, its place and organiser', () => {
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: 'Kizomba Lumière Festival',
      startDate: '2027-04-16',
      endDate: '2027-04-18',
      image: ['https://kizomba-lumiere.fr/_astro/hero.jpg'],
      location: {
        name: 'Les Docks Lumière',
        address: { postalCode: '69002', addressLocality: 'Lyon', addressCountry: 'FR' },
        geo: { latitude: 45.7389, longitude: 4.8176 },
      },
      organizer: { '@type': 'Organization', email: 'contact@kizomba-lumiere.fr' },
      performer: [{ '@type': 'PerformingGroup', name: 'Inês & Mateus' }],
    });
  });

  it('lists one offer per ticket type with its availability', () => {
    expect(ld.offers).toEqual([
      expect.objectContaining({
        name: 'Full Pass',
        price: '149.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: 'https://kizomba-lumiere.fr/tickets',
      }),
      expect.objectContaining({ name: 'Pass Soirées', price: '79.50', availability: 'https://schema.org/SoldOut' }),
    ]);
  });
});
