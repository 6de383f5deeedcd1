import { eventFacetsQuery } from '../events/facets';
import {
  eventCreateBody,
  eventDeleteQuery,
  eventListQuery,
  eventReadQuery,
  eventUpdateBody,
} from '../events/schemas';
import {
  federationBlockBody,
  federationFollowBody,
  federationReadQuery,
  federationSettingsBody,
} from '../federation/schemas';
import { eventFeedQuery } from '../feeds/schemas';
import { languageParam } from '../http/schemas';
import { z } from '../lib/zod';
import type { LinkedKind } from '../linked/kind';
import { linkedListQuery } from '../linked/queries';
import { linkedDeleteQuery, linkedReadQuery } from '../linked/routes';
import {
  mediaDeleteQuery,
  mediaListQuery,
  mediaReadQuery,
  mediaUpdateBody,
  mediaUploadFields,
} from '../media/schemas';
import { organizerKind } from '../organizers/kind';
import { occurrencesQuery, revisionQuery, revisionsQuery } from '../series/schemas';
import { settingsReadQuery, settingsUpdateBody } from '../settings/schemas';
import {
  ignoreBody,
  sourceCreateBody,
  sourcePageQuery,
  sourceReadQuery,
  sourceTestBody,
  sourceUpdateBody,
  unignoreQuery,
} from '../sources/schemas';
import {
  submissionActionBody,
  submissionCreateBody,
  submissionListQuery,
  submissionReadQuery,
} from '../submissions/schemas';
import { changesQuery } from '../sync/schemas';
import {
  tagCreateBody,
  tagListQuery,
  tagUpdateBody,
  termCreateBody,
  termListQuery,
  termReadQuery,
  termUpdateBody,
} from '../terms/schemas';
import { venueKind } from '../venues/kind';
import { deliveriesQuery, webhookCreateBody, webhookReadQuery, webhookUpdateBody } from '../webhooks/schemas';
import { widgetQuery } from '../widget/schemas';

export const NAMESPACE = 'site/events/v1';

export const rootQuery = z.object({
  namespace: z.string().default(NAMESPACE),
  context: z.string().default('view'),
  translation_language: languageParam.optional(),
});

export const docQuery = z.object({ translation_language: languageParam.optional() });

/** The HTML reference page takes nothing but the language. */
export const referenceQuery = docQuery;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Operation =
  | 'index'
  | 'doc'
  | 'list'
  | 'create'
  | 'read'
  | 'update'
  | 'delete'
  | 'feed'
  | 'calendar'
  | 'occurrences'
  | 'facets'
  | 'script'
  | 'demo'
  | 'reference'
  | 'changes'
  | 'rotate_secret'
  | 'ping'
  | 'deliveries'
  | 'redeliver'
  | 'restore'
  | 'test'
  | 'runs'
  | 'run'
  | 'source_events'
  | 'ignored_list'
  | 'ignore'
  | 'unignore';
export type Resource =
  | 'namespace'
  | 'events'
  | 'venues'
  | 'organizers'
  | 'categories'
  | 'tags'
  | 'changes'
  | 'webhooks'
  | 'settings'
  | 'media'
  | 'revisions'
  | 'submissions'
  | 'sources'
  | 'federation_settings'
  | 'federation_blocks'
  | 'federation_followers'
  | 'federation_following'
  | 'federation_inbound'
  | 'widget';

export interface Endpoint {
  methods: HttpMethod[];
  operation: Operation;
  /** The zod object the handler validates the request's parameters with. */
  schema: z.ZodObject;
  /**
   * Parameter name -> dictionary entry describing it, for parameters whose meaning depends on the
   * route (`venue`: a filter on events, a reference in event writes, the name on a venue).
   */
  describedAs?: Record<string, string>;
  /** The media type of the success response when it is not JSON: a feed, a script, a page. */
  mediaType?: 'text/calendar' | 'text/javascript' | 'text/html';
}

export interface Route {
  /** WordPress route pattern, relative to the namespace: `/events/(?P<id>\d+)`. */
  pattern: string;
  resource: Resource;
  endpoints: Endpoint[];
}

/** The dictionary entry describing parameter `name` of an endpoint. */
export const argKey = (name: string, describedAs: Record<string, string> = {}) => describedAs[name] ?? name;

