/**
 * Sample series (docs/series.md), placed relative to `today`: a weekly yoga class across the next
 * October DST change (one session edited on its own), a market on the last Friday of every month
 * (endless, one date cancelled), and a daily festival week. Occurrences are expanded by the API's own
 * engine (src/lib/recurrence, loaded through tsx), so the sample data is what the API would write.
 */
import { tsImport } from 'tsx/esm/api';
import { insertStatements, RECOUNT_TERMS } from '../../tooling/sql.mjs';

const load = (path) => tsImport(path, import.meta.url);

const TZ = 'Europe/Madrid';
const AUTHOR_ID = 1;

/** The series: texts per language, the rule, venue and category keys, and what to edit. */
const SERIES = [
  {
    key: 'yoga',
    title: {
      es: 'Yoga en el parque',
      eu: 'Yoga parkean',
      en: 'Yoga in the park',
      ca: 'Ioga al parc',
      gl: 'Ioga no parque',
    },
    excerpt: {
      es: 'Clase abierta de yoga para todos los niveles, cada martes.',
      eu: 'Maila guztietarako yoga klase irekia, astearte guztietan.',
      en: 'An open yoga class for every level, every Tuesday.',
      ca: 'Classe oberta de ioga per a tots els nivells, cada dimarts.',
      gl: 'Clase aberta de ioga para todos os niveis, cada martes.',
    },
    time: ['19:00', '20:30'],
    venue: 'tabakalera',
    category: 'deporte',
    cost: 'Gratis',
    /** Five weeks before the last Sunday of October, twelve sessions. */
    start: (day) => lastSundayOfOctober(day) - 26,
    rule: 'RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=12',
    edited: {
      index: 6,
      title: {
        es: 'Yoga en el parque: sesión con invitada',
        eu: 'Yoga parkean: saio berezia gonbidatuarekin',
        en: 'Yoga in the park: session with a guest teacher',
      },
    },
  },
  {
    key: 'azoka',
    title: {
      es: 'Mercado de productores',
      eu: 'Ekoizleen azoka',
      en: "Producers' market",
    },
    excerpt: {
      es: 'Productores locales de la comarca, el último viernes de cada mes.',
      eu: 'Eskualdeko tokiko ekoizleak, hilabete bakoitzeko azken ostiralean.',
      en: 'Local producers, on the last Friday of every month.',
    },
    time: ['10:00', '14:00'],
    venue: 'plaza-castillo',
    category: 'gastro',
    start: (day, civil) => lastFriday(civil(day + 1)),
    rule: 'RRULE:FREQ=MONTHLY;BYDAY=-1FR',
    cancelled: 2,
  },
  {
    key: 'festival',
    title: {
      es: 'Semana grande: conciertos en la plaza',
      eu: 'Aste Nagusia: kontzertuak plazan',
      en: 'Big Week: concerts in the square',
      ca: 'Setmana gran: concerts a la plaça',
      gl: 'Semana grande: concertos na praza',
    },
    excerpt: {
      es: 'Un concierto cada noche durante la semana grande.',
      eu: 'Kontzertu bat gau bakoitzean Aste Nagusian.',
      en: 'A concert every night of the Big Week.',
    },
    time: ['21:30', '23:30'],
    venue: 'virgen-blanca',
    category: 'fiestas',
    cost: 'Gratis',
    start: (day) => day + 40,
    rule: 'RRULE:FREQ=DAILY;COUNT=7',
  },
];

const MS_PER_DAY = 86_400_000;
const isoOf = (day) => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
const dayOf = (iso) => Date.parse(`${iso}T00:00:00Z`) / MS_PER_DAY;

/** The day number of the last Sunday of the October after `day`. */
function lastSundayOfOctober(day) {
  let year = Number(isoOf(day).slice(0, 4));
  for (;;) {
    let d = dayOf(`${year}-10-31`);
    while (new Date(d * MS_PER_DAY).getUTCDay() !== 0) d -= 1;
    if (d - 26 > day) return d;
    year += 1;
  }
}

/** The last Friday of the month of `date` (a civil date), as a day number. */
function lastFriday({ year, month }) {
  let d = dayOf(new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10));
  while (new Date(d * MS_PER_DAY).getUTCDay() !== 5) d -= 1;
  return d;
}

const slugOf = (title) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The SQL of the sample series, for ids after `firstId` (posts), with the venue and category ids of the
 * rest of the sample data.
 */
