import { ACCESSIBILITY_HEADING, ACCESSIBILITY_LABELS, type AccessibilityKey } from '../lib/accessibility';
import { dateTimeInWords } from '../lib/date-words';
import { type EventStatus, STATUS_LABELS } from '../lib/event-facts';
import type { Lang } from '../lib/languages';
import { escapeHtml } from '../lib/sanitize-html';
import type { EventRecord } from './parts';
import { link } from './parts';

/**
 * What visitors choose an event by, on its page (src/events/fact-keys.ts gives the fields): whether it is
 * still on (a badge with the reason, and the date it had), how it is attended and where online (the link
 * once it is shown), the languages it is held in, its accessibility and note.
 */

interface FactWords {
  /** "Was {date}": the start a rescheduled or postponed event had. */
  was: string;
  attendance: string;
  attendanceModes: Record<'offline' | 'online' | 'mixed', string>;
  /** The link to attend online. */
  join: string;
  /** Before the link is shown: `{minutes}` before the start. */
  linkLater: string;
  /** The label of the languages the event is held in. */
  heldIn: string;
}

const WORDS: Record<Lang, FactWords> = {
  eu: {
    was: 'Lehen: {date}',
    attendance: 'Nola joan',
    attendanceModes: { offline: 'Aurrez aurre', online: 'Linean', mixed: 'Aurrez aurre eta linean' },
    join: 'Sartu linean',
    linkLater: 'Esteka hasiera baino {minutes} minutu lehenago erakutsiko da.',
    heldIn: 'Hizkuntza',
  },
  ca: {
    was: 'Abans: {date}',
    attendance: 'Com assistir-hi',
    attendanceModes: { offline: 'En persona', online: 'En línia', mixed: 'En persona i en línia' },
    join: 'Entra en línia',
    linkLater: "L'enllaç es mostrarà {minutes} minuts abans de l'inici.",
    heldIn: 'Llengua',
  },
  en: {
    was: 'Was {date}',
    attendance: 'Attendance',
    attendanceModes: { offline: 'In person', online: 'Online', mixed: 'In person and online' },
    join: 'Join online',
    linkLater: 'The link is shown {minutes} minutes before the start.',
    heldIn: 'Language',
  },
  gl: {
    was: 'Antes: {date}',
    attendance: 'Como asistir',
    attendanceModes: { offline: 'En persoa', online: 'En liña', mixed: 'En persoa e en liña' },
    join: 'Entrar en liña',
    linkLater: 'A ligazón mostrarase {minutes} minutos antes do inicio.',
    heldIn: 'Lingua',
  },
  es: {
    was: 'Antes: {date}',
    attendance: 'Cómo asistir',
    attendanceModes: { offline: 'En persona', online: 'En línea', mixed: 'En persona y en línea' },
    join: 'Entrar en línea',
    linkLater: 'El enlace se mostrará {minutes} minutos antes del inicio.',
    heldIn: 'Idioma',
  },
};

/**
 * The name of a language tag in the content language ("euskara", "Basque", "vasco"), as the runtime's
 * ICU names it; the tag itself when it has no name.
 */
function languageName(tag: string, lang: Lang): string {
  try {
    const name = new Intl.DisplayNames([lang], { type: 'language', fallback: 'code' }).of(tag);
    return name && name !== tag ? name : tag;
  } catch {
    return tag;
  }
}

/**
 * The badge of an event that is not on as announced: its status in words, the reason, and the start it
 * had; nothing for a scheduled one. Shown to every reader (a password-protected event's status is not
 * protected).
 */
export function statusBadgeHtml(event: EventRecord, lang: Lang): string {
  const status = event.event_status as EventStatus;
  if (status === 'scheduled') return '';
  const reason = event.event_status_reason;
  const was = event.previous_start_date
    ? ` <span class="was">${escapeHtml(WORDS[lang].was.replace('{date}', dateTimeInWords(event.previous_start_date, lang)))}</span>`
    : '';
  return `<p class="note status status-${status}" role="status"><strong>${escapeHtml(STATUS_LABELS[lang][status])}</strong>${reason ? `: ${escapeHtml(reason)}` : ''}${was}</p>`;
}

/** The rows of the event's details these facts add (empty rows are left out by `facts`). */
export function factRows(event: EventRecord, lang: Lang): Array<[label: string, html: string]> {
  const words = WORDS[lang];
  const mode = event.attendance_mode;
  const online =
    event.online_url !== null
      ? `<p>${link(event.online_url, words.join, ' rel="noopener"')}</p>`
      : event.online_url_visible_before !== null && mode !== 'offline'
        ? `<p>${escapeHtml(words.linkLater.replace('{minutes}', String(event.online_url_visible_before)))}</p>`
        : '';
  const attendance =
    mode === null
      ? ''
      : mode === 'offline'
        ? online
        : `<p>${escapeHtml(words.attendanceModes[mode])}</p>${online}`;
  const languages = event.event_languages.map((tag) => languageName(tag, lang)).join(', ');
  const keys = event.accessibility as AccessibilityKey[];
  const accessibility = [
    keys.length > 0
      ? `<ul>${keys.map((key) => `<li>${escapeHtml(ACCESSIBILITY_LABELS[lang][key])}</li>`).join('')}</ul>`
      : '',
    event.accessibility_note ? `<p>${escapeHtml(event.accessibility_note)}</p>` : '',
  ].join('');
  return [
    [words.attendance, attendance],
    [words.heldIn, languages ? `<p>${escapeHtml(languages)}</p>` : ''],
    [ACCESSIBILITY_HEADING[lang], accessibility],
  ];
}
