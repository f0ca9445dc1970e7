import { INTL_TAGS } from '@kizomba/locales';
import { activeLocale, localHref } from '../i18n';
import type { TicketType } from './api/tickets';
import { ticketAvailability } from './api/tickets';
import type { Artist, Home, SiteSettings } from './cms';

/**
 * schema.org `Event` of the festival for the home page: dates, place, organiser, performers
 * and one `Offer` per ticket type of the catalogue (search engines show prices and
 * availability from it), in the page's language.
 */
export interface EventJsonLdInput {
  settings: SiteSettings;
  home: Home;
  catalogue: readonly TicketType[];
  performers: readonly Artist[];
  site: URL;
  now: Date;
  /** Absolute URL of the share image in the build output. */
  imageUrl: string | null;
}

const AVAILABILITY = {
  available: 'https://schema.org/InStock',
  soldOut: 'https://schema.org/SoldOut',
  notYetOnSale: 'https://schema.org/PreOrder',
  salesClosed: 'https://schema.org/Discontinued',
} as const;

export function eventJsonLd({ settings, home, catalogue, performers, site, now, imageUrl }: EventJsonLdInput) {
  const ticketsUrl = new URL(localHref('/tickets'), site).href;
  const hasCoordinates = settings.venueLatitude !== null && settings.venueLongitude !== null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: settings.festivalName,
    description: settings.defaultSeoDescription || home.description || home.heroSubtitle,
    startDate: settings.startDate,
    endDate: settings.endDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    inLanguage: INTL_TAGS[activeLocale()],
    url: new URL(localHref('/'), site).href,
    ...(imageUrl ? { image: [imageUrl] } : {}),
    location: {
      '@type': 'Place',
      name: settings.venueName,
      address: {
        '@type': 'PostalAddress',
        streetAddress: settings.venueAddress,
        postalCode: settings.venuePostalCode,
        addressLocality: settings.venueCity,
        // The festival takes place in France (docs/spec.md §1); the CMS holds no country field.
        addressCountry: 'FR',
      },
      ...(hasCoordinates
        ? { geo: { '@type': 'GeoCoordinates', latitude: settings.venueLatitude, longitude: settings.venueLongitude } }
        : {}),
    },
    organizer: {
      '@type': 'Organization',
      name: settings.festivalName,
      url: new URL('/', site).href,
      ...(settings.contactEmail ? { email: settings.contactEmail } : {}),
      ...(settings.contactPhone ? { telephone: settings.contactPhone } : {}),
    },
    performer: performers.map((artist) => ({
      // Couples and companies are groups; a single DJ or MC is a person.
      '@type': artist.role === 'performer' || artist.name.includes('&') ? 'PerformingGroup' : 'Person',
      name: artist.name,
      url: new URL(localHref(`/lineup/${artist.slug}`), site).href,
    })),
    offers: catalogue.map((ticket) => ({
      '@type': 'Offer',
      name: ticket.name,
      price: ticket.price.toFixed(2),
      priceCurrency: ticket.currency,
      availability: AVAILABILITY[ticketAvailability(ticket, now)],
      url: ticketsUrl,
      ...(ticket.salesStart ? { validFrom: ticket.salesStart } : {}),
      ...(ticket.salesEnd ? { validThrough: ticket.salesEnd } : {}),
    })),
  };
}
