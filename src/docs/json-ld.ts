import { z } from 'zod';

/** The schema.org objects of `json_ld` (single-record reads only), as the presenters build them. */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);

/** The parts a venue has (as TEC, empty ones are left out). */
export const PostalAddress = z.strictObject({
  '@type': z.literal('PostalAddress'),
  streetAddress: z.string().min(1).optional(),
  addressLocality: z.string().min(1).optional(),
  addressRegion: z.string().min(1).optional(),
  postalCode: z.string().min(1).optional(),
  addressCountry: z.string().min(1).optional(),
});

export const GeoCoordinates = z.strictObject({
  '@type': z.literal('GeoCoordinates'),
  latitude: z.number(),
  longitude: z.number(),
});

export const PlaceJsonLd = z.strictObject({
  '@type': z.literal('Place'),
  name: z.string(),
  description: z.string(),
  url: z.string(),
  address: PostalAddress,
  geo: GeoCoordinates.optional(),
  telephone: z.string(),
  sameAs: z.string(),
});

export const VirtualLocation = z.strictObject({
  '@type': z.literal('VirtualLocation'),
  url: z.string(),
});

export const PersonJsonLd = z.strictObject({
  '@type': z.literal('Person'),
  name: z.string(),
  description: z.string(),
  url: z.string(),
  telephone: z.string(),
  email: z.string(),
  sameAs: z.string(),
});

export const Offer = z.strictObject({
  '@type': z.literal('Offer'),
  price: z.string(),
  priceCurrency: z.string(),
  url: z.string(),
  category: z.literal('primary'),
  availability: z.literal('https://schema.org/InStock'),
  validFrom: isoDate,
});

export const EventJsonLd = z.strictObject({
  '@context': z.literal('http://schema.org'),
  '@type': z.literal('Event'),
  name: z.string(),
  description: z.string(),
  /** An upload: its URLs, largest first (the sizes of 50,000 pixels or more); an image given by URL: that URL. */
  image: z.union([z.string(), z.array(z.string())]).optional(),
  url: z.string(),
  /** Offline at its venue; online (a `VirtualLocation`) without a venue but with a website; else none. */
  eventAttendanceMode: z
    .enum(['https://schema.org/OfflineEventAttendanceMode', 'https://schema.org/OnlineEventAttendanceMode'])
    .optional(),
  eventStatus: z.literal('https://schema.org/EventScheduled'),
  startDate: isoDate,
  endDate: isoDate,
  location: z.union([PlaceJsonLd, VirtualLocation]).optional(),
  organizer: z.union([PersonJsonLd, z.array(PersonJsonLd)]).optional(),
  offers: Offer.optional(),
});
