import type { Lang } from '../lib/languages';
import type { Plural } from './strings';

/** The events list's own words beyond the shared ones (./words/): the trash's undo and emptying. */
export interface ListWords {
  /** A row's "Move to Trash": `{title}` for screen readers. */
  trashOne: string;
  trashed: Plural;
  undo: string;
  undone: Plural;
  emptyTrash: string;
  emptyHeading: string;
  /** `{count}`: events in the trash the caller may delete. */
  emptyConfirm: Plural;
  emptyBound: string;
  emptyButton: string;
  cancel: string;
  emptied: Plural;
  /** Events still in the trash after a bounded emptying. */
  remain: Plural;
  /** A series' row: how many of its occurrences the filters keep. */
  series: Plural;
  occurrences: string;
  /** `{count}`: every occurrence of the series the filters keep, a link to them alone. */
  allOccurrences: string;
  /** `{title}`, `{date}`: an occurrence's checkbox. */
  selectOccurrence: string;
  /** The list narrowed to one series (`series=`). */
  oneSeries: string;
  /** Back from one series' occurrences to the list. */
  everySeries: string;
  screenOptions: string;
  columns: string;
  perPage: string;
  /** `{max}`. */
  perPageInvalid: string;
  quickEdit: string;
  quickSave: string;
  bulkEdit: string;
  /** The bulk action's name, and a summary's: "Edit: 3 events changed." */
  editAction: string;
  /** `{count}`: the events to edit. */
  editing: string;
  addCategories: string;
  removeCategories: string;
  addTags: string;
  removeTags: string;
  noChange: string;
  yes: string;
  no: string;
}

