import type { Messages } from './en';

/** Catalan. */
export const ca: Messages = {
  'info.title': "API REST del calendari d'esdeveniments",
  'info.description':
    "Esdeveniments, llocs, organitzadors, categories d'esdeveniments i etiquetes, compatible amb l'API REST de The Events Calendar (tribe/events/v1). Totes les rutes se serveixen també sota un prefix de llengua (/eu, /ca, /en, /gl, /es) que fixa la llengua del contingut; el paràmetre translation_language hi té prioritat. Totes les respostes porten la capçalera X-Request-Id.",
  'security.bearer': "Una clau d'API: Authorization: Bearer <clau d'API>.",
  'security.basic':
    "El nom d'usuari i la mateixa clau d'API: Authorization: Basic base64(<usuari>:<clau d'API>).",

  'path.id': "L'id numèric del registre.",
  'path.slug':
    'El slug del registre; es busca primer en la llengua del contingut i després en qualsevol llengua.',

  'param.page': 'La pàgina de resultats que es retorna.',
  'param.per_page': 'El nombre de resultats per pàgina; els valors més grans que 50 es prenen com a 50.',
  'param.start_date':
    'Només els esdeveniments que comencen en aquesta data o després: AAAA-MM-DD, AAAA-MM-DD HH:MM[:SS], ISO 8601 o una marca de temps unix. Per defecte: ahir.',
  'param.end_date':
    "Només els esdeveniments que acaben en aquesta data o abans. Per defecte: d'aquí a 24 mesos.",
  'param.starts_before': "Només els esdeveniments que comencen abans d'aquesta data.",
  'param.starts_after': "Només els esdeveniments que comencen després d'aquesta data.",
  'param.ends_before': "Només els esdeveniments que acaben abans d'aquesta data.",
  'param.ends_after': "Només els esdeveniments que acaben després d'aquesta data.",
  'param.strict_dates':
    'Aplica les dates a les hores indicades; si és false, les dates cobreixen dies sencers en la zona horària del lloc web.',
  'param.search':
    "Paraules que han d'aparèixer totes al text, en la llengua del contingut (sense distingir majúscules ni accents).",
  'param.categories':
    "Només els esdeveniments d'alguna d'aquestes categories: ids o slugs, com a array o com a llista separada per comes.",
  'param.tags':
    "Només els esdeveniments amb alguna d'aquestes etiquetes: ids o slugs, com a array o com a llista separada per comes.",
  'param.venue': "Només els esdeveniments en algun d'aquests llocs (ids).",
  'param.organizer': "Només els esdeveniments d'algun d'aquests organitzadors (ids).",
  'param.featured': 'Només els esdeveniments destacats (true) o només els no destacats (false).',
  'param.ticketed': 'Només els esdeveniments amb entrades (true) o sense entrades (false).',
  'param.status':
    "Només els registres amb aquest estat. Qui no s'autentica només veu registres publicats; qui s'autentica pot donar una llista separada per comes.",
  'param.geoloc': 'Només els esdeveniments el lloc dels quals té coordenades.',
  'param.geoloc_lat': 'Latitud del punt a prop del qual ha de ser el lloc; es dona juntament amb geoloc_lng.',
  'param.geoloc_lng':
    'Longitud del punt a prop del qual ha de ser el lloc; es dona juntament amb geoloc_lat.',
  'param.geoloc_radius': 'La distància màxima al punt, en quilòmetres.',
  'param.include': "Només els esdeveniments amb aquests ids; en aquest cas no s'aplica la finestra de dates.",
  'param.post_parent': 'Només els esdeveniments el pare dels quals és aquest esdeveniment.',
  'param.translation_language':
    'La llengua del contingut; té prioritat sobre el prefix de llengua de la ruta.',
  'param.password': "La contrasenya d'un esdeveniment protegit amb contrasenya.",
  'param.force': 'Suprimir definitivament en lloc de moure a la paperera (només administradors i editors).',
  'param.title': "El títol de l'esdeveniment.",
  'param.description': 'La descripció (HTML).',
  'param.excerpt': "L'extracte (HTML).",
  'param.slug': 'El slug, únic per tipus de registre i llengua; si no es dona, es genera a partir del nom.',
  'param.cost': 'El preu tal com es mostra, per exemple "10 - 25 €" o "Gratuït".',
  'param.cost_currency_symbol':
    'El símbol de moneda propi de l\'esdeveniment (10 caràcters com a màxim), mostrat abans o després de cada import; "" el torna a llegir del text del preu.',
  'param.cost_currency_position':
    'Si el símbol de moneda de l\'esdeveniment va abans (prefix) o després (postfix) de l\'import; "" el torna a llegir del text del preu.',
  'param.cost_currency_code':
    'La moneda pròpia de l\'esdeveniment com a codi ISO 4217, per exemple EUR; "" la torna a llegir del text del preu.',
  'field.EventRevision.cost_currency_symbol':
    'El símbol de moneda propi de l\'esdeveniment tal com era ("": llegit del text del preu).',
  'field.EventRevision.cost_currency_position':
    'On anava el símbol, prefix o postfix, tal com era ("": llegit del text del preu).',
  'field.EventRevision.cost_currency_code':
    'El codi ISO 4217 de la moneda pròpia de l\'esdeveniment tal com era ("": llegit del text del preu).',
  'param.author': "L'id de l'usuari autor.",
  'param.date': 'La data de publicació, en la zona horària del lloc web.',
  'param.date_utc': 'La data de publicació, en UTC.',
  'param.timezone': "La zona horària de l'esdeveniment: un nom IANA com Europe/Madrid, o UTC.",
  'param.all_day': "Si l'esdeveniment dura dies sencers.",
  'param.image':
    'L\'id d\'una imatge de la mediateca (POST /media) que qui crida pot veure (GET /media) o una URL; false, null, "" o 0 la treuen.',
  'param.website': 'La URL del lloc web; "" la treu.',
  'param.show_map': 'Si es mostra un mapa.',
  'param.show_map_link': 'Si es mostra un enllaç a un mapa.',
  'param.hide_from_listings': "Si l'esdeveniment es deixa fora de les llistes d'esdeveniments.",
  'param.sticky': "Si l'esdeveniment es manté a dalt en les vistes del calendari.",
  'param.translations':
    'Els camps de text en diverses llengües alhora (només en cossos JSON), p. ex. { "eu": { "title": "..." } }.',
  'param.venue_name': 'El nom del lloc.',
  'param.organizer_name': "El nom de l'organitzador.",
  'param.address': "L'adreça postal.",
  'param.city': 'La ciutat.',
  'param.country': 'El país.',
  'param.province': 'La província.',
  'param.state': "L'estat.",
  'param.zip': 'El codi postal.',
  'param.phone': 'El número de telèfon.',
  'param.stateprovince':
    "L'estat o la província que es mostra; si no es dona, es pren del país, l'estat i la província.",
  'param.geo_lat': 'La latitud del lloc; null o "" la treuen.',
  'param.geo_lng': 'La longitud del lloc; null o "" la treuen.',
  'param.email': "L'adreça de correu electrònic.",
  'param.name': 'El nom del terme.',
  'param.parent': "L'id de la categoria mare; 0 si no en té.",
  'param.exclude': 'Deixa fora els termes amb aquests ids.',
  'param.order': "El sentit de l'ordenació.",
  'param.orderby': "L'atribut del terme pel qual s'ordena.",
  'param.hide_empty': 'Amaga els termes que cap esdeveniment publicat no fa servir.',
  'param.post': "Només els termes d'aquest esdeveniment.",
  'param.event': 'Només els registres vinculats a aquest esdeveniment.',
  'param.has_events':
    'Només els registres amb esdeveniments (true) o sense esdeveniments (false) visibles per a qui fa la crida.',
  'param.only_with_upcoming': 'Només els registres amb esdeveniments que encara no han acabat.',
  'param.namespace': "L'espai de noms.",
  'param.context': 'El context de la petició.',
  'param.event_start_date':
    "Quan comença l'esdeveniment, en hora local de la zona horària de l'esdeveniment.",
  'param.event_end_date':
    "Quan acaba l'esdeveniment, en hora local de la zona horària de l'esdeveniment; no abans de l'inici.",
  'param.event_featured': "Si l'esdeveniment és destacat.",
  'param.event_ticketed': "Si l'esdeveniment té entrades.",
  'param.event_post_parent': "L'id de l'esdeveniment pare; 0 si no en té.",
  'param.event_venue':
    'El lloc: un id, {"id": ...} o un objecte amb els camps del lloc (es reutilitza un lloc amb el mateix nom); 0, "" o [] el treuen.',
  'param.event_organizer':
    'Els organitzadors: ids (un array o una llista separada per comes), objectes {"id": ...} o objectes amb els camps de l\'organitzador; [] els treu tots.',
  'param.event_categories':
    'Les categories: ids, noms o slugs (un nom desconegut crea la categoria); "" o [] les treuen totes.',
  'param.event_tags':
    'Les etiquetes: ids, noms o slugs (un nom desconegut crea l\'etiqueta); "" o [] les treuen totes.',
  'param.post_status':
    "L'estat. Per als rols que no poden publicar, publish i future passen a pending, i sense estat queda draft.",
  'param.event_password': 'Fixa la contrasenya de l\'esdeveniment; "" la treu.',
  'param.term_search': 'Només els termes el nom o el slug dels quals conté aquest text.',
  'param.term_slug': 'Només el terme amb aquest slug.',
  'param.term_include': 'Només els termes amb aquests ids.',
  'param.term_parent': "Només les filles d'aquesta categoria; 0 per a les categories de primer nivell.",
  'param.feed_per_page':
    "El nombre d'esdeveniments del canal; per defecte 200, els valors superiors a 500 es tracten com a 500.",
  'param.occurrences_start_date':
    'Només les ocurrències que comencen en aquesta data o després: AAAA-MM-DD, AAAA-MM-DD HH:MM[:SS], ISO 8601 o una marca de temps unix. Per defecte: cap (des de la primera ocurrència).',
  'param.occurrences_end_date':
    "Només les ocurrències que acaben en aquesta data o abans. Per defecte: cap (fins a l'última ocurrència).",
  'param.feed_start_date':
    'Només els esdeveniments que comencen en aquesta data o després: AAAA-MM-DD, AAAA-MM-DD HH:MM[:SS], ISO 8601 o una marca de temps unix. Per defecte: fa 30 dies.',
  'param.widget_language':
    'La llengua dels ginys que crea aquest script quan no tenen atribut lang; té prioritat sobre el prefix de llengua. Sense cap dels dos, els ginys segueixen la pàgina i el navegador.',
  'param.modified_after':
    "Només els registres modificats després d'aquest instant (exclòs), comparat amb modified_utc: AAAA-MM-DD, AAAA-MM-DD HH:MM[:SS] (a la zona horària del lloc web), ISO 8601 amb desplaçament o Z, o una marca de temps unix. Una llista d'esdeveniments filtrada així no té finestra de dates per defecte. Les llistes no mostren el que s'ha suprimit: per a això, seguiu GET /changes.",
  'param.modified_before':
    "Només els registres modificats abans d'aquest instant (exclòs), comparat amb modified_utc.",
  'param.sync_token':
    "El next_sync_token de la pàgina anterior, tal com s'ha rebut. Sense ell, una sincronització completa: tots els registres que pot veure qui fa la crida.",
  'param.facets':
    'Les facetes que cal comptar (categories, tags, venue, organizer, weekday, time_of_day, price, event_language, accessibility, event_status, attendance_mode); per defecte, totes.',
  'param.changes_types':
    'Els tipus de registre que cal seguir: event, venue, organizer, category, tag (una matriu o una llista separada per comes). Per defecte: tots. Un testimoni només serveix amb els tipus per als quals es va emetre.',
  'param.changes_per_page': "El nombre de canvis de cada pàgina, de l'1 al 100.",
  'param.changes_include':
    'data: cada registre creat o canviat tal com el mostra la seva llista; ids: només el seu tipus i el seu id.',

  'op.namespace.index': "L'índex de l'espai de noms",
  'op.namespace.doc': 'Aquest document OpenAPI',
  'op.namespace.reference': 'Aquesta referència com a pàgina web',
  'op.events.list': 'Llistar esdeveniments',
  'op.events.create': 'Crear un esdeveniment',
  'op.events.read': 'Llegir un esdeveniment',
  'op.events.update': 'Modificar un esdeveniment',
  'op.events.delete': 'Suprimir un esdeveniment',
  'op.events.read.slug': 'Llegir un esdeveniment pel seu slug',
  'op.events.update.slug': 'Modificar un esdeveniment pel seu slug',
  'op.events.delete.slug': 'Suprimir un esdeveniment pel seu slug',
  'op.venues.list': 'Llistar llocs',
  'op.venues.create': 'Crear un lloc',
  'op.venues.read': 'Llegir un lloc',
  'op.venues.update': 'Modificar un lloc',
  'op.venues.delete': 'Suprimir un lloc',
  'op.venues.read.slug': 'Llegir un lloc pel seu slug',
  'op.venues.update.slug': 'Modificar un lloc pel seu slug',
  'op.venues.delete.slug': 'Suprimir un lloc pel seu slug',
  'op.organizers.list': 'Llistar organitzadors',
  'op.organizers.create': 'Crear un organitzador',
  'op.organizers.read': 'Llegir un organitzador',
  'op.organizers.update': 'Modificar un organitzador',
  'op.organizers.delete': 'Suprimir un organitzador',
  'op.organizers.read.slug': 'Llegir un organitzador pel seu slug',
  'op.organizers.update.slug': 'Modificar un organitzador pel seu slug',
  'op.organizers.delete.slug': 'Suprimir un organitzador pel seu slug',
  'op.categories.list': "Llistar categories d'esdeveniments",
  'op.categories.create': "Crear una categoria d'esdeveniments",
  'op.categories.read': "Llegir una categoria d'esdeveniments",
  'op.categories.update': "Modificar una categoria d'esdeveniments",
  'op.categories.delete': "Suprimir una categoria d'esdeveniments",
  'op.tags.list': 'Llistar etiquetes',
  'op.tags.create': 'Crear una etiqueta',
  'op.tags.read': 'Llegir una etiqueta',
  'op.tags.update': 'Modificar una etiqueta',
  'op.tags.delete': 'Suprimir una etiqueta',
  'op.events.feed': "Subscriure's als esdeveniments (iCalendar)",
  'op.events.calendar': 'Afegir un esdeveniment a un calendari (iCalendar)',
  'op.widget.script': "El giny d'esdeveniments per inserir",
  'op.widget.demo': 'La pàgina de demostració del giny',
  'op.changes.changes': 'Seguir els canvis (sincronització)',

  'opd.namespace.index':
    "Totes les rutes de l'espai de noms amb els seus mètodes i paràmetres, tal com les llista WordPress.",
  'opd.namespace.doc':
    'Aquest document, generat a partir dels esquemes amb què el servei valida les peticions, amb les descripcions en la llengua del contingut.',
  'opd.namespace.reference':
    'Una pàgina HTML que mostra el document OpenAPI del seu prefix de llengua (/doc) amb Scalar: cada ruta, paràmetre i camp, amb un formulari per provar peticions. El seu script és un recurs estàtic del servei, de manera que funciona sense cap altre lloc.',
  'opd.events.list':
    "Esdeveniments ordenats per inici i després per id (amb include: per data de publicació). Sense paràmetres de data, la finestra va d'ahir a d'aquí a 24 mesos. Els esdeveniments amagats de les llistes en queden fora; els protegits amb contrasenya hi surten amb els camps protegits buits.",
  'opd.events.create':
    "Cal ser col·laborador, autor, editor o administrador; els esdeveniments d'un col·laborador queden com a esborrany o pendents.",
  'opd.events.read': 'Un esdeveniment protegit amb contrasenya necessita la seva contrasenya.',
  'opd.events.update':
    'Només canvien els camps enviats; POST, PUT i PATCH es comporten igual. Escriure en una llengua afegeix o canvia el text en aquesta llengua.',
  'opd.events.delete': "Mou l'esdeveniment a la paperera; amb force=true se suprimeix definitivament.",
  'opd.linked.list': 'Ordenats per nom en la llengua del contingut i després per id.',
  'opd.linked.create':
    "Si s'envia el nom (i la descripció) d'un registre existent que no és a la paperera, es retorna aquest registre.",
  'opd.linked.read': 'Els registres no publicats requereixen permisos per llegir-los.',
  'opd.linked.update':
    'Només canvien els camps enviats; POST, PUT i PATCH es comporten igual. Escriure en una llengua afegeix o canvia el text en aquesta llengua.',
  'opd.linked.delete':
    'Mou el registre a la paperera i el desvincula dels seus esdeveniments; amb force=true se suprimeix definitivament.',
  'opd.terms.list':
    "Ordenats segons orderby i order; els termes que cap esdeveniment publicat no fa servir s'amaguen llevat que hide_empty=false.",
  'opd.terms.create':
    'Cal ser editor o administrador. Es rebutja un nom que ja existeix sota la mateixa mare.',
  'opd.terms.read': 'Es pot llegir qualsevol terme, tant si el fan servir esdeveniments com si no.',
  'opd.terms.update':
    'Cal ser editor o administrador. Només canvien els camps enviats; POST, PUT i PATCH es comporten igual.',
  'opd.terms.delete':
    'Suprimeix el terme definitivament i el treu dels seus esdeveniments. Cal ser editor o administrador.',
  'opd.events.feed':
    'Els esdeveniments de GET /events com a canal iCalendar (RFC 5545), amb els mateixos filtres, en la llengua del contingut. Les hores són en UTC; els esdeveniments de tot el dia són dates, sense incloure el dia final. Els UID són event-{id}@{host}; SEQUENCE creix amb cada canvi. Els esdeveniments protegits amb contrasenya només mostren el títol, les dates i la pàgina; els esdeveniments amagats dels llistats no hi surten.',
  'opd.events.calendar':
    'Un esdeveniment com a fitxer iCalendar (RFC 5545) per baixar i importar en una aplicació de calendari, en la llengua del contingut, llegit com el llegeix GET /events/{id}: els esdeveniments a la paperera o no llegibles donen 403. El seu VEVENT és el del canal (hores en UTC, UID event-{id}@{host}); el fitxer no té nom de calendari. Un esdeveniment protegit amb contrasenya sense la contrasenya només mostra el títol, les dates i la pàgina.',
  'opd.widget.script':
    'Un component web sense dependències: afegiu <script src=".../widget.js"> i <events-calendar lang="eu" categories="..." per-page="5"></events-calendar> a una pàgina. Mostra els propers esdeveniments d\'aquesta API, en passa les pàgines i se li dona estil amb propietats CSS personalitzades (--ec-accent, --ec-font, --ec-bg, --ec-text, --ec-radius). Amb view="month" mostra una graella del mes (el patró de graella d\'ARIA: fletxes, Re Pàg/Av Pàg); cada esdeveniment té enllaços per afegir-lo al calendari (el seu .ics i Google Calendar), i el giny una subscripció webcal: amb els seus filtres.',
  'opd.widget.demo':
    "Una pàgina HTML que mostra el giny en dues llengües, una d'elles amb un altre tema, amb el codi per inserir-lo.",
  'opd.changes.changes':
    "El que ha canviat des d'un testimoni de sincronització, en l'ordre en què es van confirmar els canvis: cada registre una vegada, després del seu últim canvi, com a alta o canvi (upsert, amb les seves dades) o com a retirada (remove: suprimit, o que qui fa la crida ja no veu). Sense testimoni, una sincronització completa retorna tots els registres que pot veure qui fa la crida. Cada pàgina acaba amb un next_sync_token des del qual continuar, i has_more indica si cal continuar ara. Un testimoni es rebutja (410) si té més de 90 dies, si ja s'ha oblidat una supressió posterior, o si l'usa una altra persona o amb altres tipus: cal tornar a començar sense testimoni. Els canvis de llocs, organitzadors i termes es comuniquen per a ells, no per als esdeveniments que els inclouen.",

  'res.index': "L'índex de l'espai de noms.",
  'res.doc': 'El document OpenAPI 3.1.',
  'res.reference': 'La pàgina de referència (text/html).',
  'res.list': 'Una pàgina de resultats.',
  'res.create': 'El registre creat.',
  'res.read': 'El registre.',
  'res.update': 'El registre modificat.',
  'res.delete.posts': 'El registre mogut a la paperera o, amb force=true, el registre suprimit.',
  'res.delete.terms': 'El terme suprimit.',
  'res.not_modified': "Sense canvis: l'ETag enviat a If-None-Match continua vigent.",
  'res.feed': 'El canal iCalendar (text/calendar).',
  'res.calendar': "El fitxer iCalendar de l'esdeveniment (text/calendar), enviat com a adjunt.",
  'res.script': "L'script del giny (text/javascript).",
  'res.demo': 'La pàgina de demostració (text/html).',
  'res.changes': 'Una pàgina de canvis, amb el testimoni des del qual continuar.',
  'res.facets': 'Quants esdeveniments llistaria cada valor de cada faceta.',
  'header.total': 'El nombre de registres que compleixen la consulta.',
  'header.total_pages': 'El nombre de pàgines.',
  'header.link': 'Enllaços a les pàgines següent i anterior (rel="next", rel="prev").',
  'header.retry_after': 'Segons que cal esperar abans de tornar-ho a provar.',
  'header.link_next': 'La URL de la pàgina següent (rel="next"), mentre has_more sigui true.',
  'header.etag':
    'L\'ETag del registre: "v{versió}.{resum}". La versió avança amb cada escriptura del registre; torneu l\'ETag a If-Match per actualitzar o suprimir només aquesta versió, o a If-None-Match per rebre 304 mentre no canviï res.',
  'header.idempotent_replayed':
    "true quan aquesta resposta és la resposta desada d'una petició anterior amb la mateixa Idempotency-Key.",
  'header.if_match':
    "Escriure només si el registre encara és en aquesta versió: un ETag del registre (s'accepta W/), diversos separats per comes, o * (el registre existeix). Si no, 412 amb l'ETag actual, i no s'escriu res. Obligatori (428) si el servei està configurat així.",
  'header.idempotency_key':
    "Una clau d'1 a 255 caràcters ASCII visibles que permet repetir la petició sense risc: l'escriptura passa com a molt una vegada, i la repetició de la mateixa petició rep la mateixa resposta (Idempotent-Replayed: true). La mateixa clau amb una altra petició dona 422. Les claus pertanyen a la clau d'API que les va enviar i es conserven com a mínim 24 hores.",
  'header.x_cache':
    "D'on ve la resposta: HIT (la memòria cau de la vora, al dia), MISS (construïda ara i desada), STALE (una resposta en memòria cau anterior a les darreres escriptures: com a molt 7 s endarrerida mentre es reconstrueix, o de fins a un dia mentre la base de dades no està disponible), BYPASS (una petició amb credencials o contrasenya: mai no es desa en memòria cau).",

  'err.400':
    'Falta un paràmetre o no és vàlid (rest_missing_callback_param, rest_invalid_param, rest_invalid_json).',
  'err.401':
    'Calen credencials, o les enviades són incorrectes, estan mal formades o han estat revocades (rest_forbidden).',
  'err.403':
    'Qui fa la crida no pot fer això, o el registre no és accessible, és a la paperera o està protegit amb contrasenya.',
  'err.404': "El registre no existeix, o la pàgina és més enllà de l'última.",
  'err.410':
    'El registre ja és a la paperera, o el testimoni de sincronització ha caducat (rest_sync_token_expired): torneu a sincronitzar sense testimoni.',
  'err.412':
    'El registre ha canviat des de la versió indicada a If-Match (rest_precondition_failed); data.current_etag és el seu ETag actual.',
  'err.413':
    'El cos de la petició ocupa més de 256 KiB (rest_request_too_large), o un fitxer pujat més de MEDIA_MAX_BYTES (rest_upload_file_too_big).',
  'err.422':
    "La Idempotency-Key ja s'ha fet servir per a una altra petició (rest_idempotency_key_reused); una pujada malmesa, políglota o amb massa píxels (rest_upload_damaged_file, rest_upload_too_many_pixels).",
  'err.428':
    'Aquest servei exigeix If-Match en les actualitzacions i les supressions (rest_precondition_required).',
  'err.429':
    "Massa autenticacions fallides des d'aquest client (rest_too_many_requests); torna-ho a provar passats els segons de Retry-After.",
  'err.500': "Un error inesperat (rest_internal_error); l'id de la petició l'identifica.",
  'err.503':
    'La base de dades no està disponible per un moment (rest_unavailable); torna-ho a provar passats els segons de Retry-After.',

  'schema.Event':
    'Un esdeveniment. Un esdeveniment protegit amb contrasenya llistat sense la contrasenya té buits els camps protegits i a null els indicadors.',
  'schema.Venue': "Un lloc. Els camps buits s'ometen.",
  'schema.Organizer': "Un organitzador. Els camps buits s'ometen.",
  'schema.Term': 'Una categoria o una etiqueta (el Term de TEC).',
  'schema.Category': "Una categoria d'esdeveniments.",
  'schema.Tag': 'Una etiqueta.',
  'schema.EmbeddedTerm': 'Una categoria o etiqueta tal com apareix dins un esdeveniment.',
  'schema.TermUrls': "URL de l'API d'un terme.",
  'schema.DateDetails': "Les parts d'una data, com a cadenes amb zeros a l'esquerra.",
  'schema.CostDetails': 'El preu, analitzat.',
  'schema.Image': 'Una imatge.',
  'schema.ImageSize': "Una mida d'una imatge.",
  'schema.Translations': "Les llengües en què un registre té text: codi de llengua -> slug i URL de l'API.",
  'schema.TranslationLink': 'Un registre en una llengua.',
  'schema.EventJsonLd': 'Un objecte Event de schema.org.',
  'schema.PlaceJsonLd': 'Un objecte Place de schema.org.',
  'schema.PersonJsonLd': 'Un objecte Person de schema.org.',
  'schema.PostalAddress': 'Un objecte PostalAddress de schema.org.',
  'schema.GeoCoordinates': 'Un objecte GeoCoordinates de schema.org.',
  'schema.Offer': 'Un objecte Offer de schema.org.',
  'schema.EventList': "Una pàgina d'esdeveniments.",
  'schema.VenueList': 'Una pàgina de llocs.',
  'schema.OrganizerList': "Una pàgina d'organitzadors.",
  'schema.CategoryList': "Una pàgina de categories d'esdeveniments.",
  'schema.TagList': "Una pàgina d'etiquetes.",
  'schema.EventDeleted': 'Un esdeveniment suprimit definitivament.',
  'schema.VenueDeleted': 'Un lloc suprimit definitivament.',
  'schema.OrganizerDeleted': 'Un organitzador suprimit definitivament.',
  'schema.Error': "Un error. L'estat HTTP és igual a data.status.",
  'schema.ErrorData': "Els detalls d'un error.",
  'schema.NamespaceIndex': "L'índex de l'espai de noms, tal com el serveix WordPress.",
  'schema.IndexRoute': "Una ruta de l'índex de l'espai de noms.",
  'schema.IndexEndpoint': "Un grup de mètodes d'una ruta i els seus paràmetres.",
  'schema.IndexArg': "Un paràmetre d'un endpoint.",
  'schema.OpenApiDocument': 'Un document OpenAPI 3.1.',
  'schema.EventCreate': "Els camps d'un esdeveniment nou.",
  'schema.EventUpdate': "Els camps d'un esdeveniment que es canvien.",
  'schema.EventUpdateBySlug': "Els camps d'un esdeveniment que es canvien, excepte la contrasenya.",
  'schema.VenueCreate': "Els camps d'un lloc nou.",
  'schema.VenueUpdate': "Els camps d'un lloc que es canvien.",
  'schema.OrganizerCreate': "Els camps d'un organitzador nou.",
  'schema.OrganizerUpdate': "Els camps d'un organitzador que es canvien.",
  'schema.CategoryCreate': "Els camps d'una categoria d'esdeveniments nova.",
  'schema.CategoryUpdate': "Els camps d'una categoria d'esdeveniments que es canvien.",
  'schema.TagCreate': "Els camps d'una etiqueta nova.",
  'schema.TagUpdate': "Els camps d'una etiqueta que es canvien.",
  'schema.ChangeFeed': 'Una pàgina del canal de canvis.',
  'schema.EventFacets': 'Quants esdeveniments llistaria cada valor de cada faceta.',
  'schema.Change': 'Un canvi: una alta o canvi (upsert) o una retirada (remove).',
  'schema.ChangeUpsert': "S'ha creat o ha canviat un registre que pot veure qui fa la crida.",
  'schema.ChangeRemove': 'Un registre que qui fa la crida ja no pot veure.',

  'field.id': "L'id.",
  'field.global_id': "L'id que identifica el registre entre llocs web: {host}?id={id}.",
  'field.global_id_lineage': 'Els ids globals de la procedència del registre, inclòs el seu.',
  'field.author': "L'id de l'usuari autor, com a cadena.",
  'field.status': "L'estat de la publicació.",
  'field.date': 'La data de publicació, en la zona horària del lloc web.',
  'field.date_utc': 'La data de publicació, en UTC.',
  'field.modified': "La data de l'últim canvi, en la zona horària del lloc web.",
  'field.modified_utc': "La data de l'últim canvi, en UTC.",
  'field.url': 'La URL de la pàgina pública.',
  'field.rest_url': 'La URL del registre en aquesta API.',
  'field.description': 'La descripció (HTML).',
  'field.excerpt': "L'extracte (HTML).",
  'field.slug': 'El slug en la llengua del contingut.',
  'field.image': 'La imatge destacada.',
  'field.website': 'La URL del lloc web.',
  'field.phone': 'El número de telèfon.',
  'field.email': "L'adreça de correu electrònic.",
  'field.show_map': 'Si es mostra un mapa.',
  'field.show_map_link': 'Si es mostra un enllaç a un mapa.',
  'field.json_ld': 'La descripció schema.org del registre (només en llegir un registre sol).',
  'field.lang': 'La llengua dels camps de text, després de recórrer a una altra llengua si cal.',
  'field.translations':
    "Les llengües en què el registre té text, amb el seu slug i la seva URL de l'API en cadascuna.",
  'field.address': "L'adreça postal.",
  'field.city': 'La ciutat.',
  'field.country': 'El país.',
  'field.province': 'La província.',
  'field.state': "L'estat.",
  'field.zip': 'El codi postal.',
  'field.stateprovince': "L'estat o la província que es mostra.",
  'field.geo_lat': 'La latitud.',
  'field.geo_lng': 'La longitud.',
  'field.namespace': "L'espai de noms: site/events/v1.",

  'field.Event.title': 'El títol.',
  'field.Event.image': 'La imatge destacada, o false.',
  'field.Event.all_day': "Si l'esdeveniment dura dies sencers (de 00:00:00 a 23:59:59).",
  'field.Event.start_date': "Quan comença l'esdeveniment, en hora local de la seva zona horària.",
  'field.Event.start_date_details': 'Les parts de start_date.',
  'field.Event.end_date': "Quan acaba l'esdeveniment, en hora local de la seva zona horària.",
  'field.Event.end_date_details': 'Les parts de end_date.',
  'field.Event.utc_start_date': "Quan comença l'esdeveniment, en UTC.",
  'field.Event.utc_start_date_details': 'Les parts de utc_start_date.',
  'field.Event.utc_end_date': "Quan acaba l'esdeveniment, en UTC.",
  'field.Event.utc_end_date_details': 'Les parts de utc_end_date.',
  'field.Event.timezone': "La zona horària IANA de l'esdeveniment.",
  'field.Event.timezone_abbr': "L'abreviatura de la zona horària vigent a l'inici (CET, CEST, UTC...).",
  'field.Event.cost': 'El preu tal com es mostra, en la llengua del contingut.',
  'field.Event.cost_details': 'El preu, analitzat.',
  'field.Event.website': 'La URL del lloc web de l\'esdeveniment, o "".',
  'field.Event.hide_from_listings': "Si l'esdeveniment queda fora de les llistes d'esdeveniments.",
  'field.Event.sticky': "Si l'esdeveniment es manté a dalt en les vistes del calendari.",
  'field.Event.featured': "Si l'esdeveniment és destacat.",
  'field.Event.categories': "Les categories de l'esdeveniment.",
  'field.Event.tags': "Les etiquetes de l'esdeveniment.",
  'field.Event.venue':
    "El lloc: un objecte si n'hi ha un, un array si n'hi ha diversos, [] si no n'hi ha cap.",
  'field.Event.organizer': "Els organitzadors de l'esdeveniment.",
  'field.Event.custom_fields': 'Sempre buit (reservat).',
  'field.Event.ticketed': "Si l'esdeveniment té entrades.",
  'field.Event.post_parent': "L'id de l'esdeveniment pare (un festival del qual forma part); 0 si no en té.",
  'field.Venue.venue': 'El nom del lloc.',
  'field.Organizer.organizer': "El nom de l'organitzador.",

  'field.Term.name': 'El nom del terme.',
  'field.Term.description': 'La descripció del terme.',
  'field.Term.slug': 'El slug del terme en la llengua del contingut.',
  'field.Term.taxonomy': 'La taxonomia: tribe_events_cat per a les categories, post_tag per a les etiquetes.',
  'field.Term.parent': "L'id de la categoria mare; 0 si no en té.",
  'field.Term.count': "El nombre d'esdeveniments publicats que fan servir el terme.",
  'field.Term.meta': 'Sempre buit (reservat).',
  'field.Term.url':
    "La URL de la pàgina pública d'arxiu del terme; la d'una categoria filla va sota els slugs de les seves avantpassades, com a TEC (/events/category/music/jazz/).",
  'field.Term.urls': "Les URL de l'API del terme, de la seva llista i de la seva categoria mare.",
  'field.EmbeddedTerm.term_group': 'Sempre 0 (el grup de termes de WordPress).',
  'field.EmbeddedTerm.term_taxonomy_id': "L'id de taxonomia del terme; igual que l'id del terme.",
  'field.EmbeddedTerm.filter': 'Sempre "raw" (el context de filtratge de WordPress).',
  'field.TermUrls.self': "La URL de l'API del terme.",
  'field.TermUrls.collection': "La URL de l'API de la llista de termes.",
  'field.TermUrls.up': "La URL de l'API de la categoria mare, si n'hi ha.",

  'field.DateDetails.year': "L'any, amb quatre xifres.",
  'field.DateDetails.month': 'El mes, amb dues xifres.',
  'field.DateDetails.day': 'El dia, amb dues xifres.',
  'field.DateDetails.hour': "L'hora, amb dues xifres.",
  'field.DateDetails.minutes': 'Els minuts, amb dues xifres.',
  'field.DateDetails.seconds': 'Els segons, amb dues xifres.',
  'field.CostDetails.currency_symbol': 'El símbol de la moneda, per exemple €.',
  'field.CostDetails.currency_code': 'El codi ISO 4217 de la moneda, per exemple EUR.',
  'field.CostDetails.currency_position':
    'On va el símbol: prefix (davant), postfix (darrere) o "" si no se sap.',
  'field.CostDetails.values':
    'Els imports del preu com a cadenes numèriques, de menor a major; ["0"] si és gratuït.',
  'field.Image.url': 'La URL de la imatge a mida completa.',
  'field.Image.id': "L'id del registre de la imatge; 0 per a una imatge donada per URL.",
  'field.Image.extension': "L'extensió del fitxer.",
  'field.Image.width': "L'amplada en píxels; 0 si no se sap.",
  'field.Image.height': "L'alçada en píxels; 0 si no se sap.",
  'field.Image.sizes': 'Les altres mides de la imatge, per nom.',
  'field.ImageSize.width': "L'amplada en píxels.",
  'field.ImageSize.height': "L'alçada en píxels.",
  'field.ImageSize.mime-type': 'El tipus de mitjà del fitxer.',
  'field.ImageSize.url': "La URL d'aquesta mida.",
  'field.TranslationLink.slug': 'El slug en aquesta llengua.',
  'field.TranslationLink.rest_url': "La URL de l'API del registre sota el prefix d'aquesta llengua.",

  'field.JsonLd.@context': 'El context JSON-LD.',
  'field.JsonLd.@type': 'El tipus de schema.org.',
  'field.JsonLd.name': 'El nom.',
  'field.JsonLd.description': "L'extracte, o la descripció si no hi ha extracte.",
  'field.JsonLd.image': 'La URL de la imatge.',
  'field.JsonLd.url': "La URL de la pàgina de l'esdeveniment.",
  'field.JsonLd.eventAttendanceMode': "Com s'assisteix a l'esdeveniment.",
  'field.JsonLd.eventStatus': "L'estat de l'esdeveniment.",
  'field.JsonLd.startDate': "Quan comença l'esdeveniment, en ISO 8601 amb el seu desplaçament horari.",
  'field.JsonLd.endDate': "Quan acaba l'esdeveniment, en ISO 8601 amb el seu desplaçament horari.",
  'field.JsonLd.location':
    "On es fa: en persona, el seu lloc (un Place); en línia, un VirtualLocation amb l'url online_url quan el lector la pot veure, si no, la pàgina de l'esdeveniment; mixt, tots dos.",
  'field.JsonLd.organizer': "L'organitzador, o un array d'organitzadors.",
  'field.JsonLd.offers': 'El preu.',
  'field.JsonLd.address': "L'adreça postal completa.",
  'field.JsonLd.geo': 'Les coordenades.',
  'field.JsonLd.telephone': 'El número de telèfon.',
  'field.JsonLd.sameAs': 'El lloc web.',
  'field.JsonLd.email': "L'adreça de correu electrònic.",
  'field.JsonLd.streetAddress': 'El carrer i el número.',
  'field.JsonLd.addressLocality': 'La localitat.',
  'field.JsonLd.addressRegion': "L'estat o la província.",
  'field.JsonLd.postalCode': 'El codi postal.',
  'field.JsonLd.addressCountry': 'El país.',
  'field.JsonLd.latitude': 'La latitud.',
  'field.JsonLd.longitude': 'La longitud.',
  'field.JsonLd.price': "L'import més baix del preu.",
  'field.JsonLd.priceCurrency': 'El codi de la moneda.',
  'field.JsonLd.category': 'Sempre "primary".',
  'field.JsonLd.availability': 'Sempre "https://schema.org/InStock".',
  'field.JsonLd.validFrom': "Des de quan val l'oferta: la data de publicació.",
  'field.PlaceJsonLd.url': 'El lloc web del lloc.',
  'field.PersonJsonLd.url': "El lloc web de l'organitzador.",

  'field.List.events': "Els esdeveniments d'aquesta pàgina.",
  'field.List.venues': "Els llocs d'aquesta pàgina.",
  'field.List.organizers': "Els organitzadors d'aquesta pàgina.",
  'field.List.categories': "Les categories d'aquesta pàgina.",
  'field.List.tags': "Les etiquetes d'aquesta pàgina.",
  'field.List.rest_url': "La URL canònica d'aquesta pàgina.",
  'field.List.next_rest_url': "La URL de la pàgina següent, si n'hi ha.",
  'field.List.previous_rest_url': "La URL de la pàgina anterior, si n'hi ha.",
  'field.List.total': 'El nombre de registres que compleixen la consulta.',
  'field.List.total_pages': 'El nombre de pàgines.',
  'field.Deleted.deleted': "Sempre true: el registre s'ha suprimit definitivament.",
  'field.Deleted.previous': 'El registre tal com era abans de suprimir-lo.',
  'field.ChangeFeed.changes': 'Els canvis, en ordre de seqüència.',
  'field.EventFacets.total': 'Quants esdeveniments llisten els filtres.',
  'field.EventFacets.labels': 'El nom de cada faceta en la llengua del contingut.',
  'field.EventFacets.facets':
    'Els valors de cada faceta (una categoria o etiqueta pel seu slug amb el nom, un espai o organitzador pel seu id amb el nom, el preu gratu\u00eft o un import m\u00e0xim), cadascun amb quants esdeveniments llistaria triar-lo sota la resta de filtres.',
  'field.ChangeFeed.next_sync_token':
    "El testimoni que cal enviar com a sync_token per continuar després d'aquesta pàgina; deseu-lo per preguntar més endavant què ha canviat des d'aleshores.",
  'field.ChangeFeed.has_more': 'Si ara mateix hi ha més canvis.',
  'field.Change.seq': 'El número de seqüència del canvi: creix amb cada canvi confirmat.',
  'field.Change.type': 'El tipus de registre: event, venue, organizer, category o tag.',
  'field.Change.action': 'upsert (creat o canviat) o remove (retirat).',
  'field.Change.data': 'El registre tal com el mostra la seva llista (no amb include=ids).',
  'field.Change.reason':
    'deleted: suprimit definitivament; hidden: qui fa la crida ja no el pot veure (paperera, esborrany, privat...). Només amb una clau.',
  'field.Change.at_utc': 'Quan es va suprimir el registre o va deixar de ser visible, en UTC.',

  'field.Error.code': "El codi de l'error, per exemple rest_invalid_param.",
  'field.Error.message': 'Un missatge per a persones, en anglès.',
  'field.Error.data': "Els detalls de l'error.",
  'field.ErrorData.status': "L'estat HTTP.",
  'field.ErrorData.request_id': "L'id de la petició, enviat també a la capçalera X-Request-Id.",
  'field.ErrorData.params': 'Els paràmetres no vàlids amb el motiu de cadascun, o els noms dels que falten.',
  'field.ErrorData.details': 'Sempre buit.',
  'field.ErrorData.term_id': "L'id del terme que ja té aquest nom.",
  'field.ErrorData.json_error_message': "Per què no s'ha pogut llegir el cos JSON.",
  'field.ErrorData.max_bytes': "El cos més gran que s'accepta, en bytes.",
  'field.ErrorData.current_etag': "Amb 412: l'ETag actual del registre.",
  'field.ErrorData.reason':
    'Un 401: per què no s’ha autenticat la petició (missing: no s’ha enviat cap clau; malformed: la capçalera Authorization no es pot llegir; invalid: aquesta clau no existeix). La capçalera WWW-Authenticate també ho diu.',
  'field.ErrorData.forbidden_ids':
    "Amb 403 en una escriptura d'una sèrie: les ocurrències que qui crida no pot canviar (no s'ha escrit res).",
  'field.ErrorData.hint':
    'Una frase per a persones: per què i què cal fer. Va al costat del code i el message de TEC, que es mantenen paraula per paraula perquè els clients els comparen; en anglès, com ells.',

  'field.NamespaceIndex.routes': "Totes les rutes de l'espai de noms, per patró de ruta de WordPress.",
  'field.NamespaceIndex._links': "Enllaços; up és l'arrel del lloc web.",
  'field.IndexRoute.methods': 'Els mètodes HTTP de la ruta.',
  'field.IndexRoute.endpoints': 'Els endpoints de la ruta, un per grup de mètodes.',
  'field.IndexRoute._links': 'Un enllaç a la ruta, per a les rutes sense paràmetres.',
  'field.IndexEndpoint.methods': "Els mètodes HTTP de l'endpoint.",
  'field.IndexEndpoint.args': "Els paràmetres de l'endpoint, per nom.",
  'field.IndexArg.required': 'Si el paràmetre és obligatori.',
  'field.IndexArg.default': "El valor que s'usa quan no es dona el paràmetre.",
  'field.IndexArg.type': 'El tipus del paràmetre.',
  'field.IndexArg.description': 'Què vol dir el paràmetre, en la llengua del contingut.',
  'field.IndexArg.enum': 'Els valors permesos.',
  'field.IndexArg.items': "El tipus dels elements d'un array.",
  'field.OpenApiDocument.openapi': "La versió d'OpenAPI.",
  'field.OpenApiDocument.info': "El títol, la versió i la descripció de l'API.",
  'field.OpenApiDocument.components':
    'Els esquemes, les respostes i els esquemes de seguretat als quals remeten les rutes.',
  'field.OpenApiDocument.servers': "L'arrel de l'API de la petició, amb el seu prefix de llengua.",
  'field.OpenApiDocument.paths': 'Totes les rutes i els mètodes.',
  'op.settings.read': 'Llegeix la configuració del lloc',
  'op.settings.update': 'Canvia la configuració del lloc',
  'opd.settings.read':
    'Només administradors. Cada paràmetre en vigor: els desats (per l’importador o aquí), si no els de wrangler.toml.',
  'opd.settings.update':
    'Només administradors. Fixa els paràmetres enviats; null n’elimina un (torna a decidir wrangler.toml). Totes les respostes en memòria cau es refan.',
  'res.settings.read': 'La configuració en vigor.',
  'res.settings.update': 'La configuració en vigor després del canvi.',
  'param.setting_timezone':
    'La zona horària del lloc (IANA, com Europe/Madrid, o UTC): els dies de les llistes i la dels esdeveniments nous.',
  'param.setting_default_language': 'L’idioma de les adreces sense prefix d’idioma (eu, ca, en, gl, es).',
  'param.setting_site_name': 'El nom del lloc, als títols de les seves pàgines.',
  'param.setting_site_url': 'La base dels URL de les pàgines públiques (un URL http(s)).',
  'param.setting_currency_symbol':
    'El símbol de moneda dels imports l’esdeveniment dels quals no en nomena cap (buit: cap).',
  'param.setting_currency_position': 'On va aquest símbol: prefix (davant) o postfix (darrere).',
  'param.setting_currency_code': 'El codi ISO 4217 dels preus el cost dels quals no en nomena cap (JSON-LD).',
  'param.setting_hide_cancelled_events':
    "Si les vistes del calendari i el giny deixen fora els esdeveniments anul\u00b7lats (les llistes de l'API no ho fan mai).",
  'param.setting_contributors_upload_files':
    'Si els col·laboradors poden pujar imatges (upload_files del WordPress); desactivat: POST /media els respon 403 i trien entre les imatges ja pujades.',
  'schema.Settings': 'La configuració del lloc en vigor.',
  'schema.SettingsUpdate': 'Els paràmetres que cal canviar; null n’elimina un.',
  'field.Settings.timezone': 'La zona horària del lloc.',
  'field.Settings.default_language': 'L’idioma de les adreces sense prefix d’idioma.',
  'field.Settings.site_name': 'El nom del lloc (buit: sense fixar).',
  'field.Settings.site_url': 'La base dels URL públics (buit: l’origen de la petició).',
  'field.Settings.currency_symbol': 'El símbol de moneda per defecte (buit: cap).',
  'field.Settings.currency_position': 'On va el símbol per defecte.',
  'field.Settings.currency_code': 'El codi de moneda per defecte.',
  'field.Settings.hide_cancelled_events':
    'Si els esdeveniments anul\u00b7lats queden fora de les vistes del calendari i del giny.',
  'field.Settings.contributors_upload_files': 'Si els col·laboradors poden pujar imatges.',
  'field.Settings.stored':
    'Els paràmetres que desa la base de dades, amb quan es va fixar cadascun (UTC); els altres vénen de wrangler.toml.',
  'op.webhooks.list': 'Llista els webhooks',
  'op.webhooks.create': 'Crea un webhook',
  'op.webhooks.read': 'Llegeix un webhook',
  'op.webhooks.update': 'Modifica un webhook',
  'op.webhooks.delete': 'Esborra un webhook',
  'op.webhooks.rotate_secret': 'Renova el secret de signatura',
  'op.webhooks.ping': 'Envia un ping signat',
  'op.webhooks.deliveries': 'Llista els enviaments d’un webhook',
  'op.webhooks.redeliver': 'Torna a enviar un enviament',
  'opd.webhooks.list': 'Només administradors. Tots els webhooks, mai el seu secret.',
  'opd.webhooks.create':
    'Només administradors, 20 webhooks com a màxim. La URL ha de ser https, amb un nom de host públic (sense adreça IP, sense credencials, sense noms locals o interns, no aquesta API). Primer s’envia un webhook.ping signat: sense una resposta 2xx no es desa res (400). La resposta mostra el secret de signatura, una sola vegada.',
  'opd.webhooks.read': 'Només administradors. Mai el secret.',
  'opd.webhooks.update':
    'Només administradors. Només canvien els camps enviats; una URL nova segueix les mateixes regles que en crear-lo. enabled=true torna a activar un webhook desactivat.',
  'opd.webhooks.delete': 'Només administradors. S’esborren el webhook i els seus enviaments.',
  'opd.webhooks.rotate_secret':
    'Només administradors. El secret nou es mostra una vegada; el que substitueix continua signant cada missatge durant 24 hores (dues signatures a webhook-signature).',
  'opd.webhooks.ping':
    'Només administradors. Envia ara un webhook.ping signat i respon amb l’enviament registrat, tant si el webhook ha respost 2xx com si no.',
  'opd.webhooks.deliveries':
    'Només administradors. Els més recents primer, cadascun amb tots els intents: quan, l’estat de la resposta o l’error, i quant va trigar.',
  'opd.webhooks.redeliver':
    'Només administradors. El missatge torna a la cua, amb el mateix webhook-id; el webhook ha d’estar activat.',
  'res.webhooks.list': 'Els webhooks.',
  'res.webhooks.create': 'El webhook creat, amb el seu secret (només es mostra ara).',
  'res.webhooks.read': 'El webhook.',
  'res.webhooks.update': 'El webhook modificat.',
  'res.webhooks.delete': 'El webhook esborrat.',
  'res.webhooks.rotate_secret': 'El webhook amb el seu secret nou (només es mostra ara).',
  'res.webhooks.ping': 'El ping, tal com s’ha registrat.',
  'res.webhooks.deliveries': 'Una pàgina d’enviaments.',
  'res.webhooks.redeliver': 'L’enviament, pendent de nou.',
  'path.delivery': 'L’id numèric de l’enviament.',
  'param.webhook_url':
    'On s’envien els missatges (POST): una URL https amb un nom de host públic (sense adreça IP, credencials, noms locals o interns, ni el host d’aquesta API).',
  'param.event_types':
    'Els tipus d’esdeveniment que cal rebre: event, venue i organizer .created, .updated, .trashed, .deleted; category i tag .created, .updated, .deleted; {tipus}.* o * per a tots. Una llista o separats per comes.',
  'param.webhook_description': 'Una nota per als administradors (text, 500 caràcters com a màxim).',
  'param.enabled': 'true torna a activar un webhook desactivat (i n’oblida els errors); false el desactiva.',
  'param.deliveries_per_page': 'El nombre d’enviaments per pàgina, d’1 a 100 (20 per defecte).',
  'schema.Webhook': 'Un webhook.',
  'schema.WebhookWithSecret':
    'Un webhook amb el seu secret de signatura, que només es mostra en crear-lo o renovar-lo.',
  'schema.WebhookList': 'Els webhooks.',
  'schema.WebhookDeleted': 'Un webhook esborrat.',
  'schema.WebhookPayload':
    'El cos que s’envia als webhooks, signat segons Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature). Mínim: sense textos del registre.',
  'schema.WebhookAttempt': 'Un intent de lliurar un missatge.',
  'schema.WebhookDelivery': 'Un missatge a un webhook, amb els seus intents.',
  'schema.WebhookDeliveryList': 'Una pàgina d’enviaments, els més recents primer.',
  'schema.WebhookCreate': 'Un webhook nou.',
  'schema.WebhookUpdate': 'Els camps del webhook que cal canviar.',
  'field.Webhook.id': 'L’id del webhook.',
  'field.Webhook.url': 'On s’envien els missatges.',
  'field.Webhook.description': 'Una nota per als administradors.',
  'field.Webhook.event_types': 'Els tipus d’esdeveniment que rep (patrons com event.* o *).',
  'field.Webhook.enabled': 'Si se li envien missatges.',
  'field.Webhook.disabled_reason':
    'Per què es va desactivar: gone (va respondre 410), failing (5 dies d’errors) o manual.',
  'field.Webhook.failing_since': 'El primer intent fallit des del darrer èxit (UTC), o null.',
  'field.Webhook.previous_secret_expires':
    'Fins quan el secret anterior continua signant després d’una renovació (UTC), o null.',
  'field.Webhook.created': 'Quan es va crear (UTC).',
  'field.Webhook.modified': 'Quan es va canviar per última vegada (UTC).',
  'field.Webhook.secret': 'El secret de signatura (whsec_…): deseu-lo, no es tornarà a mostrar.',
  'field.WebhookList.webhooks': 'Tots els webhooks.',
  'field.WebhookPayload.type': 'El tipus d’esdeveniment, com event.updated (webhook.ping per als pings).',
  'field.WebhookPayload.timestamp': 'Quan es va confirmar el canvi (UTC).',
  'field.WebhookPayload.data':
    'El registre: kind, id, seq (el número de seqüència del feed de canvis: ordeneu per ell) i rest_url (llegiu-lo allà). Buit als pings.',
  'field.WebhookAttempt.at': 'Quan es va fer (UTC).',
  'field.WebhookAttempt.response_status': 'L’estat de la resposta, o null si no n’hi va haver.',
  'field.WebhookAttempt.error':
    'Per què va fallar sense resposta (temps esgotat, xarxa, URL rebutjada), o una redirecció no seguida.',
  'field.WebhookAttempt.duration_ms': 'Quant va trigar, en mil·lisegons.',
  'field.WebhookDelivery.id': 'L’id de l’enviament.',
  'field.WebhookDelivery.message_id': 'La capçalera webhook-id: la mateixa a cada intent.',
  'field.WebhookDelivery.type': 'El tipus d’esdeveniment.',
  'field.WebhookDelivery.seq': 'El número de seqüència del canvi, o null per a un ping.',
  'field.WebhookDelivery.status':
    'pending (s’està enviant o reintentant), succeeded (lliurat) o failed (abandonat).',
  'field.WebhookDelivery.attempts': 'Tots els intents, els més antics primer.',
  'field.WebhookDelivery.created': 'Quan es va crear (UTC).',
  'field.WebhookDelivery.payload': 'El cos tal com s’envia.',
  'field.WebhookDeliveryList.deliveries': 'Els enviaments d’aquesta pàgina.',
  'field.WebhookDeliveryList.total': 'El nombre d’enviaments del webhook.',
  'field.WebhookDeliveryList.total_pages': 'El nombre de pàgines.',
  'param.series':
    "Només les ocurrències de la sèrie a què pertany aquest esdeveniment (l'id de la seva plantilla o de qualsevol ocurrència; un esdeveniment únic es llista a si mateix).",
  'param.recurring': 'Només ocurrències de sèries (true) o només esdeveniments únics (false).',
  'param.expand':
    "Un VEVENT per ocurrència, cadascun amb el seu UID, en lloc d'un per sèrie amb la seva RRULE: per a calendaris que no entenen les repeticions.",
  'param.recurrence':
    "La regla de repetició, com a línies RFC 5545 (el camp recurrence de Google Calendar): una RRULE (FREQ DAILY, WEEKLY, MONTHLY o YEARLY; INTERVAL, COUNT o UNTIL, BYDAY, BYMONTHDAY, BYMONTH, BYSETPOS, WKST) i línies RDATE i EXDATE. Converteix l'esdeveniment en una sèrie; [] torna una sèrie a esdeveniment únic.",
  'param.scope':
    "A quines ocurrències arriba un canvi o un esborrat: this (per defecte en una ocurrència: només a ella), following (ella i les següents passen a ser una sèrie nova) o all (per defecte en una plantilla: tota la sèrie). També s'accepten single i upcoming.",
  'param.reset_overrides':
    'Amb scope=all: les ocurrències editades o mogudes per separat tornen a prendre el contingut i les dates de la sèrie.',
  'op.events.occurrences': "Llistar les ocurrències d'una sèrie",
  'op.events.facets': 'Llista els recomptes dels filtres dels visitants (facetes)',
  'opd.events.occurrences':
    "Les ocurrències de la sèrie a què pertany l'esdeveniment (la seva plantilla o qualsevol ocurrència), per ordre d'inici, totes des de la primera si no es donen dates. L'id d'un esdeveniment únic llista aquest esdeveniment.",
  'opd.events.facets':
    'Els valors de cada faceta amb quants esdeveniments llistaria triar-los (els recomptes del Filter Bar de TEC), amb la mateixa finestra, visibilitat i filtres que GET /events; cada faceta es compta sota la resta de filtres, no el seu.',
  'schema.EventSeries':
    "La sèrie a què pertany un esdeveniment. Les lectures individuals i les respostes d'escriptura hi afegeixen la regla.",
  'field.Event.recurring': "Si l'esdeveniment pertany a una sèrie.",
  'field.Event.series':
    "La sèrie d'una ocurrència (o, en les respostes sobre una plantilla, la seva pròpia).",
  'field.EventSeries.id': "L'id de la sèrie: l'id de la seva plantilla.",
  'field.EventSeries.rest_url': "L'URL de la plantilla de la sèrie en aquesta API.",
  'field.EventSeries.recurrence_id':
    "L'inici local original de l'ocurrència en la seva zona horària; no canvia mai, encara que l'ocurrència es mogui.",
  'field.EventSeries.detached': "Si l'ocurrència s'ha editat per separat i conserva el seu propi contingut.",
  'field.EventSeries.recurrence': 'La regla de repetició, com a línies RFC 5545.',
  'field.EventSeries.description': 'La regla dita amb paraules, en la llengua del contingut.',
  'field.EventSeries.count': "El nombre d'ocurrències que no són a la paperera.",
  'field.EventSeries.until': "L'inici local de l'última ocurrència, o null si la sèrie no té fi.",
  'field.EventSeries.materialized_until':
    'Fins on existeixen les ocurrències (les sèries sense fi es mantenen 24 mesos endavant), en hora local.',
  'err.409':
    "El fitxer encara és la imatge d'esdeveniments, llocs o organitzadors (rest_media_in_use): esborreu-lo amb force=true per treure'l.",
  'err.415':
    'Pels seus bytes, el fitxer no és una imatge JPEG, PNG, GIF, WebP ni AVIF (rest_upload_unsupported_type); SVG es rebutja.',
  'param.media_title': 'El títol del fitxer (per defecte, el seu nom sense extensió).',
  'param.media_alt_text':
    'El text alternatiu: un text en la llengua de la petició, o un objecte llengua -> text ("" treu una llengua).',
  'param.media_caption':
    'El peu de foto: un text en la llengua de la petició, o un objecte llengua -> text ("" treu una llengua).',
  'param.media_search': 'Només els fitxers amb aquest text al títol, al nom o al text alternatiu.',
  'param.media_per_page': 'El nombre de fitxers per pàgina (100 com a màxim).',
  'param.media_used_by':
    'Només la imatge d’aquest esdeveniment, lloc o organitzador (el seu id), si el pots llegir.',
  'param.media_force':
    "Treure el fitxer de cada esdeveniment, lloc i organitzador que l'usa i després esborrar-lo.",
  'param.media_file': "El fitxer d'imatge: JPEG, PNG, GIF, WebP o AVIF, reconegut pels seus bytes.",
  'op.media.list': 'Llistar la mediateca',
  'op.media.create': 'Pujar una imatge',
  'op.media.read': 'Llegir una imatge pujada',
  'op.media.update': "Canviar els textos d'una imatge",
  'op.media.delete': 'Esborrar una imatge pujada',
  'opd.media.list':
    'Col·laboradors i superiors. Les més recents primer. Els editors veuen tots els fitxers; els altres, els que van pujar i els de registres que poden llegir.',
  'opd.media.create':
    'Col·laboradors i superiors, amb una quota diària per usuari. El fitxer tal qual amb Content-Disposition: attachment; filename=…, o multipart/form-data amb una part file. Se li treuen les metadades (EXIF, GPS).',
  'opd.media.read':
    "Col·laboradors i superiors, amb el nombre de registres que l'usen (els que qui crida pot llegir). Un fitxer que no pot veure és 404.",
  'opd.media.update': 'Els editors canvien qualsevol fitxer; autors i col·laboradors, els que van pujar.',
  'opd.media.delete':
    "Es rebutja (409) mentre hi hagi registres que l'usen, llevat de force=true. Els editors esborren qualsevol fitxer; autors i col·laboradors, els seus.",
  'res.media.list': 'Una pàgina de fitxers.',
  'res.media.create': 'El fitxer desat.',
  'res.media.read': 'El fitxer.',
  'res.media.update': 'El fitxer canviat.',
  'res.media.delete': 'El fitxer esborrat.',
  'schema.Media': "Una imatge pujada: l'objecte image de TEC i després els seus textos.",
  'schema.MediaList': 'Una pàgina de la mediateca, les més recents primer.',
  'schema.MediaDeleted': 'Un fitxer esborrat.',
  'schema.MediaUpdate': 'Els textos que canvien.',
  'field.Media.url': "L'URL del fitxer original (immutable: cada pujada té un URL nou).",
  'field.Media.id': "L'id del fitxer: el que pren la imatge d'un esdeveniment, lloc o organitzador.",
  'field.Media.extension': "L'extensió del tipus que van revelar els seus bytes.",
  'field.Media.width': "L'amplada en píxels.",
  'field.Media.height': "L'alçada en píxels.",
  'field.Media.filesize': 'La mida del fitxer desat en bytes (sense les metadades).',
  'field.Media.sizes':
    "Les mides de WordPress més petites que l'original: thumbnail, medium, medium_large, large.",
  'field.Media.alt_text':
    'El text alternatiu en la llengua de la petició (si no, en la llengua per defecte).',
  'field.Media.caption': 'El peu de foto en la llengua de la petició (si no, en la llengua per defecte).',
  'field.Media.title': 'El títol.',
  'field.Media.filename': 'El nom amb què es va pujar.',
  'field.Media.mime_type': 'El tipus que van revelar els seus bytes.',
  'field.Media.author': "L'id de l'usuari que el va pujar.",
  'field.Media.date_utc': 'Quan es va pujar, en UTC.',
  'field.Media.alt_texts': 'El text alternatiu en cada llengua que té.',
  'field.Media.captions': 'El peu de foto en cada llengua que té.',
  'field.Media.used_by':
    "Quants esdeveniments, llocs i organitzadors que qui crida pot llegir l'usen (lectures d'un).",
  'field.Media.rest_url': "L'URL del fitxer en aquesta API.",
  'field.List.media': "Els fitxers d'aquesta pàgina.",
  'field.Image.filesize': 'La mida del fitxer en bytes (només imatges pujades).',
  'field.Image.alt_text': 'El text alternatiu en la llengua mostrada (només imatges pujades).',
  'param.colors':
    'Els colors de la categoria, com les metadades de terme de TEC: {"primary", "secondary", "text"} com a #rgb o #rrggbb ("" per a cap) i "priority" (un enter: de les categories d\'un esdeveniment, la més alta li dona color). Canvien les claus enviades; null els esborra tots.',
  'schema.CategoryColors':
    "Els colors d'una categoria (les metadades de terme tec-events-cat-colors-* de TEC 6.14).",
  'field.Term.colors':
    'Només categories: els colors amb què el calendari mostra els esdeveniments de la categoria.',
  'field.CategoryColors.primary':
    'El color principal (el fons dels esdeveniments de la categoria), #rgb o #rrggbb; "" si no en té.',
  'field.CategoryColors.secondary': 'El color secundari (vores, accents); "" si no en té.',
  'field.CategoryColors.text':
    'El color del text sobre el color principal; "" si no en té. Les pàgines només el fan servir si manté el contrast AA de WCAG (4,5:1) amb el color principal; si no, negre o blanc.',
  'field.CategoryColors.priority':
    "De les categories d'un esdeveniment, la de prioritat més alta li dona color; 0 per defecte.",
  'param.event_event_status':
    "Si l'esdeveniment continua en peu: scheduled, cancelled, postponed, rescheduled o moved_online (també s'accepta canceled, de TEC). En una ocurrència canvia només aquella data; amb scope=all, totes les ocurrències.",
  'param.event_status_reason':
    "Per què s'anul·la, s'ajorna o es trasllada l'esdeveniment, en la llengua del contingut (les altres llengües a translations); \"\" el treu en aquella llengua.",
  'param.previous_start_date':
    "L'inici que tenia l'esdeveniment abans de reprogramar-se o ajornar-se, en hora local de la seva zona horària; \"\" o null el treu. Si no s'envia, moure l'inici d'un esdeveniment reprogramat o ajornat en guarda el que tenia (tret que ja en guardi un), i posar event_status a scheduled el treu.",
  'param.event_attendance_mode':
    "Com s'assisteix a l'esdeveniment: offline (en persona, per defecte), online o mixed.",
  'param.online_url': 'On assistir a l\'esdeveniment en línia (un URL http(s)); "" o null el treu.',
  'param.online_url_visible_before':
    'Des de quants minuts abans de l\'inici veuen els visitants online_url (0: en començar); null o "": sempre. Qui pot editar l\'esdeveniment el veu sempre.',
  'param.event_languages':
    'Les llengües en què es fa l\'esdeveniment (una obra, una xerrada), no les dels seus textos: etiquetes BCP 47 com eu, gl o es-419, 10 com a màxim, en un array o una llista separada per comes; [] o "" les treu.',
  'param.event_accessibility':
    'El que ofereix l\'esdeveniment en accessibilitat, claus d\'un vocabulari fix: step_free_access (accés sense graons), wheelchair_spaces (places per a cadires de rodes), induction_loop (bucle magnètic), sign_language (llengua de signes), subtitles (subtítols o sobretítols), audio_description (audiodescripció), relaxed_performance (funció relaxada), quiet_room (sala tranquil·la); [] o "" les treu.',
  'param.accessibility_note':
    'Una nota sobre l\'accessibilitat de l\'esdeveniment, en la llengua del contingut (les altres llengües a translations); "" la treu en aquella llengua.',
  'field.Event.event_status':
    "Si l'esdeveniment continua en peu: scheduled, cancelled, postponed, rescheduled o moved_online. Les llistes mostren els esdeveniments anul·lats tret que event_status els filtri.",
  'field.Event.event_status_reason':
    "Per què s'anul·la, s'ajorna o es trasllada, en la llengua del contingut (si no, la de la llengua per defecte, si no, qualsevol); \"\" si no n'hi ha.",
  'field.Event.previous_start_date':
    "L'inici que tenia abans de reprogramar-se o ajornar-se, en hora local de la seva zona horària; null si no en guarda cap.",
  'field.Event.attendance_mode':
    "Com s'hi assisteix: offline, online o mixed (null en un esdeveniment protegit amb contrasenya llistat sense ella).",
  'field.Event.online_url':
    "On assistir-hi en línia; null si no n'hi ha, o abans del moment des del qual es mostra (online_url_visible_before) a qui no pot editar l'esdeveniment.",
  'field.Event.online_url_visible_before':
    "Des de quants minuts abans de l'inici veuen els visitants online_url; null: sempre.",
  'field.Event.event_languages':
    "Les llengües en què es fa l'esdeveniment, com a etiquetes BCP 47 (eu, gl-ES): no les dels seus textos.",
  'field.Event.accessibility':
    'El que ofereix en accessibilitat, claus del vocabulari fix (step_free_access, wheelchair_spaces, induction_loop, sign_language, subtitles, audio_description, relaxed_performance, quiet_room), en aquest ordre.',
  'field.Event.accessibility_note':
    'Una nota sobre la seva accessibilitat, en la llengua del contingut (si no, la de la llengua per defecte, si no, qualsevol); "" si no n\'hi ha.',
  'param.event_status':
    "Només esdeveniments amb un d'aquests estats: scheduled, cancelled, postponed, rescheduled, moved_online (una llista separada per comes). Sense ell, les llistes mostren tots els estats, anul·lats inclosos.",
  'param.attendance_mode':
    "Només esdeveniments als quals s'assisteix d'una d'aquestes maneres: offline, online, mixed (una llista separada per comes).",
  'param.event_language':
    "Només esdeveniments que es fan en una d'aquestes llengües: etiquetes BCP 47, 10 com a màxim; gl coincideix amb gl i gl-ES (filtratge bàsic de l'RFC 4647).",
  'param.accessibility':
    "Només esdeveniments que ofereixen algun d'aquests (claus del vocabulari d'accessibilitat, una llista separada per comes): step_free_access, wheelchair_spaces, induction_loop, sign_language, subtitles, audio_description, relaxed_performance, quiet_room.",
  'param.free':
    "Només esdeveniments als quals es pot anar de franc (true: l'import més baix del seu cost és 0) o només els de pagament (false: el més baix és més gran que 0); els esdeveniments el cost dels quals no diu cap import no coincideixen amb cap.",
  'param.max_cost':
    "Només esdeveniments als quals es pot anar per aquest import com a màxim (l'import més baix del seu cost, de franc inclòs), en la moneda del seu cost.",
  'param.weekday':
    "Només esdeveniments que comencen un d'aquests dies de la setmana, en l'hora de la seva zona horària: monday, tuesday, wednesday, thursday, friday, saturday, sunday (una llista separada per comes).",
  'param.time_of_day':
    "Només esdeveniments que comencen en una d'aquestes parts del dia, en l'hora de la seva zona horària: morning (06:00–11:59), afternoon (12:00–16:59), evening (17:00–20:59), night (21:00–05:59), o esdeveniments de tot el dia, all_day (una llista separada per comes).",
  'field.JsonLd.previousStartDate':
    "L'inici que tenia abans de reprogramar-se o ajornar-se (previous_start_date), en ISO 8601 amb el seu desplaçament.",
  'field.JsonLd.inLanguage':
    "Les llengües en què es fa l'esdeveniment (event_languages): una etiqueta BCP 47, o un array d'etiquetes.",
  'field.JsonLd.accessibilityFeature':
    "L'accessibilitat per a la qual schema.org té un valor: signLanguage, captions (subtítols), audioDescription.",
  'field.JsonLd.additionalProperty':
    "L'accessibilitat per a la qual schema.org no té valor (accés sense graons, places per a cadires de rodes, bucle magnètic, funció relaxada, sala tranquil·la) i la nota d'accessibilitat, cadascuna un PropertyValue.",
  'path.revision': "L'id numèric de la revisió.",
  'op.revisions.list': "Llistar les revisions d'un esdeveniment",
  'op.revisions.read': 'Llegir una revisió',
  'op.revisions.restore': 'Restaurar una revisió',
  'opd.revisions.list':
    "Cada desament de l'esdeveniment conserva una revisió (50 com a màxim; es descarten les més antigues), les més recents primer. Només per a qui pot editar l'esdeveniment: 404 si no el pot llegir, 403 si el pot llegir però no editar.",
  'opd.revisions.read':
    "L'esdeveniment tal com el va deixar un desament: els seus textos en totes les llengües, dates, lloc, organitzadors, termes, opcions, estat, la regla d'una sèrie, qui el va desar i quan.",
  'opd.revisions.restore':
    "Una actualització de l'esdeveniment com PATCH /events/{id} (permisos, If-Match, Idempotency-Key, el registre de canvis, els webhooks, una nova revisió) que torna el que difereix: els textos de cada llengua que té la revisió, dates, lloc, organitzadors, categories, etiquetes, opcions, web, imatge i la regla d'una sèrie. L'estat, l'autor, la data de publicació i la contrasenya no canvien.",
  'res.revisions.list': 'Una pàgina de revisions, les més recents primer.',
  'res.revisions.read': 'La revisió.',
  'res.revisions.restore': "L'esdeveniment després de la restauració.",
  'schema.EventRevision': 'Un esdeveniment tal com el va deixar un desament.',
  'schema.EventRevisionList': "Una pàgina de revisions d'un esdeveniment, les més recents primer.",
  'field.List.revisions': "Les revisions d'aquesta pàgina.",
  'field.EventRevision.id': "L'id de la revisió.",
  'field.EventRevision.parent': "L'id de l'esdeveniment.",
  'field.EventRevision.author':
    "L'id de l'usuari que el va desar, com a text; null per a l'estat que tenia un esdeveniment abans de la seva primera revisió (el d'una importació).",
  'field.EventRevision.date': 'Quan es va desar, en la zona horària del lloc.',
  'field.EventRevision.date_utc': 'Quan es va desar, en UTC.',
  'field.EventRevision.modified': 'El mateix que date: una revisió no canvia mai.',
  'field.EventRevision.modified_utc': 'El mateix que date_utc.',
  'field.EventRevision.status': "L'estat que tenia l'esdeveniment.",
  'field.EventRevision.texts':
    "El títol, la descripció, l'extracte, el cost i el slug en cada llengua que tenia l'esdeveniment.",
  'field.EventRevision.venue': 'Els ids dels seus llocs, en ordre.',
  'field.EventRevision.organizer': 'Els ids dels seus organitzadors, en ordre.',
  'field.EventRevision.categories': 'Els ids de les seves categories.',
  'field.EventRevision.tags': 'Els ids de les seves etiquetes.',
  'field.EventRevision.image': 'La seva imatge: un id de la biblioteca multimèdia, una URL o null.',
  'field.EventRevision.recurrence':
    "La plantilla d'una sèrie: les línies de la seva regla (RRULE, RDATE, EXDATE); si no, null.",
  'field.EventRevision.fact_texts':
    'El motiu de l’estat i la nota d’accessibilitat que tenia l’esdeveniment en cada idioma, per codi d’idioma; absent de les revisions desades abans que existissin.',
  'field.EventRevision.event_author': "L'id de l'autor de l'esdeveniment aleshores, com a text.",
  'field.EventRevision.rest_url': 'La URL de la revisió en aquesta API.',
  'schema.EventRevisionRestore': 'Una restauració només pren la llengua de la seva resposta.',
  'param.search_languages':
    'Quins textos llegeix search: shown (per defecte), el text que cada registre mostra en la llengua del contingut; all, el seu text en qualsevol llengua (una cerca de "mercado" en anglès troba llavors un esdeveniment titulat "Mercado de invierno" en castellà).',
  'op.submissions.list': 'Llistar els enviaments (la cua)',
  'op.submissions.create': 'Enviar un esdeveniment',
  'op.submissions.read': 'Llegir un enviament',
  'op.submissions.update': 'Decidir sobre un enviament, o canviar-lo',
  'opd.submissions.list':
    'Editors i administradors: la cua, el més recent primer, amb els enviaments anteriors de cada remitent i quants se’n van aprovar.',
  'opd.submissions.create':
    'Els camps d’un esdeveniment i els del remitent; l’esdeveniment queda pendent sigui quin sigui l’estat enviat, i també el lloc i l’organitzador que proposa. Els remitents anònims (si el lloc ho permet) envien a més la resposta de Turnstile, l’esquer buit i l’inici signat del formulari. Límits per client i per correu; un correu o una xarxa blocats es rebutgen.',
  'opd.submissions.read':
    'Moderadors, el remitent amb sessió, o qui doni el token de l’enllaç privat (a aquest no se li mostra el correu).',
  'opd.submissions.update':
    'Els moderadors aproven (canviant abans camps de l’esdeveniment), rebutgen amb un motiu o marquen com a brossa (blocant el correu i la xarxa); el remitent edita mentre és pendent, o el retira.',
  'res.submissions.list': 'Una pàgina d’enviaments.',
  'res.submissions.create': 'L’enviament, amb el token del seu enllaç privat (es mostra una vegada).',
  'res.submissions.read': 'L’enviament.',
  'res.submissions.update': 'L’enviament després de l’acció.',
  'param.submitter_name': 'El nom del remitent.',
  'param.submitter_email':
    'El correu del remitent: només el veuen els moderadors; s’esborra passat el termini.',
  'param.image_alt_text':
    "El text alternatiu de la imatge (què mostra), obligatori amb la part image_file d'un cos multipart: un fitxer JPEG, PNG, GIF, WebP o AVIF de 2 MB com a màxim.",
  'param.terms_accepted': 'S’accepten les condicions d’enviament del lloc (obligatori si el lloc en té).',
  'param.cf-turnstile-response': 'La resposta de Cloudflare Turnstile (remitents anònims).',
  'param.nickname': 'Deixa’l buit: un camp que les persones no veuen (remitents anònims).',
  'param.form_started': 'Quan es va servir el formulari, signat per ell (remitents anònims).',
  'param.action': 'approve, reject, spam (moderadors); edit, withdraw (el remitent).',
  'param.reason': 'Per què es rebutja, en paraules que llegeix el remitent.',
  'param.submission_token': 'El token de l’enllaç privat (el remitent sense compte).',
  'param.merge_venue': 'Aprovar: el lloc existent en què es fusiona el proposat.',
  'param.merge_organizer': 'Aprovar: l’organitzador existent en què es fusiona el proposat.',
  'param.submission_state': 'Només els enviaments en aquest estat.',
  'param.setting_submissions_anonymous': 'Els visitants anònims poden enviar esdeveniments.',
  'param.setting_submissions_terms':
    'Les condicions d’enviament que accepta el remitent, per llengua; null o {} per a cap.',
  'param.setting_submissions_retention_days':
    'Dies després de la decisió que es guarden el correu i els hashos del remitent.',
  'schema.Submission': 'Un esdeveniment enviat des de fora, i què en va ser.',
  'schema.SubmissionList': 'Una pàgina de la cua, el més recent primer.',
  'schema.SubmissionCreate': 'Els camps d’un esdeveniment i els del seu remitent.',
  'schema.SubmissionUpdate': 'Una acció sobre un enviament, amb els camps de l’esdeveniment que canvia.',
  'field.Submission.reason': 'Per què es va rebutjar.',
  'field.Submission.language': 'La llengua en què es va enviar (el seu correu hi va).',
  'field.Submission.submitter_name': 'El nom del remitent (buit un cop esborrat).',
  'field.Submission.submitter_email': 'El correu del remitent (moderadors; null un cop esborrat).',
  'field.Submission.earlier_submissions': 'Els enviaments anteriors del remitent.',
  'field.Submission.accepted_submissions': 'Quants se’n van aprovar.',
  'field.Submission.created': 'Quan es va enviar.',
  'field.Submission.decided': 'Quan es va decidir (null mentre és pendent).',
  'field.Submission.event': 'L’esdeveniment que va proposar.',
  'field.Submission.token': 'El token de l’enllaç privat: es mostra una vegada.',
  'field.Submission.private_url': 'L’enllaç privat: l’estat, editar-lo mentre espera, retirar-lo.',
  'field.SubmissionList.submissions': 'Els enviaments d’aquesta pàgina.',
  'field.SubmissionList.total': 'El nombre d’enviaments.',
  'field.SubmissionList.total_pages': 'El nombre de pàgines.',
  'field.Settings.submissions_anonymous': 'Si els visitants anònims poden enviar esdeveniments.',
  'field.Settings.submissions_terms': 'Les condicions d’enviament per llengua.',
  'param.setting_submissions_trusted_publish':
    'Els comptes de remitent amb 3 enviaments aprovats i cap marcat com a brossa publiquen directament.',
  'param.setting_submissions_author_categories':
    "Autors que moderen enviaments, per id d'usuari, amb els ids de les categories que moderen: un autor veu i decideix els enviaments amb totes les categories entre les seves.",
  'field.Settings.submissions_author_categories':
    "Els autors que moderen enviaments de les seves categories (id d'usuari → ids de categoria).",
  'field.Settings.submissions_trusted_publish':
    'Si els comptes de remitent de confiança publiquen directament.',
  'field.Settings.submissions_retention_days':
    'Dies que es guarden les dades del remitent després d’una decisió.',
  'op.sources.list': 'Llistar les fonts',
  'op.sources.create': 'Afegir una font',
  'op.sources.test': 'Provar una font sense desar-la',
  'op.sources.read': 'Llegir una font',
  'op.sources.update': 'Canviar una font',
  'op.sources.delete': 'Esborrar una font',
  'op.sources.runs': 'Les execucions d’una font',
  'op.sources.run': 'Executar una font ara',
  'op.sources.source_events': 'Els esdeveniments que ha portat una font',
  'op.sources.ignored_list': 'Els esdeveniments ignorats d’una font',
  'op.sources.ignore': 'Ignorar un esdeveniment d’una font',
  'op.sources.unignore': 'Deixar d’ignorar un esdeveniment',
  'opd.sources.list': 'Editors i administradors. Totes les fonts, amb la seva darrera execució.',
  'opd.sources.create':
    'Editors i administradors. L’adreça ha de ser pública (cap host privat, local o intern, ni aquest lloc): si no, 400 sobre url, de seguida. Els esdeveniments de la font s’escriuen com l’editor que la desa.',
  'opd.sources.test':
    'Editors i administradors. Demana la primera pàgina a través de la guarda de sortida i mostra el que entraria; no escriu res.',
  'opd.sources.read': 'Editors i administradors. La font i la seva darrera execució.',
  'opd.sources.update':
    'Editors i administradors. Canvien els camps donats; qui la desa es fa càrrec de la font; una adreça nova es comprova com en crear-la.',
  'opd.sources.delete':
    'Editors i administradors. Se’n van la font, les seves execucions i la llista d’ignorats; els esdeveniments que ha portat es queden.',
  'opd.sources.runs':
    'Editors i administradors. Les més recents primer: quan, quant ha durat, nous, actualitzats, sense canvis, a la paperera, fallits, ignorats, possibles duplicats i els errors en paraules.',
  'opd.sources.run':
    'Editors i administradors. L’execució passa a la cua (202); 409 mentre hi hagi una execució de la font en curs.',
  'opd.sources.source_events':
    'Editors i administradors. Cada esdeveniment de la font aquí: el seu esdeveniment, el seu estat i l’esdeveniment existent al qual s’assemblava en arribar.',
  'opd.sources.ignored_list':
    'Editors i administradors. Els esdeveniments de la font que un editor ha ignorat: no es tornen a importar mai.',
  'opd.sources.ignore':
    'Editors i administradors. L’esdeveniment va a la paperera si s’havia importat, i no torna mai.',
  'opd.sources.unignore': 'Editors i administradors. La propera execució torna a portar l’esdeveniment.',
  'res.sources.list': 'Les fonts.',
  'res.sources.create': 'La font nova.',
  'res.sources.test': 'El que portaria la font.',
  'res.sources.read': 'La font.',
  'res.sources.update': 'La font canviada.',
  'res.sources.delete': 'La font esborrada.',
  'res.sources.runs': 'Una pàgina d’execucions.',
  'res.sources.run': 'L’execució és a la cua.',
  'res.sources.source_events': 'Una pàgina dels esdeveniments de la font.',
  'res.sources.ignored_list': 'Una pàgina d’esdeveniments ignorats.',
  'res.sources.ignore': 'L’esdeveniment ignorat.',
  'res.sources.unignore': 'L’esdeveniment ja no s’ignora.',
  'param.source_url': 'L’adreça de la font: només http(s) pública.',
  'param.source_kind':
    'Què és la font: ical (un feed iCalendar), tec (un lloc amb The Events Calendar), site (una altra instal·lació d’aquesta API), gancio, mobilizon, page (JSON-LD de schema.org o h-event).',
  'param.source_name': 'Un nom per als editors (200 caràcters com a màxim).',
  'param.source_schedule': 'Cada quant s’executa: hourly, daily, weekly o manual (només Executa ara).',
  'param.source_default_status':
    'L’estat dels esdeveniments que crea: pending (la cua de moderació, per defecte), draft o publish.',
  'param.source_default_categories':
    'Categories que rep cada esdeveniment de la font, per nom (es creen si són noves) o id.',
  'param.source_default_tags': 'Etiquetes que rep cada esdeveniment de la font, per nom o id.',
  'param.source_default_organizer':
    'L’organitzador dels esdeveniments que no n’anomenen cap (un id d’organitzador; 0 o null per a cap).',
  'param.source_default_language':
    'La llengua dels textos de la font; buit: la llengua per defecte del lloc.',
  'param.source_update_authority':
    'El que una execució pot canviar en un esdeveniment que ja havia importat: overwrite, keep_local_edits (els camps que ha canviat un editor es queden) o never.',
  'param.source_on_removed':
    'Un esdeveniment que la font ja no llista: trash (a la paperera) o keep (es queda).',
  'param.source_credentials':
    'La contrasenya d’aplicació d’un lloc TEC, {"username", "password"}, per a una API REST que només llegeixen usuaris identificats (tipus tec i site; s’envia per https només al seu origen; null la treu).',
  'param.source_paused': 'Una font en pausa no s’executa segons l’horari (Executa ara sí que l’executa).',
  'param.source_per_page': 'Elements per pàgina (100 com a màxim).',
  'param.source_uid': 'L’id propi de la font per a l’esdeveniment (el seu UID, el seu id allà).',
  'param.source_ignored_title':
    'Un títol per reconèixer l’esdeveniment ignorat (el seu títol aquí si s’omet).',
  'schema.Source': 'Un calendari que aquest llegeix per si mateix segons un horari.',
  'schema.SourceList': 'Les fonts.',
  'schema.SourceDeleted': 'Una font esborrada.',
  'schema.SourceQueued': 'Una execució passada a la cua.',
  'schema.SourceRun': 'Una execució d’una font: les seves xifres i els seus errors en paraules.',
  'schema.SourceRunList': 'Una pàgina d’execucions, les més recents primer.',
  'schema.SourceTrial': 'El que portaria una font, llegit de la primera pàgina.',
  'schema.SourceTestEvent': 'Un esdeveniment que portaria la font.',
  'schema.SourceEvent': 'Un esdeveniment que ha portat una font.',
  'schema.SourceEventList': 'Una pàgina dels esdeveniments que ha portat una font.',
  'schema.SourceIgnored': 'Un esdeveniment d’una font que un editor ha ignorat.',
  'schema.SourceIgnoredList': 'Una pàgina d’esdeveniments ignorats.',
  'schema.SourceUnignored': 'Un esdeveniment que ja no s’ignora.',
  'field.Source.id': 'L’id de la font.',
  'field.Source.kind': 'Què és la font (ical, tec, site, gancio, mobilizon, page).',
  'field.Source.url': 'L’adreça de la font.',
  'field.Source.name': 'El seu nom per als editors.',
  'field.Source.schedule': 'Cada quant s’executa.',
  'field.Source.default_status': 'L’estat dels esdeveniments que crea.',
  'field.Source.default_categories': 'Categories que rep cada esdeveniment.',
  'field.Source.default_tags': 'Etiquetes que rep cada esdeveniment.',
  'field.Source.default_organizer': 'L’organitzador dels esdeveniments que no n’anomenen cap.',
  'field.Source.default_language': 'La llengua dels textos de la font (null: la del lloc).',
  'field.Source.update_authority': 'El que una execució pot canviar en un esdeveniment ja importat.',
  'field.Source.on_removed': 'Què passa amb un esdeveniment que la font ja no llista.',
  'field.Source.credentials':
    'El nom d’usuari de la seva contrasenya d’aplicació (mai la contrasenya); null: cap.',
  'field.Source.paused': 'Si l’horari està en pausa.',
  'field.Source.next_run': 'Quan l’executa l’horari la propera vegada (null: només a mà).',
  'field.Source.running': 'Si hi ha una execució en curs.',
  'field.Source.created_by':
    'L’editor com el qual s’escriuen els seus esdeveniments (qui la va desar per última vegada).',
  'field.Source.created': 'Quan es va afegir (UTC).',
  'field.Source.last_run': 'La seva darrera execució (null: no s’ha executat mai).',
  'field.SourceRun.source': 'La font.',
  'field.SourceRun.trigger':
    'Què la va iniciar: schedule, manual (Executar ara) o push (la va enviar un calendari seguit al fedivers).',
  'field.SourceRun.status': 'running, succeeded, unchanged (la font va respondre 304) o failed.',
  'field.SourceRun.started': 'Quan va començar (UTC).',
  'field.SourceRun.finished': 'Quan va acabar (UTC), null mentre s’executa.',
  'field.SourceRun.duration_ms': 'Quant va durar, en mil·lisegons.',
  'field.SourceRun.new': 'Esdeveniments creats.',
  'field.SourceRun.updated': 'Esdeveniments actualitzats.',
  'field.SourceRun.unchanged': 'Esdeveniments que la font va donar igual que abans (sense escriptura).',
  'field.SourceRun.trashed': 'Esdeveniments que la font va deixar, enviats a la paperera.',
  'field.SourceRun.failed': 'Esdeveniments que no s’han pogut escriure (vegeu els errors).',
  'field.SourceRun.ignored': 'Esdeveniments omesos perquè un editor els va ignorar.',
  'field.SourceRun.duplicates': 'Esdeveniments nous que s’assemblen a un d’existent (marcats, no fusionats).',
  'field.SourceRun.pages': 'Pàgines llegides.',
  'field.SourceRun.bytes': 'Bytes llegits.',
  'field.SourceRun.requests': 'Peticions fetes a la font.',
  'field.SourceRun.messages': 'Missatges de cua que va fer servir l’execució.',
  'field.SourceRun.errors':
    'El que va fallar, en paraules (l’id de l’esdeveniment a la font quan en tracta d’un).',
  'field.List.sources': 'Les fonts.',
  'field.List.runs': 'Les execucions d’aquesta pàgina.',
  'field.List.ignored': 'Els esdeveniments ignorats d’aquesta pàgina.',
  'field.SourceQueued.queued': 'Sempre true: l’execució és a la cua.',
  'field.SourceQueued.source': 'La font, ara en execució.',
  'field.SourceTrial.url': 'L’adreça d’on va venir la pàgina, després de les redireccions.',
  'field.SourceTrial.count': 'Quants esdeveniments té la primera pàgina.',
  'field.SourceTrial.more_pages': 'Si la font té més pàgines.',
  'field.SourceTrial.events': 'Els seus primers esdeveniments (50 com a màxim).',
  'field.SourceTrial.problems': 'El que el lector no va poder llegir, en paraules.',
  'field.SourceEvent.uid': 'L’id propi de la font per a l’esdeveniment.',
  'field.SourceEvent.event': 'L’esdeveniment (o sèrie) aquí; null si no s’ha pogut desar.',
  'field.SourceEvent.series': 'Si és un esdeveniment recurrent (una sèrie).',
  'field.SourceEvent.title': 'El seu títol.',
  'field.SourceEvent.start_date': 'El seu inici, hora local.',
  'field.SourceEvent.end_date': 'El seu final, hora local.',
  'field.SourceEvent.possible_duplicate_of':
    'L’esdeveniment existent al qual s’assemblava en arribar (mateix dia, lloc i un títol semblant), o null.',
  'field.SourceEvent.first_imported': 'Quan va arribar per primera vegada (UTC).',
  'field.SourceEvent.last_imported': 'Quan el va escriure o llistar una execució per última vegada (UTC).',
  'field.SourceTestEvent.all_day': 'Si dura tot el dia.',
  'field.SourceTestEvent.venue': 'El nom del seu lloc, tal com el dona la font.',
  'field.SourceTestEvent.organizers': 'Els noms dels seus organitzadors.',
  'field.SourceTestEvent.categories': 'Els noms de les seves categories.',
  'field.SourceIgnored.title': 'Un títol per reconèixer-lo.',
  'field.SourceIgnored.ignored_by': 'L’editor que el va ignorar.',
  'field.SourceIgnored.ignored': 'Quan (UTC).',
  'field.SourceIgnored.trashed_event': 'L’esdeveniment enviat a la paperera, si s’havia importat.',
  'field.SourceIgnored.deleted': 'Sempre true: l’esdeveniment ja no s’ignora.',
  'field.SourceIgnored.uid': 'L’id propi de la font per a l’esdeveniment ignorat.',
  'schema.SourceCreate': 'Els camps d’una font nova.',
  'schema.SourceUpdate': 'Els camps d’una font que canvien.',
  'schema.SourceTest': 'El tipus i l’adreça d’una font per provar.',
  'schema.SourceIgnore': 'Un esdeveniment de la font per ignorar.',
  'op.federation_settings.read': 'Llegeix la configuració de la federació',
  'op.federation_settings.update': 'Canvia la configuració de la federació',
  'op.federation_blocks.list': 'Llista els dominis i actors blocats',
  'op.federation_blocks.create': 'Bloca un domini o un actor',
  'op.federation_blocks.delete': 'Treu un blocatge',
  'op.federation_followers.list': 'Llista qui segueix el calendari',
  'op.federation_following.list': 'Llista els calendaris seguits',
  'op.federation_following.create': 'Segueix un calendari remot',
  'op.federation_following.delete': 'Deixa de seguir un calendari remot',
  'op.federation_inbound.list': 'El que han enviat els calendaris seguits',
  'opd.federation_settings.read':
    'Administradors. El nom de l’actor del calendari (@nom@amfitrió) i l’origen amb què es van fixar les seves adreces al primer seguiment (null abans).',
  'opd.federation_settings.update':
    'Administradors. Canvien els paràmetres donats; reanomenar l’actor en conserva els seguidors (la seva adreça no fa servir cap nom).',
  'opd.federation_blocks.list':
    'Administradors. Tots els dominis (amb els seus subdominis) i actors blocats: se’n rebutgen les activitats (403) i no se’ls lliura res.',
  'opd.federation_blocks.create':
    'Administradors. Un domini o l’URL d’un actor; els seus seguidors d’aquí s’eliminen en la mateixa escriptura. Blocar dues vegades deixa un sol blocatge.',
  'opd.federation_blocks.delete': 'Administradors. El domini o l’actor pot tornar a seguir i enviar.',
  'opd.federation_followers.list':
    'Administradors. Els comptes que segueixen l’actor del calendari o el d’una categoria, els més nous primer (com a màxim 1000).',
  'opd.federation_following.list':
    'Editors i administradors. Els calendaris remots que segueix aquest lloc, cadascun pendent fins que n’arriba l’Accept, després acceptat (o rebutjat).',
  'opd.federation_following.create':
    'Editors i administradors. L’actor es troba per WebFinger i el seu document (només adreces públiques) i se li envia un Follow signat; un actor que no es troba és un 400 que anomena actor.',
  'opd.federation_following.delete':
    'Editors i administradors. S’envia un Undo del Follow; el que el calendari enviï després s’ignora.',
  'opd.federation_inbound.list':
    'Editors i administradors. Els esdeveniments que els calendaris seguits han creat o actualitzat, obtinguts del seu origen i convertits, els darrers primer (com a màxim 200); mai no es publiquen des d’aquí.',
  'res.federation_settings.read': 'La configuració de la federació.',
  'res.federation_settings.update': 'La configuració tal com és ara.',
  'res.federation_blocks.list': 'Els blocatges.',
  'res.federation_blocks.create': 'El blocatge.',
  'res.federation_blocks.delete': 'S’ha tret el blocatge.',
  'res.federation_followers.list': 'Els seguidors.',
  'res.federation_following.list': 'Els calendaris seguits.',
  'res.federation_following.create': 'El calendari seguit, pendent del seu Accept.',
  'res.federation_following.delete': 'El calendari ja no es segueix.',
  'res.federation_inbound.list': 'El que han enviat els calendaris seguits.',
  'param.federation_actor_name':
    'El nom de l’actor del calendari, com a @events@amfitrió: minúscules, xifres, _ . - (com a màxim 63).',
  'param.federation_block_value': 'Un domini (example.org: ell i els seus subdominis) o l’URL d’un actor.',
  'param.federation_follow_actor': 'El calendari que cal seguir: @nom@amfitrió o el seu URL https.',
  'schema.FederationSettings': 'La configuració de la federació.',
  'schema.FederationBlock': 'Un domini o actor blocat.',
  'schema.FederationBlockList': 'Els dominis i actors blocats.',
  'schema.FederationBlockDeleted': 'Un blocatge tret.',
  'schema.FederationFollower': 'Un compte que segueix un dels actors d’aquest lloc.',
  'schema.FederationFollowerList': 'Els seguidors.',
  'schema.FederationFollowing': 'Un calendari remot que segueix aquest lloc.',
  'schema.FederationFollowingList': 'Els calendaris remots seguits.',
  'schema.FederationFollowingDeleted': 'Un calendari remot que ja no se segueix.',
  'schema.FederationInbound':
    'Un esdeveniment que ha enviat un calendari seguit, tal com s’ha convertit aquí.',
  'schema.FederationInboundList': 'El que han enviat els calendaris seguits.',
  'schema.FederationSettingsUpdate': 'Els paràmetres de la federació que cal canviar.',
  'schema.FederationBlockCreate': 'Què cal blocar.',
  'schema.FederationFollowingCreate': 'El calendari remot que cal seguir.',
  'field.Federation.actor_name': 'El nom de l’actor del calendari (events per defecte).',
  'field.Federation.origin':
    'L’origen amb què s’escriu cada activitat, fixat al primer seguiment; null abans.',
  'field.Federation.value': 'El domini o l’URL de l’actor.',
  'field.Federation.created_utc': 'Quan es va afegir (UTC).',
  'field.Federation.blocks': 'Els blocatges, els més antics primer.',
  'field.Federation.deleted': 'Sempre true.',
  'field.Federation.actor': 'L’URL de l’actor remot.',
  'field.FederationFollower.actor': 'L’actor d’aquest lloc que segueix: site (el calendari) o category:{id}.',
  'field.Federation.follower': 'L’URL del compte que segueix.',
  'field.Federation.host': 'El servidor del seguidor.',
  'field.Federation.inbox': 'La seva safata d’entrada.',
  'field.Federation.shared_inbox':
    'La safata compartida del seu servidor (els lliuraments hi van un cop per servidor), o null.',
  'field.Federation.followers': 'Els seguidors, els més nous primer.',
  'field.Federation.handle': 'El calendari tal com el va anomenar l’editor (@nom@amfitrió o el seu URL).',
  'field.FederationFollowing.status':
    'pending fins que arriba l’Accept del calendari, després accepted; rejected si ha dit que no.',
  'field.Federation.created_by': 'L’editor que el va seguir.',
  'field.Federation.following': 'Els calendaris seguits.',
  'field.Federation.object_id': 'L’identificador de l’esdeveniment al seu origen.',
  'field.Federation.item': 'L’esdeveniment convertit al model de l’importador.',
  'field.FederationInbound.status': 'pending, o deleted quan el seu calendari l’ha esborrat.',
  'field.Federation.received_utc': 'Quan va arribar per primer cop (UTC).',
  'field.Federation.updated_utc': 'Quan va canviar per darrer cop (UTC).',
  'field.Federation.inbound': 'Els esdeveniments, els darrers primer.',
  'field.FederationSettings.handle': 'L’adreça per seguir el calendari: @nom@amfitrió.',
  'field.FederationSettings.actor': 'L’URL de l’actor del calendari (el seu identificador a cada activitat).',
  'param.federation_avatar':
    'L’avatar dels actors: l’URL http(s) d’una imatge, o buit per a cap (Mastodon el mostra al costat de cada publicació).',
  'param.federation_header': 'La imatge de capçalera dels actors: un URL http(s), o buit per a cap.',
  'field.Federation.avatar': 'L’URL de l’avatar dels actors (icon); buit: cap.',
  'field.Federation.header': 'L’URL de la imatge de capçalera dels actors (image); buit: cap.',
};
