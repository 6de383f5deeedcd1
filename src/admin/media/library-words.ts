import type { Lang } from '../../lib/languages';

/** The words of the media library screen (`/admin/media`), in the app's five languages. */
export interface LibraryWords {
  title: string;
  search: string;
  searchButton: string;
  none: string;
  file: string;
  dimensions: string;
  altText: string;
  caption: string;
  name: string;
  edit: string;
  save: string;
  saved: string;
  previous: string;
  next: string;
  page: string;
  usedBy: string;
  deleteHeading: string;
  force: string;
  deleteButton: string;
  back: string;
}

export const LIBRARY_WORDS: Record<Lang, LibraryWords> = {
  en: {
    title: 'Media library',
    search: 'Search the library',
    searchButton: 'Search',
    none: 'No file.',
    file: 'File',
    dimensions: 'Size',
    altText: 'Alternative text',
    caption: 'Caption',
    name: 'Title',
    edit: 'Edit',
    save: 'Save changes',
    saved: 'Saved.',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {page} of {pages}',
    usedBy: 'Used by {count} record(s).',
    deleteHeading: 'Delete the file',
    force: 'Take it off the records that use it, and delete it',
    deleteButton: 'Delete',
    back: 'Media library',
  },
  es: {
    title: 'Biblioteca de medios',
    search: 'Buscar en la biblioteca',
    searchButton: 'Buscar',
    none: 'Ningún archivo.',
    file: 'Archivo',
    dimensions: 'Tamaño',
    altText: 'Texto alternativo',
    caption: 'Leyenda',
    name: 'Título',
    edit: 'Editar',
    save: 'Guardar los cambios',
    saved: 'Guardado.',
    previous: 'Anterior',
    next: 'Siguiente',
    page: 'Página {page} de {pages}',
    usedBy: 'Lo usan {count} registros.',
    deleteHeading: 'Borrar el archivo',
    force: 'Quitarlo de los registros que lo usan, y borrarlo',
    deleteButton: 'Borrar',
    back: 'Biblioteca de medios',
  },
  eu: {
    title: 'Multimedia-liburutegia',
    search: 'Bilatu liburutegian',
    searchButton: 'Bilatu',
    none: 'Fitxategirik ez.',
    file: 'Fitxategia',
    dimensions: 'Neurria',
    altText: 'Testu alternatiboa',
    caption: 'Oina',
    name: 'Izenburua',
    edit: 'Editatu',
    save: 'Gorde aldaketak',
    saved: 'Gordeta.',
    previous: 'Aurrekoa',
    next: 'Hurrengoa',
    page: '{page}/{pages} orria',
    usedBy: '{count} erregistrok erabiltzen dute.',
    deleteHeading: 'Ezabatu fitxategia',
    force: 'Kendu erabiltzen duten erregistroetatik, eta ezabatu',
    deleteButton: 'Ezabatu',
    back: 'Multimedia-liburutegia',
  },
  ca: {
    title: 'Biblioteca multimèdia',
    search: 'Cerca a la biblioteca',
    searchButton: 'Cerca',
    none: 'Cap fitxer.',
    file: 'Fitxer',
    dimensions: 'Mida',
    altText: 'Text alternatiu',
    caption: 'Peu',
    name: 'Títol',
    edit: 'Edita',
    save: 'Desa els canvis',
    saved: 'Desat.',
    previous: 'Anterior',
    next: 'Següent',
    page: 'Pàgina {page} de {pages}',
    usedBy: 'L’utilitzen {count} registres.',
    deleteHeading: 'Suprimeix el fitxer',
    force: 'Treu-lo dels registres que l’utilitzen, i suprimeix-lo',
    deleteButton: 'Suprimeix',
    back: 'Biblioteca multimèdia',
  },
  gl: {
    title: 'Biblioteca multimedia',
    search: 'Buscar na biblioteca',
    searchButton: 'Buscar',
    none: 'Ningún ficheiro.',
    file: 'Ficheiro',
    dimensions: 'Tamaño',
    altText: 'Texto alternativo',
    caption: 'Lenda',
    name: 'Título',
    edit: 'Editar',
    save: 'Gardar os cambios',
    saved: 'Gardado.',
    previous: 'Anterior',
    next: 'Seguinte',
    page: 'Páxina {page} de {pages}',
    usedBy: 'Úsano {count} rexistros.',
    deleteHeading: 'Borrar o ficheiro',
    force: 'Quitalo dos rexistros que o usan, e borralo',
    deleteButton: 'Borrar',
    back: 'Biblioteca multimedia',
  },
};