const BY_ID = '(?P<id>\\d+)';
const BY_SLUG = 'by-slug/(?P<slug>[^/]+)';

/** Settings' parameters are described as settings (`timezone` is an event's field elsewhere). */
const SETTING_PARAMS = {
  timezone: 'setting_timezone',
  default_language: 'setting_default_language',
  site_name: 'setting_site_name',
  site_url: 'setting_site_url',
  currency_symbol: 'setting_currency_symbol',
  currency_position: 'setting_currency_position',
  currency_code: 'setting_currency_code',
  hide_cancelled_events: 'setting_hide_cancelled_events',
  submissions_anonymous: 'setting_submissions_anonymous',
  submissions_terms: 'setting_submissions_terms',
  submissions_retention_days: 'setting_submissions_retention_days',
  submissions_trusted_publish: 'setting_submissions_trusted_publish',
  contributors_upload_files: 'setting_contributors_upload_files',
  submissions_author_categories: 'setting_submissions_author_categories',
};

/** Event writes: these parameters mean something else than the list filters of the same name. */
const eventWriteArgs = {
  start_date: 'event_start_date',
  end_date: 'event_end_date',
  featured: 'event_featured',
  ticketed: 'event_ticketed',
  post_parent: 'event_post_parent',
  venue: 'event_venue',
  organizer: 'event_organizer',
  categories: 'event_categories',
  tags: 'event_tags',
  status: 'post_status',
  password: 'event_password',
  event_status: 'event_event_status',
  attendance_mode: 'event_attendance_mode',
  accessibility: 'event_accessibility',
};

/** Webhooks (administrators only): endpoints, their secret, a ping, their deliveries. */
function webhookRoutes(): Route[] {
  const one = `/webhooks/${BY_ID}`;
  const describedAs = {
    description: 'webhook_description',
    url: 'webhook_url',
    per_page: 'deliveries_per_page',
  };
  return [
    {
      pattern: '/webhooks',
      resource: 'webhooks',
      endpoints: [
        { methods: ['GET'], operation: 'list', schema: webhookReadQuery },
        { methods: ['POST'], operation: 'create', schema: webhookCreateBody, describedAs },
      ],
    },
    {
      pattern: one,
      resource: 'webhooks',
      endpoints: [
        { methods: ['GET'], operation: 'read', schema: webhookReadQuery },
        { methods: ['PATCH'], operation: 'update', schema: webhookUpdateBody, describedAs },
        { methods: ['DELETE'], operation: 'delete', schema: webhookReadQuery },
      ],
    },
    {
      pattern: `${one}/secret`,
      resource: 'webhooks',
      endpoints: [{ methods: ['POST'], operation: 'rotate_secret', schema: webhookReadQuery }],
    },
    {
      pattern: `${one}/ping`,
      resource: 'webhooks',
      endpoints: [{ methods: ['POST'], operation: 'ping', schema: webhookReadQuery }],
    },
    {
      pattern: `${one}/deliveries`,
      resource: 'webhooks',
      endpoints: [{ methods: ['GET'], operation: 'deliveries', schema: deliveriesQuery, describedAs }],
    },
    {
      pattern: `${one}/deliveries/(?P<delivery>\\d+)/redeliver`,
      resource: 'webhooks',
      endpoints: [{ methods: ['POST'], operation: 'redeliver', schema: webhookReadQuery }],
    },
  ];
}

/** The media library (contributors and up): uploads, their texts, their deletion. */
function mediaRoutes(): Route[] {
  const describedAs = {
    title: 'media_title',
    alt_text: 'media_alt_text',
    caption: 'media_caption',
    search: 'media_search',
    per_page: 'media_per_page',
    used_by: 'media_used_by',
    force: 'media_force',
  };
  return [
    {
      pattern: '/media',
      resource: 'media',
      endpoints: [
        { methods: ['GET'], operation: 'list', schema: mediaListQuery, describedAs },
        { methods: ['POST'], operation: 'create', schema: mediaUploadFields, describedAs },
      ],
    },
    {
      pattern: `/media/${BY_ID}`,
      resource: 'media',
      endpoints: [
        { methods: ['GET'], operation: 'read', schema: mediaReadQuery },
        { methods: ['PATCH'], operation: 'update', schema: mediaUpdateBody, describedAs },
        { methods: ['DELETE'], operation: 'delete', schema: mediaDeleteQuery, describedAs },
      ],
    },
  ];
}

