/**
 * Every human-readable description of the namespace index and the OpenAPI document, in English: the
 * source every other language translates. Keys: `param.*` request parameters (or the entry a route
 * describes one as), `op.*`/`opd.*` operation summaries and descriptions, `res.*`/`err.*`/`header.*`
 * responses, `schema.*` components, `field.*` response fields (`field.{Component}.{name}`, then
 * `field.{Family}.{name}`, then `field.{name}`).
 */
export const en = {
  'info.title': 'Events Calendar REST API',
  'info.description':
    'Events, venues, organizers, event categories and tags, compatible with The Events Calendar REST API (tribe/events/v1). Every route is also served under a language prefix (/eu, /ca, /en, /gl, /es) that sets the content language; the translation_language parameter overrides it. Every response carries an X-Request-Id header.',
  'security.bearer': 'An API key: Authorization: Bearer <api key>.',
  'security.basic': 'The user name and the same API key: Authorization: Basic base64(<user name>:<api key>).',

  'path.id': 'The numeric id of the record.',
  'path.slug': 'The slug of the record, looked up in the content language first, then in any language.',

  'param.page': 'The page of results to return.',
  'param.per_page': 'The number of results per page; values above 50 are treated as 50.',
  'param.start_date':
    'Only events that start on or after this date: YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS], ISO 8601 or a unix timestamp. Default: yesterday.',
  'param.end_date': 'Only events that end on or before this date. Default: 24 months from now.',
  'param.starts_before': 'Only events that start before this date.',
  'param.starts_after': 'Only events that start after this date.',
  'param.ends_before': 'Only events that end before this date.',
  'param.ends_after': 'Only events that end after this date.',
  'param.strict_dates':
    'Apply the dates at the times given; when false, the dates cover whole days in the site time zone.',
  'param.search':
    'Words that must all appear in the text, in the content language (case and accents are ignored).',
  'param.categories':
    'Only events in one of these categories: ids or slugs, as an array or a comma-separated list.',
  'param.tags': 'Only events with one of these tags: ids or slugs, as an array or a comma-separated list.',
  'param.venue': 'Only events at one of these venues (ids).',
  'param.organizer': 'Only events with one of these organizers (ids).',
  'param.featured': 'Only featured (true) or only non-featured (false) events.',
  'param.ticketed': 'Only events with (true) or without (false) tickets.',
  'param.status':
    'Only records with this status. Anonymous callers see published records only; authenticated callers may give a comma-separated list.',
  'param.geoloc': 'Only events whose venue has coordinates.',
  'param.geoloc_lat': 'Latitude of the point the venue must be near; give it together with geoloc_lng.',
  'param.geoloc_lng': 'Longitude of the point the venue must be near; give it together with geoloc_lat.',
  'param.geoloc_radius': 'The greatest distance from the point, in kilometres.',
  'param.include': 'Only the events with these ids; the date window is then ignored.',
  'param.post_parent': 'Only events whose parent is this event.',
  'param.translation_language': 'The content language; it overrides the language prefix of the path.',
  'param.password': 'The password of a password-protected event.',
  'param.force': 'Delete permanently instead of moving to the trash (administrators and editors only).',
  'param.title': 'The title of the event.',
  'param.description': 'The description (HTML).',
  'param.excerpt': 'The excerpt (HTML).',
  'param.slug': 'The slug, unique per kind of record and language; made from the name when not given.',
  'param.cost': 'The cost as shown, for example "10 - 25 €" or "Free".',
  'param.cost_currency_symbol':
    'The event\'s own currency symbol (at most 10 characters), shown before or after each amount; "" reads it from the cost text again.',
  'param.cost_currency_position':
    'Whether the event\'s currency symbol goes before (prefix) or after (postfix) the amount; "" reads it from the cost text again.',
  'param.cost_currency_code':
    'The event\'s own currency as an ISO 4217 code such as EUR; "" reads it from the cost text again.',
  'field.EventRevision.cost_currency_symbol':
    'The event\'s own currency symbol as it was ("": read from the cost text).',
  'field.EventRevision.cost_currency_position':
    'Where the symbol went, prefix or postfix, as it was ("": read from the cost text).',
  'field.EventRevision.cost_currency_code':
    'The event\'s own ISO 4217 currency code as it was ("": read from the cost text).',
  'param.author': 'The id of the author user.',
  'param.date': 'The publication date, in the site time zone.',
  'param.date_utc': 'The publication date, in UTC.',
  'param.timezone': 'The time zone of the event: an IANA name such as Europe/Madrid, or UTC.',
  'param.all_day': 'Whether the event lasts whole days.',
  'param.image':
    'The id of an image of the media library (POST /media) the caller may see (GET /media), or a URL; false, null, "" or 0 removes it.',
  'param.website': 'The website URL; "" removes it.',
  'param.show_map': 'Whether to show a map.',
  'param.show_map_link': 'Whether to show a link to a map.',
  'param.hide_from_listings': 'Whether to leave the event out of event lists.',
  'param.sticky': 'Whether to keep the event on top in calendar views.',
  'param.translations':
    'The text fields in several languages at once (JSON bodies only), e.g. { "eu": { "title": "..." } }.',
  'param.venue_name': 'The name of the venue.',
  'param.organizer_name': 'The name of the organizer.',
  'param.address': 'The street address.',
  'param.city': 'The city.',
  'param.country': 'The country.',
  'param.province': 'The province.',
  'param.state': 'The state.',
  'param.zip': 'The postal code.',
  'param.phone': 'The phone number.',
  'param.stateprovince':
    'The state or province shown; when not given, taken from the country, state and province.',
  'param.geo_lat': 'The latitude of the venue; null or "" removes it.',
  'param.geo_lng': 'The longitude of the venue; null or "" removes it.',
  'param.email': 'The e-mail address.',
  'param.name': 'The name of the term.',
  'param.parent': 'The id of the parent category; 0 for none.',
  'param.exclude': 'Leave out the terms with these ids.',
  'param.order': 'The sort direction.',
  'param.orderby': 'The term attribute to sort by.',
  'param.hide_empty': 'Hide the terms that no published event uses.',
  'param.post': 'Only the terms of this event.',
  'param.event': 'Only records linked to this event.',
  'param.has_events': 'Only records with (true) or without (false) events the caller can see.',
  'param.only_with_upcoming': 'Only records with events that have not ended yet.',
  'param.namespace': 'The namespace.',
  'param.context': 'The context of the request.',
  'param.event_start_date': 'When the event starts, as wall time in the event time zone.',
  'param.event_end_date': 'When the event ends, as wall time in the event time zone; not before the start.',
  'param.event_featured': 'Whether the event is featured.',
  'param.event_ticketed': 'Whether the event has tickets.',
  'param.event_post_parent': 'The id of the parent event; 0 for none.',
  'param.event_venue':
    'The venue: an id, {"id": ...}, or an object of venue fields (a venue of the same name is reused); 0, "" or [] removes it.',
  'param.event_organizer':
    'The organizers: ids (an array or a comma-separated list), {"id": ...} objects or objects of organizer fields; [] removes them all.',
  'param.event_categories':
    'The categories: ids, names or slugs (an unknown name creates the category); "" or [] removes them all.',
  'param.event_tags':
    'The tags: ids, names or slugs (an unknown name creates the tag); "" or [] removes them all.',
  'param.post_status':
    'The status. For roles that cannot publish, publish and future become pending, and no status becomes draft.',
  'param.event_password': 'Sets the password of the event; "" removes it.',
  'param.term_search': 'Only terms whose name or slug contains this text.',
  'param.term_slug': 'Only the term with this slug.',
  'param.term_include': 'Only the terms with these ids.',
  'param.term_parent': 'Only the children of this category; 0 for top-level categories.',
  'param.feed_per_page':
    'The number of events in the feed; default 200, values above 500 are treated as 500.',
  'param.occurrences_start_date':
    'Only occurrences that start on or after this date: YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS], ISO 8601 or a unix timestamp. Default: none (from the first occurrence).',
  'param.occurrences_end_date':
    'Only occurrences that end on or before this date. Default: none (up to the last occurrence).',
  'param.feed_start_date':
    'Only events that start on or after this date: YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS], ISO 8601 or a unix timestamp. Default: 30 days ago.',
  'param.widget_language':
    'The language of the widgets this script makes when they have no lang attribute; it overrides the language prefix. Without either, widgets follow the page and the browser.',
  'param.modified_after':
    'Only records changed after this instant (exclusive), compared with modified_utc: YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS] (in the site time zone), ISO 8601 with an offset or Z, or a unix timestamp. An event list filtered by it has no default date window. Lists cannot show deletions: follow GET /changes for those.',
  'param.modified_before':
    'Only records changed before this instant (exclusive), compared with modified_utc.',
  'param.sync_token':
    'The next_sync_token of the previous page, as given. Without it, a full sync: every record the caller can see.',
  'param.facets':
    'The facets to count (any of categories, tags, venue, organizer, weekday, time_of_day, price, event_language, accessibility, event_status, attendance_mode); all by default.',
  'param.changes_types':
    'The types of record to follow: event, venue, organizer, category, tag (an array or a comma-separated list). Default: all of them. A token only works with the types it was issued for.',
  'param.changes_per_page': 'The number of changes on a page, from 1 to 100.',
  'param.changes_include':
    'data: each created or changed record as its list shows it; ids: only its type and id.',

  'op.namespace.index': 'The namespace index',
  'op.namespace.doc': 'This OpenAPI document',
  'op.namespace.reference': 'This reference as a web page',
  'op.events.list': 'List events',
  'op.events.create': 'Create an event',
  'op.events.read': 'Read an event',
  'op.events.update': 'Update an event',
  'op.events.delete': 'Delete an event',
  'op.events.read.slug': 'Read an event by its slug',
  'op.events.update.slug': 'Update an event by its slug',
  'op.events.delete.slug': 'Delete an event by its slug',
  'op.venues.list': 'List venues',
  'op.venues.create': 'Create a venue',
  'op.venues.read': 'Read a venue',
  'op.venues.update': 'Update a venue',
  'op.venues.delete': 'Delete a venue',
  'op.venues.read.slug': 'Read a venue by its slug',
  'op.venues.update.slug': 'Update a venue by its slug',
  'op.venues.delete.slug': 'Delete a venue by its slug',
  'op.organizers.list': 'List organizers',
  'op.organizers.create': 'Create an organizer',
  'op.organizers.read': 'Read an organizer',
  'op.organizers.update': 'Update an organizer',
  'op.organizers.delete': 'Delete an organizer',
  'op.organizers.read.slug': 'Read an organizer by its slug',
  'op.organizers.update.slug': 'Update an organizer by its slug',
  'op.organizers.delete.slug': 'Delete an organizer by its slug',
  'op.categories.list': 'List event categories',
  'op.categories.create': 'Create an event category',
  'op.categories.read': 'Read an event category',
  'op.categories.update': 'Update an event category',
  'op.categories.delete': 'Delete an event category',
  'op.tags.list': 'List tags',
  'op.tags.create': 'Create a tag',
  'op.tags.read': 'Read a tag',
  'op.tags.update': 'Update a tag',
  'op.tags.delete': 'Delete a tag',
  'op.events.feed': 'Subscribe to events (iCalendar)',
  'op.events.calendar': 'Add one event to a calendar (iCalendar)',
  'op.widget.script': 'The embeddable events widget',
  'op.widget.demo': 'The widget demo page',
  'op.changes.changes': 'Follow what changes (sync)',

  'opd.namespace.index':
    'Every route of the namespace with its methods and parameters, as WordPress lists them.',
  'opd.namespace.doc':
    'This document, generated from the schemas the service validates requests with, with its descriptions in the content language.',
  'opd.namespace.reference':
    'An HTML page that renders the OpenAPI document of its language prefix (/doc) with Scalar: every route, parameter and field, with a form to try requests. Its script is a static asset of the service, so it works without any other site.',
  'opd.events.list':
    'Events ordered by start, then id (with include: by publication date). Without date parameters, the window runs from yesterday to 24 months ahead. Events hidden from listings are left out; password-protected events appear with their protected fields blanked.',
  'opd.events.create':
    "Needs a contributor, author, editor or administrator; a contributor's events are drafts or pending.",
  'opd.events.read': 'A password-protected event needs its password.',
  'opd.events.update':
    'Only the fields sent change; POST, PUT and PATCH behave the same. Writing in a language adds or changes the text in that language.',
  'opd.events.delete': 'Moves the event to the trash; with force=true it is deleted permanently.',
  'opd.linked.list': 'Ordered by name in the content language, then id.',
  'opd.linked.create':
    'Sending the name (and description) of an existing record that is not in the trash returns that record.',
  'opd.linked.read': 'Records that are not published need the rights to read them.',
  'opd.linked.update':
    'Only the fields sent change; POST, PUT and PATCH behave the same. Writing in a language adds or changes the text in that language.',
  'opd.linked.delete':
    'Moves the record to the trash and unlinks it from its events; with force=true it is deleted permanently.',
  'opd.terms.list':
    'Sorted by orderby and order; terms no published event uses are hidden unless hide_empty=false.',
  'opd.terms.create':
    'Needs an editor or administrator. A name already used under the same parent is refused.',
  'opd.terms.read': 'Any term can be read, whether events use it or not.',
  'opd.terms.update':
    'Needs an editor or administrator. Only the fields sent change; POST, PUT and PATCH behave the same.',
  'opd.terms.delete':
    'Deletes the term permanently and removes it from its events. Needs an editor or administrator.',
  'opd.events.feed':
    'The events of GET /events as an iCalendar (RFC 5545) feed, with the same filters, in the content language. Times are in UTC; all-day events are dates, the end day excluded. UIDs are event-{id}@{host}; SEQUENCE grows with every change. Password-protected events show only their title, dates and page; events hidden from listings are left out.',
  'opd.events.calendar':
    'One event as an iCalendar (RFC 5545) file to download and import into a calendar app, in the content language, read as GET /events/{id} reads it: trashed and unreadable events are 403. Its VEVENT is the one the feed has (UTC times, UID event-{id}@{host}); the file has no calendar name. A password-protected event without password shows only its title, dates and page.',
  'opd.widget.script':
    'A dependency-free web component: add <script src=".../widget.js"> and <events-calendar lang="eu" categories="..." per-page="5"></events-calendar> to a page. It lists upcoming events from this API, pages through them and is styled through CSS custom properties (--ec-accent, --ec-font, --ec-bg, --ec-text, --ec-radius). With view="month" it shows a month grid (the ARIA grid pattern: arrow keys, Page Up/Down); every event has add-to-calendar links (its .ics and Google Calendar), and the widget a webcal: subscription with its filters.',
  'opd.widget.demo':
    'An HTML page showing the widget in two languages, one of them themed, with the code to embed it.',
  'opd.changes.changes':
    'What changed since a sync token, in the order the changes were committed: each record once, after its latest change, as an upsert (with its data) or a removal (deleted, or no longer visible to the caller). Without a token, a full sync returns every record the caller can see. Each page ends with a next_sync_token to continue from, and has_more says whether to continue now. A token is refused (410) when it is older than 90 days, when a deletion after it has been forgotten, or when another caller uses it or uses it with other types: start again without a token. Changes to venues, organizers and terms are reported for them, not for the events that embed them.',

  'res.index': 'The namespace index.',
  'res.doc': 'The OpenAPI 3.1 document.',
  'res.reference': 'The reference page (text/html).',
  'res.list': 'A page of results.',
  'res.create': 'The created record.',
  'res.read': 'The record.',
  'res.update': 'The updated record.',
  'res.delete.posts': 'The record moved to the trash or, with force=true, the deleted record.',
  'res.delete.terms': 'The deleted term.',
  'res.not_modified': 'Not modified: the ETag given in If-None-Match is still current.',
  'res.feed': 'The iCalendar feed (text/calendar).',
  'res.calendar': 'The iCalendar file of the event (text/calendar), sent as an attachment.',
  'res.script': 'The widget script (text/javascript).',
  'res.demo': 'The demo page (text/html).',
  'res.changes': 'A page of changes, with the token to continue from.',
  'res.facets': 'How many events each value of each facet would list.',
  'header.total': 'The number of matching records.',
  'header.total_pages': 'The number of pages.',
  'header.link': 'Links to the next and previous pages (rel="next", rel="prev").',
  'header.retry_after': 'Seconds to wait before trying again.',
  'header.link_next': 'The URL of the next page (rel="next"), while has_more is true.',
  'header.etag':
    'The ETag of the record: "v{version}.{digest}". The version moves with every write to the record; send the ETag back in If-Match to update or delete only that version, or in If-None-Match to get 304 while nothing has changed.',
  'header.idempotent_replayed':
    'true when this answer is the stored answer of an earlier request with the same Idempotency-Key.',
  'header.if_match':
    'Write only if the record is still at this version: an ETag of the record (W/ accepted), several separated by commas, or * (the record exists). Otherwise 412 with the current ETag, and nothing is written. Required (428) when the service is configured so.',
  'header.idempotency_key':
    'A key of 1 to 255 visible ASCII characters that makes the request safe to retry: the write happens at most once, and a retry of the same request gets the same answer (Idempotent-Replayed: true). The same key with another request is 422. Keys belong to the API key that sent them and are kept for at least 24 hours.',
  'header.x_cache':
    'Where the answer came from: HIT (the edge cache, current), MISS (built now and stored), STALE (a cached answer from before the latest writes: at most 7 s behind while it is rebuilt, or up to a day old while the database is unavailable), BYPASS (a request with credentials or a password: never cached).',

  'err.400':
    'A parameter is missing or invalid (rest_missing_callback_param, rest_invalid_param, rest_invalid_json).',
  'err.401': 'Credentials are needed, or the ones given are wrong, malformed or revoked (rest_forbidden).',
  'err.403':
    'The caller may not do this, or the record is not accessible, in the trash or password protected.',
  'err.404': 'The record does not exist, or the page is past the last one.',
  'err.410':
    'The record is already in the trash, or the sync token has expired (rest_sync_token_expired): sync again without a token.',
  'err.412':
    'The record has changed since the version named in If-Match (rest_precondition_failed); data.current_etag is its ETag now.',
  'err.413':
    'The request body is larger than 256 KiB (rest_request_too_large), or an uploaded file larger than MEDIA_MAX_BYTES (rest_upload_file_too_big).',
  'err.422':
    'The Idempotency-Key was already used for another request (rest_idempotency_key_reused); an upload that is damaged, a polyglot or too many pixels (rest_upload_damaged_file, rest_upload_too_many_pixels).',
  'err.428': 'This service requires If-Match on updates and deletes (rest_precondition_required).',
  'err.429':
    'Too many failed authentications from this client (rest_too_many_requests); try again after Retry-After seconds.',
  'err.500': 'An unexpected error (rest_internal_error); the request id identifies it.',
  'err.503':
    'The database is unavailable for a moment (rest_unavailable); try again after Retry-After seconds.',

  'schema.Event':
    'An event. A password-protected event listed without its password has its protected fields blanked and its flags null.',
  'schema.Venue': 'A venue. Empty fields are left out.',
  'schema.Organizer': 'An organizer. Empty fields are left out.',
  'schema.Term': 'A category or a tag (TEC’s Term).',
  'schema.Category': 'An event category.',
  'schema.Tag': 'A tag.',
  'schema.EmbeddedTerm': 'A category or tag as embedded in an event.',
  'schema.TermUrls': 'API URLs of a term.',
  'schema.DateDetails': 'The parts of a date, as zero-padded strings.',
  'schema.CostDetails': 'The cost, parsed.',
  'schema.Image': 'An image.',
  'schema.ImageSize': 'One size of an image.',
  'schema.Translations': 'The languages a record has text in: language code -> slug and API URL.',
  'schema.TranslationLink': 'A record in one language.',
  'schema.EventJsonLd': 'A schema.org Event.',
  'schema.PlaceJsonLd': 'A schema.org Place.',
  'schema.PersonJsonLd': 'A schema.org Person.',
  'schema.PostalAddress': 'A schema.org PostalAddress.',
  'schema.GeoCoordinates': 'schema.org GeoCoordinates.',
  'schema.Offer': 'A schema.org Offer.',
  'schema.EventList': 'A page of events.',
  'schema.VenueList': 'A page of venues.',
  'schema.OrganizerList': 'A page of organizers.',
  'schema.CategoryList': 'A page of event categories.',
  'schema.TagList': 'A page of tags.',
  'schema.EventDeleted': 'An event deleted permanently.',
  'schema.VenueDeleted': 'A venue deleted permanently.',
  'schema.OrganizerDeleted': 'An organizer deleted permanently.',
  'schema.Error': 'An error. The HTTP status equals data.status.',
  'schema.ErrorData': 'Details of an error.',
  'schema.NamespaceIndex': 'The namespace index, as WordPress serves it.',
  'schema.IndexRoute': 'A route of the namespace index.',
  'schema.IndexEndpoint': 'A group of methods of a route and their parameters.',
  'schema.IndexArg': 'A parameter of an endpoint.',
  'schema.OpenApiDocument': 'An OpenAPI 3.1 document.',
  'schema.EventCreate': 'The fields of a new event.',
  'schema.EventUpdate': 'The fields of an event to change.',
  'schema.EventUpdateBySlug': 'The fields of an event to change, except its password.',
  'schema.VenueCreate': 'The fields of a new venue.',
  'schema.VenueUpdate': 'The fields of a venue to change.',
  'schema.OrganizerCreate': 'The fields of a new organizer.',
  'schema.OrganizerUpdate': 'The fields of an organizer to change.',
  'schema.CategoryCreate': 'The fields of a new event category.',
  'schema.CategoryUpdate': 'The fields of an event category to change.',
  'schema.TagCreate': 'The fields of a new tag.',
  'schema.TagUpdate': 'The fields of a tag to change.',
  'schema.ChangeFeed': 'A page of the change feed.',
  'schema.EventFacets': 'How many events each value of each facet would list.',
  'schema.Change': 'A change: an upsert or a removal.',
  'schema.ChangeUpsert': 'A record the caller can see was created or changed.',
  'schema.ChangeRemove': 'A record the caller can no longer see.',

  'field.id': 'The id.',
  'field.global_id': 'The id that identifies the record across sites: {host}?id={id}.',
  'field.global_id_lineage': 'The global ids of where the record comes from, its own included.',
  'field.author': 'The id of the author user, as a string.',
  'field.status': 'The post status.',
  'field.date': 'The publication date, in the site time zone.',
  'field.date_utc': 'The publication date, in UTC.',
  'field.modified': 'The date of the last change, in the site time zone.',
  'field.modified_utc': 'The date of the last change, in UTC.',
  'field.url': 'The URL of the public page.',
  'field.rest_url': 'The URL of the record in this API.',
  'field.description': 'The description (HTML).',
  'field.excerpt': 'The excerpt (HTML).',
  'field.slug': 'The slug in the content language.',
  'field.image': 'The featured image.',
  'field.website': 'The website URL.',
  'field.phone': 'The phone number.',
  'field.email': 'The e-mail address.',
  'field.show_map': 'Whether a map is shown.',
  'field.show_map_link': 'Whether a link to a map is shown.',
  'field.json_ld': 'The schema.org description of the record (single reads only).',
  'field.lang': 'The language the text fields are in, after falling back to another language if needed.',
  'field.translations': 'The languages the record has text in, with its slug and API URL in each.',
  'field.address': 'The street address.',
  'field.city': 'The city.',
  'field.country': 'The country.',
  'field.province': 'The province.',
  'field.state': 'The state.',
  'field.zip': 'The postal code.',
  'field.stateprovince': 'The state or province shown.',
  'field.geo_lat': 'The latitude.',
  'field.geo_lng': 'The longitude.',
  'field.namespace': 'The namespace: site/events/v1.',

  'field.Event.title': 'The title.',
  'field.Event.image': 'The featured image, or false.',
  'field.Event.all_day': 'Whether the event lasts whole days (from 00:00:00 to 23:59:59).',
  'field.Event.start_date': 'When the event starts, as wall time in its time zone.',
  'field.Event.start_date_details': 'The parts of start_date.',
  'field.Event.end_date': 'When the event ends, as wall time in its time zone.',
  'field.Event.end_date_details': 'The parts of end_date.',
  'field.Event.utc_start_date': 'When the event starts, in UTC.',
  'field.Event.utc_start_date_details': 'The parts of utc_start_date.',
  'field.Event.utc_end_date': 'When the event ends, in UTC.',
  'field.Event.utc_end_date_details': 'The parts of utc_end_date.',
  'field.Event.timezone': 'The IANA time zone of the event.',
  'field.Event.timezone_abbr': 'The abbreviation of the time zone in force at the start (CET, CEST, UTC...).',
  'field.Event.cost': 'The cost as shown, in the content language.',
  'field.Event.cost_details': 'The cost, parsed.',
  'field.Event.website': 'The website URL of the event, or "".',
  'field.Event.hide_from_listings': 'Whether the event is left out of event lists.',
  'field.Event.sticky': 'Whether the event stays on top in calendar views.',
  'field.Event.featured': 'Whether the event is featured.',
  'field.Event.categories': 'The categories of the event.',
  'field.Event.tags': 'The tags of the event.',
  'field.Event.venue': 'The venue: an object for one, an array for several, [] for none.',
  'field.Event.organizer': 'The organizers of the event.',
  'field.Event.custom_fields': 'Always empty (reserved).',
  'field.Event.ticketed': 'Whether the event has tickets.',
  'field.Event.post_parent': 'The id of the parent event (a festival it is part of); 0 for none.',
  'field.Venue.venue': 'The name of the venue.',
  'field.Organizer.organizer': 'The name of the organizer.',

  'field.Term.name': 'The name of the term.',
  'field.Term.description': 'The description of the term.',
  'field.Term.slug': 'The slug of the term in the content language.',
  'field.Term.taxonomy': 'The taxonomy: tribe_events_cat for categories, post_tag for tags.',
  'field.Term.parent': 'The id of the parent category; 0 for none.',
  'field.Term.count': 'The number of published events that use the term.',
  'field.Term.meta': 'Always empty (reserved).',
  'field.Term.url':
    "The URL of the public archive page of the term; a child category's is nested under its ancestors' slugs, as TEC's (/events/category/music/jazz/).",
  'field.Term.urls': 'The API URLs of the term, of its list and of its parent category.',
  'field.EmbeddedTerm.term_group': 'Always 0 (the WordPress term group).',
  'field.EmbeddedTerm.term_taxonomy_id': 'The term taxonomy id; the same as the term id.',
  'field.EmbeddedTerm.filter': 'Always "raw" (the WordPress filter context).',
  'field.TermUrls.self': 'The API URL of the term.',
  'field.TermUrls.collection': 'The API URL of the list of terms.',
  'field.TermUrls.up': 'The API URL of the parent category, when there is one.',

  'field.DateDetails.year': 'The year, four digits.',
  'field.DateDetails.month': 'The month, two digits.',
  'field.DateDetails.day': 'The day, two digits.',
  'field.DateDetails.hour': 'The hour, two digits.',
  'field.DateDetails.minutes': 'The minutes, two digits.',
  'field.DateDetails.seconds': 'The seconds, two digits.',
  'field.CostDetails.currency_symbol': 'The currency symbol, for example €.',
  'field.CostDetails.currency_code': 'The ISO 4217 currency code, for example EUR.',
  'field.CostDetails.currency_position': 'Where the symbol is written: prefix, postfix, or "" when unknown.',
  'field.CostDetails.values': 'The amounts of the cost as numeric strings, ascending; ["0"] when free.',
  'field.Image.url': 'The URL of the full-size image.',
  'field.Image.id': 'The id of the image record; 0 for an image given by URL.',
  'field.Image.extension': 'The file extension.',
  'field.Image.width': 'The width in pixels; 0 when unknown.',
  'field.Image.height': 'The height in pixels; 0 when unknown.',
  'field.Image.sizes': 'The other sizes of the image, by name.',
  'field.ImageSize.width': 'The width in pixels.',
  'field.ImageSize.height': 'The height in pixels.',
  'field.ImageSize.mime-type': 'The media type of the file.',
  'field.ImageSize.url': 'The URL of this size.',
  'field.TranslationLink.slug': 'The slug in that language.',
  'field.TranslationLink.rest_url': 'The API URL of the record under the prefix of that language.',

  'field.JsonLd.@context': 'The JSON-LD context.',
  'field.JsonLd.@type': 'The schema.org type.',
  'field.JsonLd.name': 'The name.',
  'field.JsonLd.description': 'The excerpt, or the description when there is no excerpt.',
  'field.JsonLd.image': 'The URL of the image.',
  'field.JsonLd.url': 'The URL of the event page.',
  'field.JsonLd.eventAttendanceMode': 'How the event is attended.',
  'field.JsonLd.eventStatus': 'The status of the event.',
  'field.JsonLd.startDate': 'When the event starts, in ISO 8601 with its offset.',
  'field.JsonLd.endDate': 'When the event ends, in ISO 8601 with its offset.',
  'field.JsonLd.location':
    'Where it happens: in person, its venue (a Place); online, a VirtualLocation whose url is online_url once the reader may see it, else the event page; mixed, both.',
  'field.JsonLd.organizer': 'The organizer, or an array of organizers.',
  'field.JsonLd.offers': 'The price.',
  'field.JsonLd.address': 'The postal address.',
  'field.JsonLd.geo': 'The coordinates.',
  'field.JsonLd.telephone': 'The phone number.',
  'field.JsonLd.sameAs': 'The website.',
  'field.JsonLd.email': 'The e-mail address.',
  'field.JsonLd.streetAddress': 'The street address.',
  'field.JsonLd.addressLocality': 'The city.',
  'field.JsonLd.addressRegion': 'The state or province.',
  'field.JsonLd.postalCode': 'The postal code.',
  'field.JsonLd.addressCountry': 'The country.',
  'field.JsonLd.latitude': 'The latitude.',
  'field.JsonLd.longitude': 'The longitude.',
  'field.JsonLd.price': 'The lowest amount of the cost.',
  'field.JsonLd.priceCurrency': 'The currency code.',
  'field.JsonLd.category': 'Always "primary".',
  'field.JsonLd.availability': 'Always "https://schema.org/InStock".',
  'field.JsonLd.validFrom': 'Since when the offer is valid: the publication date.',
  'field.PlaceJsonLd.url': 'The website of the venue.',
  'field.PersonJsonLd.url': 'The website of the organizer.',

  'field.List.events': 'The events on this page.',
  'field.List.venues': 'The venues on this page.',
  'field.List.organizers': 'The organizers on this page.',
  'field.List.categories': 'The categories on this page.',
  'field.List.tags': 'The tags on this page.',
  'field.List.rest_url': 'The canonical URL of this page.',
  'field.List.next_rest_url': 'The URL of the next page, when there is one.',
  'field.List.previous_rest_url': 'The URL of the previous page, when there is one.',
  'field.List.total': 'The number of matching records.',
  'field.List.total_pages': 'The number of pages.',
  'field.Deleted.deleted': 'Always true: the record was deleted permanently.',
  'field.Deleted.previous': 'The record as it was before it was deleted.',
  'field.ChangeFeed.changes': 'The changes, in sequence order.',
  'field.EventFacets.total': 'How many events the filters list.',
  'field.EventFacets.labels': "Each facet's name in the content language.",
  'field.EventFacets.facets':
    "Each facet's values (a category or tag by its slug with its name, a venue or organizer by its id with its name, the price as free or an amount it costs at most), each with how many events choosing it would list under every other filter given.",
  'field.ChangeFeed.next_sync_token':
    'The token to send as sync_token to continue after this page; keep it to ask later what has changed since.',
  'field.ChangeFeed.has_more': 'Whether more changes follow right now.',
  'field.Change.seq': 'The sequence number of the change: it grows with every change committed.',
  'field.Change.type': 'The type of record: event, venue, organizer, category or tag.',
  'field.Change.action': 'upsert (created or changed) or remove (gone).',
  'field.Change.data': 'The record as its list shows it (not with include=ids).',
  'field.Change.reason':
    'deleted: deleted for good; hidden: the caller can no longer see it (trash, draft, private...). Only for callers with a key.',
  'field.Change.at_utc': 'When the record was deleted or stopped being visible, in UTC.',

  'field.Error.code': 'The error code, for example rest_invalid_param.',
  'field.Error.message': 'A message for people, in English.',
  'field.Error.data': 'The details of the error.',
  'field.ErrorData.status': 'The HTTP status.',
  'field.ErrorData.request_id': 'The id of the request, also sent in the X-Request-Id header.',
  'field.ErrorData.params':
    'The invalid parameters with the reason for each, or the names of the missing ones.',
  'field.ErrorData.details': 'Always empty.',
  'field.ErrorData.term_id': 'The id of the term that already has this name.',
  'field.ErrorData.json_error_message': 'Why the JSON body could not be read.',
  'field.ErrorData.max_bytes': 'The largest body accepted, in bytes.',
  'field.ErrorData.current_etag': 'With 412: the ETag of the record now.',
  'field.ErrorData.reason':
    "A 401: why the request was not authenticated (missing: no key was sent; malformed: the Authorization header can't be read; invalid: no such key). The WWW-Authenticate header says it too.",
  'field.ErrorData.forbidden_ids':
    'With 403 from a series write: the occurrences the caller may not change (the write was refused whole).',
  'field.ErrorData.hint':
    "A sentence for people: why, and what to do. It stands beside TEC's code and message, which stay TEC's word for word because clients compare them; in English, as those are.",

  'field.NamespaceIndex.routes': 'Every route of the namespace, by WordPress route pattern.',
  'field.NamespaceIndex._links': 'Links; up is the root of the site.',
  'field.IndexRoute.methods': 'The HTTP methods of the route.',
  'field.IndexRoute.endpoints': 'The endpoints of the route, one per group of methods.',
  'field.IndexRoute._links': 'A link to the route, for routes without parameters.',
  'field.IndexEndpoint.methods': 'The HTTP methods of the endpoint.',
  'field.IndexEndpoint.args': 'The parameters of the endpoint, by name.',
  'field.IndexArg.required': 'Whether the parameter must be given.',
  'field.IndexArg.default': 'The value used when the parameter is not given.',
  'field.IndexArg.type': 'The type of the parameter.',
  'field.IndexArg.description': 'What the parameter means, in the content language.',
  'field.IndexArg.enum': 'The values allowed.',
  'field.IndexArg.items': 'The type of the items of an array.',
  'field.OpenApiDocument.openapi': 'The OpenAPI version.',
  'field.OpenApiDocument.info': 'The title, version and description of the API.',
  'field.OpenApiDocument.components': 'Schemas, responses and security schemes referred to by the paths.',
  'field.OpenApiDocument.servers': 'The API root of the request, with its language prefix.',
  'field.OpenApiDocument.paths': 'Every route and method.',
  'op.settings.read': 'Read the site settings',
  'op.settings.update': 'Change the site settings',
  'opd.settings.read':
    'Administrators only. Each setting in force: stored ones (set by the importer or here), else wrangler.toml’s.',
  'opd.settings.update':
    'Administrators only. Sets the settings sent; null removes one (wrangler.toml decides again). Every cached answer is rebuilt.',
  'res.settings.read': 'The settings in force.',
  'res.settings.update': 'The settings in force after the change.',
  'param.setting_timezone':
    'The site’s time zone (IANA, such as Europe/Madrid, or UTC): lists’ days and new events’ default.',
  'param.setting_default_language':
    'The language of addresses without a language prefix (eu, ca, en, gl, es).',
  'param.setting_site_name': 'The site’s name, shown in its pages’ titles.',
  'param.setting_site_url': 'The base of public page URLs (an http(s) URL).',
  'param.setting_currency_symbol':
    'The currency symbol shown with amounts whose event names none (empty: none).',
  'param.setting_currency_position': 'Where that symbol goes: prefix or postfix.',
  'param.setting_currency_code': 'The ISO 4217 code of prices whose cost names none (JSON-LD).',
  'param.setting_hide_cancelled_events':
    "Whether the calendar's views and the widget leave cancelled events out (the API's lists never do).",
  'param.setting_contributors_upload_files':
    "Whether contributors may upload images (WordPress's upload_files); off: POST /media refuses them with 403, and they choose among the images already uploaded.",
  'schema.Settings': 'The site’s settings in force.',
  'schema.SettingsUpdate': 'The settings to change; null removes one.',
  'field.Settings.timezone': 'The site’s time zone.',
  'field.Settings.default_language': 'The language of addresses without a language prefix.',
  'field.Settings.site_name': 'The site’s name (empty: not set).',
  'field.Settings.site_url': 'The base of public page URLs (empty: the request’s origin).',
  'field.Settings.currency_symbol': 'The default currency symbol (empty: none).',
  'field.Settings.currency_position': 'Where the default symbol goes.',
  'field.Settings.currency_code': 'The default currency code.',
  'field.Settings.hide_cancelled_events':
    "Whether cancelled events are left out of the calendar's views and the widget.",
  'field.Settings.contributors_upload_files': 'Whether contributors may upload images.',
  'field.Settings.stored':
    'The settings the database holds, with when each was set (UTC); the others come from wrangler.toml.',
  'op.webhooks.list': 'List webhook endpoints',
  'op.webhooks.create': 'Create a webhook endpoint',
  'op.webhooks.read': 'Read a webhook endpoint',
  'op.webhooks.update': 'Update a webhook endpoint',
  'op.webhooks.delete': 'Delete a webhook endpoint',
  'op.webhooks.rotate_secret': 'Rotate the signing secret',
  'op.webhooks.ping': 'Send a signed ping',
  'op.webhooks.deliveries': 'List the deliveries of an endpoint',
  'op.webhooks.redeliver': 'Send a delivery again',
  'opd.webhooks.list': 'Administrators only. Every endpoint, never its secret.',
  'opd.webhooks.create':
    'Administrators only, at most 20 endpoints. The URL must be https, with a public host name (no IP address, no credentials, no local or internal name, not this API). A signed webhook.ping is sent first: without a 2xx answer nothing is stored (400). The answer shows the signing secret, once.',
  'opd.webhooks.read': 'Administrators only. Never the secret.',
  'opd.webhooks.update':
    'Administrators only. Only the fields sent change; a new URL follows the same rules as on creation. enabled=true turns a disabled endpoint back on.',
  'opd.webhooks.delete': 'Administrators only. The endpoint and its deliveries are deleted.',
  'opd.webhooks.rotate_secret':
    'Administrators only. A new secret is shown once; the one it replaces still co-signs every message for 24 hours (two signatures in webhook-signature).',
  'opd.webhooks.ping':
    'Administrators only. Sends a signed webhook.ping now and answers with the recorded delivery, whether the endpoint answered 2xx or not.',
  'opd.webhooks.deliveries':
    'Administrators only. Newest first, each with every attempt: when, the answer’s status or the error, and how long it took.',
  'opd.webhooks.redeliver':
    'Administrators only. The message goes to the queue again, with the same webhook-id; the endpoint must be enabled.',
  'res.webhooks.list': 'The webhook endpoints.',
  'res.webhooks.create': 'The created endpoint, with its secret (shown only now).',
  'res.webhooks.read': 'The endpoint.',
  'res.webhooks.update': 'The updated endpoint.',
  'res.webhooks.delete': 'The deleted endpoint.',
  'res.webhooks.rotate_secret': 'The endpoint with its new secret (shown only now).',
  'res.webhooks.ping': 'The ping, as recorded.',
  'res.webhooks.deliveries': 'A page of deliveries.',
  'res.webhooks.redeliver': 'The delivery, pending again.',
  'path.delivery': 'The numeric id of the delivery.',
  'param.webhook_url':
    'Where messages are POSTed: an https URL with a public host name (no IP address, credentials, local or internal name, nor this API’s host).',
  'param.event_types':
    'The event types to receive: event, venue and organizer .created, .updated, .trashed, .deleted; category and tag .created, .updated, .deleted; {kind}.* or * for all. A list or comma-separated.',
  'param.webhook_description': 'A note for administrators (plain text, at most 500 characters).',
  'param.enabled': 'true turns a disabled endpoint back on (and forgets its failures); false turns it off.',
  'param.deliveries_per_page': 'The number of deliveries per page, from 1 to 100 (20 by default).',
  'schema.Webhook': 'A webhook endpoint.',
  'schema.WebhookWithSecret':
    'A webhook endpoint with its signing secret, shown only when it is created or rotated.',
  'schema.WebhookList': 'The webhook endpoints.',
  'schema.WebhookDeleted': 'A deleted webhook endpoint.',
  'schema.WebhookPayload':
    'The body POSTed to endpoints, signed as Standard Webhooks say (webhook-id, webhook-timestamp, webhook-signature). Thin: no text of the record.',
  'schema.WebhookAttempt': 'One attempt to deliver a message.',
  'schema.WebhookDelivery': 'One message to one endpoint, with its attempts.',
  'schema.WebhookDeliveryList': 'A page of deliveries, newest first.',
  'schema.WebhookCreate': 'A new webhook endpoint.',
  'schema.WebhookUpdate': 'The fields of a webhook endpoint to change.',
  'field.Webhook.id': 'The id of the endpoint.',
  'field.Webhook.url': 'Where messages are POSTed.',
  'field.Webhook.description': 'A note for administrators.',
  'field.Webhook.event_types': 'The event types it receives (patterns such as event.* or *).',
  'field.Webhook.enabled': 'Whether messages are sent to it.',
  'field.Webhook.disabled_reason':
    'Why it was disabled: gone (it answered 410), failing (5 days of failures) or manual.',
  'field.Webhook.failing_since': 'The first failed attempt since its last success (UTC), or null.',
  'field.Webhook.previous_secret_expires':
    'Until when the previous secret still co-signs after a rotation (UTC), or null.',
  'field.Webhook.created': 'When it was created (UTC).',
  'field.Webhook.modified': 'When it was last changed (UTC).',
  'field.Webhook.secret': 'The signing secret (whsec_…): keep it, it is not shown again.',
  'field.WebhookList.webhooks': 'Every endpoint.',
  'field.WebhookPayload.type': 'The event type, such as event.updated (webhook.ping for pings).',
  'field.WebhookPayload.timestamp': 'When the change was committed (UTC).',
  'field.WebhookPayload.data':
    'The record: kind, id, seq (the change feed’s sequence number: order by it) and rest_url (read it there). Empty for pings.',
  'field.WebhookAttempt.at': 'When it was made (UTC).',
  'field.WebhookAttempt.response_status': 'The status of the answer, or null when there was none.',
  'field.WebhookAttempt.error':
    'Why it failed without an answer (timeout, network, refused URL), or a redirect not followed.',
  'field.WebhookAttempt.duration_ms': 'How long it took, in milliseconds.',
  'field.WebhookDelivery.id': 'The id of the delivery.',
  'field.WebhookDelivery.message_id': 'The webhook-id header: the same on every attempt.',
  'field.WebhookDelivery.type': 'The event type.',
  'field.WebhookDelivery.seq': 'The sequence number of the change, or null for a ping.',
  'field.WebhookDelivery.status': 'pending (being sent or retried), succeeded or failed (given up).',
  'field.WebhookDelivery.attempts': 'Every attempt, oldest first.',
  'field.WebhookDelivery.created': 'When it was created (UTC).',
  'field.WebhookDelivery.payload': 'The body as it is sent.',
  'field.WebhookDeliveryList.deliveries': 'The deliveries on this page.',
  'field.WebhookDeliveryList.total': 'The number of deliveries of the endpoint.',
  'field.WebhookDeliveryList.total_pages': 'The number of pages.',
  'param.series':
    'Only the occurrences of the series this event belongs to (the id of its template or of any occurrence; a single event lists itself).',
  'param.recurring': 'Only occurrences of series (true) or only single events (false).',
  'param.expand':
    'One VEVENT per occurrence, each with its own UID, instead of one per series with its RRULE: for calendar clients without recurrence support.',
  'param.recurrence':
    "The repetition rule, as RFC 5545 lines (Google Calendar's recurrence): one RRULE (FREQ DAILY, WEEKLY, MONTHLY or YEARLY; INTERVAL, COUNT or UNTIL, BYDAY, BYMONTHDAY, BYMONTH, BYSETPOS, WKST), RDATE and EXDATE lines. It makes the event a series; [] makes a series a single event again.",
  'param.scope':
    'Which occurrences a change or deletion reaches: this (the default on an occurrence: only it), following (it and the later ones become a new series) or all (the default on a template: the whole series). single and upcoming are accepted too.',
  'param.reset_overrides':
    "With scope=all: occurrences edited or moved on their own take the series' content and dates again.",
  'op.events.occurrences': 'List the occurrences of a series',
  'op.events.facets': "List the counts of the visitors' filters (facets)",
  'opd.events.occurrences':
    'The occurrences of the series the event belongs to (its template or any occurrence), in start order, every one from the first unless dates are given. The id of a single event lists that event.',
  'opd.events.facets':
    "Each facet's values with how many events choosing each would list (TEC Filter Bar's counts), for the same window, visibility and filters as GET /events; each facet counted under every other filter given, not its own.",
  'schema.EventSeries': 'The series an event belongs to. Single reads and write answers add its rule.',
  'field.Event.recurring': 'Whether the event belongs to a series.',
  'field.Event.series': 'The series of an occurrence (or, in the answers about a template, its own).',
  'field.EventSeries.id': 'The id of the series: the id of its template.',
  'field.EventSeries.rest_url': "The URL of the series' template in this API.",
  'field.EventSeries.recurrence_id':
    'The original local start of the occurrence in its time zone; it never changes, even when the occurrence moves.',
  'field.EventSeries.detached': 'Whether the occurrence was edited on its own and keeps its own content.',
  'field.EventSeries.recurrence': 'The repetition rule, as RFC 5545 lines.',
  'field.EventSeries.description': 'The rule said in words, in the content language.',
  'field.EventSeries.count': 'The number of occurrences that are not in the trash.',
  'field.EventSeries.until': 'The local start of the last occurrence, or null when the series is endless.',
  'field.EventSeries.materialized_until':
    'How far ahead the occurrences exist (endless series are kept 24 months ahead), as local wall time.',
  'err.409':
    'The file is still the image of events, venues or organizers (rest_media_in_use): delete with force=true to take it off them.',
  'err.415':
    'The file is not a JPEG, PNG, GIF, WebP or AVIF image, by its bytes (rest_upload_unsupported_type); SVG is refused.',
  'param.media_title': 'The title of the file (by default its name without the extension).',
  'param.media_alt_text':
    'The alternative text: a text in the request’s language, or an object of language -> text ("" removes a language).',
  'param.media_caption':
    'The caption: a text in the request’s language, or an object of language -> text ("" removes a language).',
  'param.media_search': 'Only files whose title, file name or alternative text contains this text.',
  'param.media_per_page': 'The number of files per page (at most 100).',
  'param.media_force': 'Take the file off every event, venue and organizer that uses it, then delete it.',
  'param.media_file': 'The image file: JPEG, PNG, GIF, WebP or AVIF, recognised by its bytes.',
  'op.media.list': 'List the media library',
  'op.media.create': 'Upload an image',
  'op.media.read': 'Read an uploaded image',
  'op.media.update': 'Change an image’s texts',
  'op.media.delete': 'Delete an uploaded image',
  'opd.media.list':
    'Contributors and up. Newest first. Editors see every file; others their own uploads and the files of records they may read.',
  'opd.media.create':
    'Contributors and up, within a daily quota per user. The raw file with Content-Disposition: attachment; filename=…, or multipart/form-data with a file part. Metadata (EXIF, GPS) is stripped.',
  'opd.media.read':
    'Contributors and up, with the number of records that use it (those the caller may read). A file the caller may not see is 404.',
  'opd.media.update': 'Editors change every file; authors and contributors their own uploads.',
  'opd.media.delete':
    'Refused (409) while records use the file, unless force=true. Editors delete every file; authors and contributors their own.',
  'res.media.list': 'A page of files.',
  'res.media.create': 'The stored file.',
  'res.media.read': 'The file.',
  'res.media.update': 'The changed file.',
  'res.media.delete': 'The deleted file.',
  'schema.Media': 'An uploaded image: TEC’s image object, then its texts.',
  'schema.MediaList': 'A page of the media library, newest first.',
  'schema.MediaDeleted': 'A deleted file.',
  'schema.MediaUpdate': 'The texts to change.',
  'field.Media.url': 'The URL of the original file (immutable: a new upload is a new URL).',
  'field.Media.id': 'The id of the file: what the image of an event, venue or organizer takes.',
  'field.Media.extension': 'The extension of the type its bytes were recognised as.',
  'field.Media.width': 'The width in pixels.',
  'field.Media.height': 'The height in pixels.',
  'field.Media.filesize': 'The size of the stored file in bytes (after its metadata was stripped).',
  'field.Media.sizes': 'WordPress’s sizes smaller than the original: thumbnail, medium, medium_large, large.',
  'field.Media.alt_text': 'The alternative text in the request’s language (else the default language’s).',
  'field.Media.caption': 'The caption in the request’s language (else the default language’s).',
  'field.Media.title': 'The title.',
  'field.Media.filename': 'The name it was uploaded with.',
  'field.Media.mime_type': 'The type its bytes were recognised as.',
  'field.Media.author': 'The id of the user who uploaded it.',
  'field.Media.date_utc': 'When it was uploaded, UTC.',
  'field.Media.alt_texts': 'The alternative text in every language it has.',
  'field.Media.captions': 'The caption in every language it has.',
  'field.Media.used_by': 'How many events, venues and organizers the caller may read use it (single reads).',
  'field.Media.rest_url': 'The URL of the file in this API.',
  'field.List.media': 'The files on this page.',
  'field.Image.filesize': 'The size of the file in bytes (uploaded images only).',
  'field.Image.alt_text': 'The alternative text in the shown language (uploaded images only).',
  'param.colors':
    'The category\'s colours, as TEC\'s term meta: {"primary", "secondary", "text"} as #rgb or #rrggbb ("" for none) and "priority" (an integer: of an event\'s categories, the highest colours it). The keys sent change; null clears them all.',
  'schema.CategoryColors': "The colours of a category (TEC 6.14's term meta tec-events-cat-colors-*).",
  'field.Term.colors': "Categories only: the colours the calendar shows the category's events in.",
  'field.CategoryColors.primary':
    'The main colour (the background of the category\'s events), #rgb or #rrggbb; "" when not set.',
  'field.CategoryColors.secondary': 'The secondary colour (borders, accents); "" when not set.',
  'field.CategoryColors.text':
    'The colour of text over the main colour; "" when not set. Pages show it only when it keeps WCAG AA contrast (4.5:1) with the main colour, else black or white.',
  'field.CategoryColors.priority':
    "Of an event's categories, the one with the highest priority colours it; 0 by default.",
  'param.event_event_status':
    "Whether the event is still on: scheduled, cancelled, postponed, rescheduled or moved_online (TEC's canceled is taken too). On an occurrence it changes that date alone; with scope=all, every occurrence.",
  'param.event_status_reason':
    'Why the event is cancelled, postponed or moved, in the content language (other languages in translations); "" removes it in that language.',
  'param.previous_start_date':
    'The start the event had before it was rescheduled or postponed, as wall time in its time zone; "" or null removes it. When not sent, moving the start of a rescheduled or postponed event keeps the start it had (unless one is kept already), and setting event_status to scheduled removes it.',
  'param.event_attendance_mode':
    'How the event is attended: offline (in person, the default), online or mixed.',
  'param.online_url': 'Where to attend the event online (an http(s) URL); "" or null removes it.',
  'param.online_url_visible_before':
    'From how many minutes before the start visitors see online_url (0: at the start); null or "": at all times. Those who may edit the event always see it.',
  'param.event_languages':
    'The languages the event is held in (a play, a talk), not those of its texts: BCP 47 tags such as eu, gl or es-419, at most 10, as an array or a comma-separated list; [] or "" removes them.',
  'param.event_accessibility':
    'What the event offers for accessibility, keys of a fixed vocabulary: step_free_access, wheelchair_spaces, induction_loop, sign_language, subtitles (subtitles or surtitles), audio_description, relaxed_performance, quiet_room; [] or "" removes them.',
  'param.accessibility_note':
    'A note on the event\'s accessibility, in the content language (other languages in translations); "" removes it in that language.',
  'field.Event.event_status':
    'Whether the event is still on: scheduled, cancelled, postponed, rescheduled or moved_online. Lists show cancelled events unless event_status filters them out.',
  'field.Event.event_status_reason':
    'Why it is cancelled, postponed or moved, in the content language (else the default language\'s, else any); "" when none.',
  'field.Event.previous_start_date':
    'The start it had before it was rescheduled or postponed, as wall time in its time zone; null when none is kept.',
  'field.Event.attendance_mode':
    'How it is attended: offline, online or mixed (null for a password-protected event listed without its password).',
  'field.Event.online_url':
    'Where to attend online; null when there is none, or before the time it is shown from (online_url_visible_before) to those who may not edit the event.',
  'field.Event.online_url_visible_before':
    'From how many minutes before the start visitors see online_url; null: at all times.',
  'field.Event.event_languages':
    'The languages the event is held in, as BCP 47 tags (eu, gl-ES): not those of its texts.',
  'field.Event.accessibility':
    'What it offers for accessibility, keys of the fixed vocabulary (step_free_access, wheelchair_spaces, induction_loop, sign_language, subtitles, audio_description, relaxed_performance, quiet_room), in that order.',
  'field.Event.accessibility_note':
    'A note on its accessibility, in the content language (else the default language\'s, else any); "" when none.',
  'param.event_status':
    'Only events with one of these statuses: scheduled, cancelled, postponed, rescheduled, moved_online (a comma-separated list). Without it, lists show every status, cancelled events included.',
  'param.attendance_mode':
    'Only events attended in one of these ways: offline, online, mixed (a comma-separated list).',
  'param.event_language':
    'Only events held in one of these languages: BCP 47 tags, at most 10; gl matches gl and gl-ES (RFC 4647 basic filtering).',
  'param.accessibility':
    'Only events that offer one of these (keys of the accessibility vocabulary, a comma-separated list): step_free_access, wheelchair_spaces, induction_loop, sign_language, subtitles, audio_description, relaxed_performance, quiet_room.',
  'param.free':
    'Only events you can attend for free (true: the lowest amount of their cost is 0) or only those with a price (false: the lowest is above 0); events whose cost names no amount match neither.',
  'param.max_cost':
    'Only events you can attend for at most this amount (the lowest amount of their cost, free included), in the currency of their cost.',
  'param.weekday':
    "Only events that start on one of these days of the week, on their time zone's clock: monday, tuesday, wednesday, thursday, friday, saturday, sunday (a comma-separated list).",
  'param.time_of_day':
    "Only events that start in one of these parts of the day, on their time zone's clock: morning (06:00–11:59), afternoon (12:00–16:59), evening (17:00–20:59), night (21:00–05:59), or all_day events (a comma-separated list).",
  'field.JsonLd.previousStartDate':
    'The start it had before it was rescheduled or postponed (previous_start_date), in ISO 8601 with its offset.',
  'field.JsonLd.inLanguage':
    'The languages the event is held in (event_languages): a BCP 47 tag, or an array of them.',
  'field.JsonLd.accessibilityFeature':
    'The accessibility schema.org has a value for: signLanguage, captions (subtitles), audioDescription.',
  'field.JsonLd.additionalProperty':
    'The accessibility schema.org has no value for (step-free access, wheelchair spaces, induction loop, relaxed performance, quiet room) and the accessibility note, each a PropertyValue.',
  'path.revision': 'The numeric id of the revision.',
  'op.revisions.list': "List an event's revisions",
  'op.revisions.read': 'Read a revision',
  'op.revisions.restore': 'Restore a revision',
  'opd.revisions.list':
    'Every save of the event keeps a revision (at most 50, the oldest dropped), newest first. Only for whoever may edit the event: 404 if they may not read it, 403 if they may read it but not edit it.',
  'opd.revisions.read':
    'The event as a save left it: its texts in every language, dates, venue, organizers, terms, flags, status, the rule of a series, who saved it and when.',
  'opd.revisions.restore':
    'An update of the event like PATCH /events/{id} (rights, If-Match, Idempotency-Key, the change feed, webhooks, a new revision) that brings back what differs: texts of every language the revision has, dates, venue, organizers, categories, tags, flags, website, image and a series’ rule. The status, author, publication date and password stay as they are.',
  'res.revisions.list': 'A page of revisions, newest first.',
  'res.revisions.read': 'The revision.',
  'res.revisions.restore': 'The event after the restore.',
  'schema.EventRevision': 'An event as one save left it.',
  'schema.EventRevisionList': "A page of an event's revisions, newest first.",
  'field.List.revisions': 'The revisions on this page.',
  'field.EventRevision.id': 'The id of the revision.',
  'field.EventRevision.parent': 'The id of the event.',
  'field.EventRevision.author':
    'The id of the user who saved it, as a string; null for the state an event had before its first revision (an import’s).',
  'field.EventRevision.date': 'When it was saved, in the site time zone.',
  'field.EventRevision.date_utc': 'When it was saved, in UTC.',
  'field.EventRevision.modified': 'The same as date: a revision never changes.',
  'field.EventRevision.modified_utc': 'The same as date_utc.',
  'field.EventRevision.status': 'The status the event had.',
  'field.EventRevision.texts':
    'The title, description, excerpt, cost and slug in every language the event had.',
  'field.EventRevision.venue': 'The ids of its venues, in order.',
  'field.EventRevision.organizer': 'The ids of its organizers, in order.',
  'field.EventRevision.categories': 'The ids of its categories.',
  'field.EventRevision.tags': 'The ids of its tags.',
  'field.EventRevision.image': 'Its image: a media library id, a URL, or null.',
  'field.EventRevision.recurrence':
    "A series' template: its rule's lines (RRULE, RDATE, EXDATE); null otherwise.",
  'field.EventRevision.fact_texts':
    'The status reason and the accessibility note the event had in each language, by language code; absent from revisions kept before they existed.',
  'field.EventRevision.event_author': 'The id of the event’s author then, as a string.',
  'field.EventRevision.rest_url': 'The URL of the revision in this API.',
  'schema.EventRevisionRestore': 'A restore takes nothing but the language of its answer.',
  'param.search_languages':
    'Which texts search reads: shown (the default), the text each record shows in the content language; all, its text in any language (a search for "mercado" in English then finds an event titled "Mercado de invierno" in Spanish).',
  'op.submissions.list': 'List the submissions (the queue)',
  'op.submissions.create': 'Submit an event',
  'op.submissions.read': 'Read a submission',
  'op.submissions.update': 'Decide on a submission, or change it',
  'opd.submissions.list':
    'Editors and administrators: the queue, newest first, with each sender’s earlier submissions and how many were approved.',
  'opd.submissions.create':
    'An event’s fields and the sender’s; its event is pending whatever status is sent, and so are the venue and organizer it proposes. Anonymous senders (when the site allows them) also send Turnstile’s answer, the empty honeypot and the form’s signed start. Limits per client and per e-mail; a blocked e-mail or network is refused.',
  'opd.submissions.read':
    'Moderators, the signed-in sender, or whoever gives the private link’s token (no e-mail is shown to them).',
  'opd.submissions.update':
    'Moderators approve (with the event’s fields to change first), reject with a reason, or mark as spam (blocking the e-mail and the network); the sender edits while pending, or withdraws.',
  'res.submissions.list': 'A page of submissions.',
  'res.submissions.create': 'The submission, with its private link’s token (shown once).',
  'res.submissions.read': 'The submission.',
  'res.submissions.update': 'The submission after the action.',
  'param.submitter_name': 'The sender’s name.',
  'param.submitter_email': 'The sender’s e-mail: shown to moderators only, erased after the retention.',
  'param.image_alt_text':
    'The image’s alternative text (what it shows), required with the image_file part of a multipart body: a JPEG, PNG, GIF, WebP or AVIF file of at most 2 MB.',
  'param.terms_accepted': 'The site’s terms of submission are accepted (required when the site has terms).',
  'param.cf-turnstile-response': 'Cloudflare Turnstile’s answer (anonymous senders).',
  'param.nickname': 'Leave empty: a field people never see (anonymous senders).',
  'param.form_started': 'When the form was served, as the form signed it (anonymous senders).',
  'param.action': 'approve, reject, spam (moderators); edit, withdraw (the sender).',
  'param.reason': 'Why it was rejected, in words its sender reads.',
  'param.submission_token': 'The private link’s token (the sender without an account).',
  'param.merge_venue': 'Approve: the existing venue the proposed one is merged into.',
  'param.merge_organizer': 'Approve: the existing organizer the proposed one is merged into.',
  'param.submission_state': 'Only submissions in this state.',
  'param.setting_submissions_anonymous': 'Anonymous visitors may submit events.',
  'param.setting_submissions_terms':
    'The terms of submission a sender accepts, by language; null or {} for none.',
  'param.setting_submissions_retention_days':
    'Days after a decision the sender’s e-mail and hashes are kept.',
  'schema.Submission': 'An event sent in from outside, and what became of it.',
  'schema.SubmissionList': 'A page of the queue, newest first.',
  'schema.SubmissionCreate': 'An event’s fields and its sender’s.',
  'schema.SubmissionUpdate': 'An action on a submission, with the event’s fields it changes.',
  'field.Submission.reason': 'Why it was rejected.',
  'field.Submission.language': 'The language it was sent in (its mail is in it).',
  'field.Submission.submitter_name': 'The sender’s name (empty once erased).',
  'field.Submission.submitter_email': 'The sender’s e-mail (moderators; null once erased).',
  'field.Submission.earlier_submissions': 'The sender’s submissions before this one.',
  'field.Submission.accepted_submissions': 'How many of those were approved.',
  'field.Submission.created': 'When it was sent.',
  'field.Submission.decided': 'When it was decided (null while pending).',
  'field.Submission.event': 'The event it proposed.',
  'field.Submission.token': 'The private link’s token: shown once.',
  'field.Submission.private_url': 'The private link: its state, editing while pending, withdrawing.',
  'field.SubmissionList.submissions': 'The submissions on this page.',
  'field.SubmissionList.total': 'The number of submissions.',
  'field.SubmissionList.total_pages': 'The number of pages.',
  'field.Settings.submissions_anonymous': 'Whether anonymous visitors may submit events.',
  'field.Settings.submissions_terms': 'The terms of submission by language.',
  'param.setting_submissions_trusted_publish':
    'Submitter accounts with 3 approved submissions and none marked as spam publish directly.',
  'param.setting_submissions_author_categories':
    'Authors who moderate submissions, by user id, with the category ids they moderate: an author sees and decides the submissions whose categories are all among theirs.',
  'field.Settings.submissions_author_categories':
    'The authors who moderate submissions of their categories (user id → category ids).',
  'field.Settings.submissions_trusted_publish': 'Whether trusted submitter accounts publish directly.',
  'field.Settings.submissions_retention_days': 'Days the sender’s data is kept after a decision.',
};

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
