/**
 * <events-calendar>: events of the Events Calendar API as a list or a month grid, for any page.
 *   <script src="https://API-HOST/site/events/v1/widget.js" defer></script>
 *   <events-calendar lang="eu" view="month" categories="musica"></events-calendar>
 * Attributes and styling: docs/widget.md. No dependencies; served minified (`npm run build:widget`, under
 * 12.5 KiB gzipped), the language of the script's URL, if any, in place of the `null` of SERVED_LANGUAGE.
 */
(() => {
  const SERVED_LANGUAGE = null;
  const HIDE_CANCELLED = false;
  const TAG = 'events-calendar';
  const LANGUAGES = ['eu', 'ca', 'en', 'gl', 'es'];
  const FALLBACK_LANGUAGE = 'es';
  const DEFAULT_PER_PAGE = 5;
  const MAX_MONTH_PAGES = 20; // of 50 events
  const NARROW = 400; // px: narrower, the month is a list of its days
  const PER_CELL = 3; // events a day cell shows before "+2 more"
  const STATUSES = ['cancelled', 'postponed', 'rescheduled', 'moved_online'];
  /** The API's filters on what visitors choose by, as attributes (`event-status` is `event_status`). */
  const FACTS = 'event-status attendance-mode event-language accessibility free max-cost weekday time-of-day';
  /** The facets `filters` may name (all of them when it names none), as `GET /events/facets` counts them. */
  const FACETS =
    'categories tags venue organizer weekday time_of_day price event_language accessibility event_status attendance_mode';

  /** `{name}` marks a value filled in. */
  const STRINGS = {
    eu: {
      list: 'Hurrengo ekitaldiak',
      pager: 'Orriak',
      previous: 'Aurrekoak',
      next: 'Hurrengoak',
      retry: 'Saiatu berriro',
      loading: 'Ekitaldiak kargatzen…',
      empty: 'Ez dago hurrengo ekitaldirik.',
      events: { one: 'Ekitaldi 1', other: '{count} ekitaldi' },
      page: '{page}/{pages} orria',
      allDay: 'Egun osoa',
      errorNetwork: 'Ezin izan dira ekitaldiak kargatu. Egiaztatu konexioa eta saiatu berriro.',
      errorFilter: 'Ezin izan dira ekitaldiak kargatu: iragazki ezezaguna ({filter}: {value}).',
      errorServer: 'Ezin izan dira ekitaldiak kargatu (errorea: {status}).',
      filters: { categories: 'kategoria', tags: 'etiketa', venue: 'lekua', organizer: 'antolatzailea' },
      months: 'Hilabeteak',
      previousMonth: 'Aurreko hilabetea',
      nextMonth: 'Hurrengo hilabetea',
      today: 'Gaur',
      more: '+{count} gehiago',
      none: 'Ez dago ekitaldirik egun honetan.',
      ics: 'Gehitu egutegira (.ics)',
      google: 'Google Egutegia',
      subscribe: 'Harpidetu egutegira (webcal)',
      repeats: 'Errepikatua Egunero Astero Hilero Urtero',
      statuses: 'Bertan behera utzita|Atzeratuta|Data aldatuta|Linean egingo da',
      filterTitle: 'Iragazkiak',
      clearAll: 'Garbitu dena',
    },
    ca: {
      list: 'Propers esdeveniments',
      pager: 'Pàgines',
      previous: 'Anteriors',
      next: 'Següents',
      retry: 'Torna-ho a provar',
      loading: 'S’estan carregant els esdeveniments…',
      empty: 'No hi ha propers esdeveniments.',
      events: { one: '1 esdeveniment', other: '{count} esdeveniments' },
      page: 'Pàgina {page} de {pages}',
      allDay: 'Tot el dia',
      errorNetwork: 'No s’han pogut carregar els esdeveniments. Comproveu la connexió i torneu-ho a provar.',
      errorFilter: 'No s’han pogut carregar els esdeveniments: filtre desconegut ({filter}: {value}).',
      errorServer: 'No s’han pogut carregar els esdeveniments (error {status}).',
      filters: { categories: 'categoria', tags: 'etiqueta', venue: 'espai', organizer: 'organitzador' },
      months: 'Mesos',
      previousMonth: 'Mes anterior',
      nextMonth: 'Mes següent',
      today: 'Avui',
      more: '+{count} més',
      none: 'No hi ha esdeveniments aquest dia.',
      ics: 'Afegeix al calendari (.ics)',
      google: 'Google Calendar',
      subscribe: 'Subscriu-te al calendari (webcal)',
      repeats: 'Periòdic Diari Setmanal Mensual Anual',
      statuses: 'Anul·lat|Ajornat|Canvi de data|Ara en línia',
      filterTitle: 'Filtres',
      clearAll: 'Esborra-ho tot',
    },
    en: {
      list: 'Upcoming events',
      pager: 'Pages',
      previous: 'Previous',
      next: 'Next',
      retry: 'Try again',
      loading: 'Loading events…',
      empty: 'No upcoming events.',
      events: { one: '1 event', other: '{count} events' },
      page: 'Page {page} of {pages}',
      allDay: 'All day',
      errorNetwork: 'The events could not be loaded. Check your connection and try again.',
      errorFilter: 'The events could not be loaded: unknown filter ({filter}: {value}).',
      errorServer: 'The events could not be loaded (error {status}).',
      filters: { categories: 'category', tags: 'tag', venue: 'venue', organizer: 'organizer' },
      months: 'Months',
      previousMonth: 'Previous month',
      nextMonth: 'Next month',
      today: 'Today',
      more: '+{count} more',
      none: 'No events on this day.',
      ics: 'Add to calendar (.ics)',
      google: 'Google Calendar',
      subscribe: 'Subscribe to the calendar (webcal)',
      repeats: 'Recurring Daily Weekly Monthly Yearly',
      statuses: 'Cancelled|Postponed|Rescheduled|Moved online',
      filterTitle: 'Filters',
      clearAll: 'Clear all',
    },
    gl: {
      list: 'Próximos eventos',
      pager: 'Páxinas',
      previous: 'Anteriores',
      next: 'Seguintes',
      retry: 'Tentar de novo',
      loading: 'Cargando os eventos…',
      empty: 'Non hai próximos eventos.',
      events: { one: '1 evento', other: '{count} eventos' },
      page: 'Páxina {page} de {pages}',
      allDay: 'Todo o día',
      errorNetwork: 'Non se puideron cargar os eventos. Comprobe a conexión e ténteo de novo.',
      errorFilter: 'Non se puideron cargar os eventos: filtro descoñecido ({filter}: {value}).',
      errorServer: 'Non se puideron cargar os eventos (erro {status}).',
      filters: { categories: 'categoría', tags: 'etiqueta', venue: 'lugar', organizer: 'organizador' },
      months: 'Meses',
      previousMonth: 'Mes anterior',
      nextMonth: 'Mes seguinte',
      today: 'Hoxe',
      more: '+{count} máis',
      none: 'Non hai eventos este día.',
      ics: 'Engadir ao calendario (.ics)',
      google: 'Google Calendar',
      subscribe: 'Subscribirse ao calendario (webcal)',
      repeats: 'Periódico Diario Semanal Mensual Anual',
      statuses: 'Cancelado|Aprazado|Cambio de data|Agora en liña',
      filterTitle: 'Filtros',
      clearAll: 'Borrar todo',
    },
    es: {
      list: 'Próximos eventos',
      pager: 'Páginas',
      previous: 'Anteriores',
      next: 'Siguientes',
      retry: 'Reintentar',
      loading: 'Cargando eventos…',
      empty: 'No hay próximos eventos.',
      events: { one: '1 evento', other: '{count} eventos' },
      page: 'Página {page} de {pages}',
      allDay: 'Todo el día',
      errorNetwork: 'No se pudieron cargar los eventos. Comprueba la conexión e inténtalo de nuevo.',
      errorFilter: 'No se pudieron cargar los eventos: filtro desconocido ({filter}: {value}).',
      errorServer: 'No se pudieron cargar los eventos (error {status}).',
      filters: { categories: 'categoría', tags: 'etiqueta', venue: 'lugar', organizer: 'organizador' },
      months: 'Meses',
      previousMonth: 'Mes anterior',
      nextMonth: 'Mes siguiente',
      today: 'Hoy',
      more: '+{count} más',
      none: 'No hay eventos este día.',
      ics: 'Añadir al calendario (.ics)',
      google: 'Google Calendar',
      subscribe: 'Suscribirse al calendario (webcal)',
      repeats: 'Periódico Diario Semanal Mensual Anual',
      statuses: 'Cancelado|Aplazado|Cambio de fecha|Ahora en línea',
      filterTitle: 'Filtros',
      clearAll: 'Borrar todo',
    },
  };

  if (typeof window === 'undefined' || !window.customElements || window.customElements.get(TAG)) return;

  const script = document.currentScript;
  const SCRIPT_ORIGIN = script?.src ? new URL(script.src, location.href).origin : location.origin;

  const fill = (text, values) =>
    text.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? values[name] : whole));

  const STYLE = `
:host { display: block; font-family: var(--ec-font, inherit); color: var(--ec-text, #1f2328);
  background: var(--ec-bg, #fff); border: 1px solid var(--ec-border, #d0d7de);
  border-radius: var(--ec-radius, 8px); padding: 0.75rem 1rem; line-height: 1.4; }
:host([hidden]), [hidden] { display: none !important; }
* { box-sizing: border-box; }
div { position: relative; }
ul { list-style: none; margin: 0; padding: 0; }
ul:focus, h3:focus { outline: none; }
:focus-visible, td:focus { outline: 3px solid var(--ec-accent, #1a5fb4); outline-offset: 2px; }
li { padding: 0.6rem 0; border-bottom: 1px solid var(--ec-border, #d0d7de); }
li:last-child, td li { border: 0; }
a { color: var(--ec-accent, #1a5fb4); font-weight: 600; text-underline-offset: 0.15em; }
p { margin: 0.15rem 0 0; }
.when, .venue, .status, .rec, .add a, .page, th { color: var(--ec-muted, #57606a); font-size: 0.92em; }
.add a, td a, .sub { font-weight: 400; margin-right: 0.9em; }
.badge { font-weight: 700; padding: 0 0.4em; border-radius: 0.3em; color: #fff; background: #a4161a; }
.badge-postponed { color: #1f2328; background: #ffd166; }
.badge-rescheduled { background: #0b5394; }
.badge-moved_online { background: #5a2d82; }
.cancelled > a { text-decoration: line-through; }
.cat { padding-left: 0.4rem; padding-right: 0.4rem; }
.cat a, .cat .when, .cat .venue, .cat .add a { color: inherit; }
.rec { margin-left: 0.5em; padding: 0 0.4em; border: 1px solid; border-radius: 1em; }
.status:empty { display: none; }
.error { color: var(--ec-error, #b3261e) !important; font-weight: 600; }
.quiet, .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
nav, .bar { display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; margin: 0.6rem 0; flex-wrap: wrap; }
button { font: inherit; cursor: pointer; color: var(--ec-bg, #fff); background: var(--ec-accent, #1a5fb4);
  border: 1px solid var(--ec-accent, #1a5fb4); border-radius: var(--ec-radius, 8px); padding: 0.35rem 0.9rem; }
button:disabled { cursor: default; opacity: 0.45; }
h2, h3 { font-size: 1.1em; margin: 0; flex: 1; text-align: center; }
table { width: 100%; border-collapse: collapse; table-layout: fixed; }
td { vertical-align: top; height: 5.5em; padding: 0.2rem; border: 1px solid var(--ec-border, #d0d7de);
  overflow: hidden; cursor: pointer; font-size: 0.85em; }
td:empty { cursor: default; }
fieldset { display: inline-block; vertical-align: top; margin: 0 0.5rem 0.5rem 0; border: 1px solid var(--ec-border, #d0d7de); }
summary { cursor: pointer; font-weight: 600; }
td li { padding: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
[aria-current] b { display: inline-block; min-width: 1.6em; text-align: center; border-radius: 1em;
  color: var(--ec-bg, #fff); background: var(--ec-today, var(--ec-accent, #1a5fb4)); }
.days h3 { text-align: left; }
img { float: right; width: 4rem; height: auto; margin-left: 0.5rem; }
`;

  const el = (tag, attributes = {}, text = '') => {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    if (text) node.textContent = text;
    return node;
  };

  const utcDate = (wall) => new Date(`${wall.replace(' ', 'T')}Z`);
  /** Days are midnight UTC (formatted with timeZone UTC). */
  const dayOf = (wall) => new Date(`${wall.slice(0, 10)}T00:00:00Z`);
  const DAY_MS = 86400000;
  const iso = (date) => date.toISOString().slice(0, 10);

  const visitorZone = (() => {
    try {
      return new Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      return 'UTC';
    }
  })();

  function formatter(lang, options) {
    try {
      return new Intl.DateTimeFormat(lang, options);
    } catch {
      return new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC', timeZoneName: 'short' });
    }
  }

  /** CLDR's patterns and names for the languages Chromium's Intl lacks (it would answer in English). */
  const OWN_DATES = {
    eu: {
      months: 'urtarrila otsaila martxoa apirila maiatza ekaina uztaila abuztua iraila urria azaroa abendua',
      weekdays: 'ig. al. ar. az. og. or. lr.',
      long: 'igandea astelehena asteartea asteazkena osteguna ostirala larunbata',
      date: (p, n) =>
        `${p.year ? `${p.year}(e)ko ` : ''}${n.months[p.month - 1]} ${p.day}(a), ${n.weekdays[p.weekday]}`,
      time: (date, time) => `${date} (${time})`,
      month: (year, month) => `${year}(e)ko ${month}`,
    },
    gl: {
      months: 'xaneiro febreiro marzo abril maio xuño xullo agosto setembro outubro novembro decembro',
      weekdays: 'dom. luns mar. mér. xov. ven. sáb.',
      long: 'domingo luns martes mércores xoves venres sábado',
      date: (p, n) =>
        `${n.weekdays[p.weekday]}, ${p.day} de ${n.months[p.month - 1]}${p.year ? ` de ${p.year}` : ''}`,
      time: (date, time) => `${date}, ${time}`,
      month: (year, month) => `${month} de ${year}`,
    },
  };
  for (const names of Object.values(OWN_DATES)) {
    for (const key of ['months', 'weekdays', 'long']) names[key] = names[key].split(' ');
  }

  const intlSpeaks = (lang) => {
    try {
      return Intl.DateTimeFormat.supportedLocalesOf([lang]).length > 0;
    } catch {
      return false;
    }
  };
  /** The CLDR names of `lang` when the browser's Intl lacks it, else null. */
  const ownNames = (lang) => (OWN_DATES[lang] && !intlSpeaks(lang) ? OWN_DATES[lang] : null);

  function partsIn(date, zone) {
    let format;
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      });
    } catch {
      return partsIn(date, 'UTC');
    }
    const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
    const year = Number(parts.year);
    const month = Number(parts.month);
    const day = Number(parts.day);
    return {
      year,
      month,
      day,
      weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
      time: `${String(Number(parts.hour) % 24).padStart(2, '0')}:${parts.minute}`,
      zone: parts.timeZoneName,
    };
  }

  function ownWhen(event, names, strings, thisYear) {
    const dateOf = (p, withYear) => names.date({ ...p, year: withYear ? p.year : 0 }, names);
    if (event.all_day === true) {
      const first = partsIn(dayOf(event.start_date), 'UTC');
      const last = partsIn(dayOf(event.end_date), 'UTC');
      const withYear = first.year !== thisYear || last.year !== thisYear;
      const days =
        event.start_date.slice(0, 10) === event.end_date.slice(0, 10)
          ? dateOf(first, withYear)
          : `${dateOf(first, withYear)} – ${dateOf(last, withYear)}`;
      return `${days} · ${strings.allDay}`;
    }
    const zone = event.timezone || 'UTC';
    const start = partsIn(utcDate(event.utc_start_date), zone);
    const end = partsIn(utcDate(event.utc_end_date), zone);
    const withYear = start.year !== thisYear;
    const sameDay = start.year === end.year && start.month === end.month && start.day === end.day;
    const text =
      event.utc_end_date <= event.utc_start_date
        ? names.time(dateOf(start, withYear), start.time)
        : sameDay
          ? names.time(dateOf(start, withYear), `${start.time}–${end.time}`)
          : `${names.time(dateOf(start, withYear), start.time)} – ${names.time(dateOf(end, withYear), end.time)}`;
    return zone !== visitorZone ? `${text} ${start.zone}` : text;
  }

  const range = (format, start, end) =>
    end > start && typeof format.formatRange === 'function'
      ? format.formatRange(start, end)
      : format.format(start);

  /** When an event is, in the widget's language and the event's time zone. */
  function formatWhen(event, lang, strings) {
    const thisYear = new Date().getFullYear();
    const own = ownNames(lang);
    if (own) return ownWhen(event, own, strings, thisYear);
    if (event.all_day === true) {
      const first = dayOf(event.start_date);
      const last = dayOf(event.end_date);
      const format = formatter(lang, {
        timeZone: 'UTC',
        weekday: 'short',
        day: 'numeric',
        month: 'long',
        ...(first.getUTCFullYear() !== thisYear || last.getUTCFullYear() !== thisYear
          ? { year: 'numeric' }
          : {}),
      });
      return `${range(format, first, last)} · ${strings.allDay}`;
    }
    const start = utcDate(event.utc_start_date);
    const end = utcDate(event.utc_end_date);
    const zone = event.timezone || 'UTC';
    const format = formatter(lang, {
      timeZone: zone,
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      ...(start.getUTCFullYear() !== thisYear ? { year: 'numeric' } : {}),
      hour: 'numeric',
      minute: '2-digit',
      ...(zone !== visitorZone ? { timeZoneName: 'short' } : {}),
    });
    return range(format, start, end);
  }

  function dayLabel(date, lang) {
    const own = ownNames(lang);
    return own
      ? own.date({ ...partsIn(date, 'UTC'), year: 0 }, { ...own, weekdays: own.long })
      : formatter(lang, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(date);
  }

  function monthLabel(year, month, lang) {
    const own = ownNames(lang);
    return own
      ? own.month(year, own.months[month])
      : formatter(lang, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(Date.UTC(year, month, 1));
  }

  function weekdayNames(lang) {
    const own = ownNames(lang);
    if (own) return [own.weekdays, own.long];
    return ['short', 'long'].map((weekday) => {
      const format = formatter(lang, { timeZone: 'UTC', weekday });
      return [0, 1, 2, 3, 4, 5, 6].map((d) => format.format(Date.UTC(2023, 0, 1 + d)));
    });
  }

  /** 0 Sunday … 6 Saturday: Monday but in English, where the region's (Intl.Locale's week info) counts. */
  function firstDayOfWeek(lang, locale) {
    if (lang !== 'en') return 1;
    try {
      const info = new Intl.Locale(locale);
      const week = info.getWeekInfo?.() ?? info.weekInfo;
      if (week?.firstDay) return week.firstDay % 7;
    } catch {}
    return 0;
  }

  const venuesOf = (event) => (Array.isArray(event.venue) ? event.venue : event.venue ? [event.venue] : []);
  const venueName = (event) =>
    venuesOf(event)
      .map((venue) => venue.venue)
      .filter(Boolean)
      .join(' · ');

  const safeUrl = (url) => {
    try {
      const parsed = new URL(url);
      return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
    } catch {
      return null;
    }
  };

  /** An event's picture, lazy: srcset of the sizes of its shape, width and height (docs/media.md). */
  const picture = ({ url, width, height, sizes, alt_text }) => {
    const img = el('img', { part: 'image', src: url, alt: alt_text || '', loading: 'lazy' });
    if (width)
      Object.assign(img, {
        width,
        height,
        sizes: '4rem',
        srcset: Object.values(sizes || {})
          .concat({ url, width, height })
          .filter((s) => Math.abs(s.width * height - s.height * width) < width)
          .map((s) => `${s.url} ${s.width}w`)
          .join(),
      });
    return img;
  };

  const apiBase = (value) =>
    value
      .trim()
      .replace(/\/+$/, '')
      .replace(/(?:\/(?:eu|ca|en|gl|es))?\/site\/events\/v1$/, '');

  /**
   * The widget's styles, as one constructed style sheet shared by every widget of the page: a page's
   * Content-Security-Policy governs <style> elements, not constructed sheets, so the widget works
   * under a strict policy (style-src without 'unsafe-inline'). A <style> where they are unsupported.
   */
  let sheet = null;
  function adoptStyle(shadowRoot) {
    if ('adoptedStyleSheets' in shadowRoot && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(STYLE);
      }
      shadowRoot.adoptedStyleSheets = [sheet];
      return;
    }
    const style = el('style');
    style.textContent = STYLE;
    shadowRoot.append(style);
  }

  const compact = (text) => text.replace(/[-:]/g, '');
  /** Google Calendar's "add event" link: UTC instants, or whole days (end excluded). */
  function googleUrl(event) {
    const dates =
      event.all_day === true
        ? `${compact(event.start_date.slice(0, 10))}/${compact(iso(new Date(dayOf(event.end_date).getTime() + DAY_MS)))}`
        : `${compact(event.utc_start_date.replace(' ', 'T'))}Z/${compact(event.utc_end_date.replace(' ', 'T'))}Z`;
    const query = new URLSearchParams({
      action: 'TEMPLATE',
      text: event.title,
      dates,
      details: event.url || '',
    });
    const where = venuesOf(event)
      .map((v) => [v.venue, v.address, v.city].filter(Boolean).join(', '))
      .join('; ');
    if (where) query.set('location', where);
    return `https://calendar.google.com/calendar/render?${query}`;
  }

  function frequencyOf(lines) {
    const rule = (Array.isArray(lines) ? lines : []).find((line) => /^RRULE:/i.test(line)) ?? '';
    const freq = /FREQ=(\w+)/i.exec(rule)?.[1]?.toUpperCase();
    return Number(/INTERVAL=(\d+)/i.exec(rule)?.[1] ?? 1) === 1 ? freq : '';
  }

  /** WCAG's contrast of two `#rgb`/`#rrggbb` colours (as src/lib/contrast.ts). */
  const luminance = (hex) =>
    [1, 3, 5].reduce((sum, at, i) => {
      const c =
        Number.parseInt((hex.length === 4 ? hex.replace(/\w/g, '$&$&') : hex).slice(at, at + 2), 16) / 255;
      return sum + [0.2126, 0.7152, 0.0722][i] * (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    }, 0);
  const contrast = (a, b) => {
    const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
    return (x + 0.05) / (y + 0.05);
  };
  const HEX = /^#(?:[0-9a-f]{3}){1,2}$/i;
  /** The category's text colour when it keeps 4.5:1 over its primary, else black or white. */
  const readable = (bg, text) =>
    HEX.test(text) && contrast(bg, text) >= 4.5
      ? text
      : contrast(bg, '#000') >= contrast(bg, '#fff')
        ? '#000'
        : '#fff';
  /** API URL -> its categories' colours by id, fetched once per page. */
  const palettes = new Map();

  /** How a series repeats said in one word (`Weekly`): else "Recurring", the first of `repeats`. */
  const FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'];
  /** Series template URL -> its FREQ (`WEEKLY`), fetched once per page. */
  const frequencies = new Map();

  class EventsCalendar extends HTMLElement {
    static get observedAttributes() {
      return 'lang api view month categories tags venue organizer featured search per-page filters'.split(
        ' ',
      );
    }

    constructor() {
      super();
      this.controller = null;
      this.pending = false;
      this.current = null;
      this.narrow = false;
      this.attachShadow({ mode: 'open' });
      const button = (part) => el('button', { type: 'button', part: `button ${part}` });
      this.root = el('div', { part: 'container' });
      this.bar = el('div', { class: 'bar', role: 'group', hidden: '' });
      this.previousMonth = button('previous-month');
      this.heading = el('h2', { id: 'title' });
      this.todayButton = button('today');
      this.nextMonth = button('next-month');
      this.bar.append(this.previousMonth, this.heading, this.todayButton, this.nextMonth);
      this.grid = el('div', { part: 'grid' });
      this.day = el('section', { part: 'day', 'aria-labelledby': 'day', hidden: '' });
      this.list = el('ul', { part: 'list', tabindex: '-1' });
      this.status = el('p', { class: 'status', part: 'status', role: 'status', 'aria-live': 'polite' });
      this.retryButton = button('retry');
      this.retryButton.hidden = true;
      this.pager = el('nav', { class: 'pager', part: 'pager', hidden: '' });
      this.previousButton = button('previous');
      this.pageLabel = el('span', { class: 'page' });
      this.nextButton = button('next');
      this.pager.append(this.previousButton, this.pageLabel, this.nextButton);
      this.subscribe = el('a', { class: 'sub', part: 'subscribe' });
      /** The visitors' choices in the filters: facet -> values. */
      this.chosen = {};
      this.facets = el('details', { part: 'filters', hidden: '' });
      this.root.append(
        this.facets,
        this.bar,
        this.grid,
        this.day,
        this.list,
        this.status,
        this.retryButton,
        this.pager,
        this.subscribe,
      );
      adoptStyle(this.shadowRoot);
      this.shadowRoot.append(this.root);
      this.previousButton.addEventListener('click', () => this.go(this.previousButton, this.links?.previous));
      this.nextButton.addEventListener('click', () => this.go(this.nextButton, this.links?.next));
      this.retryButton.addEventListener('click', () =>
        this.isMonth ? this.loadMonth() : this.load(this.current ?? this.firstUrl(), this.list),
      );
      this.previousMonth.addEventListener('click', () => this.showMonth(this.shown, -1));
      this.nextMonth.addEventListener('click', () => this.showMonth(this.shown, 1));
      this.todayButton.addEventListener('click', () => this.showMonth(this.today(), 0));
      this.grid.addEventListener('keydown', (e) => this.onKey(e));
      this.grid.addEventListener('click', (e) => {
        const cell = e.target.closest?.('td[data-day]');
        if (cell && !e.target.closest('a')) this.openDay(cell.dataset.day);
      });
      this.day.addEventListener('keydown', (e) => {
        if (e.key === 'Escape') this.focusDay(this.selected);
      });
      this.resize = new ResizeObserver(([entry]) => {
        const narrow = entry.contentRect.width < NARROW;
        if (narrow !== this.narrow) {
          this.narrow = narrow;
          if (this.isMonth && this.month) this.renderMonth();
        }
      });
    }

    connectedCallback() {
      this.resize.observe(this);
      this.reload();
    }

    disconnectedCallback() {
      this.resize.disconnect();
      this.controller?.abort();
    }

    attributeChangedCallback(_name, oldValue, newValue) {
      if (oldValue !== newValue && this.isConnected) this.reload();
    }

    /** Attribute changes in a row load once. */
    reload() {
      if (this.pending) return;
      this.pending = true;
      queueMicrotask(() => {
        this.pending = false;
        if (!this.isConnected) return;
        if (!this.isMonth) return this.load(this.firstUrl());
        this.month = null; // the filters or the language may have changed: fetch again
        const wanted = /^(\d{4})-(\d{2})$/.exec(this.getAttribute('month') ?? '');
        this.showMonth(wanted ? new Date(Date.UTC(+wanted[1], wanted[2] - 1, 1)) : this.today(), 0);
      });
    }

    get isMonth() {
      return this.getAttribute('view') === 'month';
    }

    get language() {
      const own = (this.getAttribute('lang') ?? '').toLowerCase().split('-')[0];
      if (LANGUAGES.includes(own)) return own;
      if (SERVED_LANGUAGE) return SERVED_LANGUAGE;
      const page = (this.parentElement?.closest('[lang]')?.getAttribute('lang') ?? '')
        .toLowerCase()
        .split('-')[0];
      if (LANGUAGES.includes(page)) return page;
      for (const wanted of navigator.languages ?? [navigator.language]) {
        const code = String(wanted).toLowerCase().split('-')[0];
        if (LANGUAGES.includes(code)) return code;
      }
      return FALLBACK_LANGUAGE;
    }

    /** With a region when one is known (`en-GB`). */
    get locale() {
      const lang = this.language;
      return (
        [this.getAttribute('lang'), navigator.language].find((tag) =>
          tag?.toLowerCase().startsWith(`${lang}-`),
        ) ?? lang
      );
    }

    get base() {
      return apiBase(this.getAttribute('api') || SCRIPT_ORIGIN);
    }

    url(path = 'events') {
      const url = new URL(`${this.base}/${this.language}/site/events/v1/${path}`);
      for (const name of ['categories', 'tags', 'venue', 'organizer', 'search', ...FACTS.split(' ')]) {
        const value = (this.getAttribute(name) ?? '').trim();
        if (value) url.searchParams.set(name.replace(/-/g, '_'), value);
      }
      // The site hides cancelled events from its calendar (`hide_cancelled_events`), unless cancelled="show".
      for (const [name, values] of Object.entries(this.chosen)) {
        if (!values.length) continue;
        if (name !== 'price') url.searchParams.set(name, values.join());
        else if (values[0] === 'free') url.searchParams.set('free', 'true');
        else url.searchParams.set('max_cost', values[0]);
      }
      if (HIDE_CANCELLED && this.getAttribute('cancelled') !== 'show') {
        const asked = (url.searchParams.get('event_status') || `scheduled,${STATUSES}`).split(',');
        url.searchParams.set('event_status', asked.filter((s) => s !== 'cancelled').join() || 'scheduled');
      }
      if (this.hasAttribute('featured')) {
        const featured = (this.getAttribute('featured') ?? '').trim().toLowerCase();
        url.searchParams.set('featured', featured === 'false' || featured === '0' ? 'false' : 'true');
      }
      return url;
    }

    firstUrl() {
      const url = this.url();
      const perPage = Number.parseInt(this.getAttribute('per-page') ?? '', 10);
      url.searchParams.set(
        'per_page',
        String(Number.isFinite(perPage) ? Math.min(Math.max(perPage, 1), 50) : DEFAULT_PER_PAGE),
      );
      return url.href;
    }

    sameApi(url) {
      const safe = url && safeUrl(url);
      return safe && new URL(safe).origin === new URL(this.base).origin ? safe : null;
    }

    go(button, url) {
      if (!url) return;
      this.load(url, button);
    }

    /** `kind`: info, error, or quiet (announced, not shown). */
    setStatus(text, kind = 'info') {
      this.status.textContent = text;
      this.status.classList.toggle('error', kind === 'error');
      this.status.classList.toggle('quiet', kind === 'quiet');
    }

    prepare(month) {
      const strings = STRINGS[this.language];
      this.controller?.abort();
      this.controller = new AbortController();
      this.root.setAttribute('lang', this.language);
      this.list.setAttribute('aria-label', strings.list);
      this.pager.setAttribute('aria-label', strings.pager);
      this.bar.setAttribute('aria-label', strings.months);
      this.previousButton.textContent = strings.previous;
      this.nextButton.textContent = strings.next;
      this.retryButton.textContent = strings.retry;
      this.previousMonth.textContent = '‹';
      this.previousMonth.setAttribute('aria-label', strings.previousMonth);
      this.nextMonth.textContent = '›';
      this.nextMonth.setAttribute('aria-label', strings.nextMonth);
      this.todayButton.textContent = strings.today;
      this.subscribe.textContent = strings.subscribe;
      this.subscribe.href = this.url('events.ics').href.replace(/^https?:/, 'webcal:');
      this.retryButton.hidden = true;
      this.bar.hidden = this.grid.hidden = !month;
      this.list.hidden = month;
      if (!month) this.day.hidden = true;
      this.pager.hidden ||= month;
      (month ? this.grid : this.list).setAttribute('aria-busy', 'true');
      this.setStatus(strings.loading);
      return this.controller.signal;
    }

    /** The API's answer, or null (failed: the error is shown; or replaced). */
    async fetchEvents(url, signal) {
      const strings = STRINGS[this.language];
      let body;
      let response;
      try {
        response = await fetch(url, { signal });
        body = await response.json().catch(() => null);
      } catch {
        if (!signal.aborted) this.fail(strings.errorNetwork, true);
        return null;
      }
      if (signal.aborted) return null;
      if (!response.ok || !body || !Array.isArray(body.events)) {
        this.fail(this.errorMessage(response.status, body, strings), response.status >= 500);
        return null;
      }
      return body;
    }

    async load(url, focusAfter = null) {
      const signal = this.prepare(false);
      this.current = url;
      const body = await this.fetchEvents(url, signal);
      if (body) this.render(body, focusAfter);
      if (body) this.loadFacets(signal);
    }

    /**
     * The filters (`filters` attribute): a fieldset per facet, each value a checkbox (the price: radio
     * buttons) whose label says how many events it would list, as `GET /events/facets` counts them for the
     * events shown (`window`: the month's); choosing one reloads the events and the subscription.
     */
    async loadFacets(signal, window = {}) {
      if (!this.hasAttribute('filters')) return;
      const wanted = (this.getAttribute('filters') || FACETS)
        .split(/[\s,]+/)
        .filter((f) => FACETS.split(' ').includes(f));
      const url = this.url('events/facets');
      for (const [name, value] of Object.entries(window)) url.searchParams.set(name, value);
      url.searchParams.set('facets', wanted.join());
      const body = await fetch(url, { signal })
        .then((res) => (res.ok ? res.json() : null))
        .catch(() => null);
      if (!body?.facets || signal.aborted) return;
      const strings = STRINGS[this.language];
      const focused = this.shadowRoot.activeElement?.id;
      const form = el('form');
      for (const name of wanted) {
        // Where the site hides cancelled events, its filters don't offer them.
        const values = (body.facets[name] ?? []).filter(
          (v) => !(HIDE_CANCELLED && this.getAttribute('cancelled') !== 'show' && v.value === 'cancelled'),
        );
        if (!values.length) continue;
        const set = el('fieldset');
        set.append(el('legend', {}, body.labels?.[name] ?? name));
        values.forEach((v, i) => {
          const id = `f-${name}-${i}`;
          const chosen = this.chosen[name] ?? [];
          const input = el('input', {
            type: name === 'price' ? 'radio' : 'checkbox',
            id,
            name,
            value: v.value,
          });
          input.checked = name === 'price' ? (chosen[0] ?? '') === v.value : chosen.includes(v.value);
          input.addEventListener('change', () => {
            const picked = [...form.querySelectorAll(`[name="${name}"]:checked`)]
              .map((n) => n.value)
              .filter(Boolean);
            this.chosen[name] = picked;
            this.reload();
          });
          const line = el('p');
          line.append(
            input,
            el('label', { for: id }, `${v.label} (${v.count.toLocaleString(this.language)})`),
          );
          set.append(line);
        });
        form.append(set);
      }
      const clear = el('button', { type: 'button', part: 'button clear' }, strings.clearAll);
      clear.addEventListener('click', () => {
        this.chosen = {};
        this.reload();
      });
      form.append(clear);
      if (!this.facets.firstChild) this.facets.append(el('summary'));
      this.facets.firstChild.textContent = strings.filterTitle;
      this.facets.replaceChildren(this.facets.firstChild, form);
      this.facets.hidden = false;
      if (focused) this.shadowRoot.getElementById(focused)?.focus();
    }

    errorMessage(status, body, strings) {
      const params = body?.data?.params;
      if (status === 400 && params && typeof params === 'object' && !Array.isArray(params)) {
        for (const [name, reason] of Object.entries(params)) {
          if (!(name in strings.filters)) continue;
          const value = /:\s*(.+?)\.?$/.exec(String(reason))?.[1] ?? this.getAttribute(name) ?? '';
          return fill(strings.errorFilter, { filter: strings.filters[name], value });
        }
      }
      return fill(strings.errorServer, { status: String(status) });
    }

    fail(message, canRetry) {
      for (const node of [this.list, this.grid]) {
        node.removeAttribute('aria-busy');
        node.replaceChildren();
      }
      this.day.hidden = this.pager.hidden = true;
      this.links = null;
      this.month = null;
      this.setStatus(message, 'error');
      this.retryButton.hidden = !canRetry;
    }

    item(event) {
      const lang = this.language;
      const strings = STRINGS[lang];
      const item = el('li', { part: 'event' });
      const href = safeUrl(event.url);
      const title = href
        ? el('a', { href, part: 'title' }, event.title)
        : el('span', { part: 'title' }, event.title);
      const when = el('p', { class: 'when', part: 'when' });
      when.append(
        el(
          'time',
          { datetime: `${event.utc_start_date.replace(' ', 'T')}Z` },
          formatWhen(event, lang, strings),
        ),
      );
      if (event.recurring === true) when.append(this.repeats(event));
      if (safeUrl(event.image?.url)) item.append(picture(event.image));
      item.append(title, when);
      const badge = this.badge(event);
      if (badge) when.before(badge);
      this.paint(item, event);
      const venue = venueName(event);
      if (venue) item.append(el('p', { class: 'venue', part: 'venue' }, venue));
      const add = el('p', { class: 'add', part: 'add' });
      const named = (text) => {
        const link = el('a', {}, text);
        link.append(el('span', { class: 'sr' }, `: ${event.title}`));
        return link;
      };
      if (Number.isInteger(event.id)) {
        const ics = named(strings.ics);
        ics.href = `${this.base}/${lang}/site/events/v1/events/${event.id}.ics`;
        ics.type = 'text/calendar';
        ics.download = '';
        add.append(ics);
      }
      const google = named(strings.google);
      google.href = googleUrl(event);
      google.rel = 'noopener';
      add.append(google);
      item.append(add);
      return item;
    }

    /** Whether it is still on: its status in words and the reason; null when scheduled. */
    badge(event) {
      const at = STATUSES.indexOf(event.event_status);
      if (at < 0) return null;
      const p = el('p', { part: 'event-status' });
      p.append(
        el(
          'span',
          { class: `badge badge-${event.event_status}` },
          STRINGS[this.language].statuses.split('|')[at],
        ),
      );
      if (event.event_status_reason) p.append(` ${event.event_status_reason}`);
      return p;
    }

    /** The colours of the event's category with the highest priority (the categories' `colors`), once known. */
    paint(node, event) {
      if (event.event_status === 'cancelled') node.classList.add('cancelled');
      const ids = (event.categories ?? []).map((c) => c.id);
      if (ids.length === 0) return;
      const source = this.url('categories');
      source.search = 'per_page=100';
      if (!palettes.has(source.href))
        palettes.set(
          source.href,
          fetch(source.href)
            .then((res) => (res.ok ? res.json() : {}))
            .then((body) => new Map((body.categories ?? []).map((c) => [c.id, c.colors ?? {}])))
            .catch(() => new Map()),
        );
      palettes.get(source.href).then((palette) => {
        let best = null;
        for (const id of ids) {
          const colors = palette.get(id);
          if (HEX.test(colors?.primary ?? '') && (!best || colors.priority > best.priority)) best = colors;
        }
        if (!best) return;
        node.classList.add('cat');
        node.style.background = best.primary;
        node.style.color = readable(best.primary, best.text ?? '');
        if (HEX.test(best.secondary ?? '')) node.style.borderLeft = `4px solid ${best.secondary}`;
      });
    }

    /** "Weekly" beside an occurrence, from its series' rule. */
    repeats(event) {
      const strings = STRINGS[this.language];
      const names = strings.repeats.split(' ');
      const label = el('span', { class: 'rec', part: 'repeats' }, names[0]);
      const template = this.sameApi(event.series?.rest_url);
      if (template) {
        if (!frequencies.has(template)) {
          frequencies.set(
            template,
            fetch(template)
              .then((res) => (res.ok ? res.json() : null))
              .then((body) => frequencyOf(body?.recurrence ?? body?.series?.recurrence))
              .catch(() => ''),
          );
        }
        frequencies.get(template).then((freq) => {
          label.textContent = names[FREQUENCIES.indexOf(freq) + 1];
        });
      }
      return label;
    }

    render(body, focusAfter) {
      const lang = this.language;
      const strings = STRINGS[lang];
      this.list.replaceChildren(...body.events.map((event) => this.item(event)));
      this.list.removeAttribute('aria-busy');

      const total = Number(body.total) || 0;
      const pages = Number(body.total_pages) || 0;
      const page = Number(new URL(body.rest_url ?? this.current).searchParams.get('page')) || 1;
      const hadFocus = focusAfter !== null && this.shadowRoot.activeElement === focusAfter;
      this.links = { next: this.sameApi(body.next_rest_url), previous: this.sameApi(body.previous_rest_url) };
      this.previousButton.disabled = !this.links.previous;
      this.nextButton.disabled = !this.links.next;
      this.pager.hidden = pages <= 1;
      const pageText = fill(strings.page, { page: String(page), pages: String(pages) });
      this.pageLabel.textContent = pageText;
      if (total === 0) {
        this.setStatus(strings.empty);
      } else {
        const count = this.count(total);
        this.setStatus(pages > 1 ? `${count} · ${pageText}` : count, pages > 1 ? 'quiet' : 'info');
      }
      // A button that no longer applies hands the focus to the list.
      if ((hadFocus && focusAfter.disabled) || focusAfter === this.list) this.list.focus();
    }

    count(total) {
      const strings = STRINGS[this.language];
      return fill(total === 1 ? strings.events.one : strings.events.other, {
        count: total.toLocaleString(this.language),
      });
    }

    // The month view.

    today() {
      const now = new Date();
      return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
    }

    /** The month of `date` moved by `months`, that day (or the nearest) selected and, with `focus`, focused. */
    showMonth(date, months, focus = false) {
      const year = date.getUTCFullYear();
      const month = date.getUTCMonth() + months;
      const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
      const day = months === 0 ? date : new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), last)));
      const first = new Date(Date.UTC(year, month, 1));
      this.selected = iso(day);
      this.focusAfter = focus;
      if (this.month && iso(first) === iso(this.shown)) return this.renderMonth();
      this.shown = first;
      this.loadMonth();
    }

    /**
     * The events that end after the month's first day and start before its last (a day of margin for
     * other zones), page after page, each on the days it covers in its own time zone.
     */
    async loadMonth() {
      const signal = this.prepare(true);
      const first = this.shown;
      const next = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1));
      const url = this.url();
      url.searchParams.set('per_page', '50');
      url.searchParams.set('strict_dates', 'true');
      url.searchParams.set('ends_after', new Date(first.getTime() - DAY_MS).toISOString());
      url.searchParams.set('starts_before', new Date(next.getTime() + DAY_MS).toISOString());
      const events = new Map();
      let page = url.href;
      for (let n = 0; page && n < MAX_MONTH_PAGES; n++) {
        const body = await this.fetchEvents(page, signal);
        if (!body) return;
        for (const event of body.events) events.set(event.id, event);
        page = this.sameApi(body.next_rest_url);
      }
      const byDay = new Map();
      const firstDay = iso(first);
      const lastDay = iso(new Date(next.getTime() - DAY_MS));
      for (const event of events.values()) {
        let day = event.start_date.slice(0, 10);
        let end = event.end_date.slice(0, 10);
        // A timed event that ends at midnight does not take the next day.
        if (event.all_day !== true && end > day && event.end_date.slice(11) === '00:00:00') {
          end = iso(new Date(dayOf(end).getTime() - DAY_MS));
        }
        if (day < firstDay) day = firstDay;
        for (; day <= end && day <= lastDay; day = iso(new Date(dayOf(day).getTime() + DAY_MS))) {
          if (!byDay.has(day)) byDay.set(day, []);
          byDay.get(day).push(event);
        }
      }
      this.loadFacets(signal, {
        strict_dates: 'true',
        ends_after: `${firstDay} 00:00:00`,
        starts_before: `${iso(next)} 00:00:00`,
      });
      this.month = {
        byDay,
        total: [...byDay.values()].flat().filter((e, i, all) => all.indexOf(e) === i).length,
      };
      this.renderMonth();
    }

    renderMonth() {
      const lang = this.language;
      const strings = STRINGS[lang];
      const first = this.shown;
      const year = first.getUTCFullYear();
      const month = first.getUTCMonth();
      const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
      const today = iso(this.today());
      const title = monthLabel(year, month, lang);
      this.heading.textContent = title;
      this.grid.removeAttribute('aria-busy');
      if (this.selected.slice(0, 7) !== iso(first).slice(0, 7)) this.selected = iso(first);
      const eventsOn = (day) => this.month.byDay.get(day) ?? [];
      if (this.narrow) {
        const list = el('ul', { class: 'days' });
        for (let d = 1; d <= days; d++) {
          const day = iso(new Date(Date.UTC(year, month, d)));
          if (eventsOn(day).length === 0) continue;
          const item = el('li');
          item.append(el('h3', {}, dayLabel(dayOf(day), lang)), el('ul', {}));
          item.lastChild.append(...eventsOn(day).map((event) => this.item(event)));
          list.append(item);
        }
        this.grid.replaceChildren(list);
      } else {
        const [short, long] = weekdayNames(lang);
        const start = firstDayOfWeek(lang, this.locale);
        const table = el('table', { role: 'grid', 'aria-labelledby': 'title' });
        const head = el('tr');
        for (let i = 0; i < 7; i++) {
          const weekday = (start + i) % 7;
          head.append(el('th', { scope: 'col', abbr: long[weekday], title: long[weekday] }, short[weekday]));
        }
        table.append(el('thead'), el('tbody'));
        table.firstChild.append(head);
        const offset = (first.getUTCDay() - start + 7) % 7;
        let row;
        for (let cell = 0; cell < Math.ceil((offset + days) / 7) * 7; cell++) {
          if (cell % 7 === 0) {
            row = el('tr');
            table.lastChild.append(row);
          }
          const d = cell - offset + 1;
          if (d < 1 || d > days) {
            row.append(el('td'));
            continue;
          }
          const date = new Date(Date.UTC(year, month, d));
          const day = iso(date);
          const events = eventsOn(day);
          const td = el('td', {
            role: 'gridcell',
            tabindex: day === this.selected ? '0' : '-1',
            'data-day': day,
          });
          if (day === today) td.setAttribute('aria-current', 'date');
          // Named by its content: the date and count said in full, then the titles shown.
          td.append(
            el('b', { 'aria-hidden': 'true' }, String(d)),
            el(
              'span',
              { class: 'sr' },
              `${dayLabel(date, lang)}, ${events.length ? this.count(events.length) : strings.none}`,
            ),
          );
          const list = el('ul');
          for (const event of events.slice(0, PER_CELL)) {
            const li = el('li');
            const href = safeUrl(event.url);
            li.append(href ? el('a', { href, tabindex: '-1' }, event.title) : el('span', {}, event.title));
            const badge = this.badge(event);
            if (badge) li.append(' ', ...badge.childNodes);
            this.paint(li, event);
            list.append(li);
          }
          if (events.length > PER_CELL)
            list.append(el('li', {}, fill(strings.more, { count: events.length - PER_CELL })));
          td.append(list);
          row.append(td);
        }
        this.grid.replaceChildren(table);
      }
      this.setStatus(`${title} · ${this.count(this.month.total)}`);
      if (this.focusAfter) this.focusDay(this.selected);
      if (!this.day.hidden) this.openDay(this.selected, false);
    }

    focusDay(day) {
      const cell = this.grid.querySelector(`td[data-day="${day}"]`);
      if (!cell) return;
      for (const other of this.grid.querySelectorAll('td[tabindex="0"]')) other.tabIndex = -1;
      cell.tabIndex = 0;
      cell.focus();
      this.selected = day;
    }

    /** ARIA grid keys: arrows, Home/End (the week), Page Up/Down (the month), Enter. */
    onKey(e) {
      const cell = e.target.closest?.('td[data-day]');
      if (!cell) return;
      const day = dayOf(cell.dataset.day);
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        return this.openDay(cell.dataset.day);
      }
      const column = (day.getUTCDay() - firstDayOfWeek(this.language, this.locale) + 7) % 7;
      const moves = {
        ArrowLeft: -1,
        ArrowRight: 1,
        ArrowUp: -7,
        ArrowDown: 7,
        Home: -column,
        End: 6 - column,
      };
      let target;
      if (e.key in moves) target = new Date(day.getTime() + moves[e.key] * DAY_MS);
      else if (e.key === 'PageUp' || e.key === 'PageDown') {
        e.preventDefault();
        return this.showMonth(day, e.key === 'PageUp' ? -1 : 1, true);
      } else return;
      e.preventDefault();
      if (iso(target).slice(0, 7) === cell.dataset.day.slice(0, 7)) this.focusDay(iso(target));
      else this.showMonth(target, 0, true);
    }

    openDay(day, focus = true) {
      const lang = this.language;
      const events = this.month?.byDay.get(day) ?? [];
      this.selected = day;
      const heading = el('h3', { id: 'day', tabindex: '-1' }, dayLabel(dayOf(day), lang));
      const list = el('ul');
      list.append(...events.map((event) => this.item(event)));
      this.day.replaceChildren(heading, events.length ? list : el('p', {}, STRINGS[lang].none));
      this.day.hidden = false;
      if (focus) heading.focus();
    }
  }

  window.customElements.define(TAG, EventsCalendar);
})();