/** The site's settings (administrators only). */
const settingsRoute: Route = {
  pattern: '/settings',
  resource: 'settings',
  endpoints: [
    { methods: ['GET'], operation: 'read', schema: settingsReadQuery },
    { methods: ['PATCH'], operation: 'update', schema: settingsUpdateBody, describedAs: SETTING_PARAMS },
  ],
};

/** The password can only be set through `/events/{id}`; the by-slug update refuses it. */
const eventUpdateBySlugBody = eventUpdateBody.omit({ password: true });

function eventRoutes(): Route[] {
  const single = (pattern: string, update: z.ZodObject): Route => ({
    pattern,
    resource: 'events',
    endpoints: [
      { methods: ['GET'], operation: 'read', schema: eventReadQuery },
      { methods: ['POST', 'PUT', 'PATCH'], operation: 'update', schema: update, describedAs: eventWriteArgs },
      { methods: ['DELETE'], operation: 'delete', schema: eventDeleteQuery },
    ],
  });
  return [
    {
      pattern: '/events',
      resource: 'events',
      endpoints: [
        { methods: ['GET'], operation: 'list', schema: eventListQuery },
        { methods: ['POST'], operation: 'create', schema: eventCreateBody, describedAs: eventWriteArgs },
      ],
    },
    single(`/events/${BY_ID}`, eventUpdateBody),
    {
      pattern: `/events/${BY_ID}.ics`,
      resource: 'events',
      endpoints: [
        {
          methods: ['GET'],
          operation: 'calendar',
          schema: eventReadQuery,
          mediaType: 'text/calendar',
        },
      ],
    },
    single(`/events/${BY_SLUG}`, eventUpdateBySlugBody),
    {
      pattern: `/events/${BY_ID}/occurrences`,
      resource: 'events',
      endpoints: [
        {
          methods: ['GET'],
          operation: 'occurrences',
          schema: occurrencesQuery,
          // No default window: every occurrence from the first (series.md §7).
          describedAs: { start_date: 'occurrences_start_date', end_date: 'occurrences_end_date' },
        },
      ],
    },
    {
      pattern: '/events/facets',
      resource: 'events',
      endpoints: [{ methods: ['GET'], operation: 'facets', schema: eventFacetsQuery }],
    },
    {
      pattern: '/events.ics',
      resource: 'events',
      endpoints: [
        {
          methods: ['GET'],
          operation: 'feed',
          schema: eventFeedQuery,
          describedAs: { per_page: 'feed_per_page', start_date: 'feed_start_date' },
          mediaType: 'text/calendar',
        },
      ],
    },
  ];
}

/** An event's revisions (docs/api.md#revisions): read by whoever may edit the event, restored as an update. */
function revisionRoutes(): Route[] {
  const one = `/events/${BY_ID}/revisions/(?P<revision>\\d+)`;
  return [
    {
      pattern: `/events/${BY_ID}/revisions`,
      resource: 'revisions',
      endpoints: [{ methods: ['GET'], operation: 'list', schema: revisionsQuery }],
    },
    {
      pattern: one,
      resource: 'revisions',
      endpoints: [{ methods: ['GET'], operation: 'read', schema: revisionQuery }],
    },
    {
      pattern: `${one}/restore`,
      resource: 'revisions',
      endpoints: [{ methods: ['POST'], operation: 'restore', schema: revisionQuery }],
    },
  ];
}

/** Events sent in from outside (docs/submissions.md): the door, the moderators' queue, one submission. */
function submissionRoutes(): Route[] {
  const describedAs = { ...eventWriteArgs, state: 'submission_state', token: 'submission_token' };
  return [
    {
      pattern: '/submissions',
      resource: 'submissions',
      endpoints: [
        { methods: ['GET'], operation: 'list', schema: submissionListQuery, describedAs },
        { methods: ['POST'], operation: 'create', schema: submissionCreateBody, describedAs },
      ],
    },
    {
      pattern: `/submissions/${BY_ID}`,
      resource: 'submissions',
      endpoints: [
        { methods: ['GET'], operation: 'read', schema: submissionReadQuery, describedAs },
        { methods: ['POST'], operation: 'update', schema: submissionActionBody, describedAs },
      ],
    },
  ];
}

