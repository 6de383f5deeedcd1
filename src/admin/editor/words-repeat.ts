import type { Lang } from '../../lib/languages';

/** The words of "Repeat"'s date pickers (skipped and extra dates), in each language. */
export interface RepeatWords {
  skip: string;
  skipHint: string;
  extra: string;
  extraHint: string;
  addDate: string;
  remove: string;
  /** A row's number for screen readers: `{n}`. */
  row: string;
}

export const REPEAT_WORDS: Readonly<Record<Lang, RepeatWords>> = {
  eu: {
    skip: 'Saltatu data hauek',
    skipHint: 'Egun hauetan ez da saiorik izango.',
    extra: 'Data hauetan ere bai',
    extraHint: 'Saio bat gehiago data bakoitzean; ordua, seriearena ez bada.',
    addDate: 'Gehitu data bat',
    remove: 'Kendu',
    row: '{n}. data',
  },
  ca: {
    skip: 'Omet aquestes dates',
    skipHint: 'No hi haurà cap sessió aquests dies.',
    extra: 'També en aquestes dates',
    extraHint: 'Una sessió més cada data; l’hora, si no és la de la sèrie.',
    addDate: 'Afegeix una data',
    remove: 'Treu',
    row: 'data {n}',
  },
  en: {
    skip: 'Skip these dates',
    skipHint: 'No occurrence on these days.',
    extra: 'Also on these dates',
    extraHint: 'One more occurrence on each date; its time, if not the series’ own.',
    addDate: 'Add a date',
    remove: 'Remove',
    row: 'date {n}',
  },
  gl: {
    skip: 'Omitir estas datas',
    skipHint: 'Non haberá ningunha sesión estes días.',
    extra: 'Tamén nestas datas',
    extraHint: 'Unha sesión máis en cada data; a hora, se non é a da serie.',
    addDate: 'Engadir unha data',
    remove: 'Quitar',
    row: 'data {n}',
  },
  es: {
    skip: 'Saltar estas fechas',
    skipHint: 'Ninguna sesión esos días.',
    extra: 'También en estas fechas',
    extraHint: 'Una sesión más en cada fecha; su hora, si no es la de la serie.',
    addDate: 'Añadir una fecha',
    remove: 'Quitar',
    row: 'fecha {n}',
  },
};