export const LIST_WORDS: Readonly<Record<Lang, ListWords>> = {
  eu: {
    trashOne: 'Bota zakarrontzira',
    trashed: {
      one: 'Gertaera {count} zakarrontzira bota da.',
      other: '{count} gertaera zakarrontzira bota dira.',
    },
    undo: 'Desegin',
    undone: {
      one: 'Gertaera {count} zakarrontzitik berreskuratu da.',
      other: '{count} gertaera zakarrontzitik berreskuratu dira.',
    },
    emptyTrash: 'Hustu zakarrontzia',
    emptyHeading: 'Zakarrontzia hustu',
    emptyConfirm: {
      one: 'Ezabatu betiko zakarrontziko gertaera {count}? Ezin da desegin.',
      other: 'Ezabatu betiko zakarrontziko {count} gertaerak? Ezin da desegin.',
    },
    emptyBound: 'Aldi bakoitzean {max} gehienez ezabatzen dira.',
    emptyButton: 'Ezabatu betiko',
    cancel: 'Utzi',
    emptied: { one: 'Gertaera {count} betiko ezabatu da.', other: '{count} gertaera betiko ezabatu dira.' },
    remain: {
      one: 'Gertaera {count} dago oraindik zakarrontzian: hustu berriro.',
      other: '{count} gertaera daude oraindik zakarrontzian: hustu berriro.',
    },
    series: { one: 'Seriea · saio {count}', other: 'Seriea · {count} saio' },
    occurrences: 'Saioak',
    allOccurrences: '{count} saioak',
    selectOccurrence: 'Hautatu “{title}”, {date}',
    oneSeries: 'Serie bateko saioak',
    everySeries: 'Gertaera guztiak',
    screenOptions: 'Pantailaren aukerak',
    columns: 'Zutabeak',
    perPage: 'Elementu kopurua orrialde bakoitzeko',
    perPageInvalid: 'Aukeratu 1 eta {max} arteko kopuru bat.',
    quickEdit: 'Edizio azkarra',
    quickSave: 'Eguneratu',
    bulkEdit: 'Edizio masiboa',
    editAction: 'Editatu',
    editing: 'Editatzeko gertaerak ({count})',
    addCategories: 'Gehitu kategoriak',
    removeCategories: 'Kendu kategoriak',
    addTags: 'Gehitu etiketak',
    removeTags: 'Kendu etiketak',
    noChange: '— Aldaketarik ez —',
    yes: 'Bai',
    no: 'Ez',
  },
  ca: {
    trashOne: 'Mou a la paperera',
    trashed: {
      one: '{count} esdeveniment s’ha mogut a la paperera.',
      other: '{count} esdeveniments s’han mogut a la paperera.',
    },
    undo: 'Desfés',
    undone: {
      one: '{count} esdeveniment s’ha recuperat de la paperera.',
      other: '{count} esdeveniments s’han recuperat de la paperera.',
    },
    emptyTrash: 'Buida la paperera',
    emptyHeading: 'Buidar la paperera',
    emptyConfirm: {
      one: 'Voleu suprimir definitivament {count} esdeveniment de la paperera? No es pot desfer.',
      other: 'Voleu suprimir definitivament els {count} esdeveniments de la paperera? No es pot desfer.',
    },
    emptyBound: 'Cada vegada se’n suprimeixen {max} com a màxim.',
    emptyButton: 'Suprimeix definitivament',
    cancel: 'Cancel·la',
    emptied: {
      one: '{count} esdeveniment s’ha suprimit definitivament.',
      other: '{count} esdeveniments s’han suprimit definitivament.',
    },
    remain: {
      one: 'Encara queda {count} esdeveniment a la paperera: buideu-la de nou.',
      other: 'Encara queden {count} esdeveniments a la paperera: buideu-la de nou.',
    },
    series: { one: 'Sèrie · {count} sessió', other: 'Sèrie · {count} sessions' },
    occurrences: 'Sessions',
    allOccurrences: 'Les {count} sessions',
    selectOccurrence: 'Selecciona «{title}», {date}',
    oneSeries: 'Sessions d’una sèrie',
    everySeries: 'Tots els esdeveniments',
    screenOptions: 'Opcions de pantalla',
    columns: 'Columnes',
    perPage: 'Nombre d’elements per pàgina',
    perPageInvalid: 'Trieu un nombre entre 1 i {max}.',
    quickEdit: 'Edició ràpida',
    quickSave: 'Actualitza',
    bulkEdit: 'Edició massiva',
    editAction: 'Edita',
    editing: 'Esdeveniments per editar ({count})',
    addCategories: 'Afegeix categories',
    removeCategories: 'Treu categories',
    addTags: 'Afegeix etiquetes',
    removeTags: 'Treu etiquetes',
    noChange: '— Sense canvis —',
    yes: 'Sí',
    no: 'No',
  },
  en: {
    trashOne: 'Move to Trash',
    trashed: { one: '{count} event moved to the Trash.', other: '{count} events moved to the Trash.' },
    undo: 'Undo',
    undone: {
      one: '{count} event restored from the Trash.',
      other: '{count} events restored from the Trash.',
    },
    emptyTrash: 'Empty Trash',
    emptyHeading: 'Empty the Trash',
    emptyConfirm: {
      one: 'Delete {count} event in the Trash for good? This cannot be undone.',
      other: 'Delete the {count} events in the Trash for good? This cannot be undone.',
    },
    emptyBound: 'At most {max} are deleted each time.',
    emptyButton: 'Delete permanently',
    cancel: 'Cancel',
    emptied: { one: '{count} event deleted for good.', other: '{count} events deleted for good.' },
    remain: {
      one: '{count} event is still in the Trash: empty it again.',
      other: '{count} events are still in the Trash: empty it again.',
    },
    series: { one: 'Series · {count} occurrence', other: 'Series · {count} occurrences' },
    occurrences: 'Occurrences',
    allOccurrences: 'All {count} occurrences',
    selectOccurrence: 'Select “{title}”, {date}',
    oneSeries: 'The occurrences of one series',
    everySeries: 'Every event',
    screenOptions: 'Screen Options',
    columns: 'Columns',
    perPage: 'Number of items per page',
    perPageInvalid: 'Choose a number from 1 to {max}.',
    quickEdit: 'Quick Edit',
    quickSave: 'Update',
    bulkEdit: 'Bulk Edit',
    editAction: 'Edit',
    editing: 'Events to edit ({count})',
    addCategories: 'Add categories',
    removeCategories: 'Remove categories',
    addTags: 'Add tags',
    removeTags: 'Remove tags',
    noChange: '— No change —',
    yes: 'Yes',
    no: 'No',
  },
  gl: {
    trashOne: 'Mover ao lixo',
    trashed: { one: '{count} evento movido ao lixo.', other: '{count} eventos movidos ao lixo.' },
    undo: 'Desfacer',
    undone: { one: '{count} evento recuperado do lixo.', other: '{count} eventos recuperados do lixo.' },
    emptyTrash: 'Baleirar o lixo',
    emptyHeading: 'Baleirar o lixo',
    emptyConfirm: {
      one: 'Eliminar definitivamente {count} evento do lixo? Non se pode desfacer.',
      other: 'Eliminar definitivamente os {count} eventos do lixo? Non se pode desfacer.',
    },
    emptyBound: 'Cada vez elimínanse {max} como máximo.',
    emptyButton: 'Eliminar definitivamente',
    cancel: 'Cancelar',
    emptied: {
      one: '{count} evento eliminado definitivamente.',
      other: '{count} eventos eliminados definitivamente.',
    },
    remain: {
      one: 'Aínda queda {count} evento no lixo: baléirao de novo.',
      other: 'Aínda quedan {count} eventos no lixo: baléirao de novo.',
    },
    series: { one: 'Serie · {count} sesión', other: 'Serie · {count} sesións' },
    occurrences: 'Sesións',
    allOccurrences: 'As {count} sesións',
    selectOccurrence: 'Seleccionar «{title}», {date}',
    oneSeries: 'As sesións dunha serie',
    everySeries: 'Todos os eventos',
    screenOptions: 'Opcións da pantalla',
    columns: 'Columnas',
    perPage: 'Número de elementos por páxina',
    perPageInvalid: 'Escolle un número entre 1 e {max}.',
    quickEdit: 'Edición rápida',
    quickSave: 'Actualizar',
    bulkEdit: 'Edición masiva',
    editAction: 'Editar',
    editing: 'Eventos para editar ({count})',
    addCategories: 'Engadir categorías',
    removeCategories: 'Quitar categorías',
    addTags: 'Engadir etiquetas',
    removeTags: 'Quitar etiquetas',
    noChange: '— Sen cambios —',
    yes: 'Si',
    no: 'Non',
  },
  es: {
    trashOne: 'Mover a la papelera',
    trashed: {
      one: '{count} evento movido a la papelera.',
      other: '{count} eventos movidos a la papelera.',
    },
    undo: 'Deshacer',
    undone: {
      one: '{count} evento recuperado de la papelera.',
      other: '{count} eventos recuperados de la papelera.',
    },
    emptyTrash: 'Vaciar la papelera',
    emptyHeading: 'Vaciar la papelera',
    emptyConfirm: {
      one: '¿Borrar para siempre {count} evento de la papelera? No se puede deshacer.',
      other: '¿Borrar para siempre los {count} eventos de la papelera? No se puede deshacer.',
    },
    emptyBound: 'Cada vez se borran {max} como máximo.',
    emptyButton: 'Borrar permanentemente',
    cancel: 'Cancelar',
    emptied: {
      one: '{count} evento borrado para siempre.',
      other: '{count} eventos borrados para siempre.',
    },
    remain: {
      one: 'Aún queda {count} evento en la papelera: vacíala de nuevo.',
      other: 'Aún quedan {count} eventos en la papelera: vacíala de nuevo.',
    },
    series: { one: 'Serie · {count} sesión', other: 'Serie · {count} sesiones' },
    occurrences: 'Sesiones',
    allOccurrences: 'Las {count} sesiones',
    selectOccurrence: 'Seleccionar «{title}», {date}',
    oneSeries: 'Las sesiones de una serie',
    everySeries: 'Todos los eventos',
    screenOptions: 'Opciones de pantalla',
    columns: 'Columnas',
    perPage: 'Número de elementos por página',
    perPageInvalid: 'Elige un número entre 1 y {max}.',
    quickEdit: 'Edición rápida',
    quickSave: 'Actualizar',
    bulkEdit: 'Edición masiva',
    editAction: 'Editar',
    editing: 'Eventos para editar ({count})',
    addCategories: 'Añadir categorías',
    removeCategories: 'Quitar categorías',
    addTags: 'Añadir etiquetas',
    removeTags: 'Quitar etiquetas',
    noChange: '— Sin cambios —',
    yes: 'Sí',
    no: 'No',
  },
};
