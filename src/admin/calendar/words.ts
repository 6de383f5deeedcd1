import type { Lang } from '../../lib/languages';

/** The words of the editors' calendar (`/admin/calendar`); month and weekday names come from the public calendar's. */
export interface CalendarWords {
  calendar: string;
  clash: string;
  /** `{count}`: events read, when more exist. */
  truncated: string;
  badMonth: string;
  badFilter: string;
  show: string;
  /** The badge of an event not published. */
  badge: { draft: string; pending: string; future: string; private: string; trash: string };
}

export const CALENDAR_WORDS: Readonly<Record<Lang, CalendarWords>> = {
  eu: {
    calendar: 'Egutegia',
    clash: 'Talka: ekitaldiak ordu berean, leku berean edo antolatzaile berarekin',
    truncated: 'Hilabete honek ekitaldi gehiegi ditu: lehenengo {count}ak bakarrik erakusten dira.',
    badMonth: 'Hilabetea ez da baliozkoa (UUUU-HH).',
    badFilter: 'Iragazki hau ezin da erabili:',
    show: 'Erakutsi',
    badge: {
      draft: 'Zirriborroa',
      pending: 'Zain',
      future: 'Programatua',
      private: 'Pribatua',
      trash: 'Zakarrontzian',
    },
  },
  ca: {
    calendar: 'Calendari',
    clash: 'Coincidència: esdeveniments a la mateixa hora al mateix lloc o amb el mateix organitzador',
    truncated: 'Aquest mes té massa esdeveniments: només se’n mostren els primers {count}.',
    badMonth: 'El mes no és vàlid (AAAA-MM).',
    badFilter: 'Aquest filtre no es pot fer servir:',
    show: 'Mostra',
    badge: {
      draft: 'Esborrany',
      pending: 'Pendent',
      future: 'Programat',
      private: 'Privat',
      trash: 'A la paperera',
    },
  },
  en: {
    calendar: 'Calendar',
    clash: 'Clash: events at the same time at the same venue or with the same organizer',
    truncated: 'This month has too many events: only the first {count} are shown.',
    badMonth: 'The month is not valid (YYYY-MM).',
    badFilter: 'This filter can’t be used:',
    show: 'Show',
    badge: {
      draft: 'Draft',
      pending: 'Pending',
      future: 'Scheduled',
      private: 'Private',
      trash: 'In the trash',
    },
  },
  gl: {
    calendar: 'Calendario',
    clash: 'Coincidencia: eventos á mesma hora no mesmo lugar ou co mesmo organizador',
    truncated: 'Este mes ten demasiados eventos: só se amosan os primeiros {count}.',
    badMonth: 'O mes non é válido (AAAA-MM).',
    badFilter: 'Este filtro non se pode usar:',
    show: 'Amosar',
    badge: {
      draft: 'Borrador',
      pending: 'Pendente',
      future: 'Programado',
      private: 'Privado',
      trash: 'No lixo',
    },
  },
  es: {
    calendar: 'Calendario',
    clash: 'Coincidencia: eventos a la misma hora en el mismo lugar o con el mismo organizador',
    truncated: 'Este mes tiene demasiados eventos: solo se muestran los primeros {count}.',
    badMonth: 'El mes no es válido (AAAA-MM).',
    badFilter: 'Este filtro no se puede usar:',
    show: 'Mostrar',
    badge: {
      draft: 'Borrador',
      pending: 'Pendiente',
      future: 'Programado',
      private: 'Privado',
      trash: 'En la papelera',
    },
  },
};
