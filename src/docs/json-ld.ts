import { z } from '../lib/zod';

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

/** What schema.org's accessibility vocabulary does not name: one of ours, or the event's note. */
export const PropertyValue = z.strictObject({
  '@type': z.literal('PropertyValue'),
  propertyID: z.string(),
  name: z.string(),
  value: z.union([z.literal(true), z.string()]),
});

export const EventJsonLd = z.strictObject({
  '@context': z.literal('http://schema.org'),
  '@type': z.literal('Event'),
  name: z.string(),
  description: z.string(),
  /** An upload: its URLs, largest first (the sizes of 50,000 pixels or more); an image given by URL: that URL. */
  image: z.union([z.string(), z.array(z.string())]).optional(),
  url: z.string(),
  /** As `attendance_mode` (an event moved online is online only). */
  eventAttendanceMode: z.enum([
    'https://schema.org/OfflineEventAttendanceMode',
    'https://schema.org/OnlineEventAttendanceMode',
    'https://schema.org/MixedEventAttendanceMode',
  ]),
  eventStatus: z.enum([
    'https://schema.org/EventScheduled',
    'https://schema.org/EventCancelled',
    'https://schema.org/EventPostponed',
    'https://schema.org/EventRescheduled',
    'https://schema.org/EventMovedOnline',
  ]),
  startDate: isoDate,
  endDate: isoDate,
  previousStartDate: isoDate.optional(),
  /** In person: its venue; online: a `VirtualLocation`; mixed: both (the venue first). */
  location: z.union([PlaceJsonLd, VirtualLocation, z.tuple([PlaceJsonLd, VirtualLocation])]).optional(),
  organizer: z.union([PersonJsonLd, z.array(PersonJsonLd)]).optional(),
  offers: Offer.optional(),
  inLanguage: z.union([z.string(), z.array(z.string())]).optional(),
  accessibilityFeature: z.array(z.enum(['signLanguage', 'captions', 'audioDescription'])).optional(),
  additionalProperty: z.array(PropertyValue).optional(),
});
