import type { Lang } from '../../lib/languages';

/** The words of the image picker and uploads (src/admin/media/), in the app's five languages. */
export interface MediaWords {
  image: string;
  imageHint: string;
  noImage: string;
  upload: string;
  uploadButton: string;
  dropHere: string;
  uploading: string;
  uploaded: string;
  altText: string;
  altHint: string;
  altRequired: string;
  remove: string;
  searchLibrary: string;
  searchButton: string;
  noneFound: string;
  errors: { tooBig: string; wrongType: string; quota: string; failed: string };
}

export const MEDIA_WORDS: Record<Lang, MediaWords> = {
  en: {
    image: 'Image',
    imageHint: 'A media library id, or the URL of an image elsewhere.',
    noImage: 'No image.',
    upload: 'Upload an image (JPEG, PNG, GIF, WebP or AVIF)',
    uploadButton: 'Upload',
    dropHere: 'Drop an image here, or choose a file.',
    uploading: 'Uploading… {percent}%',
    uploaded: 'Uploaded: save the event to use it.',
    altText: 'Alternative text of the image',
    altHint: 'What the image shows, for people who cannot see it.',
    altRequired: 'The image needs an alternative text before the event is published.',
    remove: 'Remove the image',
    searchLibrary: 'Or choose an image of the library',
    searchButton: 'Search',
    noneFound: 'No image found.',
    errors: {
      tooBig: 'The file is too large.',
      wrongType: 'That file is not a JPEG, PNG, GIF, WebP or AVIF image.',
      quota: 'Your upload quota for today is used up.',
      failed: 'The upload failed. Try again.',
    },
  },
  es: {
    image: 'Imagen',
    imageHint: 'Un id de la biblioteca de medios, o la URL de una imagen en otro sitio.',
    noImage: 'Sin imagen.',
    upload: 'Subir una imagen (JPEG, PNG, GIF, WebP o AVIF)',
    uploadButton: 'Subir',
    dropHere: 'Suelta aquí una imagen, o elige un archivo.',
    uploading: 'Subiendo… {percent} %',
    uploaded: 'Subida: guarda el evento para usarla.',
    altText: 'Texto alternativo de la imagen',
    altHint: 'Lo que muestra la imagen, para quien no puede verla.',
    altRequired: 'La imagen necesita un texto alternativo antes de publicar el evento.',
    remove: 'Quitar la imagen',
    searchLibrary: 'O elige una imagen de la biblioteca',
    searchButton: 'Buscar',
    noneFound: 'No se ha encontrado ninguna imagen.',
    errors: {
      tooBig: 'El archivo es demasiado grande.',
      wrongType: 'Ese archivo no es una imagen JPEG, PNG, GIF, WebP o AVIF.',
      quota: 'Has agotado tu cuota de subidas de hoy.',
      failed: 'No se ha podido subir. Inténtalo de nuevo.',
    },
  },
  eu: {
    image: 'Irudia',
    imageHint: 'Multimedia-liburutegiko id bat, edo beste nonbaiteko irudi baten URLa.',
    noImage: 'Irudirik ez.',
    upload: 'Igo irudi bat (JPEG, PNG, GIF, WebP edo AVIF)',
    uploadButton: 'Igo',
    dropHere: 'Jaregin irudi bat hemen, edo aukeratu fitxategi bat.',
    uploading: 'Igotzen… % {percent}',
    uploaded: 'Igota: gorde ekitaldia erabiltzeko.',
    altText: 'Irudiaren testu alternatiboa',
    altHint: 'Irudiak erakusten duena, ikusi ezin duenarentzat.',
    altRequired: 'Irudiak testu alternatiboa behar du ekitaldia argitaratu aurretik.',
    remove: 'Kendu irudia',
    searchLibrary: 'Edo aukeratu liburutegiko irudi bat',
    searchButton: 'Bilatu',
    noneFound: 'Ez da irudirik aurkitu.',
    errors: {
      tooBig: 'Fitxategia handiegia da.',
      wrongType: 'Fitxategi hori ez da JPEG, PNG, GIF, WebP edo AVIF irudia.',
      quota: 'Gaurko igoera-kuota agortu duzu.',
      failed: 'Ezin izan da igo. Saiatu berriro.',
    },
  },
  ca: {
    image: 'Imatge',
    imageHint: 'Un id de la biblioteca multimèdia, o l’URL d’una imatge d’un altre lloc.',
    noImage: 'Sense imatge.',
    upload: 'Puja una imatge (JPEG, PNG, GIF, WebP o AVIF)',
    uploadButton: 'Puja',
    dropHere: 'Deixa anar una imatge aquí, o tria un fitxer.',
    uploading: 'S’està pujant… {percent} %',
    uploaded: 'Pujada: desa l’esdeveniment per fer-la servir.',
    altText: 'Text alternatiu de la imatge',
    altHint: 'El que mostra la imatge, per a qui no la pot veure.',
    altRequired: 'La imatge necessita un text alternatiu abans de publicar l’esdeveniment.',
    remove: 'Treu la imatge',
    searchLibrary: 'O tria una imatge de la biblioteca',
    searchButton: 'Cerca',
    noneFound: 'No s’ha trobat cap imatge.',
    errors: {
      tooBig: 'El fitxer és massa gran.',
      wrongType: 'Aquest fitxer no és una imatge JPEG, PNG, GIF, WebP o AVIF.',
      quota: 'Has esgotat la quota de pujades d’avui.',
      failed: 'No s’ha pogut pujar. Torna-ho a provar.',
    },
  },
  gl: {
    image: 'Imaxe',
    imageHint: 'Un id da biblioteca multimedia, ou o URL dunha imaxe noutro sitio.',
    noImage: 'Sen imaxe.',
    upload: 'Subir unha imaxe (JPEG, PNG, GIF, WebP ou AVIF)',
    uploadButton: 'Subir',
    dropHere: 'Solta aquí unha imaxe, ou escolle un ficheiro.',
    uploading: 'Subindo… {percent} %',
    uploaded: 'Subida: garda o evento para usala.',
    altText: 'Texto alternativo da imaxe',
    altHint: 'O que mostra a imaxe, para quen non a pode ver.',
    altRequired: 'A imaxe precisa dun texto alternativo antes de publicar o evento.',
    remove: 'Quitar a imaxe',
    searchLibrary: 'Ou escolle unha imaxe da biblioteca',
    searchButton: 'Buscar',
    noneFound: 'Non se atopou ningunha imaxe.',
    errors: {
      tooBig: 'O ficheiro é demasiado grande.',
      wrongType: 'Ese ficheiro non é unha imaxe JPEG, PNG, GIF, WebP ou AVIF.',
      quota: 'Esgotaches a túa cota de subidas de hoxe.',
      failed: 'Non se puido subir. Téntao de novo.',
    },
  },
};

/** The message of a refused upload, from the API's status. */
export function uploadErrorOf(status: number): keyof MediaWords['errors'] {
  if (status === 413) return 'tooBig';
  if (status === 415) return 'wrongType';
  if (status === 429) return 'quota';
  return 'failed';
}
