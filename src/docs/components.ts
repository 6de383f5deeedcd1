import { describe, findMessage } from '../i18n';
import type { Lang } from '../lib/languages';
import { z } from '../lib/zod';
import { isSchema, type JsonSchema, walk } from './json-schema';
import { RESPONSE_SCHEMAS } from './responses';

export const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** Components whose fields share descriptions (`field.{Family}.{name}`). */
const FAMILY: Readonly<Record<string, string>> = {
  Category: 'Term',
  Tag: 'Term',
  EmbeddedTerm: 'Term',
  EventJsonLd: 'JsonLd',
  PlaceJsonLd: 'JsonLd',
  PersonJsonLd: 'JsonLd',
  PostalAddress: 'JsonLd',
  GeoCoordinates: 'JsonLd',
  Offer: 'JsonLd',
  EventList: 'List',
  VenueList: 'List',
  OrganizerList: 'List',
  CategoryList: 'List',
  TagList: 'List',
  EventDeleted: 'Deleted',
  VenueDeleted: 'Deleted',
  OrganizerDeleted: 'Deleted',
  ChangeUpsert: 'Change',
  ChangeRemove: 'Change',
  WebhookWithSecret: 'Webhook',
  WebhookDeleted: 'Deleted',
  MediaDeleted: 'Deleted',
  MediaList: 'List',
  EventRevision: 'Event',
  EventRevisionList: 'List',
  SourceList: 'List',
  SourceRunList: 'List',
  SourceEventList: 'List',
  SourceIgnoredList: 'List',
  SourceDeleted: 'Deleted',
  SourceTestEvent: 'SourceEvent',
  SourceUnignored: 'SourceIgnored',
  FederationSettings: 'Federation',
  FederationBlock: 'Federation',
  FederationBlockList: 'Federation',
  FederationBlockDeleted: 'Federation',
  FederationFollower: 'Federation',
  FederationFollowerList: 'Federation',
  FederationFollowing: 'Federation',
  FederationFollowingList: 'Federation',
  FederationFollowingDeleted: 'Federation',
  FederationInbound: 'Federation',
  FederationInboundList: 'Federation',
};

/** The dictionary keys that may describe field `field` of component `component`, most specific first. */
export const fieldKeys = (component: string, field: string) => [
  `field.${component}.${field}`,
  ...(FAMILY[component] ? [`field.${FAMILY[component]}.${field}`] : []),
  `field.${field}`,
];

/** zod's `z.int()` bounds are those of safe integers: true, but noise in a document. */
function dropSafeIntegerBounds(node: JsonSchema) {
  if (node.minimum === Number.MIN_SAFE_INTEGER) delete node.minimum;
  if (node.maximum === Number.MAX_SAFE_INTEGER) delete node.maximum;
}

/** Gives a component and each of its properties their description in `lang`. */
export function describeComponent(
  name: string,
  schema: JsonSchema,
  lang: Lang,
  describeProperty: (property: string) => string,
) {
  schema.description = describe(lang, `schema.${name}`);
  const properties = isSchema(schema.properties) ? schema.properties : {};
  for (const [property, value] of Object.entries(properties)) {
    if (isSchema(value)) value.description = describeProperty(property);
  }
}

/** The response schemas as `components.schemas`, described in `lang`. */
export function responseComponents(lang: Lang): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(RESPONSE_SCHEMAS)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'output',
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, JsonSchema> };
  for (const [name, schema] of Object.entries(schemas)) {
    delete schema.$schema;
    delete schema.$id;
    walk(schema, dropSafeIntegerBounds);
    describeComponent(name, schema, lang, (property) => {
      for (const key of fieldKeys(name, property)) {
        const text = findMessage(lang, key);
        if (text !== undefined) return text;
      }
      return '';
    });
  }
  return schemas;
}