/** Scheduled sources (docs/sources.md; editors and administrators): other calendars read on a schedule. */
function sourceRoutes(): Route[] {
  const one = `/sources/${BY_ID}`;
  const describedAs = {
    url: 'source_url',
    kind: 'source_kind',
    name: 'source_name',
    schedule: 'source_schedule',
    default_status: 'source_default_status',
    default_categories: 'source_default_categories',
    default_tags: 'source_default_tags',
    default_organizer: 'source_default_organizer',
    default_language: 'source_default_language',
    update_authority: 'source_update_authority',
    on_removed: 'source_on_removed',
    paused: 'source_paused',
    credentials: 'source_credentials',
    per_page: 'source_per_page',
    uid: 'source_uid',
    title: 'source_ignored_title',
  };
  return [
    {
      pattern: '/sources',
      resource: 'sources',
      endpoints: [
        { methods: ['GET'], operation: 'list', schema: sourceReadQuery },
        { methods: ['POST'], operation: 'create', schema: sourceCreateBody, describedAs },
      ],
    },
    {
      pattern: '/sources/test',
      resource: 'sources',
      endpoints: [{ methods: ['POST'], operation: 'test', schema: sourceTestBody, describedAs }],
    },
    {
      pattern: one,
      resource: 'sources',
      endpoints: [
        { methods: ['GET'], operation: 'read', schema: sourceReadQuery },
        { methods: ['PATCH'], operation: 'update', schema: sourceUpdateBody, describedAs },
        { methods: ['DELETE'], operation: 'delete', schema: sourceReadQuery },
      ],
    },
    {
      pattern: `${one}/runs`,
      resource: 'sources',
      endpoints: [{ methods: ['GET'], operation: 'runs', schema: sourcePageQuery, describedAs }],
    },
    {
      pattern: `${one}/run`,
      resource: 'sources',
      endpoints: [{ methods: ['POST'], operation: 'run', schema: sourceReadQuery }],
    },
    {
      pattern: `${one}/events`,
      resource: 'sources',
      endpoints: [{ methods: ['GET'], operation: 'source_events', schema: sourcePageQuery, describedAs }],
    },
    {
      pattern: `${one}/ignored`,
      resource: 'sources',
      endpoints: [
        { methods: ['GET'], operation: 'ignored_list', schema: sourcePageQuery, describedAs },
        { methods: ['POST'], operation: 'ignore', schema: ignoreBody, describedAs },
        { methods: ['DELETE'], operation: 'unignore', schema: unignoreQuery, describedAs },
      ],
    },
  ];
}

/**
 * Federation's management (docs/federation.md#settings-and-administration): the actor's settings, blocks and
 * followers (administrators); the remote calendars followed and what they sent (editors and administrators).
 */
function federationRoutes(): Route[] {
  const read = { methods: ['GET'] as HttpMethod[], operation: 'read' as const, schema: federationReadQuery };
  const list = { ...read, operation: 'list' as const };
  const remove = { ...read, methods: ['DELETE'] as HttpMethod[], operation: 'delete' as const };
  return [
    {
      pattern: '/federation/settings',
      resource: 'federation_settings',
      endpoints: [
        read,
        {
          methods: ['PATCH'],
          operation: 'update',
          schema: federationSettingsBody,
          describedAs: {
            actor_name: 'federation_actor_name',
            avatar: 'federation_avatar',
            header: 'federation_header',
          },
        },
      ],
    },
    {
      pattern: '/federation/blocks',
      resource: 'federation_blocks',
      endpoints: [
        list,
        {
          methods: ['POST'],
          operation: 'create',
          schema: federationBlockBody,
          describedAs: { value: 'federation_block_value' },
        },
      ],
    },
    { pattern: `/federation/blocks/${BY_ID}`, resource: 'federation_blocks', endpoints: [remove] },
    { pattern: '/federation/followers', resource: 'federation_followers', endpoints: [list] },
    {
      pattern: '/federation/following',
      resource: 'federation_following',
      endpoints: [
        list,
        {
          methods: ['POST'],
          operation: 'create',
          schema: federationFollowBody,
          describedAs: { actor: 'federation_follow_actor' },
        },
      ],
    },
    { pattern: `/federation/following/${BY_ID}`, resource: 'federation_following', endpoints: [remove] },
    { pattern: '/federation/inbound', resource: 'federation_inbound', endpoints: [list] },
  ];
}

