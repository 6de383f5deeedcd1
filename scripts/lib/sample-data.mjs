/**
 * Builds the sample data set as SQL: venues and organizers around the Basque Country, nested event
 * categories and tags in five languages, and ~235 events placed relative to `today` (about 205 in the
 * coming 23 months and 30 in the past year), deterministic for a given day.
 *
 * Password-protected events (the Gaztelubide members' dinners) all use the password 'gaztelubide';
 * `password_hash` is the lowercase hex SHA-256 of `${id}:gaztelubide`, as src/events/writes.ts does.
 *
 * Pure: no I/O. `buildSampleSql({ today })` returns the SQL text; `buildSample` also returns counts.
 */
import { createHash } from 'node:crypto';
import { BUMP_GENERATION, insertStatements, RECOUNT_TERMS } from '../../tooling/sql.mjs';
import { createRandom } from './random.mjs';
import {
  ANNUAL,
  CATEGORIES,
  FREE_COST,
  IMAGES,
  ORGANIZERS,
  PHRASES,
  SPECIAL_TEMPLATES,
  TAGS,
  TEMPLATES,
  VENUES,
} from './sample-content.mjs';
import { createSlugRegistry } from './slug.mjs';
import { formatUtc, fromDayNumber, localDayNumber, wallAt, weekday, zonedWallToUtc } from './time.mjs';

export const SAMPLE_PASSWORD = 'gaztelubide';
export const SITE_TIMEZONE = 'Europe/Madrid';
const AUTHOR_ID = 1;
const SEED = 0x7ec2026;

const UPCOMING_TARGET = 205;
const PAST_TARGET = 30;
/** Upcoming events start within this many days, so they fall inside the API's default 24-month window. */
const HORIZON_DAYS = 690;
/** How many events are placed within the next SOON_DAYS days. */
const SOON_COUNT = 6;
const SOON_DAYS = 14;

const COUNTS = {
  draft: 10,
  pending: 5,
  private: 3,
  hidden: 8,
  featured: 20,
  ticketed: 25,
  images: 10,
  imageUrls: 15,
  sticky: 2,
};

/** Tables the seed fills (and `--force` empties), children first. */
export const CONTENT_TABLES = [
  'event_terms',
  'event_links',
  'post_texts',
  'term_texts',
  'posts',
  'terms',
  'images',
];

const fill = (text, values) => text.replace(/\{(\w+)\}/g, (all, key) => values[key] ?? all);
const pickText = (texts, lang) => texts?.[lang] ?? texts?.es ?? '';
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

function costText(spec, lang) {
  if (spec === 'free') return FREE_COST[lang];
  if (spec === '' || spec === undefined) return '';
  const num = (n) => {
    if (Number.isInteger(n)) return String(n);
    return lang === 'en' ? n.toFixed(2) : n.toFixed(2).replace('.', ',');
  };
  if (Array.isArray(spec)) {
    return lang === 'en' ? `€${num(spec[0])} - €${num(spec[1])}` : `${num(spec[0])} - ${num(spec[1])} €`;
  }
  return lang === 'en' ? `€${num(spec)}` : `${num(spec)} €`;
}

const hasPrice = (spec) => spec !== 'free' && spec !== '' && spec !== undefined;

