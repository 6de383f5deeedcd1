/**
 * <events-calendar>: upcoming events from the Events Calendar API, for any web page.
 *
 *   <script src="https://API-HOST/site/events/v1/widget.js" defer></script>
 *   <events-calendar lang="eu" categories="musica" per-page="5"></events-calendar>
 *
 * Attributes: lang (eu, ca, en, gl, es), api (the API's origin; default: where this script came
 * from), categories, tags (ids or slugs, comma-separated), venue, organizer (ids), featured
 * (true/false), search, per-page (1-50, default 5). Styling: the CSS custom properties --ec-accent,
 * --ec-font, --ec-bg, --ec-text, --ec-muted, --ec-border, --ec-radius, and ::part(list|event|title|
 * when|venue|status|pager|button).
 *
 * No dependencies; the Worker serves this file as it is (the language of the script's URL, if it has
 * one, replaces the `null` of SERVED_LANGUAGE).
 */
(() => {
  const SERVED_LANGUAGE = null;
  const TAG = 'events-calendar';
  const LANGUAGES = ['eu', 'ca', 'en', 'gl', 'es'];
  const FALLBACK_LANGUAGE = 'es';
  const DEFAULT_PER_PAGE = 5;

  /** UI strings. `{name}` marks a value filled in. */
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
      recurring: 'Errepikatzen da',
      errorNetwork: 'Ezin izan dira ekitaldiak kargatu. Egiaztatu konexioa eta saiatu berriro.',
      errorFilter: 'Ezin izan dira ekitaldiak kargatu: iragazki ezezaguna ({filter}: {value}).',
      errorServer: 'Ezin izan dira ekitaldiak kargatu (errorea: {status}).',
      filters: { categories: 'kategoria', tags: 'etiketa', venue: 'lekua', organizer: 'antolatzailea' },
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
      recurring: 'Es repeteix',
      errorNetwork: 'No s’han pogut carregar els esdeveniments. Comproveu la connexió i torneu-ho a provar.',
      errorFilter: 'No s’han pogut carregar els esdeveniments: filtre desconegut ({filter}: {value}).',
      errorServer: 'No s’han pogut carregar els esdeveniments (error {status}).',
      filters: { categories: 'categoria', tags: 'etiqueta', venue: 'espai', organizer: 'organitzador' },
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
      recurring: 'Repeats',
      errorNetwork: 'The events could not be loaded. Check your connection and try again.',
      errorFilter: 'The events could not be loaded: unknown filter ({filter}: {value}).',
      errorServer: 'The events could not be loaded (error {status}).',
      filters: { categories: 'category', tags: 'tag', venue: 'venue', organizer: 'organizer' },
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
      recurring: 'Repítese',
      errorNetwork: 'Non se puideron cargar os eventos. Comprobe a conexión e ténteo de novo.',
      errorFilter: 'Non se puideron cargar os eventos: filtro descoñecido ({filter}: {value}).',
      errorServer: 'Non se puideron cargar os eventos (erro {status}).',
      filters: { categories: 'categoría', tags: 'etiqueta', venue: 'lugar', organizer: 'organizador' },
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
      recurring: 'Se repite',
      errorNetwork: 'No se pudieron cargar los eventos. Comprueba la conexión e inténtalo de nuevo.',
      errorFilter: 'No se pudieron cargar los eventos: filtro desconocido ({filter}: {value}).',
      errorServer: 'No se pudieron cargar los eventos (error {status}).',
      filters: { categories: 'categoría', tags: 'etiqueta', venue: 'lugar', organizer: 'organizador' },
    },
  };

  if (typeof window === 'undefined' || !window.customElements || window.customElements.get(TAG)) return;

  const script = document.currentScript;
  /** Where this script came from: the API's origin unless an `api` attribute says otherwise. */
  const SCRIPT_ORIGIN = script?.src ? new URL(script.src, location.href).origin : location.origin;

  const fill = (text, values) =>
    text.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? values[name] : whole));

  const STYLE = `
:host { display: block; font-family: var(--ec-font, inherit); color: var(--ec-text, #1f2328);
  background: var(--ec-bg, #ffffff); border: 1px solid var(--ec-border, #d0d7de);
  border-radius: var(--ec-radius, 8px); padding: 0.75rem 1rem; line-height: 1.4; }
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
[part~="container"] { position: relative; }
ul { list-style: none; margin: 0; padding: 0; }
ul:focus { outline: none; }
ul:focus-visible { outline: 3px solid var(--ec-accent, #1a5fb4); outline-offset: 2px; }
li { padding: 0.6rem 0; border-bottom: 1px solid var(--ec-border, #d0d7de); }
li:last-child { border-bottom: none; }
a { color: var(--ec-accent, #1a5fb4); font-weight: 600; text-decoration: underline;
  text-underline-offset: 0.15em; }
a:hover { text-decoration-thickness: 2px; }
a:focus-visible, button:focus-visible { outline: 3px solid var(--ec-accent, #1a5fb4); outline-offset: 2px;
  border-radius: 2px; }
p { margin: 0.15rem 0 0; }
.when, .venue, .status { color: var(--ec-muted, #57606a); font-size: 0.92em; }
.status:empty { display: none; }
.status { margin: 0.5rem 0 0; }
.status.error { color: var(--ec-error, #b3261e); font-weight: 600; }
.status.quiet { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden;
  clip-path: inset(50%); white-space: nowrap; }
.pager { display: flex; align-items: center; justify-content: space-between; gap: 0.5rem;
  margin-top: 0.6rem; flex-wrap: wrap; }
.pager[hidden] { display: none; }
button { font: inherit; cursor: pointer; color: var(--ec-bg, #ffffff); background: var(--ec-accent, #1a5fb4);
  border: 1px solid var(--ec-accent, #1a5fb4); border-radius: var(--ec-radius, 8px); padding: 0.35rem 0.9rem; }
button:disabled { cursor: default; opacity: 0.45; }
button[hidden] { display: none; }
.page { color: var(--ec-muted, #57606a); font-size: 0.92em; }
`;

  const el = (tag, attributes = {}, text = '') => {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    if (text) node.textContent = text;
    return node;
  };

  /** `YYYY-MM-DD HH:MM:SS` in UTC -> Date. */
  const utcDate = (wall) => new Date(`${wall.replace(' ', 'T')}Z`);
  /** The calendar day of a wall time, as midnight UTC (formatted with timeZone UTC). */
  const dayOf = (wall) => new Date(`${wall.slice(0, 10)}T00:00:00Z`);

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
      // An unknown time zone: show the times in UTC, saying so.
      return new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC', timeZoneName: 'short' });
    }
  }

  /**
   * Browsers whose Intl lacks a language (Chromium has no Basque or Galician dates) get the CLDR
   * patterns of that language written out here, with its month and weekday names.
   */
  const OWN_DATES = {
    eu: {
      months: [
        'urtarrila',
        'otsaila',
        'martxoa',
        'apirila',
        'maiatza',
        'ekaina',
        'uztaila',
        'abuztua',
        'iraila',
        'urria',
        'azaroa',
        'abendua',
      ],
      weekdays: ['ig.', 'al.', 'ar.', 'az.', 'og.', 'or.', 'lr.'],
      date: (p, n) =>
        `${p.year ? `${p.year}(e)ko ` : ''}${n.months[p.month - 1]} ${p.day}(a), ${n.weekdays[p.weekday]}`,
      time: (date, time) => `${date} (${time})`,
    },
    gl: {
      months: [
        'xaneiro',
        'febreiro',
        'marzo',
        'abril',
        'maio',
        'xuño',
        'xullo',
        'agosto',
        'setembro',
        'outubro',
        'novembro',
        'decembro',
      ],
      weekdays: ['dom.', 'luns', 'mar.', 'mér.', 'xov.', 'ven.', 'sáb.'],
      date: (p, n) =>
        `${n.weekdays[p.weekday]}, ${p.day} de ${n.months[p.month - 1]}${p.year ? ` de ${p.year}` : ''}`,
      time: (date, time) => `${date}, ${time}`,
    },
  };

  const intlSpeaks = (lang) => {
    try {
      return Intl.DateTimeFormat.supportedLocalesOf([lang]).length > 0;
    } catch {
      return false;
    }
  };

  /** Year, month, day, weekday, hour and minute of an instant in a time zone (UTC if the zone is unknown). */
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

  /** `formatWhen` for a language the browser's Intl lacks. */
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

  /** The date and time of an event, in the widget's language and the event's time zone. */
  function formatWhen(event, lang, strings) {
    const thisYear = new Date().getFullYear();
    if (OWN_DATES[lang] && !intlSpeaks(lang)) return ownWhen(event, OWN_DATES[lang], strings, thisYear);
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

  const venueName = (event) => {
    const venues = Array.isArray(event.venue) ? event.venue : event.venue ? [event.venue] : [];
    return venues
      .map((venue) => venue.venue)
      .filter(Boolean)
      .join(' · ');
  };

  const safeUrl = (url) => {
    try {
      const parsed = new URL(url);
      return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
    } catch {
      return null;
    }
  };

  /** `https://host`, `https://host/eu/site/events/v1` or `https://host/site/events/v1/` -> `https://host`. */
  const apiBase = (value) =>
    value
      .trim()
      .replace(/\/+$/, '')
      .replace(/(?:\/(?:eu|ca|en|gl|es))?\/site\/events\/v1$/, '');

  class EventsCalendar extends HTMLElement {
    static get observedAttributes() {
      return ['lang', 'api', 'categories', 'tags', 'venue', 'organizer', 'featured', 'search', 'per-page'];
    }

    constructor() {
      super();
      this.controller = null;
      this.pending = false;
      this.current = null;
      this.attachShadow({ mode: 'open' });
      const style = el('style');
      style.textContent = STYLE;
      this.root = el('div', { part: 'container' });
      this.list = el('ul', { part: 'list', tabindex: '-1' });
      this.status = el('p', { class: 'status', part: 'status', role: 'status', 'aria-live': 'polite' });
      this.retryButton = el('button', { type: 'button', part: 'button retry', hidden: '' });
      this.pager = el('nav', { class: 'pager', part: 'pager', hidden: '' });
      this.previousButton = el('button', { type: 'button', part: 'button previous' });
      this.pageLabel = el('span', { class: 'page' });
      this.nextButton = el('button', { type: 'button', part: 'button next' });
      this.pager.append(this.previousButton, this.pageLabel, this.nextButton);
      this.root.append(this.list, this.status, this.retryButton, this.pager);
      this.shadowRoot.append(style, this.root);
      this.previousButton.addEventListener('click', () => this.go(this.previousButton, this.links?.previous));
      this.nextButton.addEventListener('click', () => this.go(this.nextButton, this.links?.next));
      this.retryButton.addEventListener('click', () => this.load(this.current ?? this.firstUrl(), this.list));
    }

    connectedCallback() {
      this.reload();
    }

    disconnectedCallback() {
      this.controller?.abort();
    }

    attributeChangedCallback(_name, oldValue, newValue) {
      if (oldValue !== newValue && this.isConnected) this.reload();
    }

    /** Several attribute changes in a row load once. */
    reload() {
      if (this.pending) return;
      this.pending = true;
      queueMicrotask(() => {
        this.pending = false;
        if (this.isConnected) this.load(this.firstUrl());
      });
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

    get base() {
      return apiBase(this.getAttribute('api') || SCRIPT_ORIGIN);
    }

    firstUrl() {
      const url = new URL(`${this.base}/${this.language}/site/events/v1/events`);
      const perPage = Number.parseInt(this.getAttribute('per-page') ?? '', 10);
      url.searchParams.set(
        'per_page',
        String(Number.isFinite(perPage) ? Math.min(Math.max(perPage, 1), 50) : DEFAULT_PER_PAGE),
      );
      for (const name of ['categories', 'tags', 'venue', 'organizer', 'search']) {
        const value = (this.getAttribute(name) ?? '').trim();
        if (value) url.searchParams.set(name, value);
      }
      if (this.hasAttribute('featured')) {
        const featured = (this.getAttribute('featured') ?? '').trim().toLowerCase();
        url.searchParams.set('featured', featured === 'false' || featured === '0' ? 'false' : 'true');
      }
      return url.href;
    }

    /** A page link of the API, if it points at the API this widget reads. */
    sameApi(url) {
      const safe = url && safeUrl(url);
      return safe && new URL(safe).origin === new URL(this.base).origin ? safe : null;
    }

    go(button, url) {
      if (!url) return;
      this.load(url, button);
    }

    /** `kind`: 'info', 'error', or 'quiet' (announced, not shown: the pager already says it). */
    setStatus(text, kind = 'info') {
      this.status.textContent = text;
      this.status.classList.toggle('error', kind === 'error');
      this.status.classList.toggle('quiet', kind === 'quiet');
    }

    async load(url, focusAfter = null) {
      const lang = this.language;
      const strings = STRINGS[lang];
      this.controller?.abort();
      const controller = new AbortController();
      this.controller = controller;
      this.current = url;
      this.root.setAttribute('lang', lang);
      this.list.setAttribute('aria-label', strings.list);
      this.pager.setAttribute('aria-label', strings.pager);
      this.previousButton.textContent = strings.previous;
      this.nextButton.textContent = strings.next;
      this.retryButton.textContent = strings.retry;
      this.retryButton.hidden = true;
      this.list.setAttribute('aria-busy', 'true');
      this.setStatus(strings.loading);
      let body;
      let response;
      try {
        response = await fetch(url, { signal: controller.signal });
        body = await response.json().catch(() => null);
      } catch {
        if (controller.signal.aborted) return;
        this.fail(strings.errorNetwork, true);
        return;
      }
      if (controller.signal.aborted) return;
      if (!response.ok || !body || !Array.isArray(body.events)) {
        this.fail(this.errorMessage(response.status, body, strings), response.status >= 500);
        return;
      }
      this.render(body, lang, strings, focusAfter);
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
      this.list.removeAttribute('aria-busy');
      this.list.replaceChildren();
      this.pager.hidden = true;
      this.links = null;
      this.setStatus(message, 'error');
      this.retryButton.hidden = !canRetry;
    }

    render(body, lang, strings, focusAfter) {
      const items = body.events.map((event) => {
        const item = el('li', { part: 'event' });
        const href = safeUrl(event.url);
        const title = href
          ? el('a', { href, part: 'title' }, event.title)
          : el('span', { part: 'title' }, event.title);
        const when = el('p', { class: 'when', part: 'when' });
        const time = el(
          'time',
          { datetime: `${event.utc_start_date.replace(' ', 'T')}Z` },
          formatWhen(event, lang, strings),
        );
        when.append(time);
        // An occurrence of a series says so beside its date (the API marks it `recurring`).
        if (event.recurring === true) {
          when.append(' · ', el('span', { class: 'recurring', part: 'recurring' }, strings.recurring));
        }
        item.append(title, when);
        const venue = venueName(event);
        if (venue) item.append(el('p', { class: 'venue', part: 'venue' }, venue));
        return item;
      });
      this.list.replaceChildren(...items);
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
        const count = fill(total === 1 ? strings.events.one : strings.events.other, {
          count: total.toLocaleString(lang),
        });
        this.setStatus(pages > 1 ? `${count} · ${pageText}` : count, pages > 1 ? 'quiet' : 'info');
      }
      // Keep the keyboard where it was; a button that no longer applies hands focus to the list.
      if ((hadFocus && focusAfter.disabled) || focusAfter === this.list) this.list.focus();
    }
  }

  window.customElements.define(TAG, EventsCalendar);
})();
