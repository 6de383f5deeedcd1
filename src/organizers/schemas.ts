import { STATUSES } from '../db/schema';
import { dateParam, languageParam, positiveInt } from '../http/schemas';
import { z } from '../lib/zod';
import { email, image, MAX_DESCRIPTION, requiredText, text, translationsOf, url } from '../posts/fields';

export const organizerTextFields = {
  organizer: requiredText(300, 'organizer name'),
  description: text(MAX_DESCRIPTION),
  excerpt: text(5000),
  slug: text(200),
};

export const organizerCreateBody = z.object({
  ...organizerTextFields,
  description: organizerTextFields.description.optional(),
  excerpt: organizerTextFields.excerpt.optional(),
  slug: organizerTextFields.slug.optional(),
  author: positiveInt().optional(),
  date: dateParam.optional(),
  date_utc: dateParam.optional(),
  status: z.enum(STATUSES, { message: `Must be one of ${STATUSES.join(', ')}.` }).optional(),
  phone: text(50).optional(),
  website: url.optional(),
  email: email.optional(),
  image: image.optional(),
  translations: translationsOf(organizerTextFields),
  translation_language: languageParam.optional(),
});

export const organizerUpdateBody = organizerCreateBody.partial();