export function buildSample({ today = new Date() } = {}) {
  const rnd = createRandom(SEED);
  const day0 = localDayNumber(today, SITE_TIMEZONE);
  const nowUtc = formatUtc(today.getTime());
  const slugOf = createSlugRegistry();

  /** A UTC wall `daysAgo` days before today at a random office hour, never later than now. */
  const utcDaysAgo = (daysAgo) => {
    const wall = wallAt(
      day0 - daysAgo,
      `${String(rnd.int(7, 19)).padStart(2, '0')}:${String(rnd.int(0, 59)).padStart(2, '0')}`,
    );
    return wall < nowUtc ? wall : formatUtc(today.getTime() - 3_600_000);
  };

  // -------------------------------------------------------------------------------------------
  // Ids: users 1; images 1..; terms 1..; posts: venues, then organizers, then events.
  const images = IMAGES.map((img, i) => {
    const base = `https://images.example.org/events/${img.file}`;
    const size = (w, h) => ({ width: w, height: h, 'mime-type': 'image/jpeg', url: `${base}-${w}x${h}.jpg` });
    return {
      id: i + 1,
      key: img.key,
      url: `${base}.jpg`,
      width: img.width,
      height: img.height,
      sizes: JSON.stringify({
        thumbnail: size(150, 150),
        medium: size(300, 200),
        large: size(1024, Math.round((1024 * img.height) / img.width)),
      }),
      created_utc: utcDaysAgo(400 + i),
    };
  });
  const imageIdOf = Object.fromEntries(images.map((img) => [img.key, img.id]));

  const terms = [];
  const termTexts = [];
  const termIdOf = { tribe_events_cat: {}, post_tag: {} };
  for (const [taxonomy, list] of [
    ['tribe_events_cat', CATEGORIES],
    ['post_tag', TAGS],
  ]) {
    for (const term of list) {
      const id = terms.length + 1;
      termIdOf[taxonomy][term.key] = id;
      terms.push({ id, taxonomy, parent_id: term.parent ? termIdOf[taxonomy][term.parent] : 0, count: 0 });
      for (const [lang, name] of Object.entries(term.name)) {
        termTexts.push({
          id: termTexts.length + 1,
          term_id: id,
          taxonomy,
          lang,
          name,
          slug: slugOf(`${taxonomy}:${lang}`, name, `term-${id}`),
          description: term.description?.[lang] ?? '',
        });
      }
    }
  }
  const catId = (key) => termIdOf.tribe_events_cat[key];
  const tagId = (key) => termIdOf.post_tag[key];
  for (const key of [...ANNUAL, ...TEMPLATES, ...Object.values(SPECIAL_TEMPLATES)].flatMap((t) => t.cats)) {
    if (!catId(key)) throw new Error(`Unknown category ${key}`);
  }

  const posts = [];
  const postTexts = [];
  const basePost = {
    author_id: AUTHOR_ID,
    status: 'publish',
    password_hash: null,
    image_id: null,
    image_url: null,
    website: '',
    phone: '',
    show_map: 0,
    show_map_link: 0,
    timezone: null,
    start_local: null,
    end_local: null,
    start_utc: null,
    end_utc: null,
    all_day: 0,
    hide_from_listings: 0,
    sticky: 0,
    featured: 0,
    ticketed: 0,
    post_parent: 0,
    country: '',
    province: '',
    state: '',
    zip: '',
    stateprovince: '',
    geo_lat: null,
    geo_lng: null,
    email: '',
  };
  const baseText = { description: '', excerpt: '', cost: '', address: '', city: '' };
  const addText = (post, lang, fields) =>
    postTexts.push({
      id: postTexts.length + 1,
      post_id: post.id,
      kind: post.kind,
      lang,
      ...baseText,
      ...fields,
      slug: slugOf(`${post.kind}:${lang}`, fields.title, `${post.kind}-${post.id}`),
    });
  const published = () => {
    const ago = rnd.int(420, 720);
    const publishedUtc = utcDaysAgo(ago);
    return {
      published_utc: publishedUtc,
      modified_utc: rnd.chance(0.5) ? publishedUtc : utcDaysAgo(rnd.int(5, ago - 1)),
    };
  };

  const venueOf = {};
  for (const v of VENUES) {
    const post = {
      ...basePost,
      id: posts.length + 1,
      kind: 'venue',
      ...published(),
      website: v.website ?? '',
      phone: v.phone ?? '',
      show_map: 1,
      show_map_link: 1,
      country: v.country ?? 'ES',
      province: v.province,
      zip: v.zip,
      stateprovince: v.province,
      geo_lat: v.lat,
      geo_lng: v.lng,
    };
    posts.push(post);
    venueOf[v.key] = { ...v, id: post.id };
    for (const lang of Object.keys(v.name)) {
      addText(post, lang, {
        title: v.name[lang],
        description: v.description?.[lang] ?? '',
        address: v.address[lang] ?? v.address.es,
        city: v.city[lang] ?? v.city.es,
      });
    }
  }
  const organizerOf = {};
  for (const o of ORGANIZERS) {
    const post = {
      ...basePost,
      id: posts.length + 1,
      kind: 'organizer',
      ...published(),
      website: o.website,
      phone: o.phone,
      email: o.email,
    };
    posts.push(post);
    organizerOf[o.key] = { ...o, id: post.id };
    for (const lang of Object.keys(o.name)) {
      addText(post, lang, { title: o.name[lang], description: o.description?.[lang] ?? '' });
    }
  }
  const firstEventId = posts.length + 1;

  // -------------------------------------------------------------------------------------------
  // Events as plans (dates, references, texts source); ids are given once all are known.
  const plans = [];
  const isUpcoming = (p) => p.startDay > day0;

  function schedule(plan, startDay, { start, minutes, days, end, allDay }) {
    plan.startDay = startDay;
    plan.allDay = Boolean(allDay);
    if (allDay) {
      plan.startLocal = wallAt(startDay, '00:00');
      plan.endLocal = wallAt(startDay + (days ?? 0), '23:59:59');
    } else {
      plan.startLocal = wallAt(startDay, start);
      plan.endLocal = days !== undefined ? wallAt(startDay + days, end) : wallAt(startDay, start, minutes);
    }
    const tz = plan.timezone;
    plan.startUtc = zonedWallToUtc(plan.startLocal, tz);
    plan.endUtc = zonedWallToUtc(plan.endLocal, tz);
    return plan;
  }

  // Yearly events on their dates, with their sub-events.
  const { year: year0 } = fromDayNumber(day0);
  for (const spec of ANNUAL) {
    const occurrences = [];
    for (let year = year0 - 1; year <= year0 + 2; year++) {
      const days = spec.occurrences ? spec.occurrences(year) : [spec.date(year)];
      for (const [index, day] of days.entries()) occurrences.push({ year, day, index });
    }
    const upcoming = occurrences.filter((o) => o.day > day0 && o.day <= day0 + HORIZON_DAYS);
    const past = spec.past ? occurrences.filter((o) => o.day < day0 && o.day >= day0 - 365).slice(-1) : [];
    let variantCursor = 0;
    for (const occ of [...past, ...upcoming]) {
      const parent = schedule(
        {
          source: spec,
          annual: true,
          values: {
            year: String(occ.year),
            a: spec.variants ? spec.variants[occ.index % spec.variants.length] : '',
          },
          timezone: SITE_TIMEZONE,
          cats: spec.cats,
          tags: spec.tags,
          venues: spec.venues,
          orgs: spec.orgs,
          cost: spec.cost[0],
          ticketed: Boolean(spec.ticketed),
          featured: Boolean(spec.featured),
          sticky: Boolean(spec.sticky),
          imageKey: spec.imageKey,
          onlyLang: spec.onlyLang,
          five: spec.five,
        },
        occ.day,
        spec,
      );
      plans.push(parent);
      if (occ.day < day0) continue;
      for (const child of spec.children ?? []) {
        const part = child.part ? spec.parts[child.part] : {};
        const variant =
          child.variant !== undefined ? spec.variants[variantCursor++ % spec.variants.length] : '';
        plans.push(
          schedule(
            {
              source: {
                title: child.title ?? part.title,
                excerpt: child.excerpt ?? spec.childExcerpt,
                body: child.body ?? spec.childBody ?? child.excerpt,
              },
              annual: true,
              parent,
              values: { year: String(occ.year), a: variant },
              timezone: SITE_TIMEZONE,
              cats: spec.cats,
              tags: child.tags ?? part.tags ?? spec.tags,
              venues: child.venues ?? part.venues ?? spec.venues,
              orgs: child.orgs ?? spec.orgs,
              cost: (child.cost ?? part.cost ?? spec.cost)[0],
              ticketed: Boolean(child.ticketed ?? part.ticketed),
              hide: Boolean(child.hide),
              five: spec.five,
            },
            occ.day + child.offset,
            { start: child.start, minutes: child.minutes },
          ),
        );
      }
    }
  }

  // Events from templates, on random days that suit them.
  const variantCursor = new Map();
  function fromTemplate(tpl, when) {
    let day;
    for (let attempt = 0; attempt < 500; attempt++) {
      const candidate =
        when === 'past'
          ? day0 - rnd.int(2, 360)
          : day0 + rnd.int(1, when === 'soon' ? SOON_DAYS : HORIZON_DAYS);
      const { month } = fromDayNumber(candidate);
      if (tpl.weekdays && !tpl.weekdays.includes(weekday(candidate))) continue;
      if (tpl.months && !tpl.months.includes(month) && when !== 'soon') continue;
      day = candidate;
      break;
    }
    if (day === undefined) throw new Error(`No day found for ${tpl.key}`);
    const cursor = variantCursor.get(tpl.key) ?? rnd.int(0, 10);
    variantCursor.set(tpl.key, cursor + 1);
    const variant = tpl.variants ? tpl.variants[cursor % tpl.variants.length] : '';
    const v = variant && typeof variant === 'object' && 'a' in variant ? variant : { a: variant };
    const candidates = v.venue ? [v.venue] : tpl.venues;
    const orgCount = Math.min(tpl.orgs.length, rnd.pick([0, 1, 1, 1, 1, 1, 2, 2, 3]));
    const cost = v.cost ?? rnd.pick(tpl.cost);
    const tags = (v.tags ?? tpl.tags).filter(() => rnd.chance(0.8));
    if (cost === 'free' && !tags.includes('gratis') && rnd.chance(0.5)) tags.push('gratis');
    return schedule(
      {
        source: tpl,
        template: true,
        values: { a: v.a },
        timezone: tpl.timezone ?? SITE_TIMEZONE,
        cats: v.cats ?? tpl.cats,
        tags: tags.slice(0, 3),
        venues: candidates.length > 0 ? [rnd.pick(candidates)] : [],
        venueCandidates: candidates,
        orgs: rnd.shuffle(tpl.orgs).slice(0, orgCount),
        cost,
        ticketed: hasPrice(cost) && rnd.chance(tpl.ticketedChance ?? 0.15),
        featured: rnd.chance(tpl.featuredChance ?? 0),
        imageKey: tpl.imageKey,
        five: tpl.five,
        preferLang: tpl.preferLang,
      },
      day,
      { start: tpl.times ? rnd.pick(tpl.times) : '00:00', minutes: tpl.minutes, allDay: tpl.allDay },
    );
  }

  const dinners = [
    ...Array.from({ length: 4 }, () => fromTemplate(SPECIAL_TEMPLATES.societyDinner, 'upcoming')),
    fromTemplate(SPECIAL_TEMPLATES.societyDinner, 'past'),
  ];
  for (const dinner of dinners) dinner.password = SAMPLE_PASSWORD;
  plans.push(...dinners);
  for (let i = 0; i < 3; i++) plans.push(fromTemplate(SPECIAL_TEMPLATES.online, 'upcoming'));
  for (let i = 0; i < 2; i++) plans.push(fromTemplate(SPECIAL_TEMPLATES.canary, 'upcoming'));

  const fillUp = (when, target, budgetOf) => {
    const budget = new Map(TEMPLATES.map((t) => [t.key, budgetOf(t)]));
    const count = () => plans.filter((p) => (when === 'past' ? !isUpcoming(p) : isUpcoming(p))).length;
    while (count() < target) {
      const open = TEMPLATES.filter((t) => budget.get(t.key) > 0);
      if (open.length === 0) break;
      for (const tpl of open) {
        if (count() >= target) break;
        budget.set(tpl.key, budget.get(tpl.key) - 1);
        plans.push(fromTemplate(tpl, when));
      }
    }
  };
  // A few events in the coming days, whatever the season, so the first page is never far away.
  for (const tpl of rnd.shuffle(TEMPLATES.filter((t) => !t.months && !t.allDay)).slice(0, SOON_COUNT)) {
    plans.push(fromTemplate(tpl, 'soon'));
  }
  fillUp('upcoming', UPCOMING_TARGET, (t) => t.weight * 2);
  fillUp('past', PAST_TARGET, (t) => t.past * 2);

  // -------------------------------------------------------------------------------------------
  // Flags, chosen among the template events so the festivals stay public.
  const templated = rnd.shuffle(plans.filter((p) => p.template && !p.password && isUpcoming(p)));
  const statusQueue = [...templated];
  for (const [status, n] of [
    ['draft', COUNTS.draft],
    ['pending', COUNTS.pending],
    ['private', COUNTS.private],
  ]) {
    for (const plan of statusQueue.splice(0, n)) plan.status = status;
  }
  const publicTemplated = statusQueue;
  let hidden = plans.filter((p) => p.hide).length;
  for (const plan of publicTemplated) {
    if (hidden >= COUNTS.hidden) break;
    if (plan.featured || plan.venues.length === 0) continue;
    plan.hide = true;
    hidden++;
  }
  let featured = plans.filter((p) => p.featured).length;
  for (const plan of rnd.shuffle(publicTemplated)) {
    if (featured >= COUNTS.featured) break;
    if (plan.featured || plan.hide) continue;
    plan.featured = true;
    featured++;
  }
  // Ticketed: trim or top up among the events that have a price.
  const priced = plans.filter((p) => hasPrice(p.cost) && !p.password);
  let ticketed = plans.filter((p) => p.ticketed);
  for (const plan of rnd.shuffle(ticketed).slice(0, Math.max(0, ticketed.length - COUNTS.ticketed))) {
    plan.ticketed = false;
  }
  ticketed = plans.filter((p) => p.ticketed);
  for (const plan of rnd
    .shuffle(priced.filter((p) => !p.ticketed))
    .slice(0, Math.max(0, COUNTS.ticketed - ticketed.length))) {
    plan.ticketed = true;
  }
  // A few events at two venues.
  let doubled = 0;
  for (const plan of publicTemplated) {
    if (doubled >= 3) break;
    const other = plan.venueCandidates?.find((key) => !plan.venues.includes(key));
    if (!other || plan.venues.length !== 1) continue;
    plan.venues = [...plan.venues, other];
    doubled++;
  }

  // Languages: one language only for ~20 events, all five for the five-language sources, else es/eu/en.
  const singles = { es: 10, eu: 10 };
  for (const plan of plans) {
    if (plan.onlyLang) {
      plan.langs = [plan.onlyLang];
      singles[plan.onlyLang]--;
    }
  }
  for (const plan of rnd.shuffle(plans.filter((p) => p.template && !p.five && !p.password))) {
    const lang =
      plan.preferLang === 'eu' && singles.eu > 0
        ? 'eu'
        : singles.es > 0
          ? 'es'
          : singles.eu > 0
            ? 'eu'
            : null;
    if (!lang) break;
    if (plan.preferLang !== 'eu' && lang === 'eu' && rnd.chance(0.5)) continue;
    plan.langs = [lang];
    singles[lang]--;
  }
  for (const plan of plans) {
    if (plan.langs) continue;
    if (plan.five) plan.langs = ['es', 'eu', 'en', 'ca', 'gl'];
    else if (plan.template && rnd.chance(0.1)) plan.langs = ['es', 'eu'];
    else plan.langs = ['es', 'eu', 'en'];
  }

  // Publication dates, then ids in publication order (as WordPress would have given them).
  for (const plan of plans) {
    if (plan.parent) continue;
    const maxAgo = isUpcoming(plan) ? rnd.int(3, 150) : day0 - plan.startDay + rnd.int(10, 90);
    plan.published_utc = utcDaysAgo(maxAgo);
    const modifiedAgo = Math.max(1, Math.min(maxAgo, rnd.chance(0.4) ? maxAgo : rnd.int(1, maxAgo)));
    plan.modified_utc = modifiedAgo >= maxAgo ? plan.published_utc : utcDaysAgo(modifiedAgo);
  }
  for (const plan of plans) {
    if (!plan.parent) continue;
    plan.published_utc = plan.parent.published_utc;
    plan.modified_utc = plan.parent.modified_utc;
  }
  const order = plans
    .map((plan, index) => ({ plan, index }))
    .sort((a, b) => a.plan.published_utc.localeCompare(b.plan.published_utc) || a.index - b.index);
  order.forEach(({ plan }, i) => {
    plan.id = firstEventId + i;
  });

  // Images: ~10 events get a stored image (by theme), ~15 others an image URL.
  const perImage = new Map();
  let withImage = 0;
  for (const { plan } of order) {
    if (withImage >= COUNTS.images) break;
    if (!plan.imageKey || (perImage.get(plan.imageKey) ?? 0) >= 2 || plan.password) continue;
    plan.image_id = imageIdOf[plan.imageKey];
    perImage.set(plan.imageKey, (perImage.get(plan.imageKey) ?? 0) + 1);
    withImage++;
  }

  // -------------------------------------------------------------------------------------------
  // Rows for events.
  const eventLinks = [];
  const eventTerms = [];
  const sticky = [];
  for (const plan of plans) {
    if (plan.sticky && isUpcoming(plan) && !sticky.some((p) => p.source === plan.source)) sticky.push(plan);
  }
  for (const { plan } of order) {
    const firstVenue = plan.venues[0] ? venueOf[plan.venues[0]] : null;
    const firstOrg = plan.orgs[0] ? organizerOf[plan.orgs[0]] : null;
    const hasVenue = plan.venues.length > 0;
    const website =
      plan.annual && !plan.parent
        ? (firstOrg?.website ?? '')
        : rnd.chance(0.3)
          ? (firstOrg?.website ?? firstVenue?.website ?? '')
          : '';
    const post = {
      ...basePost,
      id: plan.id,
      kind: 'event',
      status: plan.status ?? 'publish',
      published_utc: plan.published_utc,
      modified_utc: plan.modified_utc,
      password_hash: plan.password ? sha256(`${plan.id}:${plan.password}`) : null,
      image_id: plan.image_id ?? null,
      website,
      show_map: hasVenue && rnd.chance(0.75) ? 1 : 0,
      show_map_link: hasVenue && rnd.chance(0.6) ? 1 : 0,
      timezone: plan.timezone,
      start_local: plan.startLocal,
      end_local: plan.endLocal,
      start_utc: plan.startUtc,
      end_utc: plan.endUtc,
      all_day: plan.allDay ? 1 : 0,
      hide_from_listings: plan.hide ? 1 : 0,
      sticky: sticky.includes(plan) ? 1 : 0,
      featured: plan.featured ? 1 : 0,
      ticketed: plan.ticketed ? 1 : 0,
      post_parent: plan.parent ? plan.parent.id : 0,
    };
    posts.push(post);

    const time = plan.startLocal.slice(11, 16);
    for (const lang of plan.langs) {
      const values = { ...plan.values };
      if (values.a && typeof values.a === 'object') values.a = pickText(values.a, lang);
      const title = fill(pickText(plan.source.title, lang), values);
      const cost = costText(plan.cost, lang);
      const practical = [plan.allDay ? PHRASES.allDay[lang] : fill(PHRASES.starts[lang], { t: time })];
      if (firstVenue) {
        practical.push(
          fill(PHRASES.venue[lang], {
            v: pickText(firstVenue.name, lang),
            c: pickText(firstVenue.city, lang),
          }),
        );
      }
      if (plan.cost === 'free') practical.push(PHRASES.free[lang]);
      else if (cost) practical.push(fill(PHRASES.price[lang], { p: cost }));
      if (plan.ticketed) practical.push(PHRASES.tickets[lang]);
      const body = fill(pickText(plan.source.body ?? plan.source.excerpt, lang), values);
      addText(post, lang, {
        title,
        description: `<p>${body}</p>\n<p>${practical.join(' ')}</p>`,
        excerpt: fill(pickText(plan.source.excerpt, lang), values),
        cost,
      });
    }

    for (const [position, key] of plan.venues.entries()) {
      eventLinks.push({ event_id: plan.id, post_id: venueOf[key].id, role: 'venue', position });
    }
    for (const [position, key] of plan.orgs.entries()) {
      eventLinks.push({ event_id: plan.id, post_id: organizerOf[key].id, role: 'organizer', position });
    }
    for (const [position, key] of [...new Set(plan.cats)].entries()) {
      eventTerms.push({ event_id: plan.id, term_id: catId(key), position });
    }
    for (const [position, key] of [...new Set(plan.tags)].entries()) {
      eventTerms.push({ event_id: plan.id, term_id: tagId(key), position });
    }
  }

  // Image URLs (no stored image) for a few more events.
  const withoutImage = posts.filter((p) => p.kind === 'event' && !p.image_id && !p.password_hash);
  for (const post of rnd.shuffle(withoutImage).slice(0, COUNTS.imageUrls)) {
    const slug = postTexts.find((t) => t.post_id === post.id)?.slug ?? `event-${post.id}`;
    post.image_url = `https://images.example.org/events/${slug}.jpg`;
  }

  // -------------------------------------------------------------------------------------------
  const events = posts.filter((p) => p.kind === 'event');
  const counts = {
    venues: posts.filter((p) => p.kind === 'venue').length,
    organizers: posts.filter((p) => p.kind === 'organizer').length,
    events: events.length,
    upcoming: events.filter((e) => e.start_utc > nowUtc).length,
    past: events.filter((e) => e.start_utc <= nowUtc).length,
    postTexts: postTexts.length,
    categories: terms.filter((t) => t.taxonomy === 'tribe_events_cat').length,
    tags: terms.filter((t) => t.taxonomy === 'post_tag').length,
    termTexts: termTexts.length,
    eventLinks: eventLinks.length,
    eventTerms: eventTerms.length,
    images: images.length,
    allDay: events.filter((e) => e.all_day).length,
    multiDay: events.filter(
      (e) => !e.all_day && Date.parse(`${e.end_utc}Z`) - Date.parse(`${e.start_utc}Z`) > 86_400_000,
    ).length,
    featured: events.filter((e) => e.featured).length,
    hidden: events.filter((e) => e.hide_from_listings).length,
    ticketed: events.filter((e) => e.ticketed).length,
    passwordProtected: events.filter((e) => e.password_hash).length,
    withImageId: events.filter((e) => e.image_id).length,
    withImageUrl: events.filter((e) => e.image_url).length,
    withParent: events.filter((e) => e.post_parent).length,
    statuses: Object.fromEntries(
      ['publish', 'draft', 'pending', 'private'].map((s) => [s, events.filter((e) => e.status === s).length]),
    ),
    timezones: Object.fromEntries(
      [...new Set(events.map((e) => e.timezone))].map((tz) => [
        tz,
        events.filter((e) => e.timezone === tz).length,
      ]),
    ),
    languages: {
      five: events.filter((e) => postTexts.filter((t) => t.post_id === e.id).length === 5).length,
      one: events.filter((e) => postTexts.filter((t) => t.post_id === e.id).length === 1).length,
    },
    maxPostId: posts.length,
  };

  const postColumns = ['id', 'kind', 'published_utc', 'modified_utc', ...Object.keys(basePost)];
  const sql = [
    `-- Sample data for The Events Calendar API on D1, generated for ${fromDayNumber(day0).year}-${String(fromDayNumber(day0).month).padStart(2, '0')}-${String(fromDayNumber(day0).day).padStart(2, '0')} (${SITE_TIMEZONE}).`,
    `-- Password-protected events use the password '${SAMPLE_PASSWORD}' (password_hash = sha256("{id}:${SAMPLE_PASSWORD}")).`,
    "INSERT OR IGNORE INTO users (id, login, role) VALUES (1, 'admin', 'administrator');",
    "INSERT OR IGNORE INTO counters (name, value) VALUES ('generation', 0);",
    ...insertStatements('images', ['id', 'url', 'width', 'height', 'sizes', 'created_utc'], images),
    ...insertStatements('terms', ['id', 'taxonomy', 'parent_id', 'count'], terms),
    ...insertStatements(
      'term_texts',
      ['id', 'term_id', 'taxonomy', 'lang', 'name', 'slug', 'description'],
      termTexts,
    ),
    ...insertStatements('posts', postColumns, posts),
    ...insertStatements(
      'post_texts',
      ['id', 'post_id', 'kind', 'lang', 'title', 'slug', 'description', 'excerpt', 'cost', 'address', 'city'],
      postTexts,
    ),
    ...insertStatements('event_links', ['event_id', 'post_id', 'role', 'position'], eventLinks),
    ...insertStatements('event_terms', ['event_id', 'term_id', 'position'], eventTerms),
    RECOUNT_TERMS,
    BUMP_GENERATION,
  ].join('\n');

  // What other sample sets (scripts/lib/sample-series.mjs) link to.
  const ids = {
    nextPostId: posts.length + 1,
    venues: Object.fromEntries(Object.entries(venueOf).map(([key, v]) => [key, v.id])),
    categories: { ...termIdOf.tribe_events_cat },
    nowUtc,
  };
  return { sql: `${sql}\n`, counts, ids };
}

/** The sample data as SQL statements (one string), for the local day of `today`. */
export function buildSampleSql({ today = new Date() } = {}) {
  return buildSample({ today }).sql;
}

/** Statements that empty the content tables (not users, api_keys or counters). */
export function deleteContentSql() {
  return `${CONTENT_TABLES.map((table) => `DELETE FROM ${table};`).join('\n')}\n`;
}
