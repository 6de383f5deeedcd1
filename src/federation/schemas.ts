import { documentedAs } from '../http/documented';
import { z } from '../lib/zod';
import { ACTOR_NAME, hostOf } from './names';

/**
 * The parameters of the federation's management routes (docs/federation.md#settings-and-administration):
 * they validate the requests and document them in `/doc` and the namespace index.
 */

/** `GET /federation/settings`, `/blocks`, `/followers`, `/following`, `/inbound`, and the deletes: nothing. */
export const federationReadQuery = z.object({});

const actorName = documentedAs(
  z
    .string({ message: 'Must be a text.' })
    .trim()
    .toLowerCase()
    .regex(ACTOR_NAME, 'Lower-case letters, digits, _ . - (at most 63), not starting with . or -.'),
  { type: 'string', minLength: 1, maxLength: 63, pattern: ACTOR_NAME.source },
);

/** An image's http(s) URL, or '' for none. */
const imageUrl = documentedAs(
  z
    .string({ message: 'Must be an http(s) URL, or empty for none.' })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .max(2000, 'At most 2000 characters.')
        .refine(
          (value) => value === '' || /^https?:\/\/\S+$/i.test(value),
          'Must be an http(s) URL, or empty for none.',
        ),
    ),
  { anyOf: [{ const: '' }, { type: 'string', minLength: 1, maxLength: 2000, pattern: '^https?://\\S+$' }] },
);

/** `PATCH /federation/settings`: the settings given change. */
export const federationSettingsBody = z.object({
  actor_name: actorName.optional(),
  avatar: imageUrl.optional(),
  header: imageUrl.optional(),
});
export type FederationSettingsBody = z.output<typeof federationSettingsBody>;

const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const ACTOR_URL =
  /^https?:\/\/(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}(?::\d{1,5})?(?:\/[\x21-\x7e]*)?$/;

/** A domain (`example.org`: it and its subdomains) or an actor's http(s) URL. */
export const federationBlockBody = z.object({
  value: documentedAs(
    z
      .string({ message: 'Must be a domain or an actor URL.' })
      .trim()
      .max(2000, 'At most 2000 characters.')
      .transform((value) => (value.includes('/') ? value : value.toLowerCase().replace(/\.$/, '')))
      .refine(
        (value) =>
          (value.length <= 253 && DOMAIN.test(value)) || (ACTOR_URL.test(value) && hostOf(value) !== null),
        {
          message: 'Must be a domain (example.org) or an actor URL (https://example.org/users/alice).',
        },
      ),
    {
      anyOf: [
        { type: 'string', maxLength: 253, pattern: DOMAIN.source },
        { type: 'string', maxLength: 2000, pattern: ACTOR_URL.source },
      ],
    },
  ),
});

/**
 * `POST /federation/following`: the remote actor, as `@name@host` or its https URL. The same rule as the
 * handler's own (src/federation/following.ts), which then resolves it (a name it cannot find is a 400 naming
 * `actor`).
 */
export const federationFollowBody = z.object({
  actor: z
    .string({ message: 'Name an account (@relay@agenda.example) or its https URL.' })
    .trim()
    .max(2000, 'At most 2000 characters.'),
});
