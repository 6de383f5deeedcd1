import { ACCESSIBILITY_KEYS, ACCESSIBILITY_LABELS } from '../../lib/accessibility';
import { ATTENDANCE_MODES, EVENT_STATUSES, STATUS_LABELS } from '../../lib/event-facts';
import { LANGUAGES, type Lang } from '../../lib/languages';
import { LANGUAGE_NAMES } from '../../pages/strings';
import { Area, type Ctx, describedBy, Notes, Text } from './controls';
import { noteName, reasonName } from './facts-values';

/**
 * The editor's "Status and attendance" (issue 38): the status in one click (radio buttons) with its reason
 * in each language, attendance with the online address and how many minutes before the start it is shown,
 * the event's languages (BCP 47 tags), accessibility and its note in each language. Its values and the
 * API body they make: ./facts-values.ts.
 */

/** The section's words (the status and accessibility names are the pages'). */
const WORDS: Record<
  Lang,
  {
    heading: string;
    status: string;
    reason: string;
    attendance: string;
    unset: string;
    modes: Record<(typeof ATTENDANCE_MODES)[number], string>;
    onlineUrl: string;
    visibleBefore: string;
    visibleBeforeHint: string;
    languages: string;
    languagesHint: string;
    accessibility: string;
    note: string;
  }
> = {
  eu: {
    heading: 'Egoera eta nola joan',
    status: 'Egoera',
    reason: 'Arrazoia ({language})',
    attendance: 'Nola joan',
    unset: 'Zehaztu gabe',
    modes: { offline: 'Aurrez aurre', online: 'Linean', mixed: 'Aurrez aurre eta linean' },
    onlineUrl: 'Lineako helbidea',
    visibleBefore: 'Erakutsi hasiera baino minutu hauek lehenago',
    visibleBeforeHint: 'Hutsik: beti erakusten da.',
    languages: 'Ekitaldiaren hizkuntzak',
    languagesHint: 'BCP 47 etiketak, komaz bereizita: eu, es, en-GB.',
    accessibility: 'Irisgarritasuna',
    note: 'Irisgarritasun-oharra ({language})',
  },
  ca: {
    heading: 'Estat i assistència',
    status: 'Estat',
    reason: 'Motiu ({language})',
    attendance: 'Com assistir-hi',
    unset: 'Sense indicar',
    modes: { offline: 'En persona', online: 'En línia', mixed: 'En persona i en línia' },
    onlineUrl: 'Adreça en línia',
    visibleBefore: "Mostra-la aquests minuts abans de l'inici",
    visibleBeforeHint: 'Buit: es mostra sempre.',
    languages: "Llengües de l'esdeveniment",
    languagesHint: 'Etiquetes BCP 47 separades per comes: eu, es, en-GB.',
    accessibility: 'Accessibilitat',
    note: "Nota d'accessibilitat ({language})",
  },
  en: {
    heading: 'Status and attendance',
    status: 'Status',
    reason: 'Reason ({language})',
    attendance: 'Attendance',
    unset: 'Not said',
    modes: { offline: 'In person', online: 'Online', mixed: 'In person and online' },
    onlineUrl: 'Online address',
    visibleBefore: 'Shown this many minutes before the start',
    visibleBeforeHint: 'Empty: always shown.',
    languages: 'Languages of the event',
    languagesHint: 'BCP 47 tags, separated by commas: eu, es, en-GB.',
    accessibility: 'Accessibility',
    note: 'Accessibility note ({language})',
  },
  gl: {
    heading: 'Estado e asistencia',
    status: 'Estado',
    reason: 'Motivo ({language})',
    attendance: 'Como asistir',
    unset: 'Sen indicar',
    modes: { offline: 'En persoa', online: 'En liña', mixed: 'En persoa e en liña' },
    onlineUrl: 'Enderezo en liña',
    visibleBefore: 'Mostrala estes minutos antes do inicio',
    visibleBeforeHint: 'Baleiro: móstrase sempre.',
    languages: 'Linguas do evento',
    languagesHint: 'Etiquetas BCP 47 separadas por comas: eu, es, en-GB.',
    accessibility: 'Accesibilidade',
    note: 'Nota de accesibilidade ({language})',
  },
  es: {
    heading: 'Estado y asistencia',
    status: 'Estado',
    reason: 'Motivo ({language})',
    attendance: 'Cómo asistir',
    unset: 'Sin indicar',
    modes: { offline: 'En persona', online: 'En línea', mixed: 'En persona y en línea' },
    onlineUrl: 'Dirección en línea',
    visibleBefore: 'Mostrarla estos minutos antes del inicio',
    visibleBeforeHint: 'Vacío: se muestra siempre.',
    languages: 'Idiomas del evento',
    languagesHint: 'Etiquetas BCP 47 separadas por comas: eu, es, en-GB.',
    accessibility: 'Accesibilidad',
    note: 'Nota de accesibilidad ({language})',
  },
};

