import { STATUSES } from '../db/schema';
import { booleanParam, dateParam, languageParam, positiveInt } from '../http/schemas';
import { z } from '../lib/zod';
import { coordinate, image, MAX_DESCRIPTION, requiredText, text, translationsOf, url } from '../posts/fields';

export const venueTextFields = {
  venue: requiredText(300, 'venue name'),
  description: text(MAX_DESCRIPTION),
  excerpt: text(5000),
  slug: text(200),
  address: text(500),
  city: text(200),
};

const venueFields = {
  ...venueTextFields,
  author: positiveInt().optional(),
  date: dateParam.optional(),
  date_utc: dateParam.optional(),
  status: z.enum(STATUSES, { message: `Must be one of ${STATUSES.join(', ')}.` }).optional(),
  show_map: booleanParam.optional(),
  show_map_link: booleanParam.optional(),
  country: text(100).optional(),
  province: text(200).optional(),
  state: text(200).optional(),
  zip: text(20).optional(),
  phone: text(50).optional(),
  stateprovince: text(200).optional(),
  website: url.optional(),
  image: image.optional(),
  geo_lat: coordinate(-90, 90, 'latitude').optional(),
  geo_lng: coordinate(-180, 180, 'longitude').optional(),
  translations: translationsOf(venueTextFields),
  translation_language: languageParam.optional(),
};

export const venueCreateBody = z.object({
  ...venueFields,
  description: venueTextFields.description.optional(),
  excerpt: venueTextFields.excerpt.optional(),
  slug: venueTextFields.slug.optional(),
  address: venueTextFields.address.optional(),
  city: venueTextFields.city.optional(),
});

export const venueUpdateBody = venueCreateBody.partial();