export async function buildSampleSeries({ today, firstId, venueIds, categoryIds, nowUtc }) {
  const { parseRecurrence, formatRecurrence } = await load('../../src/lib/recurrence/parse.ts');
  const { expandRecurrence } = await load('../../src/lib/recurrence/expand.ts');
  const { formatUtcWall, utcToZonedWall, zonedWallToUtc, addMonthsToWall } =
    await load('../../src/lib/dates.ts');
  const day0 = dayOf(utcToZonedWall(today, TZ).slice(0, 10));
  const civil = (day) => ({ year: Number(isoOf(day).slice(0, 4)), month: Number(isoOf(day).slice(5, 7)) });
  const horizon = zonedWallToUtc(addMonthsToWall(formatUtcWall(today), 24), 'UTC');

  let nextId = firstId;
  const posts = [];
  const texts = [];
  const links = [];
  const terms = [];
  const rules = [];
  const base = {
    author_id: AUTHOR_ID,
    status: 'publish',
    published_utc: nowUtc,
    modified_utc: nowUtc,
    timezone: TZ,
  };

  for (const series of SERIES) {
    const startDay = series.start(day0, civil);
    const startWall = `${isoOf(startDay)} ${series.time[0]}:00`;
    const start = { wall: startWall, timezone: TZ, allDay: false };
    const startUtc = zonedWallToUtc(startWall, TZ);
    const durationMs =
      zonedWallToUtc(`${isoOf(startDay)} ${series.time[1]}:00`, TZ).getTime() - startUtc.getTime();
    let recurrence = parseRecurrence([series.rule], start);
    const expansion = expandRecurrence(recurrence, start, { horizon });
    const cancelled = series.cancelled === undefined ? undefined : expansion.instances[series.cancelled];
    if (cancelled) recurrence = { ...recurrence, exdates: [cancelled.rid] };
    const endless = !recurrence.rule.count && !recurrence.rule.until;

    const templateId = nextId++;
    const datesOf = (instant) => {
      const end = new Date(instant.getTime() + durationMs);
      return {
        start_local: utcToZonedWall(instant, TZ),
        end_local: utcToZonedWall(end, TZ),
        start_utc: formatUtcWall(instant),
        end_utc: formatUtcWall(end),
      };
    };
    posts.push({
      ...base,
      id: templateId,
      kind: 'series',
      series_id: templateId,
      content_id: templateId,
      recurrence_id: null,
      ...datesOf(startUtc),
    });
    const addTexts = (postId, title, suffix = '') => {
      for (const [lang, text] of Object.entries(title)) {
        texts.push({
          post_id: postId,
          kind: 'event',
          lang,
          title: text,
          slug: `${slugOf(series.title[lang] ?? series.title.es)}${suffix}`,
          description: `<p>${series.excerpt[lang] ?? series.excerpt.es}</p>`,
          excerpt: series.excerpt[lang] ?? series.excerpt.es,
          cost: series.cost ?? '',
        });
      }
    };
    const addContent = (postId, title, suffix) => {
      addTexts(postId, title, suffix);
      links.push({ event_id: postId, post_id: venueIds[series.venue], role: 'venue', position: 0 });
      terms.push({ event_id: postId, term_id: categoryIds[series.category], position: 0 });
    };
    addContent(templateId, series.title);
    rules.push({
      template_id: templateId,
      recurrence: JSON.stringify(formatRecurrence(recurrence, start)),
      start_wall: startWall,
      horizon_utc: endless && !expansion.complete ? formatUtcWall(horizon) : null,
    });
    for (const [index, instance] of expansion.instances.entries()) {
      const id = nextId++;
      const edited = series.edited?.index === index;
      posts.push({
        ...base,
        id,
        kind: 'event',
        series_id: templateId,
        content_id: edited ? id : templateId,
        recurrence_id: instance.rid,
        status: instance === cancelled ? 'trash' : 'publish',
        ...datesOf(instance.start),
      });
      if (edited) addContent(id, { ...series.title, ...series.edited.title }, '-2');
    }
  }

  const postColumns = [
    'id',
    'kind',
    'author_id',
    'status',
    'published_utc',
    'modified_utc',
    'timezone',
    'start_local',
    'end_local',
    'start_utc',
    'end_utc',
    'series_id',
    'content_id',
    'recurrence_id',
  ];
  const sql = [
    '-- Sample series (scripts/lib/sample-series.mjs).',
    ...insertStatements('posts', postColumns, posts),
    ...insertStatements(
      'post_texts',
      ['post_id', 'kind', 'lang', 'title', 'slug', 'description', 'excerpt', 'cost'],
      texts,
    ),
    ...insertStatements('event_links', ['event_id', 'post_id', 'role', 'position'], links),
    ...insertStatements('event_terms', ['event_id', 'term_id', 'position'], terms),
    ...insertStatements('series_rules', ['template_id', 'recurrence', 'start_wall', 'horizon_utc'], rules),
    RECOUNT_TERMS,
  ].join('\n');
  return {
    sql: `${sql}\n`,
    counts: { series: SERIES.length, occurrences: posts.filter((p) => p.kind === 'event').length },
  };
}