/** The embeddable widget and its demo page (src/widget). */
const widgetRoutes = (): Route[] => [
  {
    pattern: '/widget.js',
    resource: 'widget',
    endpoints: [
      {
        methods: ['GET'],
        operation: 'script',
        schema: widgetQuery,
        describedAs: { translation_language: 'widget_language' },
        mediaType: 'text/javascript',
      },
    ],
  },
  {
    pattern: '/widget/demo',
    resource: 'widget',
    endpoints: [{ methods: ['GET'], operation: 'demo', schema: widgetQuery, mediaType: 'text/html' }],
  },
];

function linkedRoutes(kind: LinkedKind): Route[] {
  const resource = kind.route;
  const writeArgs = { [kind.nameParam]: `${kind.nameParam}_name`, status: 'post_status' };
  const single = (pattern: string): Route => ({
    pattern,
    resource,
    endpoints: [
      { methods: ['GET'], operation: 'read', schema: linkedReadQuery },
      {
        methods: ['POST', 'PUT', 'PATCH'],
        operation: 'update',
        schema: kind.updateBody,
        describedAs: writeArgs,
      },
      { methods: ['DELETE'], operation: 'delete', schema: linkedDeleteQuery },
    ],
  });
  return [
    {
      pattern: `/${resource}`,
      resource,
      endpoints: [
        { methods: ['GET'], operation: 'list', schema: linkedListQuery },
        { methods: ['POST'], operation: 'create', schema: kind.createBody, describedAs: writeArgs },
      ],
    },
    single(`/${resource}/${BY_ID}`),
    single(`/${resource}/${BY_SLUG}`),
  ];
}

function termRoutes(
  resource: 'categories' | 'tags',
  schemas: { list: z.ZodObject; create: z.ZodObject; update: z.ZodObject },
): Route[] {
  const listArgs = {
    search: 'term_search',
    slug: 'term_slug',
    event: 'post',
    include: 'term_include',
    parent: 'term_parent',
  };
  return [
    {
      pattern: `/${resource}`,
      resource,
      endpoints: [
        { methods: ['GET'], operation: 'list', schema: schemas.list, describedAs: listArgs },
        { methods: ['POST'], operation: 'create', schema: schemas.create },
      ],
    },
    {
      pattern: `/${resource}/${BY_ID}`,
      resource,
      endpoints: [
        { methods: ['GET'], operation: 'read', schema: termReadQuery },
        { methods: ['POST', 'PUT', 'PATCH'], operation: 'update', schema: schemas.update },
        { methods: ['DELETE'], operation: 'delete', schema: termReadQuery },
      ],
    },
  ];
}

/**
 * Every route of the namespace with the schemas its handlers validate with: the single source of the
 * namespace index (`GET /site/events/v1`) and of the OpenAPI document (`GET /site/events/v1/doc`).
 */
export const CATALOGUE: readonly Route[] = [
  {
    pattern: '',
    resource: 'namespace',
    endpoints: [{ methods: ['GET'], operation: 'index', schema: rootQuery }],
  },
  {
    pattern: '/doc',
    resource: 'namespace',
    endpoints: [{ methods: ['GET'], operation: 'doc', schema: docQuery }],
  },
  {
    pattern: '/reference',
    resource: 'namespace',
    endpoints: [{ methods: ['GET'], operation: 'reference', schema: referenceQuery, mediaType: 'text/html' }],
  },
  ...eventRoutes(),
  ...revisionRoutes(),
  ...linkedRoutes(venueKind),
  ...linkedRoutes(organizerKind),
  ...termRoutes('categories', { list: termListQuery, create: termCreateBody, update: termUpdateBody }),
  ...termRoutes('tags', { list: tagListQuery, create: tagCreateBody, update: tagUpdateBody }),
  {
    pattern: '/changes',
    resource: 'changes',
    endpoints: [
      {
        methods: ['GET'],
        operation: 'changes',
        schema: changesQuery,
        describedAs: { types: 'changes_types', per_page: 'changes_per_page', include: 'changes_include' },
      },
    ],
  },
  ...webhookRoutes(),
  settingsRoute,
  ...mediaRoutes(),
  ...submissionRoutes(),
  ...sourceRoutes(),
  ...federationRoutes(),
  ...widgetRoutes(),
];
