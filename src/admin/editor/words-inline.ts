import type { Lang } from '../../lib/languages';

/** The words of the editor's inline creation of a venue, an organizer and a category (inline.tsx). */
export interface InlineWords {
  newVenue: string;
  newVenueHint: string;
  venueName: string;
  address: string;
  city: string;
  province: string;
  country: string;
  zip: string;
  phone: string;
  website: string;
  email: string;
  showMap: string;
  newOrganizer: string;
  newOrganizerHint: string;
  organizerName: string;
  newCategory: string;
  newCategoryHint: string;
}

const en: InlineWords = {
  newVenue: 'Create a venue',
  newVenueHint: 'Saved with the event; an existing venue with the same name is reused.',
  venueName: 'Venue name',
  address: 'Address',
  city: 'City',
  province: 'Province or state',
  country: 'Country',
  zip: 'Postal code',
  phone: 'Phone',
  website: 'Website',
  email: 'E-mail',
  showMap: 'Show a map of the venue',
  newOrganizer: 'Create an organizer',
  newOrganizerHint: 'Saved with the event, added to the organizers ticked above.',
  organizerName: 'Organizer name',
  newCategory: 'New category',
  newCategoryHint: 'Its name; saved with the event, added to the categories ticked above.',
};

const es: InlineWords = {
  newVenue: 'Crear un lugar',
  newVenueHint: 'Se guarda con el evento; si ya existe un lugar con el mismo nombre, se usa ese.',
  venueName: 'Nombre del lugar',
  address: 'Dirección',
  city: 'Ciudad',
  province: 'Provincia o estado',
  country: 'País',
  zip: 'Código postal',
  phone: 'Teléfono',
  website: 'Sitio web',
  email: 'Correo electrónico',
  showMap: 'Mostrar un mapa del lugar',
  newOrganizer: 'Crear un organizador',
  newOrganizerHint: 'Se guarda con el evento y se añade a los organizadores marcados arriba.',
  organizerName: 'Nombre del organizador',
  newCategory: 'Nueva categoría',
  newCategoryHint: 'Su nombre; se guarda con el evento y se añade a las categorías marcadas arriba.',
};

const eu: InlineWords = {
  newVenue: 'Sortu leku bat',
  newVenueHint: 'Ekitaldiarekin gordetzen da; izen bereko leku bat badago, hori erabiltzen da.',
  venueName: 'Lekuaren izena',
  address: 'Helbidea',
  city: 'Herria',
  province: 'Probintzia edo estatua',
  country: 'Herrialdea',
  zip: 'Posta-kodea',
  phone: 'Telefonoa',
  website: 'Webgunea',
  email: 'Helbide elektronikoa',
  showMap: 'Erakutsi lekuaren mapa',
  newOrganizer: 'Sortu antolatzaile bat',
  newOrganizerHint: 'Ekitaldiarekin gordetzen da, goian markatutako antolatzaileei gehituta.',
  organizerName: 'Antolatzailearen izena',
  newCategory: 'Kategoria berria',
  newCategoryHint: 'Haren izena; ekitaldiarekin gordetzen da, goian markatutako kategoriei gehituta.',
};

const ca: InlineWords = {
  newVenue: 'Crea un lloc',
  newVenueHint: 'Es desa amb l’esdeveniment; si ja hi ha un lloc amb el mateix nom, s’utilitza aquell.',
  venueName: 'Nom del lloc',
  address: 'Adreça',
  city: 'Ciutat',
  province: 'Província o estat',
  country: 'País',
  zip: 'Codi postal',
  phone: 'Telèfon',
  website: 'Lloc web',
  email: 'Correu electrònic',
  showMap: 'Mostra un mapa del lloc',
  newOrganizer: 'Crea un organitzador',
  newOrganizerHint: 'Es desa amb l’esdeveniment i s’afegeix als organitzadors marcats a dalt.',
  organizerName: 'Nom de l’organitzador',
  newCategory: 'Categoria nova',
  newCategoryHint: 'El seu nom; es desa amb l’esdeveniment i s’afegeix a les categories marcades a dalt.',
};

const gl: InlineWords = {
  newVenue: 'Crear un lugar',
  newVenueHint: 'Gárdase co evento; se xa existe un lugar co mesmo nome, úsase ese.',
  venueName: 'Nome do lugar',
  address: 'Enderezo',
  city: 'Cidade',
  province: 'Provincia ou estado',
  country: 'País',
  zip: 'Código postal',
  phone: 'Teléfono',
  website: 'Sitio web',
  email: 'Correo electrónico',
  showMap: 'Amosar un mapa do lugar',
  newOrganizer: 'Crear un organizador',
  newOrganizerHint: 'Gárdase co evento e engádese aos organizadores marcados arriba.',
  organizerName: 'Nome do organizador',
  newCategory: 'Nova categoría',
  newCategoryHint: 'O seu nome; gárdase co evento e engádese ás categorías marcadas arriba.',
};

export const INLINE_WORDS: Readonly<Record<Lang, InlineWords>> = { eu, ca, en, gl, es };