function Radios({
  ctx,
  name,
  legend,
  choices,
}: {
  ctx: Ctx;
  name: string;
  legend: string;
  choices: Array<[string, string]>;
}) {
  // A new event is scheduled until said otherwise.
  const value = ctx.view.values[name] || (name === 'event_status' ? 'scheduled' : '');
  return (
    <fieldset {...describedBy(ctx, name)}>
      <legend>{legend}</legend>
      {choices.map(([choice, label]) => (
        <label class="check">
          <input type="radio" name={name} value={choice} checked={value === choice} />
          {label}
        </label>
      ))}
      <Notes ctx={ctx} name={name} />
    </fieldset>
  );
}

export function FactsSection({ ctx }: { ctx: Ctx }) {
  const { view } = ctx;
  const lang = view.frame.lang;
  const f = WORDS[lang];
  const main = view.mainLang;
  const ordered = [main, ...LANGUAGES.filter((l) => l !== main)];
  const ticked = new Set((view.values.accessibility ?? '').split(','));
  return (
    <section aria-labelledby="facts-heading" class="facts">
      <h2 id="facts-heading">{f.heading}</h2>
      <Radios
        ctx={ctx}
        name="event_status"
        legend={f.status}
        choices={EVENT_STATUSES.map((status) => [status, STATUS_LABELS[lang][status]])}
      />
      {ordered.map((l) => (
        <Text
          ctx={ctx}
          name={reasonName(l, main)}
          label={f.reason.replace('{language}', LANGUAGE_NAMES[l])}
          lang={l}
        />
      ))}
      <Radios
        ctx={ctx}
        name="attendance_mode"
        legend={f.attendance}
        choices={[['', f.unset], ...ATTENDANCE_MODES.map((mode): [string, string] => [mode, f.modes[mode]])]}
      />
      <Text ctx={ctx} name="online_url" label={f.onlineUrl} type="url" />
      <Text
        ctx={ctx}
        name="online_url_visible_before"
        label={f.visibleBefore}
        type="number"
        hint={f.visibleBeforeHint}
      />
      <Text ctx={ctx} name="event_languages" label={f.languages} hint={f.languagesHint} />
      <fieldset {...describedBy(ctx, 'accessibility')}>
        <legend>{f.accessibility}</legend>
        <ul class="boxes">
          {ACCESSIBILITY_KEYS.map((key) => (
            <li>
              <label class="check">
                <input type="checkbox" name="accessibility" value={key} checked={ticked.has(key)} />
                {ACCESSIBILITY_LABELS[lang][key]}
              </label>
            </li>
          ))}
        </ul>
        <Notes ctx={ctx} name="accessibility" />
      </fieldset>
      {ordered.map((l) => (
        <Area
          ctx={ctx}
          name={noteName(l, main)}
          label={f.note.replace('{language}', LANGUAGE_NAMES[l])}
          rows={2}
          lang={l}
        />
      ))}
    </section>
  );
}
