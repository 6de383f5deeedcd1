import type { Lang } from '../../lib/languages';

/** The words of TEC Pro's week and photo views in each content language. `{date}`: a day in words. */
export interface WeekWords {
  week: string;
  photo: string;
  weekOf: string;
  weeks: string;
  previousWeek: string;
  thisWeek: string;
  nextWeek: string;
  noEventsWeek: string;
}

export const WEEK_WORDS: Record<Lang, WeekWords> = {
  eu: {
    week: 'Astea',
    photo: 'Argazkiak',
    weekOf: '{date}(e)ko astea',
    weeks: 'Asteak',
    previousWeek: 'Aurreko astea',
    thisWeek: 'Aste hau',
    nextWeek: 'Hurrengo astea',
    noEventsWeek: 'Ez dago ekitaldirik aste honetan.',
  },
  ca: {
    week: 'Setmana',
    photo: 'Fotos',
    weekOf: 'Setmana del {date}',
    weeks: 'Setmanes',
    previousWeek: 'Setmana anterior',
    thisWeek: 'Aquesta setmana',
    nextWeek: 'Setmana següent',
    noEventsWeek: 'No hi ha esdeveniments aquesta setmana.',
  },
  en: {
    week: 'Week',
    photo: 'Photo',
    weekOf: 'Week of {date}',
    weeks: 'Weeks',
    previousWeek: 'Previous week',
    thisWeek: 'This week',
    nextWeek: 'Next week',
    noEventsWeek: 'No events this week.',
  },
  gl: {
    week: 'Semana',
    photo: 'Fotos',
    weekOf: 'Semana do {date}',
    weeks: 'Semanas',
    previousWeek: 'Semana anterior',
    thisWeek: 'Esta semana',
    nextWeek: 'Semana seguinte',
    noEventsWeek: 'Non hai eventos esta semana.',
  },
  es: {
    week: 'Semana',
    photo: 'Fotos',
    weekOf: 'Semana del {date}',
    weeks: 'Semanas',
    previousWeek: 'Semana anterior',
    thisWeek: 'Esta semana',
    nextWeek: 'Semana siguiente',
    noEventsWeek: 'No hay eventos esta semana.',
  },
};
