import type { Messages } from './en';

/** Spanish. */
export const es: Messages = {
  'info.title': 'API REST del calendario de eventos',
  'info.description':
    'Eventos, lugares, organizadores, categorías de eventos y etiquetas, compatible con la API REST de The Events Calendar (tribe/events/v1). Todas las rutas se sirven también bajo un prefijo de idioma (/eu, /ca, /en, /gl, /es) que fija el idioma del contenido; el parámetro translation_language tiene prioridad sobre él. Todas las respuestas llevan la cabecera X-Request-Id.',
  'security.bearer': 'Una clave de API: Authorization: Bearer <clave de API>.',
  'security.basic':
    'El nombre de usuario y la misma clave de API: Authorization: Basic base64(<usuario>:<clave de API>).',

  'path.id': 'El id numérico del registro.',
  'path.slug':
    'El slug del registro; se busca primero en el idioma del contenido y después en cualquier idioma.',

  'param.page': 'La página de resultados que se devuelve.',
  'param.per_page': 'El número de resultados por página; los valores mayores que 50 se toman como 50.',
  'param.start_date':
    'Solo los eventos que empiezan en esta fecha o después: AAAA-MM-DD, AAAA-MM-DD HH:MM[:SS], ISO 8601 o una marca de tiempo unix. Por defecto: ayer.',
  'param.end_date': 'Solo los eventos que terminan en esta fecha o antes. Por defecto: dentro de 24 meses.',
  'param.starts_before': 'Solo los eventos que empiezan antes de esta fecha.',
  'param.starts_after': 'Solo los eventos que empiezan después de esta fecha.',
  'param.ends_before': 'Solo los eventos que terminan antes de esta fecha.',
  'param.ends_after': 'Solo los eventos que terminan después de esta fecha.',
  'param.strict_dates':
    'Aplica las fechas a las horas indicadas; si es false, las fechas abarcan días enteros en la zona horaria del sitio.',
  'param.search':
    'Palabras que deben aparecer todas en el texto, en el idioma del contenido (sin distinguir mayúsculas ni acentos).',
  'param.categories':
    'Solo los eventos de alguna de estas categorías: ids o slugs, como array o como lista separada por comas.',
  'param.tags':
    'Solo los eventos con alguna de estas etiquetas: ids o slugs, como array o como lista separada por comas.',
  'param.venue': 'Solo los eventos en alguno de estos lugares (ids).',
  'param.organizer': 'Solo los eventos de alguno de estos organizadores (ids).',
  'param.featured': 'Solo los eventos destacados (true) o solo los no destacados (false).',
  'param.ticketed': 'Solo los eventos con entradas (true) o sin entradas (false).',
  'param.status':
    'Solo los registros con este estado. Quien no se autentica solo ve registros publicados; quien se autentica puede dar una lista separada por comas.',
  'param.geoloc': 'Solo los eventos cuyo lugar tiene coordenadas.',
  'param.geoloc_lat': 'Latitud del punto cerca del que debe estar el lugar; se da junto con geoloc_lng.',
  'param.geoloc_lng': 'Longitud del punto cerca del que debe estar el lugar; se da junto con geoloc_lat.',
  'param.geoloc_radius': 'La distancia máxima al punto, en kilómetros.',
  'param.include': 'Solo los eventos con estos ids; en ese caso no se aplica la ventana de fechas.',
  'param.post_parent': 'Solo los eventos cuyo padre es este evento.',
  'param.translation_language':
    'El idioma del contenido; tiene prioridad sobre el prefijo de idioma de la ruta.',
  'param.password': 'La contraseña de un evento protegido con contraseña.',
  'param.force': 'Borrar definitivamente en vez de mover a la papelera (solo administradores y editores).',
  'param.title': 'El título del evento.',
  'param.description': 'La descripción (HTML).',
  'param.excerpt': 'El extracto (HTML).',
  'param.slug': 'El slug, único por tipo de registro e idioma; si no se da, se genera a partir del nombre.',
  'param.cost': 'El precio tal como se muestra, por ejemplo "10 - 25 €" o "Gratis".',
  'param.cost_currency_symbol':
    'El símbolo de moneda propio del evento (10 caracteres como máximo), mostrado antes o después de cada importe; "" vuelve a leerlo del texto del precio.',
  'param.cost_currency_position':
    'Si el símbolo de moneda del evento va antes (prefix) o después (postfix) del importe; "" vuelve a leerlo del texto del precio.',
  'param.cost_currency_code':
    'La moneda propia del evento como código ISO 4217, por ejemplo EUR; "" vuelve a leerla del texto del precio.',
  'field.EventRevision.cost_currency_symbol':
    'El símbolo de moneda propio del evento tal como era ("": leído del texto del precio).',
  'field.EventRevision.cost_currency_position':
    'Dónde iba el símbolo, prefix o postfix, tal como era ("": leído del texto del precio).',
  'field.EventRevision.cost_currency_code':
    'El código ISO 4217 de la moneda propia del evento tal como era ("": leído del texto del precio).',
  'param.author': 'El id del usuario autor.',
  'param.date': 'La fecha de publicación, en la zona horaria del sitio.',
  'param.date_utc': 'La fecha de publicación, en UTC.',
  'param.timezone': 'La zona horaria del evento: un nombre IANA como Europe/Madrid, o UTC.',
  'param.all_day': 'Si el evento dura días enteros.',
  'param.image':
    'El id de una imagen de la mediateca (POST /media) que quien llama puede ver (GET /media) o una URL; false, null, "" o 0 la quitan.',
  'param.website': 'La URL del sitio web; "" la quita.',
  'param.show_map': 'Si se muestra un mapa.',
  'param.show_map_link': 'Si se muestra un enlace a un mapa.',
  'param.hide_from_listings': 'Si el evento se deja fuera de las listas de eventos.',
  'param.sticky': 'Si el evento se mantiene arriba en las vistas del calendario.',
  'param.translations':
    'Los campos de texto en varios idiomas a la vez (solo en cuerpos JSON), p. ej. { "eu": { "title": "..." } }.',
  'param.venue_name': 'El nombre del lugar.',
  'param.organizer_name': 'El nombre del organizador.',
  'param.address': 'La dirección postal.',
  'param.city': 'La ciudad.',
  'param.country': 'El país.',
  'param.province': 'La provincia.',
  'param.state': 'El estado.',
  'param.zip': 'El código postal.',
  'param.phone': 'El número de teléfono.',
  'param.stateprovince':
    'El estado o la provincia que se muestra; si no se da, se toma del país, el estado y la provincia.',
  'param.geo_lat': 'La latitud del lugar; null o "" la quitan.',
  'param.geo_lng': 'La longitud del lugar; null o "" la quitan.',
  'param.email': 'La dirección de correo electrónico.',
  'param.name': 'El nombre del término.',
  'param.parent': 'El id de la categoría padre; 0 si no tiene.',
  'param.exclude': 'Deja fuera los términos con estos ids.',
  'param.order': 'El sentido de la ordenación.',
  'param.orderby': 'El atributo del término por el que se ordena.',
  'param.hide_empty': 'Oculta los términos que ningún evento publicado usa.',
  'param.post': 'Solo los términos de este evento.',
  'param.event': 'Solo los registros vinculados a este evento.',
  'param.has_events':
    'Solo los registros con eventos (true) o sin eventos (false) visibles para quien llama.',
  'param.only_with_upcoming': 'Solo los registros con eventos que aún no han terminado.',
  'param.namespace': 'El espacio de nombres.',
  'param.context': 'El contexto de la petición.',
  'param.event_start_date': 'Cuándo empieza el evento, en hora local de la zona horaria del evento.',
  'param.event_end_date':
    'Cuándo termina el evento, en hora local de la zona horaria del evento; no antes del inicio.',
  'param.event_featured': 'Si el evento es destacado.',
  'param.event_ticketed': 'Si el evento tiene entradas.',
  'param.event_post_parent': 'El id del evento padre; 0 si no tiene.',
  'param.event_venue':
    'El lugar: un id, {"id": ...} o un objeto con los campos del lugar (se reutiliza un lugar con el mismo nombre); 0, "" o [] lo quitan.',
  'param.event_organizer':
    'Los organizadores: ids (un array o una lista separada por comas), objetos {"id": ...} u objetos con los campos del organizador; [] los quita todos.',
  'param.event_categories':
    'Las categorías: ids, nombres o slugs (un nombre desconocido crea la categoría); "" o [] las quitan todas.',
  'param.event_tags':
    'Las etiquetas: ids, nombres o slugs (un nombre desconocido crea la etiqueta); "" o [] las quitan todas.',
  'param.post_status':
    'El estado. Para los roles que no pueden publicar, publish y future pasan a pending, y sin estado queda draft.',
  'param.event_password': 'Fija la contraseña del evento; "" la quita.',
  'param.term_search': 'Solo los términos cuyo nombre o slug contiene este texto.',
  'param.term_slug': 'Solo el término con este slug.',
  'param.term_include': 'Solo los términos con estos ids.',
  'param.term_parent': 'Solo las hijas de esta categoría; 0 para las categorías de primer nivel.',
  'param.feed_per_page':
    'El número de eventos del canal; por defecto 200, los valores mayores que 500 se tratan como 500.',
  'param.occurrences_start_date':
    'Solo las ocurrencias que empiezan en esta fecha o después: AAAA-MM-DD, AAAA-MM-DD HH:MM[:SS], ISO 8601 o una marca de tiempo unix. Por defecto: ninguna (desde la primera ocurrencia).',
  'param.occurrences_end_date':
    'Solo las ocurrencias que terminan en esta fecha o antes. Por defecto: ninguna (hasta la última ocurrencia).',
  'param.feed_start_date':
    'Solo los eventos que empiezan en esta fecha o después: AAAA-MM-DD, AAAA-MM-DD HH:MM[:SS], ISO 8601 o una marca de tiempo unix. Por defecto: hace 30 días.',
  'param.widget_language':
    'El idioma de los widgets que crea este script cuando no tienen atributo lang; prevalece sobre el prefijo de idioma. Sin ninguno de los dos, los widgets siguen la página y el navegador.',
  'param.modified_after':
    'Solo los registros modificados después de este instante (excluido), comparado con modified_utc: AAAA-MM-DD, AAAA-MM-DD HH:MM[:SS] (en la zona horaria del sitio), ISO 8601 con desfase o Z, o una marca de tiempo unix. Una lista de eventos filtrada así no tiene ventana de fechas por defecto. Las listas no muestran lo borrado: para eso, siga GET /changes.',
  'param.modified_before':
    'Solo los registros modificados antes de este instante (excluido), comparado con modified_utc.',
  'param.sync_token':
    'El next_sync_token de la página anterior, tal cual. Sin él, una sincronización completa: todos los registros que puede ver quien llama.',
  'param.facets':
    'Las facetas que contar (categories, tags, venue, organizer, weekday, time_of_day, price, event_language, accessibility, event_status, attendance_mode); por defecto, todas.',
  'param.changes_types':
    'Los tipos de registro que seguir: event, venue, organizer, category, tag (una matriz o una lista separada por comas). Por defecto: todos. Un token solo sirve con los tipos para los que se emitió.',
  'param.changes_per_page': 'El número de cambios por página, de 1 a 100.',
  'param.changes_include':
    'data: cada registro creado o cambiado tal como lo muestra su lista; ids: solo su tipo y su id.',

  'op.namespace.index': 'El índice del espacio de nombres',
  'op.namespace.doc': 'Este documento OpenAPI',
  'op.namespace.reference': 'Esta referencia como página web',
  'op.events.list': 'Listar eventos',
  'op.events.create': 'Crear un evento',
  'op.events.read': 'Leer un evento',
  'op.events.update': 'Modificar un evento',
  'op.events.delete': 'Borrar un evento',
  'op.events.read.slug': 'Leer un evento por su slug',
  'op.events.update.slug': 'Modificar un evento por su slug',
  'op.events.delete.slug': 'Borrar un evento por su slug',
  'op.venues.list': 'Listar lugares',
  'op.venues.create': 'Crear un lugar',
  'op.venues.read': 'Leer un lugar',
  'op.venues.update': 'Modificar un lugar',
  'op.venues.delete': 'Borrar un lugar',
  'op.venues.read.slug': 'Leer un lugar por su slug',
  'op.venues.update.slug': 'Modificar un lugar por su slug',
  'op.venues.delete.slug': 'Borrar un lugar por su slug',
  'op.organizers.list': 'Listar organizadores',
  'op.organizers.create': 'Crear un organizador',
  'op.organizers.read': 'Leer un organizador',
  'op.organizers.update': 'Modificar un organizador',
  'op.organizers.delete': 'Borrar un organizador',
  'op.organizers.read.slug': 'Leer un organizador por su slug',
  'op.organizers.update.slug': 'Modificar un organizador por su slug',
  'op.organizers.delete.slug': 'Borrar un organizador por su slug',
  'op.categories.list': 'Listar categorías de eventos',
  'op.categories.create': 'Crear una categoría de eventos',
  'op.categories.read': 'Leer una categoría de eventos',
  'op.categories.update': 'Modificar una categoría de eventos',
  'op.categories.delete': 'Borrar una categoría de eventos',
  'op.tags.list': 'Listar etiquetas',
  'op.tags.create': 'Crear una etiqueta',
  'op.tags.read': 'Leer una etiqueta',
  'op.tags.update': 'Modificar una etiqueta',
  'op.tags.delete': 'Borrar una etiqueta',
  'op.events.feed': 'Suscribirse a los eventos (iCalendar)',
  'op.events.calendar': 'Añadir un evento a un calendario (iCalendar)',
  'op.widget.script': 'El widget de eventos para insertar',
  'op.widget.demo': 'La página de demostración del widget',
  'op.changes.changes': 'Seguir los cambios (sincronización)',

  'opd.namespace.index':
    'Todas las rutas del espacio de nombres con sus métodos y parámetros, tal como las lista WordPress.',
  'opd.namespace.doc':
    'Este documento, generado a partir de los esquemas con los que el servicio valida las peticiones, con las descripciones en el idioma del contenido.',
  'opd.namespace.reference':
    'Una página HTML que muestra el documento OpenAPI de su prefijo de idioma (/doc) con Scalar: cada ruta, parámetro y campo, con un formulario para probar peticiones. Su script es un recurso estático del servicio, así que funciona sin ningún otro sitio.',
  'opd.events.list':
    'Eventos ordenados por inicio y luego por id (con include: por fecha de publicación). Sin parámetros de fecha, la ventana va de ayer a dentro de 24 meses. Los eventos ocultos en las listas quedan fuera; los protegidos con contraseña aparecen con sus campos protegidos vacíos.',
  'opd.events.create':
    'Requiere un colaborador, autor, editor o administrador; los eventos de un colaborador quedan como borrador o pendientes.',
  'opd.events.read': 'Un evento protegido con contraseña necesita su contraseña.',
  'opd.events.update':
    'Solo cambian los campos enviados; POST, PUT y PATCH se comportan igual. Escribir en un idioma añade o cambia el texto en ese idioma.',
  'opd.events.delete': 'Mueve el evento a la papelera; con force=true se borra definitivamente.',
  'opd.linked.list': 'Ordenados por nombre en el idioma del contenido y luego por id.',
  'opd.linked.create':
    'Si se envía el nombre (y la descripción) de un registro existente que no está en la papelera, se devuelve ese registro.',
  'opd.linked.read': 'Los registros no publicados requieren permisos para leerlos.',
  'opd.linked.update':
    'Solo cambian los campos enviados; POST, PUT y PATCH se comportan igual. Escribir en un idioma añade o cambia el texto en ese idioma.',
  'opd.linked.delete':
    'Mueve el registro a la papelera y lo desvincula de sus eventos; con force=true se borra definitivamente.',
  'opd.terms.list':
    'Ordenados según orderby y order; los términos que ningún evento publicado usa se ocultan salvo con hide_empty=false.',
  'opd.terms.create':
    'Requiere un editor o administrador. Se rechaza un nombre que ya existe bajo el mismo padre.',
  'opd.terms.read': 'Se puede leer cualquier término, lo usen o no los eventos.',
  'opd.terms.update':
    'Requiere un editor o administrador. Solo cambian los campos enviados; POST, PUT y PATCH se comportan igual.',
  'opd.terms.delete':
    'Borra el término definitivamente y lo quita de sus eventos. Requiere un editor o administrador.',
  'opd.events.feed':
    'Los eventos de GET /events como canal iCalendar (RFC 5545), con los mismos filtros, en el idioma del contenido. Las horas van en UTC; los eventos de día completo son fechas, sin incluir el día final. Los UID son event-{id}@{host}; SEQUENCE crece con cada cambio. Los eventos protegidos con contraseña solo muestran su título, sus fechas y su página; los eventos ocultos en los listados no aparecen.',
  'opd.events.calendar':
    'Un evento como archivo iCalendar (RFC 5545) para descargar e importar en una aplicación de calendario, en el idioma del contenido, leído como lo lee GET /events/{id}: los eventos en la papelera o no legibles dan 403. Su VEVENT es el del canal (horas en UTC, UID event-{id}@{host}); el archivo no tiene nombre de calendario. Un evento protegido con contraseña sin la contraseña solo muestra su título, sus fechas y su página.',
  'opd.widget.script':
    'Un componente web sin dependencias: añade <script src=".../widget.js"> y <events-calendar lang="eu" categories="..." per-page="5"></events-calendar> a una página. Muestra los próximos eventos de esta API, recorre sus páginas y se le da estilo con propiedades CSS personalizadas (--ec-accent, --ec-font, --ec-bg, --ec-text, --ec-radius). Con view="month" muestra una cuadrícula del mes (el patrón de cuadrícula de ARIA: flechas, Re Pág/Av Pág); cada evento tiene enlaces para añadirlo al calendario (su .ics y Google Calendar), y el widget una suscripción webcal: con sus filtros.',
  'opd.widget.demo':
    'Una página HTML que muestra el widget en dos idiomas, uno de ellos con otro tema, con el código para insertarlo.',
  'opd.changes.changes':
    'Lo que ha cambiado desde un token de sincronización, en el orden en que se confirmaron los cambios: cada registro una vez, tras su último cambio, como alta o cambio (upsert, con sus datos) o como retirada (remove: borrado, o que ya no ve quien llama). Sin token, una sincronización completa devuelve todos los registros que puede ver quien llama. Cada página termina con un next_sync_token desde el que seguir, y has_more dice si hay que seguir ya. Un token se rechaza (410) si tiene más de 90 días, si ya se ha olvidado un borrado posterior, o si lo usa otra persona o con otros tipos: hay que empezar de nuevo sin token. Los cambios de lugares, organizadores y términos se comunican para ellos, no para los eventos que los incluyen.',

  'res.index': 'El índice del espacio de nombres.',
  'res.doc': 'El documento OpenAPI 3.1.',
  'res.reference': 'La página de referencia (text/html).',
  'res.list': 'Una página de resultados.',
  'res.create': 'El registro creado.',
  'res.read': 'El registro.',
  'res.update': 'El registro modificado.',
  'res.delete.posts': 'El registro movido a la papelera o, con force=true, el registro borrado.',
  'res.delete.terms': 'El término borrado.',
  'res.not_modified': 'Sin cambios: el ETag enviado en If-None-Match sigue vigente.',
  'res.feed': 'El canal iCalendar (text/calendar).',
  'res.calendar': 'El archivo iCalendar del evento (text/calendar), enviado como adjunto.',
  'res.script': 'El script del widget (text/javascript).',
  'res.demo': 'La página de demostración (text/html).',
  'res.changes': 'Una página de cambios, con el token desde el que seguir.',
  'res.facets': 'Cu\u00e1ntos eventos listar\u00eda cada valor de cada faceta.',
  'header.total': 'El número de registros que cumplen la consulta.',
  'header.total_pages': 'El número de páginas.',
  'header.link': 'Enlaces a las páginas siguiente y anterior (rel="next", rel="prev").',
  'header.retry_after': 'Segundos que hay que esperar antes de volver a intentarlo.',
  'header.link_next': 'La URL de la página siguiente (rel="next"), mientras has_more sea true.',
  'header.etag':
    'El ETag del registro: "v{versión}.{resumen}". La versión avanza con cada escritura del registro; devuelva el ETag en If-Match para actualizar o borrar solo esa versión, o en If-None-Match para recibir 304 mientras nada cambie.',
  'header.idempotent_replayed':
    'true cuando esta respuesta es la respuesta guardada de una petición anterior con la misma Idempotency-Key.',
  'header.if_match':
    'Escribir solo si el registro sigue en esta versión: un ETag del registro (se acepta W/), varios separados por comas, o * (el registro existe). Si no, 412 con el ETag actual, y no se escribe nada. Obligatorio (428) si el servicio está configurado así.',
  'header.idempotency_key':
    'Una clave de 1 a 255 caracteres ASCII visibles que permite reintentar la petición sin riesgo: la escritura ocurre como mucho una vez, y el reintento de la misma petición recibe la misma respuesta (Idempotent-Replayed: true). La misma clave con otra petición da 422. Las claves pertenecen a la clave de API que las envió y se guardan al menos 24 horas.',
  'header.x_cache':
    'De dónde viene la respuesta: HIT (la caché del borde, al día), MISS (construida ahora y guardada), STALE (una respuesta en caché anterior a las últimas escrituras: como mucho 7 s atrasada mientras se reconstruye, o de hasta un día mientras la base de datos no está disponible), BYPASS (una petición con credenciales o contraseña: nunca se guarda en caché).',

  'err.400':
    'Falta un parámetro o no es válido (rest_missing_callback_param, rest_invalid_param, rest_invalid_json).',
  'err.401':
    'Hacen falta credenciales, o las enviadas son incorrectas, están mal formadas o han sido revocadas (rest_forbidden).',
  'err.403':
    'Quien llama no puede hacer esto, o el registro no es accesible, está en la papelera o protegido con contraseña.',
  'err.404': 'El registro no existe, o la página está más allá de la última.',
  'err.410':
    'El registro ya está en la papelera, o el token de sincronización ha caducado (rest_sync_token_expired): vuelva a sincronizar sin token.',
  'err.412':
    'El registro ha cambiado desde la versión indicada en If-Match (rest_precondition_failed); data.current_etag es su ETag actual.',
  'err.413':
    'El cuerpo de la petición ocupa más de 256 KiB (rest_request_too_large), o un archivo subido más de MEDIA_MAX_BYTES (rest_upload_file_too_big).',
  'err.422':
    'La Idempotency-Key ya se usó para otra petición (rest_idempotency_key_reused); una subida dañada, políglota o con demasiados píxeles (rest_upload_damaged_file, rest_upload_too_many_pixels).',
  'err.428':
    'Este servicio exige If-Match en las actualizaciones y los borrados (rest_precondition_required).',
  'err.429':
    'Demasiadas autenticaciones fallidas desde este cliente (rest_too_many_requests); vuelve a intentarlo tras los segundos de Retry-After.',
  'err.500': 'Un error inesperado (rest_internal_error); el id de la petición lo identifica.',
  'err.503':
    'La base de datos no está disponible por un momento (rest_unavailable); vuelve a intentarlo tras los segundos de Retry-After.',

  'schema.Event':
    'Un evento. Un evento protegido con contraseña listado sin ella tiene vacíos sus campos protegidos y a null sus indicadores.',
  'schema.Venue': 'Un lugar. Los campos vacíos se omiten.',
  'schema.Organizer': 'Un organizador. Los campos vacíos se omiten.',
  'schema.Term': 'Una categoría o una etiqueta (el Term de TEC).',
  'schema.Category': 'Una categoría de eventos.',
  'schema.Tag': 'Una etiqueta.',
  'schema.EmbeddedTerm': 'Una categoría o etiqueta tal como aparece dentro de un evento.',
  'schema.TermUrls': 'URL de la API de un término.',
  'schema.DateDetails': 'Las partes de una fecha, como cadenas con ceros a la izquierda.',
  'schema.CostDetails': 'El precio, analizado.',
  'schema.Image': 'Una imagen.',
  'schema.ImageSize': 'Un tamaño de una imagen.',
  'schema.Translations':
    'Los idiomas en los que un registro tiene texto: código de idioma -> slug y URL de la API.',
  'schema.TranslationLink': 'Un registro en un idioma.',
  'schema.EventJsonLd': 'Un Event de schema.org.',
  'schema.PlaceJsonLd': 'Un Place de schema.org.',
  'schema.PersonJsonLd': 'Una Person de schema.org.',
  'schema.PostalAddress': 'Una PostalAddress de schema.org.',
  'schema.GeoCoordinates': 'Unas GeoCoordinates de schema.org.',
  'schema.Offer': 'Una Offer de schema.org.',
  'schema.EventList': 'Una página de eventos.',
  'schema.VenueList': 'Una página de lugares.',
  'schema.OrganizerList': 'Una página de organizadores.',
  'schema.CategoryList': 'Una página de categorías de eventos.',
  'schema.TagList': 'Una página de etiquetas.',
  'schema.EventDeleted': 'Un evento borrado definitivamente.',
  'schema.VenueDeleted': 'Un lugar borrado definitivamente.',
  'schema.OrganizerDeleted': 'Un organizador borrado definitivamente.',
  'schema.Error': 'Un error. El estado HTTP es igual a data.status.',
  'schema.ErrorData': 'Los detalles de un error.',
  'schema.NamespaceIndex': 'El índice del espacio de nombres, tal como lo sirve WordPress.',
  'schema.IndexRoute': 'Una ruta del índice del espacio de nombres.',
  'schema.IndexEndpoint': 'Un grupo de métodos de una ruta y sus parámetros.',
  'schema.IndexArg': 'Un parámetro de un endpoint.',
  'schema.OpenApiDocument': 'Un documento OpenAPI 3.1.',
  'schema.EventCreate': 'Los campos de un evento nuevo.',
  'schema.EventUpdate': 'Los campos de un evento que se cambian.',
  'schema.EventUpdateBySlug': 'Los campos de un evento que se cambian, salvo su contraseña.',
  'schema.VenueCreate': 'Los campos de un lugar nuevo.',
  'schema.VenueUpdate': 'Los campos de un lugar que se cambian.',
  'schema.OrganizerCreate': 'Los campos de un organizador nuevo.',
  'schema.OrganizerUpdate': 'Los campos de un organizador que se cambian.',
  'schema.CategoryCreate': 'Los campos de una categoría de eventos nueva.',
  'schema.CategoryUpdate': 'Los campos de una categoría de eventos que se cambian.',
  'schema.TagCreate': 'Los campos de una etiqueta nueva.',
  'schema.TagUpdate': 'Los campos de una etiqueta que se cambian.',
  'schema.ChangeFeed': 'Una página del feed de cambios.',
  'schema.EventFacets': 'Cuántos eventos listaría cada valor de cada faceta.',
  'schema.Change': 'Un cambio: un alta o cambio (upsert) o una retirada (remove).',
  'schema.ChangeUpsert': 'Un registro que puede ver quien llama se ha creado o ha cambiado.',
  'schema.ChangeRemove': 'Un registro que quien llama ya no puede ver.',

  'field.id': 'El id.',
  'field.global_id': 'El id que identifica el registro entre sitios: {host}?id={id}.',
  'field.global_id_lineage': 'Los ids globales de la procedencia del registro, incluido el suyo.',
  'field.author': 'El id del usuario autor, como cadena.',
  'field.status': 'El estado de la publicación.',
  'field.date': 'La fecha de publicación, en la zona horaria del sitio.',
  'field.date_utc': 'La fecha de publicación, en UTC.',
  'field.modified': 'La fecha del último cambio, en la zona horaria del sitio.',
  'field.modified_utc': 'La fecha del último cambio, en UTC.',
  'field.url': 'La URL de la página pública.',
  'field.rest_url': 'La URL del registro en esta API.',
  'field.description': 'La descripción (HTML).',
  'field.excerpt': 'El extracto (HTML).',
  'field.slug': 'El slug en el idioma del contenido.',
  'field.image': 'La imagen destacada.',
  'field.website': 'La URL del sitio web.',
  'field.phone': 'El número de teléfono.',
  'field.email': 'La dirección de correo electrónico.',
  'field.show_map': 'Si se muestra un mapa.',
  'field.show_map_link': 'Si se muestra un enlace a un mapa.',
  'field.json_ld': 'La descripción schema.org del registro (solo al leer un registro suelto).',
  'field.lang': 'El idioma de los campos de texto, tras recurrir a otro idioma si hace falta.',
  'field.translations':
    'Los idiomas en los que el registro tiene texto, con su slug y su URL de la API en cada uno.',
  'field.address': 'La dirección postal.',
  'field.city': 'La ciudad.',
  'field.country': 'El país.',
  'field.province': 'La provincia.',
  'field.state': 'El estado.',
  'field.zip': 'El código postal.',
  'field.stateprovince': 'El estado o la provincia que se muestra.',
  'field.geo_lat': 'La latitud.',
  'field.geo_lng': 'La longitud.',
  'field.namespace': 'El espacio de nombres: site/events/v1.',

  'field.Event.title': 'El título.',
  'field.Event.image': 'La imagen destacada, o false.',
  'field.Event.all_day': 'Si el evento dura días enteros (de 00:00:00 a 23:59:59).',
  'field.Event.start_date': 'Cuándo empieza el evento, en hora local de su zona horaria.',
  'field.Event.start_date_details': 'Las partes de start_date.',
  'field.Event.end_date': 'Cuándo termina el evento, en hora local de su zona horaria.',
  'field.Event.end_date_details': 'Las partes de end_date.',
  'field.Event.utc_start_date': 'Cuándo empieza el evento, en UTC.',
  'field.Event.utc_start_date_details': 'Las partes de utc_start_date.',
  'field.Event.utc_end_date': 'Cuándo termina el evento, en UTC.',
  'field.Event.utc_end_date_details': 'Las partes de utc_end_date.',
  'field.Event.timezone': 'La zona horaria IANA del evento.',
  'field.Event.timezone_abbr': 'La abreviatura de la zona horaria vigente al inicio (CET, CEST, UTC...).',
  'field.Event.cost': 'El precio tal como se muestra, en el idioma del contenido.',
  'field.Event.cost_details': 'El precio, analizado.',
  'field.Event.website': 'La URL del sitio web del evento, o "".',
  'field.Event.hide_from_listings': 'Si el evento queda fuera de las listas de eventos.',
  'field.Event.sticky': 'Si el evento se mantiene arriba en las vistas del calendario.',
  'field.Event.featured': 'Si el evento es destacado.',
  'field.Event.categories': 'Las categorías del evento.',
  'field.Event.tags': 'Las etiquetas del evento.',
  'field.Event.venue': 'El lugar: un objeto si hay uno, un array si hay varios, [] si no hay ninguno.',
  'field.Event.organizer': 'Los organizadores del evento.',
  'field.Event.custom_fields': 'Siempre vacío (reservado).',
  'field.Event.ticketed': 'Si el evento tiene entradas.',
  'field.Event.post_parent': 'El id del evento padre (un festival del que forma parte); 0 si no tiene.',
  'field.Venue.venue': 'El nombre del lugar.',
  'field.Organizer.organizer': 'El nombre del organizador.',

  'field.Term.name': 'El nombre del término.',
  'field.Term.description': 'La descripción del término.',
  'field.Term.slug': 'El slug del término en el idioma del contenido.',
  'field.Term.taxonomy': 'La taxonomía: tribe_events_cat para las categorías, post_tag para las etiquetas.',
  'field.Term.parent': 'El id de la categoría padre; 0 si no tiene.',
  'field.Term.count': 'El número de eventos publicados que usan el término.',
  'field.Term.meta': 'Siempre vacío (reservado).',
  'field.Term.url':
    'La URL de la página pública de archivo del término; la de una categoría hija va bajo los slugs de sus antepasadas, como en TEC (/events/category/music/jazz/).',
  'field.Term.urls': 'Las URL de la API del término, de su lista y de su categoría padre.',
  'field.EmbeddedTerm.term_group': 'Siempre 0 (el grupo de términos de WordPress).',
  'field.EmbeddedTerm.term_taxonomy_id': 'El id de taxonomía del término; igual que el id del término.',
  'field.EmbeddedTerm.filter': 'Siempre "raw" (el contexto de filtrado de WordPress).',
  'field.TermUrls.self': 'La URL de la API del término.',
  'field.TermUrls.collection': 'La URL de la API de la lista de términos.',
  'field.TermUrls.up': 'La URL de la API de la categoría padre, si la hay.',

  'field.DateDetails.year': 'El año, con cuatro cifras.',
  'field.DateDetails.month': 'El mes, con dos cifras.',
  'field.DateDetails.day': 'El día, con dos cifras.',
  'field.DateDetails.hour': 'La hora, con dos cifras.',
  'field.DateDetails.minutes': 'Los minutos, con dos cifras.',
  'field.DateDetails.seconds': 'Los segundos, con dos cifras.',
  'field.CostDetails.currency_symbol': 'El símbolo de la moneda, por ejemplo €.',
  'field.CostDetails.currency_code': 'El código ISO 4217 de la moneda, por ejemplo EUR.',
  'field.CostDetails.currency_position':
    'Dónde va el símbolo: prefix (delante), postfix (detrás) o "" si no se sabe.',
  'field.CostDetails.values':
    'Los importes del precio como cadenas numéricas, de menor a mayor; ["0"] si es gratis.',
  'field.Image.url': 'La URL de la imagen a tamaño completo.',
  'field.Image.id': 'El id del registro de la imagen; 0 para una imagen dada por URL.',
  'field.Image.extension': 'La extensión del archivo.',
  'field.Image.width': 'El ancho en píxeles; 0 si no se conoce.',
  'field.Image.height': 'El alto en píxeles; 0 si no se conoce.',
  'field.Image.sizes': 'Los demás tamaños de la imagen, por nombre.',
  'field.ImageSize.width': 'El ancho en píxeles.',
  'field.ImageSize.height': 'El alto en píxeles.',
  'field.ImageSize.mime-type': 'El tipo de medio del archivo.',
  'field.ImageSize.url': 'La URL de este tamaño.',
  'field.TranslationLink.slug': 'El slug en ese idioma.',
  'field.TranslationLink.rest_url': 'La URL de la API del registro bajo el prefijo de ese idioma.',

  'field.JsonLd.@context': 'El contexto JSON-LD.',
  'field.JsonLd.@type': 'El tipo de schema.org.',
  'field.JsonLd.name': 'El nombre.',
  'field.JsonLd.description': 'El extracto, o la descripción si no hay extracto.',
  'field.JsonLd.image': 'La URL de la imagen.',
  'field.JsonLd.url': 'La URL de la página del evento.',
  'field.JsonLd.eventAttendanceMode': 'Cómo se asiste al evento.',
  'field.JsonLd.eventStatus': 'El estado del evento.',
  'field.JsonLd.startDate': 'Cuándo empieza el evento, en ISO 8601 con su desfase horario.',
  'field.JsonLd.endDate': 'Cuándo termina el evento, en ISO 8601 con su desfase horario.',
  'field.JsonLd.location':
    'Dónde se celebra: en persona, su lugar (un Place); en línea, un VirtualLocation cuya url es online_url cuando el lector puede verla, si no, la página del evento; mixto, ambos.',
  'field.JsonLd.organizer': 'El organizador, o un array de organizadores.',
  'field.JsonLd.offers': 'El precio.',
  'field.JsonLd.address': 'La dirección postal completa.',
  'field.JsonLd.geo': 'Las coordenadas.',
  'field.JsonLd.telephone': 'El número de teléfono.',
  'field.JsonLd.sameAs': 'El sitio web.',
  'field.JsonLd.email': 'La dirección de correo electrónico.',
  'field.JsonLd.streetAddress': 'La calle y el número.',
  'field.JsonLd.addressLocality': 'La localidad.',
  'field.JsonLd.addressRegion': 'El estado o la provincia.',
  'field.JsonLd.postalCode': 'El código postal.',
  'field.JsonLd.addressCountry': 'El país.',
  'field.JsonLd.latitude': 'La latitud.',
  'field.JsonLd.longitude': 'La longitud.',
  'field.JsonLd.price': 'El importe más bajo del precio.',
  'field.JsonLd.priceCurrency': 'El código de la moneda.',
  'field.JsonLd.category': 'Siempre "primary".',
  'field.JsonLd.availability': 'Siempre "https://schema.org/InStock".',
  'field.JsonLd.validFrom': 'Desde cuándo vale la oferta: la fecha de publicación.',
  'field.PlaceJsonLd.url': 'El sitio web del lugar.',
  'field.PersonJsonLd.url': 'El sitio web del organizador.',

  'field.List.events': 'Los eventos de esta página.',
  'field.List.venues': 'Los lugares de esta página.',
  'field.List.organizers': 'Los organizadores de esta página.',
  'field.List.categories': 'Las categorías de esta página.',
  'field.List.tags': 'Las etiquetas de esta página.',
  'field.List.rest_url': 'La URL canónica de esta página.',
  'field.List.next_rest_url': 'La URL de la página siguiente, si la hay.',
  'field.List.previous_rest_url': 'La URL de la página anterior, si la hay.',
  'field.List.total': 'El número de registros que cumplen la consulta.',
  'field.List.total_pages': 'El número de páginas.',
  'field.Deleted.deleted': 'Siempre true: el registro se ha borrado definitivamente.',
  'field.Deleted.previous': 'El registro tal como era antes de borrarlo.',
  'field.ChangeFeed.changes': 'Los cambios, en orden de secuencia.',
  'field.EventFacets.total': 'Cu\u00e1ntos eventos listan los filtros.',
  'field.EventFacets.labels': 'El nombre de cada faceta en el idioma del contenido.',
  'field.EventFacets.facets':
    'Los valores de cada faceta (una categor\u00eda o etiqueta por su slug con su nombre, un lugar u organizador por su id con su nombre, el precio gratis o un importe m\u00e1ximo), cada uno con cu\u00e1ntos eventos listar\u00eda elegirlo bajo el resto de filtros.',
  'field.ChangeFeed.next_sync_token':
    'El token que enviar como sync_token para seguir tras esta página; guárdelo para preguntar más tarde qué ha cambiado desde entonces.',
  'field.ChangeFeed.has_more': 'Si ahora mismo siguen más cambios.',
  'field.Change.seq': 'El número de secuencia del cambio: crece con cada cambio confirmado.',
  'field.Change.type': 'El tipo de registro: event, venue, organizer, category o tag.',
  'field.Change.action': 'upsert (creado o cambiado) o remove (retirado).',
  'field.Change.data': 'El registro tal como lo muestra su lista (no con include=ids).',
  'field.Change.reason':
    'deleted: borrado definitivamente; hidden: quien llama ya no puede verlo (papelera, borrador, privado...). Solo con una clave.',
  'field.Change.at_utc': 'Cuándo se borró el registro o dejó de ser visible, en UTC.',

  'field.Error.code': 'El código del error, por ejemplo rest_invalid_param.',
  'field.Error.message': 'Un mensaje para personas, en inglés.',
  'field.Error.data': 'Los detalles del error.',
  'field.ErrorData.status': 'El estado HTTP.',
  'field.ErrorData.request_id': 'El id de la petición, enviado también en la cabecera X-Request-Id.',
  'field.ErrorData.params':
    'Los parámetros no válidos con el motivo de cada uno, o los nombres de los que faltan.',
  'field.ErrorData.details': 'Siempre vacío.',
  'field.ErrorData.term_id': 'El id del término que ya tiene este nombre.',
  'field.ErrorData.json_error_message': 'Por qué no se ha podido leer el cuerpo JSON.',
  'field.ErrorData.max_bytes': 'El cuerpo más grande que se acepta, en bytes.',
  'field.ErrorData.current_etag': 'Con 412: el ETag actual del registro.',
  'field.ErrorData.reason':
    'Un 401: por qué no se autenticó la petición (missing: no se envió clave; malformed: la cabecera Authorization no se puede leer; invalid: no existe esa clave). La cabecera WWW-Authenticate también lo dice.',
  'field.ErrorData.forbidden_ids':
    'Con 403 en una escritura de una serie: las ocurrencias que quien llama no puede cambiar (no se escribió nada).',
  'field.ErrorData.hint':
    'Una frase para personas: por qué y qué hacer. Va junto al code y el message de TEC, que se mantienen palabra por palabra porque los clientes los comparan; en inglés, como ellos.',

  'field.NamespaceIndex.routes': 'Todas las rutas del espacio de nombres, por patrón de ruta de WordPress.',
  'field.NamespaceIndex._links': 'Enlaces; up es la raíz del sitio.',
  'field.IndexRoute.methods': 'Los métodos HTTP de la ruta.',
  'field.IndexRoute.endpoints': 'Los endpoints de la ruta, uno por grupo de métodos.',
  'field.IndexRoute._links': 'Un enlace a la ruta, para las rutas sin parámetros.',
  'field.IndexEndpoint.methods': 'Los métodos HTTP del endpoint.',
  'field.IndexEndpoint.args': 'Los parámetros del endpoint, por nombre.',
  'field.IndexArg.required': 'Si el parámetro es obligatorio.',
  'field.IndexArg.default': 'El valor que se usa cuando no se da el parámetro.',
  'field.IndexArg.type': 'El tipo del parámetro.',
  'field.IndexArg.description': 'Qué significa el parámetro, en el idioma del contenido.',
  'field.IndexArg.enum': 'Los valores permitidos.',
  'field.IndexArg.items': 'El tipo de los elementos de un array.',
  'field.OpenApiDocument.openapi': 'La versión de OpenAPI.',
  'field.OpenApiDocument.info': 'El título, la versión y la descripción de la API.',
  'field.OpenApiDocument.components':
    'Los esquemas, respuestas y esquemas de seguridad a los que remiten las rutas.',
  'field.OpenApiDocument.servers': 'La raíz de la API de la petición, con su prefijo de idioma.',
  'field.OpenApiDocument.paths': 'Todas las rutas y métodos.',
  'op.settings.read': 'Leer los ajustes del sitio',
  'op.settings.update': 'Cambiar los ajustes del sitio',
  'opd.settings.read':
    'Solo administradores. Cada ajuste en vigor: los guardados (por el importador o aquí), si no los de wrangler.toml.',
  'opd.settings.update':
    'Solo administradores. Fija los ajustes enviados; null quita uno (vuelve a decidir wrangler.toml). Toda respuesta en caché se rehace.',
  'res.settings.read': 'Los ajustes en vigor.',
  'res.settings.update': 'Los ajustes en vigor tras el cambio.',
  'param.setting_timezone':
    'La zona horaria del sitio (IANA, como Europe/Madrid, o UTC): los días de las listas y la de los eventos nuevos.',
  'param.setting_default_language':
    'El idioma de las direcciones sin prefijo de idioma (eu, ca, en, gl, es).',
  'param.setting_site_name': 'El nombre del sitio, en los títulos de sus páginas.',
  'param.setting_site_url': 'La base de las URL de las páginas públicas (una URL http(s)).',
  'param.setting_currency_symbol':
    'El símbolo de moneda de los importes cuyo evento no nombra ninguno (vacío: ninguno).',
  'param.setting_currency_position': 'Dónde va ese símbolo: prefix (delante) o postfix (detrás).',
  'param.setting_currency_code': 'El código ISO 4217 de los precios cuyo coste no nombra ninguno (JSON-LD).',
  'param.setting_hide_cancelled_events':
    'Si las vistas del calendario y el widget dejan fuera los eventos cancelados (las listas de la API nunca lo hacen).',
  'param.setting_contributors_upload_files':
    'Si los colaboradores pueden subir imágenes (upload_files de WordPress); desactivado: POST /media les responde 403 y eligen entre las imágenes ya subidas.',
  'schema.Settings': 'Los ajustes del sitio en vigor.',
  'schema.SettingsUpdate': 'Los ajustes que cambiar; null quita uno.',
  'field.Settings.timezone': 'La zona horaria del sitio.',
  'field.Settings.default_language': 'El idioma de las direcciones sin prefijo de idioma.',
  'field.Settings.site_name': 'El nombre del sitio (vacío: sin fijar).',
  'field.Settings.site_url': 'La base de las URL públicas (vacío: el origen de la petición).',
  'field.Settings.currency_symbol': 'El símbolo de moneda por defecto (vacío: ninguno).',
  'field.Settings.currency_position': 'Dónde va el símbolo por defecto.',
  'field.Settings.currency_code': 'El código de moneda por defecto.',
  'field.Settings.hide_cancelled_events':
    'Si los eventos cancelados quedan fuera de las vistas del calendario y del widget.',
  'field.Settings.contributors_upload_files': 'Si los colaboradores pueden subir imágenes.',
  'field.Settings.stored':
    'Los ajustes que guarda la base de datos, con cuándo se fijó cada uno (UTC); los demás vienen de wrangler.toml.',
  'op.webhooks.list': 'Listar los webhooks',
  'op.webhooks.create': 'Crear un webhook',
  'op.webhooks.read': 'Leer un webhook',
  'op.webhooks.update': 'Modificar un webhook',
  'op.webhooks.delete': 'Borrar un webhook',
  'op.webhooks.rotate_secret': 'Renovar el secreto de firma',
  'op.webhooks.ping': 'Enviar un ping firmado',
  'op.webhooks.deliveries': 'Listar los envíos de un webhook',
  'op.webhooks.redeliver': 'Volver a enviar un envío',
  'opd.webhooks.list': 'Solo administradores. Todos los webhooks, nunca su secreto.',
  'opd.webhooks.create':
    'Solo administradores, 20 webhooks como máximo. La URL debe ser https, con un nombre de host público (sin dirección IP, sin credenciales, sin nombres locales o internos, no esta API). Primero se envía un webhook.ping firmado: sin una respuesta 2xx no se guarda nada (400). La respuesta muestra el secreto de firma, una sola vez.',
  'opd.webhooks.read': 'Solo administradores. Nunca el secreto.',
  'opd.webhooks.update':
    'Solo administradores. Solo cambian los campos enviados; una URL nueva sigue las mismas reglas que al crearlo. enabled=true vuelve a activar un webhook desactivado.',
  'opd.webhooks.delete': 'Solo administradores. Se borran el webhook y sus envíos.',
  'opd.webhooks.rotate_secret':
    'Solo administradores. El nuevo secreto se muestra una vez; el que sustituye sigue firmando cada mensaje durante 24 horas (dos firmas en webhook-signature).',
  'opd.webhooks.ping':
    'Solo administradores. Envía ahora un webhook.ping firmado y responde con el envío registrado, tanto si el webhook respondió 2xx como si no.',
  'opd.webhooks.deliveries':
    'Solo administradores. Los más recientes primero, cada uno con todos sus intentos: cuándo, el estado de la respuesta o el error, y cuánto tardó.',
  'opd.webhooks.redeliver':
    'Solo administradores. El mensaje vuelve a la cola, con el mismo webhook-id; el webhook debe estar activado.',
  'res.webhooks.list': 'Los webhooks.',
  'res.webhooks.create': 'El webhook creado, con su secreto (solo se muestra ahora).',
  'res.webhooks.read': 'El webhook.',
  'res.webhooks.update': 'El webhook modificado.',
  'res.webhooks.delete': 'El webhook borrado.',
  'res.webhooks.rotate_secret': 'El webhook con su nuevo secreto (solo se muestra ahora).',
  'res.webhooks.ping': 'El ping, tal como se registró.',
  'res.webhooks.deliveries': 'Una página de envíos.',
  'res.webhooks.redeliver': 'El envío, pendiente de nuevo.',
  'path.delivery': 'El id numérico del envío.',
  'param.webhook_url':
    'Adónde se envían los mensajes (POST): una URL https con un nombre de host público (sin dirección IP, credenciales, nombres locales o internos, ni el host de esta API).',
  'param.event_types':
    'Los tipos de evento que recibir: event, venue y organizer .created, .updated, .trashed, .deleted; category y tag .created, .updated, .deleted; {tipo}.* o * para todos. Una lista o separados por comas.',
  'param.webhook_description': 'Una nota para los administradores (texto, 500 caracteres como máximo).',
  'param.enabled': 'true vuelve a activar un webhook desactivado (y olvida sus fallos); false lo desactiva.',
  'param.deliveries_per_page': 'El número de envíos por página, de 1 a 100 (20 por defecto).',
  'schema.Webhook': 'Un webhook.',
  'schema.WebhookWithSecret':
    'Un webhook con su secreto de firma, que solo se muestra al crearlo o renovarlo.',
  'schema.WebhookList': 'Los webhooks.',
  'schema.WebhookDeleted': 'Un webhook borrado.',
  'schema.WebhookPayload':
    'El cuerpo que se envía a los webhooks, firmado según Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature). Mínimo: sin textos del registro.',
  'schema.WebhookAttempt': 'Un intento de entregar un mensaje.',
  'schema.WebhookDelivery': 'Un mensaje a un webhook, con sus intentos.',
  'schema.WebhookDeliveryList': 'Una página de envíos, los más recientes primero.',
  'schema.WebhookCreate': 'Un webhook nuevo.',
  'schema.WebhookUpdate': 'Los campos del webhook que cambiar.',
  'field.Webhook.id': 'El id del webhook.',
  'field.Webhook.url': 'Adónde se envían los mensajes.',
  'field.Webhook.description': 'Una nota para los administradores.',
  'field.Webhook.event_types': 'Los tipos de evento que recibe (patrones como event.* o *).',
  'field.Webhook.enabled': 'Si se le envían mensajes.',
  'field.Webhook.disabled_reason':
    'Por qué se desactivó: gone (respondió 410), failing (5 días de fallos) o manual.',
  'field.Webhook.failing_since': 'El primer intento fallido desde su último éxito (UTC), o null.',
  'field.Webhook.previous_secret_expires':
    'Hasta cuándo el secreto anterior sigue firmando tras una renovación (UTC), o null.',
  'field.Webhook.created': 'Cuándo se creó (UTC).',
  'field.Webhook.modified': 'Cuándo se cambió por última vez (UTC).',
  'field.Webhook.secret': 'El secreto de firma (whsec_…): guárdelo, no se vuelve a mostrar.',
  'field.WebhookList.webhooks': 'Todos los webhooks.',
  'field.WebhookPayload.type': 'El tipo de evento, como event.updated (webhook.ping para los pings).',
  'field.WebhookPayload.timestamp': 'Cuándo se confirmó el cambio (UTC).',
  'field.WebhookPayload.data':
    'El registro: kind, id, seq (el número de secuencia del feed de cambios: ordene por él) y rest_url (léalo ahí). Vacío en los pings.',
  'field.WebhookAttempt.at': 'Cuándo se hizo (UTC).',
  'field.WebhookAttempt.response_status': 'El estado de la respuesta, o null si no la hubo.',
  'field.WebhookAttempt.error':
    'Por qué falló sin respuesta (tiempo agotado, red, URL rechazada), o una redirección no seguida.',
  'field.WebhookAttempt.duration_ms': 'Cuánto tardó, en milisegundos.',
  'field.WebhookDelivery.id': 'El id del envío.',
  'field.WebhookDelivery.message_id': 'La cabecera webhook-id: la misma en cada intento.',
  'field.WebhookDelivery.type': 'El tipo de evento.',
  'field.WebhookDelivery.seq': 'El número de secuencia del cambio, o null para un ping.',
  'field.WebhookDelivery.status':
    'pending (enviándose o reintentándose), succeeded (entregado) o failed (abandonado).',
  'field.WebhookDelivery.attempts': 'Todos los intentos, los más antiguos primero.',
  'field.WebhookDelivery.created': 'Cuándo se creó (UTC).',
  'field.WebhookDelivery.payload': 'El cuerpo tal como se envía.',
  'field.WebhookDeliveryList.deliveries': 'Los envíos de esta página.',
  'field.WebhookDeliveryList.total': 'El número de envíos del webhook.',
  'field.WebhookDeliveryList.total_pages': 'El número de páginas.',
  'param.series':
    'Solo las ocurrencias de la serie a la que pertenece este evento (el id de su plantilla o de cualquier ocurrencia; un evento único se lista a sí mismo).',
  'param.recurring': 'Solo ocurrencias de series (true) o solo eventos únicos (false).',
  'param.expand':
    'Un VEVENT por ocurrencia, cada uno con su propio UID, en lugar de uno por serie con su RRULE: para calendarios que no entienden las repeticiones.',
  'param.recurrence':
    'La regla de repetición, como líneas RFC 5545 (el campo recurrence de Google Calendar): una RRULE (FREQ DAILY, WEEKLY, MONTHLY o YEARLY; INTERVAL, COUNT o UNTIL, BYDAY, BYMONTHDAY, BYMONTH, BYSETPOS, WKST) y líneas RDATE y EXDATE. Convierte el evento en una serie; [] devuelve una serie a evento único.',
  'param.scope':
    'A qué ocurrencias llega un cambio o un borrado: this (por defecto en una ocurrencia: solo a ella), following (ella y las siguientes pasan a ser una serie nueva) o all (por defecto en una plantilla: toda la serie). También se aceptan single y upcoming.',
  'param.reset_overrides':
    'Con scope=all: las ocurrencias editadas o movidas por separado vuelven a tomar el contenido y las fechas de la serie.',
  'op.events.occurrences': 'Listar las ocurrencias de una serie',
  'op.events.facets': 'Lista los recuentos de los filtros de los visitantes (facetas)',
  'opd.events.occurrences':
    'Las ocurrencias de la serie a la que pertenece el evento (su plantilla o cualquier ocurrencia), por orden de inicio, todas desde la primera salvo que se den fechas. El id de un evento único lista ese evento.',
  'opd.events.facets':
    'Los valores de cada faceta con cuántos eventos listaría elegirlos (los recuentos del Filter Bar de TEC), con la misma ventana, visibilidad y filtros que GET /events; cada faceta se cuenta bajo el resto de filtros, no el suyo.',
  'schema.EventSeries':
    'La serie a la que pertenece un evento. Las lecturas individuales y las respuestas de escritura añaden su regla.',
  'field.Event.recurring': 'Si el evento pertenece a una serie.',
  'field.Event.series':
    'La serie de una ocurrencia (o, en las respuestas sobre una plantilla, la suya propia).',
  'field.EventSeries.id': 'El id de la serie: el id de su plantilla.',
  'field.EventSeries.rest_url': 'La URL de la plantilla de la serie en esta API.',
  'field.EventSeries.recurrence_id':
    'El inicio local original de la ocurrencia en su zona horaria; nunca cambia, aunque la ocurrencia se mueva.',
  'field.EventSeries.detached': 'Si la ocurrencia se editó por separado y conserva su propio contenido.',
  'field.EventSeries.recurrence': 'La regla de repetición, como líneas RFC 5545.',
  'field.EventSeries.description': 'La regla dicha con palabras, en el idioma del contenido.',
  'field.EventSeries.count': 'El número de ocurrencias que no están en la papelera.',
  'field.EventSeries.until': 'El inicio local de la última ocurrencia, o null si la serie no tiene fin.',
  'field.EventSeries.materialized_until':
    'Hasta dónde existen las ocurrencias (las series sin fin se mantienen 24 meses por delante), en hora local.',
  'err.409':
    'El archivo aún es la imagen de eventos, lugares u organizadores (rest_media_in_use): bórralo con force=true para quitárselo.',
  'err.415':
    'Por sus bytes, el archivo no es una imagen JPEG, PNG, GIF, WebP ni AVIF (rest_upload_unsupported_type); SVG se rechaza.',
  'param.media_title': 'El título del archivo (por defecto, su nombre sin la extensión).',
  'param.media_alt_text':
    'El texto alternativo: un texto en el idioma de la petición, o un objeto idioma -> texto ("" quita un idioma).',
  'param.media_caption':
    'El pie de foto: un texto en el idioma de la petición, o un objeto idioma -> texto ("" quita un idioma).',
  'param.media_search': 'Solo los archivos cuyo título, nombre o texto alternativo contiene este texto.',
  'param.media_per_page': 'El número de archivos por página (100 como máximo).',
  'param.media_used_by': 'Solo la imagen de este evento, lugar u organizador (su id), si puedes leerlo.',
  'param.media_force': 'Quitar el archivo de cada evento, lugar y organizador que lo usa y después borrarlo.',
  'param.media_file': 'El archivo de imagen: JPEG, PNG, GIF, WebP o AVIF, reconocido por sus bytes.',
  'op.media.list': 'Listar la mediateca',
  'op.media.create': 'Subir una imagen',
  'op.media.read': 'Leer una imagen subida',
  'op.media.update': 'Cambiar los textos de una imagen',
  'op.media.delete': 'Borrar una imagen subida',
  'opd.media.list':
    'Colaboradores y superiores. Las más recientes primero. Los editores ven todos los archivos; los demás, los que subieron y los de registros que pueden leer.',
  'opd.media.create':
    'Colaboradores y superiores, con una cuota diaria por usuario. El archivo tal cual con Content-Disposition: attachment; filename=…, o multipart/form-data con una parte file. Se quitan los metadatos (EXIF, GPS).',
  'opd.media.read':
    'Colaboradores y superiores, con el número de registros que la usan (los que quien llama puede leer). Un archivo que no puede ver es 404.',
  'opd.media.update': 'Los editores cambian cualquier archivo; autores y colaboradores, los que subieron.',
  'opd.media.delete':
    'Se rechaza (409) mientras haya registros que usan el archivo, salvo con force=true. Los editores borran cualquier archivo; autores y colaboradores, los suyos.',
  'res.media.list': 'Una página de archivos.',
  'res.media.create': 'El archivo guardado.',
  'res.media.read': 'El archivo.',
  'res.media.update': 'El archivo cambiado.',
  'res.media.delete': 'El archivo borrado.',
  'schema.Media': 'Una imagen subida: el objeto image de TEC y después sus textos.',
  'schema.MediaList': 'Una página de la mediateca, las más recientes primero.',
  'schema.MediaDeleted': 'Un archivo borrado.',
  'schema.MediaUpdate': 'Los textos que cambian.',
  'field.Media.url': 'La URL del archivo original (inmutable: cada subida tiene una URL nueva).',
  'field.Media.id': 'El id del archivo: lo que toma la imagen de un evento, lugar u organizador.',
  'field.Media.extension': 'La extensión del tipo que revelaron sus bytes.',
  'field.Media.width': 'El ancho en píxeles.',
  'field.Media.height': 'El alto en píxeles.',
  'field.Media.filesize': 'El tamaño del archivo guardado en bytes (sin sus metadatos).',
  'field.Media.sizes':
    'Los tamaños de WordPress menores que el original: thumbnail, medium, medium_large, large.',
  'field.Media.alt_text':
    'El texto alternativo en el idioma de la petición (si no, en el idioma por defecto).',
  'field.Media.caption': 'El pie de foto en el idioma de la petición (si no, en el idioma por defecto).',
  'field.Media.title': 'El título.',
  'field.Media.filename': 'El nombre con el que se subió.',
  'field.Media.mime_type': 'El tipo que revelaron sus bytes.',
  'field.Media.author': 'El id del usuario que lo subió.',
  'field.Media.date_utc': 'Cuándo se subió, en UTC.',
  'field.Media.alt_texts': 'El texto alternativo en cada idioma que tiene.',
  'field.Media.captions': 'El pie de foto en cada idioma que tiene.',
  'field.Media.used_by':
    'Cuántos eventos, lugares y organizadores que quien llama puede leer lo usan (lecturas de uno).',
  'field.Media.rest_url': 'La URL del archivo en esta API.',
  'field.List.media': 'Los archivos de esta página.',
  'field.Image.filesize': 'El tamaño del archivo en bytes (solo imágenes subidas).',
  'field.Image.alt_text': 'El texto alternativo en el idioma mostrado (solo imágenes subidas).',
  'param.colors':
    'Los colores de la categoría, como los metadatos de término de TEC: {"primary", "secondary", "text"} como #rgb o #rrggbb ("" para ninguno) y "priority" (un entero: de las categorías de un evento, la más alta le da color). Cambian las claves enviadas; null los borra todos.',
  'schema.CategoryColors':
    'Los colores de una categoría (los metadatos de término tec-events-cat-colors-* de TEC 6.14).',
  'field.Term.colors':
    'Solo categorías: los colores con que el calendario muestra los eventos de la categoría.',
  'field.CategoryColors.primary':
    'El color principal (el fondo de los eventos de la categoría), #rgb o #rrggbb; "" si no tiene.',
  'field.CategoryColors.secondary': 'El color secundario (bordes, acentos); "" si no tiene.',
  'field.CategoryColors.text':
    'El color del texto sobre el color principal; "" si no tiene. Las páginas solo lo usan si mantiene el contraste AA de WCAG (4,5:1) con el color principal; si no, negro o blanco.',
  'field.CategoryColors.priority':
    'De las categorías de un evento, la de mayor prioridad le da color; 0 por defecto.',
  'param.event_event_status':
    'Si el evento sigue en pie: scheduled, cancelled, postponed, rescheduled o moved_online (también se acepta canceled, de TEC). En una ocurrencia cambia solo esa fecha; con scope=all, todas las ocurrencias.',
  'param.event_status_reason':
    'Por qué se cancela, aplaza o traslada el evento, en el idioma del contenido (los demás idiomas en translations); "" lo quita en ese idioma.',
  'param.previous_start_date':
    'El inicio que tenía el evento antes de reprogramarse o aplazarse, en hora local de su zona horaria; "" o null lo quita. Si no se envía, mover el inicio de un evento reprogramado o aplazado guarda el que tenía (salvo que ya guarde uno), y poner event_status a scheduled lo quita.',
  'param.event_attendance_mode':
    'Cómo se asiste al evento: offline (en persona, por defecto), online o mixed.',
  'param.online_url': 'Dónde asistir al evento en línea (una URL http(s)); "" o null la quita.',
  'param.online_url_visible_before':
    'Desde cuántos minutos antes del inicio ven los visitantes online_url (0: al empezar); null o "": siempre. Quienes pueden editar el evento la ven siempre.',
  'param.event_languages':
    'Los idiomas en que se celebra el evento (una obra, una charla), no los de sus textos: etiquetas BCP 47 como eu, gl o es-419, 10 como máximo, en un array o una lista separada por comas; [] o "" los quita.',
  'param.event_accessibility':
    'Lo que ofrece el evento en accesibilidad, claves de un vocabulario fijo: step_free_access (acceso sin escalones), wheelchair_spaces (plazas para sillas de ruedas), induction_loop (bucle magnético), sign_language (lengua de signos), subtitles (subtítulos o sobretítulos), audio_description (audiodescripción), relaxed_performance (función relajada), quiet_room (sala tranquila); [] o "" las quita.',
  'param.accessibility_note':
    'Una nota sobre la accesibilidad del evento, en el idioma del contenido (los demás idiomas en translations); "" la quita en ese idioma.',
  'field.Event.event_status':
    'Si el evento sigue en pie: scheduled, cancelled, postponed, rescheduled o moved_online. Las listas muestran los eventos cancelados salvo que event_status los filtre.',
  'field.Event.event_status_reason':
    'Por qué se cancela, aplaza o traslada, en el idioma del contenido (si no, el del idioma por defecto, si no, cualquiera); "" si no hay.',
  'field.Event.previous_start_date':
    'El inicio que tenía antes de reprogramarse o aplazarse, en hora local de su zona horaria; null si no guarda ninguno.',
  'field.Event.attendance_mode':
    'Cómo se asiste: offline, online o mixed (null en un evento protegido con contraseña listado sin ella).',
  'field.Event.online_url':
    'Dónde asistir en línea; null si no hay, o antes del momento desde el que se muestra (online_url_visible_before) a quienes no pueden editar el evento.',
  'field.Event.online_url_visible_before':
    'Desde cuántos minutos antes del inicio ven los visitantes online_url; null: siempre.',
  'field.Event.event_languages':
    'Los idiomas en que se celebra el evento, como etiquetas BCP 47 (eu, gl-ES): no los de sus textos.',
  'field.Event.accessibility':
    'Lo que ofrece en accesibilidad, claves del vocabulario fijo (step_free_access, wheelchair_spaces, induction_loop, sign_language, subtitles, audio_description, relaxed_performance, quiet_room), en ese orden.',
  'field.Event.accessibility_note':
    'Una nota sobre su accesibilidad, en el idioma del contenido (si no, la del idioma por defecto, si no, cualquiera); "" si no hay.',
  'param.event_status':
    'Solo eventos con uno de estos estados: scheduled, cancelled, postponed, rescheduled, moved_online (una lista separada por comas). Sin él, las listas muestran todos los estados, cancelados incluidos.',
  'param.attendance_mode':
    'Solo eventos a los que se asiste de una de estas formas: offline, online, mixed (una lista separada por comas).',
  'param.event_language':
    'Solo eventos que se celebran en uno de estos idiomas: etiquetas BCP 47, 10 como máximo; gl coincide con gl y gl-ES (filtrado básico de RFC 4647).',
  'param.accessibility':
    'Solo eventos que ofrecen alguno de estos (claves del vocabulario de accesibilidad, una lista separada por comas): step_free_access, wheelchair_spaces, induction_loop, sign_language, subtitles, audio_description, relaxed_performance, quiet_room.',
  'param.free':
    'Solo eventos a los que se puede ir gratis (true: el importe más bajo de su coste es 0) o solo los de pago (false: el más bajo es mayor que 0); los eventos cuyo coste no dice ningún importe no coinciden con ninguno.',
  'param.max_cost':
    'Solo eventos a los que se puede ir por este importe como máximo (el importe más bajo de su coste, gratis incluido), en la moneda de su coste.',
  'param.weekday':
    'Solo eventos que empiezan uno de estos días de la semana, en la hora de su zona horaria: monday, tuesday, wednesday, thursday, friday, saturday, sunday (una lista separada por comas).',
  'param.time_of_day':
    'Solo eventos que empiezan en una de estas partes del día, en la hora de su zona horaria: morning (06:00–11:59), afternoon (12:00–16:59), evening (17:00–20:59), night (21:00–05:59), o eventos de todo el día, all_day (una lista separada por comas).',
  'field.JsonLd.previousStartDate':
    'El inicio que tenía antes de reprogramarse o aplazarse (previous_start_date), en ISO 8601 con su desfase.',
  'field.JsonLd.inLanguage':
    'Los idiomas en que se celebra el evento (event_languages): una etiqueta BCP 47, o un array de ellas.',
  'field.JsonLd.accessibilityFeature':
    'La accesibilidad para la que schema.org tiene un valor: signLanguage, captions (subtítulos), audioDescription.',
  'field.JsonLd.additionalProperty':
    'La accesibilidad para la que schema.org no tiene valor (acceso sin escalones, plazas para sillas de ruedas, bucle magnético, función relajada, sala tranquila) y la nota de accesibilidad, cada una un PropertyValue.',
  'path.revision': 'El id numérico de la revisión.',
  'op.revisions.list': 'Listar las revisiones de un evento',
  'op.revisions.read': 'Leer una revisión',
  'op.revisions.restore': 'Restaurar una revisión',
  'opd.revisions.list':
    'Cada guardado del evento conserva una revisión (50 como máximo; se descartan las más antiguas), las más recientes primero. Solo para quien puede editar el evento: 404 si no puede leerlo, 403 si puede leerlo pero no editarlo.',
  'opd.revisions.read':
    'El evento tal como lo dejó un guardado: sus textos en todos los idiomas, fechas, lugar, organizadores, términos, opciones, estado, la regla de una serie, quién lo guardó y cuándo.',
  'opd.revisions.restore':
    'Una actualización del evento como PATCH /events/{id} (permisos, If-Match, Idempotency-Key, el registro de cambios, los webhooks, una nueva revisión) que devuelve lo que difiere: los textos de cada idioma que tiene la revisión, fechas, lugar, organizadores, categorías, etiquetas, opciones, web, imagen y la regla de una serie. El estado, el autor, la fecha de publicación y la contraseña no cambian.',
  'res.revisions.list': 'Una página de revisiones, las más recientes primero.',
  'res.revisions.read': 'La revisión.',
  'res.revisions.restore': 'El evento tras la restauración.',
  'schema.EventRevision': 'Un evento tal como lo dejó un guardado.',
  'schema.EventRevisionList': 'Una página de revisiones de un evento, las más recientes primero.',
  'field.List.revisions': 'Las revisiones de esta página.',
  'field.EventRevision.id': 'El id de la revisión.',
  'field.EventRevision.parent': 'El id del evento.',
  'field.EventRevision.author':
    'El id del usuario que lo guardó, como texto; null para el estado que tenía un evento antes de su primera revisión (el de una importación).',
  'field.EventRevision.date': 'Cuándo se guardó, en la zona horaria del sitio.',
  'field.EventRevision.date_utc': 'Cuándo se guardó, en UTC.',
  'field.EventRevision.modified': 'Lo mismo que date: una revisión nunca cambia.',
  'field.EventRevision.modified_utc': 'Lo mismo que date_utc.',
  'field.EventRevision.status': 'El estado que tenía el evento.',
  'field.EventRevision.texts':
    'El título, la descripción, el extracto, el coste y el slug en cada idioma que tenía el evento.',
  'field.EventRevision.venue': 'Los ids de sus lugares, en orden.',
  'field.EventRevision.organizer': 'Los ids de sus organizadores, en orden.',
  'field.EventRevision.categories': 'Los ids de sus categorías.',
  'field.EventRevision.tags': 'Los ids de sus etiquetas.',
  'field.EventRevision.image': 'Su imagen: un id de la biblioteca de medios, una URL o null.',
  'field.EventRevision.recurrence':
    'La plantilla de una serie: las líneas de su regla (RRULE, RDATE, EXDATE); si no, null.',
  'field.EventRevision.fact_texts':
    'El motivo del estado y la nota de accesibilidad que tenía el evento en cada idioma, por código de idioma; ausente en las revisiones guardadas antes de que existieran.',
  'field.EventRevision.event_author': 'El id del autor del evento entonces, como texto.',
  'field.EventRevision.rest_url': 'La URL de la revisión en esta API.',
  'schema.EventRevisionRestore': 'Una restauración solo toma el idioma de su respuesta.',
  'param.search_languages':
    'Qué textos lee search: shown (por defecto), el texto que cada registro muestra en el idioma del contenido; all, su texto en cualquier idioma (una búsqueda de "market" en español encuentra entonces un evento titulado "Winter market" en inglés).',
  'op.submissions.list': 'Listar los envíos (la cola)',
  'op.submissions.create': 'Enviar un evento',
  'op.submissions.read': 'Leer un envío',
  'op.submissions.update': 'Decidir sobre un envío, o cambiarlo',
  'opd.submissions.list':
    'Editores y administradores: la cola, lo más reciente primero, con los envíos anteriores de cada remitente y cuántos se aprobaron.',
  'opd.submissions.create':
    'Los campos de un evento y los del remitente; su evento queda pendiente sea cual sea el estado enviado, y también el lugar y el organizador que propone. Los remitentes anónimos (si el sitio lo permite) envían además la respuesta de Turnstile, el señuelo vacío y el inicio firmado del formulario. Límites por cliente y por correo; un correo o una red bloqueados se rechazan.',
  'opd.submissions.read':
    'Moderadores, el remitente con sesión, o quien dé el token del enlace privado (a este no se le muestra el correo).',
  'opd.submissions.update':
    'Los moderadores aprueban (cambiando antes campos del evento), rechazan con un motivo o marcan como spam (bloqueando el correo y la red); el remitente edita mientras está pendiente, o lo retira.',
  'res.submissions.list': 'Una página de envíos.',
  'res.submissions.create': 'El envío, con el token de su enlace privado (se muestra una vez).',
  'res.submissions.read': 'El envío.',
  'res.submissions.update': 'El envío tras la acción.',
  'param.submitter_name': 'El nombre del remitente.',
  'param.submitter_email': 'El correo del remitente: solo lo ven los moderadores; se borra pasado el plazo.',
  'param.image_alt_text':
    'El texto alternativo de la imagen (lo que muestra), obligatorio con la parte image_file de un cuerpo multipart: un archivo JPEG, PNG, GIF, WebP o AVIF de 2 MB como máximo.',
  'param.terms_accepted': 'Se aceptan las condiciones de envío del sitio (obligatorio si el sitio tiene).',
  'param.cf-turnstile-response': 'La respuesta de Cloudflare Turnstile (remitentes anónimos).',
  'param.nickname': 'Déjalo vacío: un campo que las personas no ven (remitentes anónimos).',
  'param.form_started': 'Cuándo se sirvió el formulario, firmado por él (remitentes anónimos).',
  'param.action': 'approve, reject, spam (moderadores); edit, withdraw (el remitente).',
  'param.reason': 'Por qué se rechaza, en palabras que lee su remitente.',
  'param.submission_token': 'El token del enlace privado (el remitente sin cuenta).',
  'param.merge_venue': 'Aprobar: el lugar existente en el que se fusiona el propuesto.',
  'param.merge_organizer': 'Aprobar: el organizador existente en el que se fusiona el propuesto.',
  'param.submission_state': 'Solo los envíos en este estado.',
  'param.setting_submissions_anonymous': 'Los visitantes anónimos pueden enviar eventos.',
  'param.setting_submissions_terms':
    'Las condiciones de envío que acepta el remitente, por idioma; null o {} para ninguna.',
  'param.setting_submissions_retention_days':
    'Días tras la decisión que se guardan el correo y los hashes del remitente.',
  'schema.Submission': 'Un evento enviado desde fuera, y qué fue de él.',
  'schema.SubmissionList': 'Una página de la cola, lo más reciente primero.',
  'schema.SubmissionCreate': 'Los campos de un evento y los de su remitente.',
  'schema.SubmissionUpdate': 'Una acción sobre un envío, con los campos del evento que cambia.',
  'field.Submission.reason': 'Por qué se rechazó.',
  'field.Submission.language': 'El idioma en que se envió (su correo va en él).',
  'field.Submission.submitter_name': 'El nombre del remitente (vacío una vez borrado).',
  'field.Submission.submitter_email': 'El correo del remitente (moderadores; null una vez borrado).',
  'field.Submission.earlier_submissions': 'Los envíos anteriores del remitente.',
  'field.Submission.accepted_submissions': 'Cuántos de ellos se aprobaron.',
  'field.Submission.created': 'Cuándo se envió.',
  'field.Submission.decided': 'Cuándo se decidió (null mientras está pendiente).',
  'field.Submission.event': 'El evento que propuso.',
  'field.Submission.token': 'El token del enlace privado: se muestra una vez.',
  'field.Submission.private_url': 'El enlace privado: su estado, editarlo mientras espera, retirarlo.',
  'field.SubmissionList.submissions': 'Los envíos de esta página.',
  'field.SubmissionList.total': 'El número de envíos.',
  'field.SubmissionList.total_pages': 'El número de páginas.',
  'field.Settings.submissions_anonymous': 'Si los visitantes anónimos pueden enviar eventos.',
  'field.Settings.submissions_terms': 'Las condiciones de envío por idioma.',
  'param.setting_submissions_trusted_publish':
    'Las cuentas de remitente con 3 envíos aprobados y ninguno marcado como spam publican directamente.',
  'param.setting_submissions_author_categories':
    'Autores que moderan envíos, por id de usuario, con los ids de las categorías que moderan: un autor ve y decide los envíos cuyas categorías están todas entre las suyas.',
  'field.Settings.submissions_author_categories':
    'Los autores que moderan envíos de sus categorías (id de usuario → ids de categoría).',
  'field.Settings.submissions_trusted_publish':
    'Si las cuentas de remitente de confianza publican directamente.',
  'field.Settings.submissions_retention_days':
    'Días que se guardan los datos del remitente tras una decisión.',
  'op.sources.list': 'Listar las fuentes',
  'op.sources.create': 'Añadir una fuente',
  'op.sources.test': 'Probar una fuente sin guardarla',
  'op.sources.read': 'Leer una fuente',
  'op.sources.update': 'Cambiar una fuente',
  'op.sources.delete': 'Borrar una fuente',
  'op.sources.runs': 'Las ejecuciones de una fuente',
  'op.sources.run': 'Ejecutar una fuente ahora',
  'op.sources.source_events': 'Los eventos que trajo una fuente',
  'op.sources.ignored_list': 'Los eventos ignorados de una fuente',
  'op.sources.ignore': 'Ignorar un evento de una fuente',
  'op.sources.unignore': 'Dejar de ignorar un evento',
  'opd.sources.list': 'Editores y administradores. Todas las fuentes, con su última ejecución.',
  'opd.sources.create':
    'Editores y administradores. La dirección debe ser pública (ningún host privado, local o interno, ni este sitio): si no, 400 sobre url, al momento. Los eventos de la fuente se escriben como el editor que la guarda.',
  'opd.sources.test':
    'Editores y administradores. Pide la primera página a través de la guarda de salida y muestra lo que entraría; no escribe nada.',
  'opd.sources.read': 'Editores y administradores. La fuente y su última ejecución.',
  'opd.sources.update':
    'Editores y administradores. Cambian los campos dados; quien la guarda se hace cargo de la fuente; una dirección nueva se comprueba como al crearla.',
  'opd.sources.delete':
    'Editores y administradores. Se van la fuente, sus ejecuciones y su lista de ignorados; los eventos que trajo se quedan.',
  'opd.sources.runs':
    'Editores y administradores. Las más recientes primero: cuándo, cuánto duró, nuevos, actualizados, sin cambios, a la papelera, fallidos, ignorados, posibles duplicados y los errores en palabras.',
  'opd.sources.run':
    'Editores y administradores. La ejecución pasa a la cola (202); 409 mientras haya una ejecución de la fuente en curso.',
  'opd.sources.source_events':
    'Editores y administradores. Cada evento de la fuente aquí: su evento, su estado y el evento existente al que se parecía al llegar.',
  'opd.sources.ignored_list':
    'Editores y administradores. Los eventos de la fuente que un editor ignoró: nunca se vuelven a importar.',
  'opd.sources.ignore':
    'Editores y administradores. El evento va a la papelera si se importó, y nunca vuelve.',
  'opd.sources.unignore': 'Editores y administradores. La próxima ejecución vuelve a traer el evento.',
  'res.sources.list': 'Las fuentes.',
  'res.sources.create': 'La fuente nueva.',
  'res.sources.test': 'Lo que traería la fuente.',
  'res.sources.read': 'La fuente.',
  'res.sources.update': 'La fuente cambiada.',
  'res.sources.delete': 'La fuente borrada.',
  'res.sources.runs': 'Una página de ejecuciones.',
  'res.sources.run': 'La ejecución está en la cola.',
  'res.sources.source_events': 'Una página de los eventos de la fuente.',
  'res.sources.ignored_list': 'Una página de eventos ignorados.',
  'res.sources.ignore': 'El evento ignorado.',
  'res.sources.unignore': 'El evento ya no se ignora.',
  'param.source_url': 'La dirección de la fuente: solo http(s) pública.',
  'param.source_kind':
    'Qué es la fuente: ical (un feed iCalendar), tec (un sitio con The Events Calendar), site (otra instalación de esta API), gancio, mobilizon, page (JSON-LD de schema.org o h-event).',
  'param.source_name': 'Un nombre para los editores (200 caracteres como mucho).',
  'param.source_schedule': 'Cada cuánto se ejecuta: hourly, daily, weekly o manual (solo Ejecutar ahora).',
  'param.source_default_status':
    'El estado de los eventos que crea: pending (la cola de moderación, por defecto), draft o publish.',
  'param.source_default_categories':
    'Categorías que recibe cada evento de la fuente, por nombre (se crean si son nuevas) o id.',
  'param.source_default_tags': 'Etiquetas que recibe cada evento de la fuente, por nombre o id.',
  'param.source_default_organizer':
    'El organizador de los eventos que no nombran ninguno (un id de organizador; 0 o null para ninguno).',
  'param.source_default_language':
    'El idioma de los textos de la fuente; vacío: el idioma por defecto del sitio.',
  'param.source_update_authority':
    'Lo que una ejecución puede cambiar en un evento que ya importó: overwrite, keep_local_edits (los campos que cambió un editor se quedan) o never.',
  'param.source_on_removed': 'Un evento que la fuente ya no lista: trash (a la papelera) o keep (se queda).',
  'param.source_credentials':
    'La contraseña de aplicación de un sitio TEC, {"username", "password"}, para una API REST que solo leen usuarios identificados (tipos tec y site; se envía por https solo a su propio origen; null la quita).',
  'param.source_paused': 'Una fuente en pausa no se ejecuta según su horario (Ejecutar ahora sí la ejecuta).',
  'param.source_per_page': 'Elementos por página (100 como mucho).',
  'param.source_uid': 'El id propio de la fuente para el evento (su UID, su id allí).',
  'param.source_ignored_title': 'Un título para reconocer el evento ignorado (su título aquí si se omite).',
  'schema.Source': 'Un calendario que este lee por sí mismo según un horario.',
  'schema.SourceList': 'Las fuentes.',
  'schema.SourceDeleted': 'Una fuente borrada.',
  'schema.SourceQueued': 'Una ejecución pasada a la cola.',
  'schema.SourceRun': 'Una ejecución de una fuente: sus cifras y sus errores en palabras.',
  'schema.SourceRunList': 'Una página de ejecuciones, las más recientes primero.',
  'schema.SourceTrial': 'Lo que traería una fuente, leído de su primera página.',
  'schema.SourceTestEvent': 'Un evento que traería la fuente.',
  'schema.SourceEvent': 'Un evento que trajo una fuente.',
  'schema.SourceEventList': 'Una página de los eventos que trajo una fuente.',
  'schema.SourceIgnored': 'Un evento de una fuente que un editor ignoró.',
  'schema.SourceIgnoredList': 'Una página de eventos ignorados.',
  'schema.SourceUnignored': 'Un evento que ya no se ignora.',
  'field.Source.id': 'El id de la fuente.',
  'field.Source.kind': 'Qué es la fuente (ical, tec, site, gancio, mobilizon, page).',
  'field.Source.url': 'La dirección de la fuente.',
  'field.Source.name': 'Su nombre para los editores.',
  'field.Source.schedule': 'Cada cuánto se ejecuta.',
  'field.Source.default_status': 'El estado de los eventos que crea.',
  'field.Source.default_categories': 'Categorías que recibe cada evento.',
  'field.Source.default_tags': 'Etiquetas que recibe cada evento.',
  'field.Source.default_organizer': 'El organizador de los eventos que no nombran ninguno.',
  'field.Source.default_language': 'El idioma de los textos de la fuente (null: el del sitio).',
  'field.Source.update_authority': 'Lo que una ejecución puede cambiar en un evento ya importado.',
  'field.Source.on_removed': 'Qué pasa con un evento que la fuente ya no lista.',
  'field.Source.credentials':
    'El nombre de usuario de su contraseña de aplicación (nunca la contraseña); null: ninguna.',
  'field.Source.paused': 'Si el horario está en pausa.',
  'field.Source.next_run': 'Cuándo la ejecuta el horario la próxima vez (null: solo a mano).',
  'field.Source.running': 'Si hay una ejecución en curso.',
  'field.Source.created_by':
    'El editor como el que se escriben sus eventos (quien la guardó por última vez).',
  'field.Source.created': 'Cuándo se añadió (UTC).',
  'field.Source.last_run': 'Su última ejecución (null: nunca se ejecutó).',
  'field.SourceRun.source': 'La fuente.',
  'field.SourceRun.trigger':
    'Qué la inició: schedule, manual (Ejecutar ahora) o push (la envió un calendario seguido del fediverso).',
  'field.SourceRun.status': 'running, succeeded, unchanged (la fuente respondió 304) o failed.',
  'field.SourceRun.started': 'Cuándo empezó (UTC).',
  'field.SourceRun.finished': 'Cuándo terminó (UTC), null mientras se ejecuta.',
  'field.SourceRun.duration_ms': 'Cuánto duró, en milisegundos.',
  'field.SourceRun.new': 'Eventos creados.',
  'field.SourceRun.updated': 'Eventos actualizados.',
  'field.SourceRun.unchanged': 'Eventos que la fuente dio igual que antes (sin escritura).',
  'field.SourceRun.trashed': 'Eventos que la fuente dejó, enviados a la papelera.',
  'field.SourceRun.failed': 'Eventos que no se pudieron escribir (ver errores).',
  'field.SourceRun.ignored': 'Eventos omitidos porque un editor los ignoró.',
  'field.SourceRun.duplicates': 'Eventos nuevos que se parecen a uno existente (marcados, no fusionados).',
  'field.SourceRun.pages': 'Páginas leídas.',
  'field.SourceRun.bytes': 'Bytes leídos.',
  'field.SourceRun.requests': 'Peticiones hechas a la fuente.',
  'field.SourceRun.messages': 'Mensajes de cola que tomó la ejecución.',
  'field.SourceRun.errors': 'Lo que falló, en palabras (el id del evento en la fuente cuando trata de uno).',
  'field.List.sources': 'Las fuentes.',
  'field.List.runs': 'Las ejecuciones de esta página.',
  'field.List.ignored': 'Los eventos ignorados de esta página.',
  'field.SourceQueued.queued': 'Siempre true: la ejecución está en la cola.',
  'field.SourceQueued.source': 'La fuente, ahora en ejecución.',
  'field.SourceTrial.url': 'La dirección de la que vino la página, tras las redirecciones.',
  'field.SourceTrial.count': 'Cuántos eventos tiene la primera página.',
  'field.SourceTrial.more_pages': 'Si la fuente tiene más páginas.',
  'field.SourceTrial.events': 'Sus primeros eventos (50 como mucho).',
  'field.SourceTrial.problems': 'Lo que el lector no pudo leer, en palabras.',
  'field.SourceEvent.uid': 'El id propio de la fuente para el evento.',
  'field.SourceEvent.event': 'El evento (o serie) aquí; null si no se pudo guardar.',
  'field.SourceEvent.series': 'Si es un evento recurrente (una serie).',
  'field.SourceEvent.title': 'Su título.',
  'field.SourceEvent.start_date': 'Su inicio, hora local.',
  'field.SourceEvent.end_date': 'Su final, hora local.',
  'field.SourceEvent.possible_duplicate_of':
    'El evento existente al que se parecía al llegar (mismo día, lugar y un título parecido), o null.',
  'field.SourceEvent.first_imported': 'Cuándo llegó por primera vez (UTC).',
  'field.SourceEvent.last_imported': 'Cuándo lo escribió o listó una ejecución por última vez (UTC).',
  'field.SourceTestEvent.all_day': 'Si dura todo el día.',
  'field.SourceTestEvent.venue': 'El nombre de su lugar, como lo da la fuente.',
  'field.SourceTestEvent.organizers': 'Los nombres de sus organizadores.',
  'field.SourceTestEvent.categories': 'Los nombres de sus categorías.',
  'field.SourceIgnored.title': 'Un título para reconocerlo.',
  'field.SourceIgnored.ignored_by': 'El editor que lo ignoró.',
  'field.SourceIgnored.ignored': 'Cuándo (UTC).',
  'field.SourceIgnored.trashed_event': 'El evento enviado a la papelera, si se había importado.',
  'field.SourceIgnored.deleted': 'Siempre true: el evento ya no se ignora.',
  'field.SourceIgnored.uid': 'El id propio de la fuente para el evento ignorado.',
  'schema.SourceCreate': 'Los campos de una fuente nueva.',
  'schema.SourceUpdate': 'Los campos de una fuente que cambian.',
  'schema.SourceTest': 'El tipo y la dirección de una fuente que probar.',
  'schema.SourceIgnore': 'Un evento de la fuente que ignorar.',
  'op.federation_settings.read': 'Leer la configuración de la federación',
  'op.federation_settings.update': 'Cambiar la configuración de la federación',
  'op.federation_blocks.list': 'Listar los dominios y actores bloqueados',
  'op.federation_blocks.create': 'Bloquear un dominio o un actor',
  'op.federation_blocks.delete': 'Quitar un bloqueo',
  'op.federation_followers.list': 'Listar quién sigue el calendario',
  'op.federation_following.list': 'Listar los calendarios seguidos',
  'op.federation_following.create': 'Seguir un calendario remoto',
  'op.federation_following.delete': 'Dejar de seguir un calendario remoto',
  'op.federation_inbound.list': 'Lo que enviaron los calendarios seguidos',
  'opd.federation_settings.read':
    'Administradores. El nombre del actor del calendario (@nombre@servidor) y el origen con el que se fijaron sus direcciones en el primer seguimiento (null antes).',
  'opd.federation_settings.update':
    'Administradores. Cambian los ajustes dados; renombrar el actor conserva sus seguidores (su dirección no usa el nombre).',
  'opd.federation_blocks.list':
    'Administradores. Todos los dominios (con sus subdominios) y actores bloqueados: sus actividades se rechazan (403) y no se les entrega nada.',
  'opd.federation_blocks.create':
    'Administradores. Un dominio o la URL de un actor; sus seguidores de aquí se eliminan en la misma escritura. Bloquear dos veces deja un solo bloqueo.',
  'opd.federation_blocks.delete': 'Administradores. El dominio o el actor puede volver a seguir y enviar.',
  'opd.federation_followers.list':
    'Administradores. Las cuentas que siguen al actor del calendario o al de una categoría, las más nuevas primero (como máximo 1000).',
  'opd.federation_following.list':
    'Editores y administradores. Los calendarios remotos que sigue este sitio, cada uno pendiente hasta que llega su Accept, luego aceptado (o rechazado).',
  'opd.federation_following.create':
    'Editores y administradores. El actor se encuentra por WebFinger y su documento (solo direcciones públicas) y se le envía un Follow firmado; un actor que no se encuentra es un 400 que nombra actor.',
  'opd.federation_following.delete':
    'Editores y administradores. Se envía un Undo del Follow; lo que el calendario envíe después se ignora.',
  'opd.federation_inbound.list':
    'Editores y administradores. Los eventos que los calendarios seguidos crearon o actualizaron, obtenidos de su origen y convertidos, los últimos primero (como máximo 200); nunca se publican desde aquí.',
  'res.federation_settings.read': 'La configuración de la federación.',
  'res.federation_settings.update': 'La configuración tal como está ahora.',
  'res.federation_blocks.list': 'Los bloqueos.',
  'res.federation_blocks.create': 'El bloqueo.',
  'res.federation_blocks.delete': 'Se ha quitado el bloqueo.',
  'res.federation_followers.list': 'Los seguidores.',
  'res.federation_following.list': 'Los calendarios seguidos.',
  'res.federation_following.create': 'El calendario seguido, pendiente de su Accept.',
  'res.federation_following.delete': 'El calendario ya no se sigue.',
  'res.federation_inbound.list': 'Lo que enviaron los calendarios seguidos.',
  'param.federation_actor_name':
    'El nombre del actor del calendario, como en @events@servidor: minúsculas, dígitos, _ . - (como máximo 63).',
  'param.federation_block_value': 'Un dominio (example.org: él y sus subdominios) o la URL de un actor.',
  'param.federation_follow_actor': 'El calendario que seguir: @nombre@servidor o su URL https.',
  'schema.FederationSettings': 'La configuración de la federación.',
  'schema.FederationBlock': 'Un dominio o actor bloqueado.',
  'schema.FederationBlockList': 'Los dominios y actores bloqueados.',
  'schema.FederationBlockDeleted': 'Un bloqueo quitado.',
  'schema.FederationFollower': 'Una cuenta que sigue a uno de los actores de este sitio.',
  'schema.FederationFollowerList': 'Los seguidores.',
  'schema.FederationFollowing': 'Un calendario remoto que sigue este sitio.',
  'schema.FederationFollowingList': 'Los calendarios remotos seguidos.',
  'schema.FederationFollowingDeleted': 'Un calendario remoto que ya no se sigue.',
  'schema.FederationInbound': 'Un evento que envió un calendario seguido, tal como se convirtió aquí.',
  'schema.FederationInboundList': 'Lo que enviaron los calendarios seguidos.',
  'schema.FederationSettingsUpdate': 'Los ajustes de la federación que cambiar.',
  'schema.FederationBlockCreate': 'Qué bloquear.',
  'schema.FederationFollowingCreate': 'El calendario remoto que seguir.',
  'field.Federation.actor_name': 'El nombre del actor del calendario (events por defecto).',
  'field.Federation.origin':
    'El origen con el que se escribe cada actividad, fijado en el primer seguimiento; null antes.',
  'field.Federation.value': 'El dominio o la URL del actor.',
  'field.Federation.created_utc': 'Cuándo se añadió (UTC).',
  'field.Federation.blocks': 'Los bloqueos, los más antiguos primero.',
  'field.Federation.deleted': 'Siempre true.',
  'field.Federation.actor': 'La URL del actor remoto.',
  'field.FederationFollower.actor':
    'El actor de este sitio al que sigue: site (el calendario) o category:{id}.',
  'field.Federation.follower': 'La URL de la cuenta que sigue.',
  'field.Federation.host': 'El servidor del seguidor.',
  'field.Federation.inbox': 'Su bandeja de entrada.',
  'field.Federation.shared_inbox':
    'La bandeja compartida de su servidor (las entregas van allí una vez por servidor), o null.',
  'field.Federation.followers': 'Los seguidores, los más nuevos primero.',
  'field.Federation.handle': 'El calendario tal como lo nombró el editor (@nombre@servidor o su URL).',
  'field.FederationFollowing.status':
    'pending hasta que llega el Accept del calendario, luego accepted; rejected si dijo que no.',
  'field.Federation.created_by': 'El editor que lo siguió.',
  'field.Federation.following': 'Los calendarios seguidos.',
  'field.Federation.object_id': 'El identificador del evento en su origen.',
  'field.Federation.item': 'El evento convertido al modelo del importador.',
  'field.FederationInbound.status': 'pending, o deleted cuando su calendario lo borró.',
  'field.Federation.received_utc': 'Cuándo llegó por primera vez (UTC).',
  'field.Federation.updated_utc': 'Cuándo cambió por última vez (UTC).',
  'field.Federation.inbound': 'Los eventos, los últimos primero.',
  'field.FederationSettings.handle': 'La dirección para seguir el calendario: @nombre@servidor.',
  'field.FederationSettings.actor': 'La URL del actor del calendario (su identificador en cada actividad).',
  'param.federation_avatar':
    'El avatar de los actores: la URL http(s) de una imagen, o vacío para ninguno (Mastodon lo muestra junto a cada publicación).',
  'param.federation_header': 'La imagen de cabecera de los actores: una URL http(s), o vacío para ninguna.',
  'field.Federation.avatar': 'La URL del avatar de los actores (icon); vacío: ninguno.',
  'field.Federation.header': 'La URL de la imagen de cabecera de los actores (image); vacío: ninguna.',
};
