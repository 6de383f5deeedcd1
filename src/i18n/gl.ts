import type { Messages } from './en';

/** Galician. */
export const gl: Messages = {
  'info.title': 'API REST do calendario de eventos',
  'info.description':
    'Eventos, lugares, organizadores, categorías de eventos e etiquetas, compatible coa API REST de The Events Calendar (tribe/events/v1). Todas as rutas sérvense tamén baixo un prefixo de lingua (/eu, /ca, /en, /gl, /es) que fixa a lingua do contido; o parámetro translation_language ten prioridade sobre el. Todas as respostas levan a cabeceira X-Request-Id.',
  'security.bearer': 'Unha chave de API: Authorization: Bearer <chave de API>.',
  'security.basic':
    'O nome de usuario e a mesma chave de API: Authorization: Basic base64(<usuario>:<chave de API>).',

  'path.id': 'O id numérico do rexistro.',
  'path.slug': 'O slug do rexistro; búscase primeiro na lingua do contido e despois en calquera lingua.',

  'param.page': 'A páxina de resultados que se devolve.',
  'param.per_page': 'O número de resultados por páxina; os valores maiores ca 50 tómanse como 50.',
  'param.start_date':
    'Só os eventos que comezan nesta data ou despois: AAAA-MM-DD, AAAA-MM-DD HH:MM[:SS], ISO 8601 ou unha marca de tempo unix. Por defecto: onte.',
  'param.end_date': 'Só os eventos que rematan nesta data ou antes. Por defecto: dentro de 24 meses.',
  'param.starts_before': 'Só os eventos que comezan antes desta data.',
  'param.starts_after': 'Só os eventos que comezan despois desta data.',
  'param.ends_before': 'Só os eventos que rematan antes desta data.',
  'param.ends_after': 'Só os eventos que rematan despois desta data.',
  'param.strict_dates':
    'Aplica as datas ás horas indicadas; se é false, as datas abranguen días enteiros no fuso horario do sitio.',
  'param.search':
    'Palabras que deben aparecer todas no texto, na lingua do contido (sen distinguir maiúsculas nin acentos).',
  'param.categories':
    'Só os eventos dalgunha destas categorías: ids ou slugs, como array ou como lista separada por comas.',
  'param.tags':
    'Só os eventos con algunha destas etiquetas: ids ou slugs, como array ou como lista separada por comas.',
  'param.venue': 'Só os eventos nalgún destes lugares (ids).',
  'param.organizer': 'Só os eventos dalgún destes organizadores (ids).',
  'param.featured': 'Só os eventos destacados (true) ou só os non destacados (false).',
  'param.ticketed': 'Só os eventos con entradas (true) ou sen entradas (false).',
  'param.status':
    'Só os rexistros con este estado. Quen non se autentica só ve rexistros publicados; quen se autentica pode dar unha lista separada por comas.',
  'param.geoloc': 'Só os eventos cuxo lugar ten coordenadas.',
  'param.geoloc_lat': 'Latitude do punto preto do que debe estar o lugar; dáse xunto con geoloc_lng.',
  'param.geoloc_lng': 'Lonxitude do punto preto do que debe estar o lugar; dáse xunto con geoloc_lat.',
  'param.geoloc_radius': 'A distancia máxima ao punto, en quilómetros.',
  'param.include': 'Só os eventos con estes ids; nese caso non se aplica a xanela de datas.',
  'param.post_parent': 'Só os eventos cuxo pai é este evento.',
  'param.translation_language': 'A lingua do contido; ten prioridade sobre o prefixo de lingua da ruta.',
  'param.password': 'O contrasinal dun evento protexido con contrasinal.',
  'param.force': 'Eliminar definitivamente en vez de mover á papeleira (só administradores e editores).',
  'param.title': 'O título do evento.',
  'param.description': 'A descrición (HTML).',
  'param.excerpt': 'O extracto (HTML).',
  'param.slug': 'O slug, único por tipo de rexistro e lingua; se non se dá, xérase a partir do nome.',
  'param.cost': 'O prezo tal como se mostra, por exemplo "10 - 25 €" ou "De balde".',
  'param.cost_currency_symbol':
    'O símbolo de moeda propio do evento (10 caracteres como máximo), mostrado antes ou despois de cada importe; "" volve lelo do texto do prezo.',
  'param.cost_currency_position':
    'Se o símbolo de moeda do evento vai antes (prefix) ou despois (postfix) do importe; "" volve lelo do texto do prezo.',
  'param.cost_currency_code':
    'A moeda propia do evento como código ISO 4217, por exemplo EUR; "" volve lela do texto do prezo.',
  'field.EventRevision.cost_currency_symbol':
    'O símbolo de moeda propio do evento tal como era ("": lido do texto do prezo).',
  'field.EventRevision.cost_currency_position':
    'Onde ía o símbolo, prefix ou postfix, tal como era ("": lido do texto do prezo).',
  'field.EventRevision.cost_currency_code':
    'O código ISO 4217 da moeda propia do evento tal como era ("": lido do texto do prezo).',
  'param.author': 'O id do usuario autor.',
  'param.date': 'A data de publicación, no fuso horario do sitio.',
  'param.date_utc': 'A data de publicación, en UTC.',
  'param.timezone': 'O fuso horario do evento: un nome IANA como Europe/Madrid, ou UTC.',
  'param.all_day': 'Se o evento dura días enteiros.',
  'param.image':
    'O id dunha imaxe da mediateca (POST /media) que quen chama pode ver (GET /media) ou un URL; false, null, "" ou 0 quítana.',
  'param.website': 'O URL do sitio web; "" quítao.',
  'param.show_map': 'Se se mostra un mapa.',
  'param.show_map_link': 'Se se mostra unha ligazón a un mapa.',
  'param.hide_from_listings': 'Se o evento se deixa fóra das listas de eventos.',
  'param.sticky': 'Se o evento se mantén arriba nas vistas do calendario.',
  'param.translations':
    'Os campos de texto en varias linguas á vez (só en corpos JSON), p. ex. { "eu": { "title": "..." } }.',
  'param.venue_name': 'O nome do lugar.',
  'param.organizer_name': 'O nome do organizador.',
  'param.address': 'O enderezo postal.',
  'param.city': 'A cidade.',
  'param.country': 'O país.',
  'param.province': 'A provincia.',
  'param.state': 'O estado.',
  'param.zip': 'O código postal.',
  'param.phone': 'O número de teléfono.',
  'param.stateprovince':
    'O estado ou a provincia que se mostra; se non se dá, tómase do país, o estado e a provincia.',
  'param.geo_lat': 'A latitude do lugar; null ou "" quítana.',
  'param.geo_lng': 'A lonxitude do lugar; null ou "" quítana.',
  'param.email': 'O enderezo de correo electrónico.',
  'param.name': 'O nome do termo.',
  'param.parent': 'O id da categoría pai; 0 se non ten.',
  'param.exclude': 'Deixa fóra os termos con estes ids.',
  'param.order': 'O sentido da ordenación.',
  'param.orderby': 'O atributo do termo polo que se ordena.',
  'param.hide_empty': 'Agocha os termos que ningún evento publicado usa.',
  'param.post': 'Só os termos deste evento.',
  'param.event': 'Só os rexistros vinculados a este evento.',
  'param.has_events': 'Só os rexistros con eventos (true) ou sen eventos (false) visibles para quen chama.',
  'param.only_with_upcoming': 'Só os rexistros con eventos que aínda non remataron.',
  'param.namespace': 'O espazo de nomes.',
  'param.context': 'O contexto da petición.',
  'param.event_start_date': 'Cando comeza o evento, en hora local do fuso horario do evento.',
  'param.event_end_date':
    'Cando remata o evento, en hora local do fuso horario do evento; non antes do comezo.',
  'param.event_featured': 'Se o evento é destacado.',
  'param.event_ticketed': 'Se o evento ten entradas.',
  'param.event_post_parent': 'O id do evento pai; 0 se non ten.',
  'param.event_venue':
    'O lugar: un id, {"id": ...} ou un obxecto cos campos do lugar (reutilízase un lugar co mesmo nome); 0, "" ou [] quítano.',
  'param.event_organizer':
    'Os organizadores: ids (un array ou unha lista separada por comas), obxectos {"id": ...} ou obxectos cos campos do organizador; [] quítaos todos.',
  'param.event_categories':
    'As categorías: ids, nomes ou slugs (un nome descoñecido crea a categoría); "" ou [] quítanas todas.',
  'param.event_tags':
    'As etiquetas: ids, nomes ou slugs (un nome descoñecido crea a etiqueta); "" ou [] quítanas todas.',
  'param.post_status':
    'O estado. Para os roles que non poden publicar, publish e future pasan a pending, e sen estado queda draft.',
  'param.event_password': 'Fixa o contrasinal do evento; "" quítao.',
  'param.term_search': 'Só os termos cuxo nome ou slug contén este texto.',
  'param.term_slug': 'Só o termo con este slug.',
  'param.term_include': 'Só os termos con estes ids.',
  'param.term_parent': 'Só as fillas desta categoría; 0 para as categorías de primeiro nivel.',
  'param.feed_per_page':
    'O número de eventos da fonte; por defecto 200, os valores maiores ca 500 trátanse como 500.',
  'param.occurrences_start_date':
    'Só as ocorrencias que comezan nesta data ou despois: AAAA-MM-DD, AAAA-MM-DD HH:MM[:SS], ISO 8601 ou unha marca de tempo unix. Por defecto: ningunha (dende a primeira ocorrencia).',
  'param.occurrences_end_date':
    'Só as ocorrencias que rematan nesta data ou antes. Por defecto: ningunha (ata a última ocorrencia).',
  'param.feed_start_date':
    'Só os eventos que comezan nesta data ou despois: AAAA-MM-DD, AAAA-MM-DD HH:MM[:SS], ISO 8601 ou unha marca de tempo unix. Por defecto: hai 30 días.',
  'param.widget_language':
    'A lingua dos widgets que crea este script cando non teñen atributo lang; prevalece sobre o prefixo de lingua. Sen ningún dos dous, os widgets seguen a páxina e o navegador.',
  'param.modified_after':
    'Só os rexistros modificados despois deste instante (excluído), comparado con modified_utc: AAAA-MM-DD, AAAA-MM-DD HH:MM[:SS] (na zona horaria do sitio), ISO 8601 cun desprazamento ou Z, ou unha marca de tempo unix. Unha lista de eventos filtrada así non ten xanela de datas por defecto. As listas non amosan o eliminado: para iso, siga GET /changes.',
  'param.modified_before':
    'Só os rexistros modificados antes deste instante (excluído), comparado con modified_utc.',
  'param.sync_token':
    'O next_sync_token da páxina anterior, tal como se recibiu. Sen el, unha sincronización completa: todos os rexistros que pode ver quen chama.',
  'param.facets':
    'As facetas que contar (categories, tags, venue, organizer, weekday, time_of_day, price, event_language, accessibility, event_status, attendance_mode); por defecto, todas.',
  'param.changes_types':
    'Os tipos de rexistro que seguir: event, venue, organizer, category, tag (unha matriz ou unha lista separada por comas). Por defecto: todos. Un token só vale cos tipos para os que se emitiu.',
  'param.changes_per_page': 'O número de cambios en cada páxina, de 1 a 100.',
  'param.changes_include':
    'data: cada rexistro creado ou cambiado tal como o amosa a súa lista; ids: só o seu tipo e o seu id.',

  'op.namespace.index': 'O índice do espazo de nomes',
  'op.namespace.doc': 'Este documento OpenAPI',
  'op.namespace.reference': 'Esta referencia como páxina web',
  'op.events.list': 'Listar eventos',
  'op.events.create': 'Crear un evento',
  'op.events.read': 'Ler un evento',
  'op.events.update': 'Modificar un evento',
  'op.events.delete': 'Eliminar un evento',
  'op.events.read.slug': 'Ler un evento polo seu slug',
  'op.events.update.slug': 'Modificar un evento polo seu slug',
  'op.events.delete.slug': 'Eliminar un evento polo seu slug',
  'op.venues.list': 'Listar lugares',
  'op.venues.create': 'Crear un lugar',
  'op.venues.read': 'Ler un lugar',
  'op.venues.update': 'Modificar un lugar',
  'op.venues.delete': 'Eliminar un lugar',
  'op.venues.read.slug': 'Ler un lugar polo seu slug',
  'op.venues.update.slug': 'Modificar un lugar polo seu slug',
  'op.venues.delete.slug': 'Eliminar un lugar polo seu slug',
  'op.organizers.list': 'Listar organizadores',
  'op.organizers.create': 'Crear un organizador',
  'op.organizers.read': 'Ler un organizador',
  'op.organizers.update': 'Modificar un organizador',
  'op.organizers.delete': 'Eliminar un organizador',
  'op.organizers.read.slug': 'Ler un organizador polo seu slug',
  'op.organizers.update.slug': 'Modificar un organizador polo seu slug',
  'op.organizers.delete.slug': 'Eliminar un organizador polo seu slug',
  'op.categories.list': 'Listar categorías de eventos',
  'op.categories.create': 'Crear unha categoría de eventos',
  'op.categories.read': 'Ler unha categoría de eventos',
  'op.categories.update': 'Modificar unha categoría de eventos',
  'op.categories.delete': 'Eliminar unha categoría de eventos',
  'op.tags.list': 'Listar etiquetas',
  'op.tags.create': 'Crear unha etiqueta',
  'op.tags.read': 'Ler unha etiqueta',
  'op.tags.update': 'Modificar unha etiqueta',
  'op.tags.delete': 'Eliminar unha etiqueta',
  'op.events.feed': 'Subscribirse aos eventos (iCalendar)',
  'op.events.calendar': 'Engadir un evento a un calendario (iCalendar)',
  'op.widget.script': 'O widget de eventos para inserir',
  'op.widget.demo': 'A páxina de demostración do widget',
  'op.changes.changes': 'Seguir os cambios (sincronización)',

  'opd.namespace.index':
    'Todas as rutas do espazo de nomes cos seus métodos e parámetros, tal como as lista WordPress.',
  'opd.namespace.doc':
    'Este documento, xerado a partir dos esquemas cos que o servizo valida as peticións, coas descricións na lingua do contido.',
  'opd.namespace.reference':
    'Unha páxina HTML que amosa o documento OpenAPI do seu prefixo de lingua (/doc) con Scalar: cada ruta, parámetro e campo, cun formulario para probar peticións. O seu script é un recurso estático do servizo, polo que funciona sen ningún outro sitio.',
  'opd.events.list':
    'Eventos ordenados polo comezo e despois polo id (con include: pola data de publicación). Sen parámetros de data, a xanela vai de onte a dentro de 24 meses. Os eventos agochados nas listas quedan fóra; os protexidos con contrasinal aparecen cos seus campos protexidos baleiros.',
  'opd.events.create':
    'Require un colaborador, autor, editor ou administrador; os eventos dun colaborador quedan como borrador ou pendentes.',
  'opd.events.read': 'Un evento protexido con contrasinal necesita o seu contrasinal.',
  'opd.events.update':
    'Só cambian os campos enviados; POST, PUT e PATCH compórtanse igual. Escribir nunha lingua engade ou cambia o texto nesa lingua.',
  'opd.events.delete': 'Move o evento á papeleira; con force=true elimínase definitivamente.',
  'opd.linked.list': 'Ordenados polo nome na lingua do contido e despois polo id.',
  'opd.linked.create':
    'Se se envía o nome (e a descrición) dun rexistro existente que non está na papeleira, devólvese ese rexistro.',
  'opd.linked.read': 'Os rexistros non publicados requiren permisos para lelos.',
  'opd.linked.update':
    'Só cambian os campos enviados; POST, PUT e PATCH compórtanse igual. Escribir nunha lingua engade ou cambia o texto nesa lingua.',
  'opd.linked.delete':
    'Move o rexistro á papeleira e desvincúlao dos seus eventos; con force=true elimínase definitivamente.',
  'opd.terms.list':
    'Ordenados segundo orderby e order; os termos que ningún evento publicado usa agóchanse agás con hide_empty=false.',
  'opd.terms.create':
    'Require un editor ou administrador. Rexéitase un nome que xa existe baixo o mesmo pai.',
  'opd.terms.read': 'Pódese ler calquera termo, useno ou non os eventos.',
  'opd.terms.update':
    'Require un editor ou administrador. Só cambian os campos enviados; POST, PUT e PATCH compórtanse igual.',
  'opd.terms.delete':
    'Elimina o termo definitivamente e quítao dos seus eventos. Require un editor ou administrador.',
  'opd.events.feed':
    'Os eventos de GET /events como fonte iCalendar (RFC 5545), cos mesmos filtros, na lingua do contido. As horas van en UTC; os eventos de día completo son datas, sen incluír o día final. Os UID son event-{id}@{host}; SEQUENCE medra con cada cambio. Os eventos protexidos con contrasinal só mostran o seu título, as súas datas e a súa páxina; os eventos agochados nas listaxes non aparecen.',
  'opd.events.calendar':
    'Un evento como ficheiro iCalendar (RFC 5545) para descargar e importar nunha aplicación de calendario, na lingua do contido, lido como o le GET /events/{id}: os eventos no lixo ou que non se poden ler dan 403. O seu VEVENT é o da fonte (horas en UTC, UID event-{id}@{host}); o ficheiro non ten nome de calendario. Un evento protexido con contrasinal sen o contrasinal só mostra o seu título, as súas datas e a súa páxina.',
  'opd.widget.script':
    'Un compoñente web sen dependencias: engada <script src=".../widget.js"> e <events-calendar lang="eu" categories="..." per-page="5"></events-calendar> a unha páxina. Mostra os próximos eventos desta API, percorre as súas páxinas e dáselle estilo con propiedades CSS personalizadas (--ec-accent, --ec-font, --ec-bg, --ec-text, --ec-radius). Con view="month" mostra unha grade do mes (o patrón de grade de ARIA: frechas, Re Páx/Av Páx); cada evento ten ligazóns para engadilo ao calendario (o seu .ics e Google Calendar), e o widget unha subscrición webcal: cos seus filtros.',
  'opd.widget.demo':
    'Unha páxina HTML que mostra o widget en dúas linguas, unha delas con outro tema, co código para inserilo.',
  'opd.changes.changes':
    'O que cambiou desde un token de sincronización, na orde en que se confirmaron os cambios: cada rexistro unha vez, tras o seu último cambio, como alta ou cambio (upsert, cos seus datos) ou como retirada (remove: eliminado, ou que quen chama xa non ve). Sen token, unha sincronización completa devolve todos os rexistros que pode ver quen chama. Cada páxina remata cun next_sync_token desde o que continuar, e has_more di se cómpre continuar xa. Un token rexéitase (410) se ten máis de 90 días, se xa se esqueceu unha eliminación posterior, ou se o usa outra persoa ou con outros tipos: hai que comezar de novo sen token. Os cambios de lugares, organizadores e termos comunícanse para eles, non para os eventos que os inclúen.',

  'res.index': 'O índice do espazo de nomes.',
  'res.doc': 'O documento OpenAPI 3.1.',
  'res.reference': 'A páxina de referencia (text/html).',
  'res.list': 'Unha páxina de resultados.',
  'res.create': 'O rexistro creado.',
  'res.read': 'O rexistro.',
  'res.update': 'O rexistro modificado.',
  'res.delete.posts': 'O rexistro movido á papeleira ou, con force=true, o rexistro eliminado.',
  'res.delete.terms': 'O termo eliminado.',
  'res.not_modified': 'Sen cambios: o ETag enviado en If-None-Match segue vixente.',
  'res.feed': 'A fonte iCalendar (text/calendar).',
  'res.calendar': 'O ficheiro iCalendar do evento (text/calendar), enviado como anexo.',
  'res.script': 'O script do widget (text/javascript).',
  'res.demo': 'A páxina de demostración (text/html).',
  'res.changes': 'Unha páxina de cambios, co token desde o que continuar.',
  'res.facets': 'Cantos eventos listar\u00eda cada valor de cada faceta.',
  'header.total': 'O número de rexistros que cumpren a consulta.',
  'header.total_pages': 'O número de páxinas.',
  'header.link': 'Ligazóns ás páxinas seguinte e anterior (rel="next", rel="prev").',
  'header.retry_after': 'Segundos que hai que agardar antes de volver tentalo.',
  'header.link_next': 'O URL da páxina seguinte (rel="next"), mentres has_more sexa true.',
  'header.etag':
    'O ETag do rexistro: "v{versión}.{resumo}". A versión avanza con cada escritura do rexistro; devolva o ETag en If-Match para actualizar ou eliminar só esa versión, ou en If-None-Match para recibir 304 mentres nada cambie.',
  'header.idempotent_replayed':
    'true cando esta resposta é a resposta gardada dunha petición anterior coa mesma Idempotency-Key.',
  'header.if_match':
    'Escribir só se o rexistro segue nesta versión: un ETag do rexistro (acéptase W/), varios separados por comas, ou * (o rexistro existe). Se non, 412 co ETag actual, e non se escribe nada. Obrigatorio (428) se o servizo está configurado así.',
  'header.idempotency_key':
    'Unha chave de 1 a 255 caracteres ASCII visibles que permite repetir a petición sen risco: a escritura ocorre como moito unha vez, e a repetición da mesma petición recibe a mesma resposta (Idempotent-Replayed: true). A mesma chave con outra petición dá 422. As chaves pertencen á chave de API que as enviou e gárdanse polo menos 24 horas.',
  'header.x_cache':
    'De onde vén a resposta: HIT (a caché do bordo, ao día), MISS (construída agora e gardada), STALE (unha resposta en caché anterior ás últimas escrituras: como moito 7 s atrasada mentres se reconstrúe, ou de ata un día mentres a base de datos non está dispoñible), BYPASS (unha petición con credenciais ou contrasinal: nunca se garda en caché).',

  'err.400':
    'Falta un parámetro ou non é válido (rest_missing_callback_param, rest_invalid_param, rest_invalid_json).',
  'err.401':
    'Fan falta credenciais, ou as enviadas son incorrectas, están mal formadas ou foron revogadas (rest_forbidden).',
  'err.403':
    'Quen chama non pode facer isto, ou o rexistro non é accesible, está na papeleira ou protexido con contrasinal.',
  'err.404': 'O rexistro non existe, ou a páxina está alén da última.',
  'err.410':
    'O rexistro xa está na papeleira, ou o token de sincronización caducou (rest_sync_token_expired): volva sincronizar sen token.',
  'err.412':
    'O rexistro cambiou desde a versión indicada en If-Match (rest_precondition_failed); data.current_etag é o seu ETag actual.',
  'err.413':
    'O corpo da petición ocupa máis de 256 KiB (rest_request_too_large), ou un ficheiro subido máis de MEDIA_MAX_BYTES (rest_upload_file_too_big).',
  'err.422':
    'A Idempotency-Key xa se usou para outra petición (rest_idempotency_key_reused); unha subida danada, políglota ou con demasiados píxeles (rest_upload_damaged_file, rest_upload_too_many_pixels).',
  'err.428':
    'Este servizo esixe If-Match nas actualizacións e nas eliminacións (rest_precondition_required).',
  'err.429':
    'Demasiadas autenticacións fallidas desde este cliente (rest_too_many_requests); volve tentalo pasados os segundos de Retry-After.',
  'err.500': 'Un erro inesperado (rest_internal_error); o id da petición identifícao.',
  'err.503':
    'A base de datos non está dispoñible por un momento (rest_unavailable); volve tentalo pasados os segundos de Retry-After.',

  'schema.Event':
    'Un evento. Un evento protexido con contrasinal listado sen el ten baleiros os campos protexidos e a null os indicadores.',
  'schema.Venue': 'Un lugar. Os campos baleiros omítense.',
  'schema.Organizer': 'Un organizador. Os campos baleiros omítense.',
  'schema.Term': 'Unha categoría ou unha etiqueta (o Term de TEC).',
  'schema.Category': 'Unha categoría de eventos.',
  'schema.Tag': 'Unha etiqueta.',
  'schema.EmbeddedTerm': 'Unha categoría ou etiqueta tal como aparece dentro dun evento.',
  'schema.TermUrls': 'URL da API dun termo.',
  'schema.DateDetails': 'As partes dunha data, como cadeas con ceros á esquerda.',
  'schema.CostDetails': 'O prezo, analizado.',
  'schema.Image': 'Unha imaxe.',
  'schema.ImageSize': 'Un tamaño dunha imaxe.',
  'schema.Translations': 'As linguas nas que un rexistro ten texto: código de lingua -> slug e URL da API.',
  'schema.TranslationLink': 'Un rexistro nunha lingua.',
  'schema.EventJsonLd': 'Un obxecto Event de schema.org.',
  'schema.PlaceJsonLd': 'Un obxecto Place de schema.org.',
  'schema.PersonJsonLd': 'Un obxecto Person de schema.org.',
  'schema.PostalAddress': 'Un obxecto PostalAddress de schema.org.',
  'schema.GeoCoordinates': 'Un obxecto GeoCoordinates de schema.org.',
  'schema.Offer': 'Un obxecto Offer de schema.org.',
  'schema.EventList': 'Unha páxina de eventos.',
  'schema.VenueList': 'Unha páxina de lugares.',
  'schema.OrganizerList': 'Unha páxina de organizadores.',
  'schema.CategoryList': 'Unha páxina de categorías de eventos.',
  'schema.TagList': 'Unha páxina de etiquetas.',
  'schema.EventDeleted': 'Un evento eliminado definitivamente.',
  'schema.VenueDeleted': 'Un lugar eliminado definitivamente.',
  'schema.OrganizerDeleted': 'Un organizador eliminado definitivamente.',
  'schema.Error': 'Un erro. O estado HTTP é igual a data.status.',
  'schema.ErrorData': 'Os detalles dun erro.',
  'schema.NamespaceIndex': 'O índice do espazo de nomes, tal como o serve WordPress.',
  'schema.IndexRoute': 'Unha ruta do índice do espazo de nomes.',
  'schema.IndexEndpoint': 'Un grupo de métodos dunha ruta e os seus parámetros.',
  'schema.IndexArg': 'Un parámetro dun endpoint.',
  'schema.OpenApiDocument': 'Un documento OpenAPI 3.1.',
  'schema.EventCreate': 'Os campos dun evento novo.',
  'schema.EventUpdate': 'Os campos dun evento que se cambian.',
  'schema.EventUpdateBySlug': 'Os campos dun evento que se cambian, agás o seu contrasinal.',
  'schema.VenueCreate': 'Os campos dun lugar novo.',
  'schema.VenueUpdate': 'Os campos dun lugar que se cambian.',
  'schema.OrganizerCreate': 'Os campos dun organizador novo.',
  'schema.OrganizerUpdate': 'Os campos dun organizador que se cambian.',
  'schema.CategoryCreate': 'Os campos dunha categoría de eventos nova.',
  'schema.CategoryUpdate': 'Os campos dunha categoría de eventos que se cambian.',
  'schema.TagCreate': 'Os campos dunha etiqueta nova.',
  'schema.TagUpdate': 'Os campos dunha etiqueta que se cambian.',
  'schema.ChangeFeed': 'Unha páxina da fonte de cambios.',
  'schema.EventFacets': 'Cantos eventos listaría cada valor de cada faceta.',
  'schema.Change': 'Un cambio: unha alta ou cambio (upsert) ou unha retirada (remove).',
  'schema.ChangeUpsert': 'Creouse ou cambiou un rexistro que pode ver quen chama.',
  'schema.ChangeRemove': 'Un rexistro que quen chama xa non pode ver.',

  'field.id': 'O id.',
  'field.global_id': 'O id que identifica o rexistro entre sitios: {host}?id={id}.',
  'field.global_id_lineage': 'Os ids globais da procedencia do rexistro, incluído o seu.',
  'field.author': 'O id do usuario autor, como cadea.',
  'field.status': 'O estado da publicación.',
  'field.date': 'A data de publicación, no fuso horario do sitio.',
  'field.date_utc': 'A data de publicación, en UTC.',
  'field.modified': 'A data do último cambio, no fuso horario do sitio.',
  'field.modified_utc': 'A data do último cambio, en UTC.',
  'field.url': 'O URL da páxina pública.',
  'field.rest_url': 'O URL do rexistro nesta API.',
  'field.description': 'A descrición (HTML).',
  'field.excerpt': 'O extracto (HTML).',
  'field.slug': 'O slug na lingua do contido.',
  'field.image': 'A imaxe destacada.',
  'field.website': 'O URL do sitio web.',
  'field.phone': 'O número de teléfono.',
  'field.email': 'O enderezo de correo electrónico.',
  'field.show_map': 'Se se mostra un mapa.',
  'field.show_map_link': 'Se se mostra unha ligazón a un mapa.',
  'field.json_ld': 'A descrición schema.org do rexistro (só ao ler un rexistro solto).',
  'field.lang': 'A lingua dos campos de texto, despois de recorrer a outra lingua se fai falta.',
  'field.translations':
    'As linguas nas que o rexistro ten texto, co seu slug e o seu URL da API en cada unha.',
  'field.address': 'O enderezo postal.',
  'field.city': 'A cidade.',
  'field.country': 'O país.',
  'field.province': 'A provincia.',
  'field.state': 'O estado.',
  'field.zip': 'O código postal.',
  'field.stateprovince': 'O estado ou a provincia que se mostra.',
  'field.geo_lat': 'A latitude.',
  'field.geo_lng': 'A lonxitude.',
  'field.namespace': 'O espazo de nomes: site/events/v1.',

  'field.Event.title': 'O título.',
  'field.Event.image': 'A imaxe destacada, ou false.',
  'field.Event.all_day': 'Se o evento dura días enteiros (de 00:00:00 a 23:59:59).',
  'field.Event.start_date': 'Cando comeza o evento, en hora local do seu fuso horario.',
  'field.Event.start_date_details': 'As partes de start_date.',
  'field.Event.end_date': 'Cando remata o evento, en hora local do seu fuso horario.',
  'field.Event.end_date_details': 'As partes de end_date.',
  'field.Event.utc_start_date': 'Cando comeza o evento, en UTC.',
  'field.Event.utc_start_date_details': 'As partes de utc_start_date.',
  'field.Event.utc_end_date': 'Cando remata o evento, en UTC.',
  'field.Event.utc_end_date_details': 'As partes de utc_end_date.',
  'field.Event.timezone': 'O fuso horario IANA do evento.',
  'field.Event.timezone_abbr': 'A abreviatura do fuso horario vixente ao comezo (CET, CEST, UTC...).',
  'field.Event.cost': 'O prezo tal como se mostra, na lingua do contido.',
  'field.Event.cost_details': 'O prezo, analizado.',
  'field.Event.website': 'O URL do sitio web do evento, ou "".',
  'field.Event.hide_from_listings': 'Se o evento queda fóra das listas de eventos.',
  'field.Event.sticky': 'Se o evento se mantén arriba nas vistas do calendario.',
  'field.Event.featured': 'Se o evento é destacado.',
  'field.Event.categories': 'As categorías do evento.',
  'field.Event.tags': 'As etiquetas do evento.',
  'field.Event.venue': 'O lugar: un obxecto se hai un, un array se hai varios, [] se non hai ningún.',
  'field.Event.organizer': 'Os organizadores do evento.',
  'field.Event.custom_fields': 'Sempre baleiro (reservado).',
  'field.Event.ticketed': 'Se o evento ten entradas.',
  'field.Event.post_parent': 'O id do evento pai (un festival do que forma parte); 0 se non ten.',
  'field.Venue.venue': 'O nome do lugar.',
  'field.Organizer.organizer': 'O nome do organizador.',

  'field.Term.name': 'O nome do termo.',
  'field.Term.description': 'A descrición do termo.',
  'field.Term.slug': 'O slug do termo na lingua do contido.',
  'field.Term.taxonomy': 'A taxonomía: tribe_events_cat para as categorías, post_tag para as etiquetas.',
  'field.Term.parent': 'O id da categoría pai; 0 se non ten.',
  'field.Term.count': 'O número de eventos publicados que usan o termo.',
  'field.Term.meta': 'Sempre baleiro (reservado).',
  'field.Term.url':
    'O URL da páxina pública de arquivo do termo; o dunha categoría filla vai baixo os slugs das súas antepasadas, como en TEC (/events/category/music/jazz/).',
  'field.Term.urls': 'Os URL da API do termo, da súa lista e da súa categoría pai.',
  'field.EmbeddedTerm.term_group': 'Sempre 0 (o grupo de termos de WordPress).',
  'field.EmbeddedTerm.term_taxonomy_id': 'O id de taxonomía do termo; igual ao id do termo.',
  'field.EmbeddedTerm.filter': 'Sempre "raw" (o contexto de filtrado de WordPress).',
  'field.TermUrls.self': 'O URL da API do termo.',
  'field.TermUrls.collection': 'O URL da API da lista de termos.',
  'field.TermUrls.up': 'O URL da API da categoría pai, se a hai.',

  'field.DateDetails.year': 'O ano, con catro cifras.',
  'field.DateDetails.month': 'O mes, con dúas cifras.',
  'field.DateDetails.day': 'O día, con dúas cifras.',
  'field.DateDetails.hour': 'A hora, con dúas cifras.',
  'field.DateDetails.minutes': 'Os minutos, con dúas cifras.',
  'field.DateDetails.seconds': 'Os segundos, con dúas cifras.',
  'field.CostDetails.currency_symbol': 'O símbolo da moeda, por exemplo €.',
  'field.CostDetails.currency_code': 'O código ISO 4217 da moeda, por exemplo EUR.',
  'field.CostDetails.currency_position':
    'Onde vai o símbolo: prefix (diante), postfix (detrás) ou "" se non se sabe.',
  'field.CostDetails.values':
    'Os importes do prezo como cadeas numéricas, de menor a maior; ["0"] se é de balde.',
  'field.Image.url': 'O URL da imaxe a tamaño completo.',
  'field.Image.id': 'O id do rexistro da imaxe; 0 para unha imaxe dada por URL.',
  'field.Image.extension': 'A extensión do ficheiro.',
  'field.Image.width': 'A largura en píxeles; 0 se non se coñece.',
  'field.Image.height': 'A altura en píxeles; 0 se non se coñece.',
  'field.Image.sizes': 'Os demais tamaños da imaxe, por nome.',
  'field.ImageSize.width': 'A largura en píxeles.',
  'field.ImageSize.height': 'A altura en píxeles.',
  'field.ImageSize.mime-type': 'O tipo de medio do ficheiro.',
  'field.ImageSize.url': 'O URL deste tamaño.',
  'field.TranslationLink.slug': 'O slug nesa lingua.',
  'field.TranslationLink.rest_url': 'O URL da API do rexistro baixo o prefixo desa lingua.',

  'field.JsonLd.@context': 'O contexto JSON-LD.',
  'field.JsonLd.@type': 'O tipo de schema.org.',
  'field.JsonLd.name': 'O nome.',
  'field.JsonLd.description': 'O extracto, ou a descrición se non hai extracto.',
  'field.JsonLd.image': 'O URL da imaxe.',
  'field.JsonLd.url': 'O URL da páxina do evento.',
  'field.JsonLd.eventAttendanceMode': 'Como se asiste ao evento.',
  'field.JsonLd.eventStatus': 'O estado do evento.',
  'field.JsonLd.startDate': 'Cando comeza o evento, en ISO 8601 co seu desprazamento horario.',
  'field.JsonLd.endDate': 'Cando remata o evento, en ISO 8601 co seu desprazamento horario.',
  'field.JsonLd.location':
    'Onde se celebra: en persoa, o seu lugar (un Place); en liña, un VirtualLocation cuxa url é online_url cando o lector pode vela, se non, a páxina do evento; mixto, ambos.',
  'field.JsonLd.organizer': 'O organizador, ou un array de organizadores.',
  'field.JsonLd.offers': 'O prezo.',
  'field.JsonLd.address': 'O enderezo postal completo.',
  'field.JsonLd.geo': 'As coordenadas.',
  'field.JsonLd.telephone': 'O número de teléfono.',
  'field.JsonLd.sameAs': 'O sitio web.',
  'field.JsonLd.email': 'O enderezo de correo electrónico.',
  'field.JsonLd.streetAddress': 'A rúa e o número.',
  'field.JsonLd.addressLocality': 'A localidade.',
  'field.JsonLd.addressRegion': 'O estado ou a provincia.',
  'field.JsonLd.postalCode': 'O código postal.',
  'field.JsonLd.addressCountry': 'O país.',
  'field.JsonLd.latitude': 'A latitude.',
  'field.JsonLd.longitude': 'A lonxitude.',
  'field.JsonLd.price': 'O importe máis baixo do prezo.',
  'field.JsonLd.priceCurrency': 'O código da moeda.',
  'field.JsonLd.category': 'Sempre "primary".',
  'field.JsonLd.availability': 'Sempre "https://schema.org/InStock".',
  'field.JsonLd.validFrom': 'Desde cando vale a oferta: a data de publicación.',
  'field.PlaceJsonLd.url': 'O sitio web do lugar.',
  'field.PersonJsonLd.url': 'O sitio web do organizador.',

  'field.List.events': 'Os eventos desta páxina.',
  'field.List.venues': 'Os lugares desta páxina.',
  'field.List.organizers': 'Os organizadores desta páxina.',
  'field.List.categories': 'As categorías desta páxina.',
  'field.List.tags': 'As etiquetas desta páxina.',
  'field.List.rest_url': 'O URL canónico desta páxina.',
  'field.List.next_rest_url': 'O URL da páxina seguinte, se a hai.',
  'field.List.previous_rest_url': 'O URL da páxina anterior, se a hai.',
  'field.List.total': 'O número de rexistros que cumpren a consulta.',
  'field.List.total_pages': 'O número de páxinas.',
  'field.Deleted.deleted': 'Sempre true: o rexistro eliminouse definitivamente.',
  'field.Deleted.previous': 'O rexistro tal como era antes de eliminalo.',
  'field.ChangeFeed.changes': 'Os cambios, en orde de secuencia.',
  'field.EventFacets.total': 'Cantos eventos listan os filtros.',
  'field.EventFacets.labels': 'O nome de cada faceta na lingua do contido.',
  'field.EventFacets.facets':
    'Os valores de cada faceta (unha categor\u00eda ou etiqueta polo seu slug co nome, un lugar ou organizador polo seu id co nome, o prezo de balde ou un importe m\u00e1ximo), cada un con cantos eventos listar\u00eda escollelo baixo o resto de filtros.',
  'field.ChangeFeed.next_sync_token':
    'O token que enviar como sync_token para continuar tras esta páxina; gárdeo para preguntar máis tarde que cambiou desde entón.',
  'field.ChangeFeed.has_more': 'Se agora mesmo seguen máis cambios.',
  'field.Change.seq': 'O número de secuencia do cambio: medra con cada cambio confirmado.',
  'field.Change.type': 'O tipo de rexistro: event, venue, organizer, category ou tag.',
  'field.Change.action': 'upsert (creado ou cambiado) ou remove (retirado).',
  'field.Change.data': 'O rexistro tal como o amosa a súa lista (non con include=ids).',
  'field.Change.reason':
    'deleted: eliminado definitivamente; hidden: quen chama xa non o pode ver (papeleira, borrador, privado...). Só cunha clave.',
  'field.Change.at_utc': 'Cando se eliminou o rexistro ou deixou de ser visible, en UTC.',

  'field.Error.code': 'O código do erro, por exemplo rest_invalid_param.',
  'field.Error.message': 'Unha mensaxe para persoas, en inglés.',
  'field.Error.data': 'Os detalles do erro.',
  'field.ErrorData.status': 'O estado HTTP.',
  'field.ErrorData.request_id': 'O id da petición, enviado tamén na cabeceira X-Request-Id.',
  'field.ErrorData.params': 'Os parámetros non válidos co motivo de cada un, ou os nomes dos que faltan.',
  'field.ErrorData.details': 'Sempre baleiro.',
  'field.ErrorData.term_id': 'O id do termo que xa ten este nome.',
  'field.ErrorData.json_error_message': 'Por que non se puido ler o corpo JSON.',
  'field.ErrorData.max_bytes': 'O corpo máis grande que se acepta, en bytes.',
  'field.ErrorData.current_etag': 'Con 412: o ETag actual do rexistro.',
  'field.ErrorData.reason':
    'Un 401: por que non se autenticou a petición (missing: non se enviou chave; malformed: a cabeceira Authorization non se pode ler; invalid: non existe esa chave). A cabeceira WWW-Authenticate tamén o di.',
  'field.ErrorData.forbidden_ids':
    'Con 403 nunha escritura dunha serie: as ocorrencias que quen chama non pode cambiar (non se escribiu nada).',
  'field.ErrorData.hint':
    'Unha frase para persoas: por que e que facer. Vai xunto ao code e o message de TEC, que se manteñen palabra por palabra porque os clientes os comparan; en inglés, coma eles.',

  'field.NamespaceIndex.routes': 'Todas as rutas do espazo de nomes, por padrón de ruta de WordPress.',
  'field.NamespaceIndex._links': 'Ligazóns; up é a raíz do sitio.',
  'field.IndexRoute.methods': 'Os métodos HTTP da ruta.',
  'field.IndexRoute.endpoints': 'Os endpoints da ruta, un por grupo de métodos.',
  'field.IndexRoute._links': 'Unha ligazón á ruta, para as rutas sen parámetros.',
  'field.IndexEndpoint.methods': 'Os métodos HTTP do endpoint.',
  'field.IndexEndpoint.args': 'Os parámetros do endpoint, por nome.',
  'field.IndexArg.required': 'Se o parámetro é obrigatorio.',
  'field.IndexArg.default': 'O valor que se usa cando non se dá o parámetro.',
  'field.IndexArg.type': 'O tipo do parámetro.',
  'field.IndexArg.description': 'Que significa o parámetro, na lingua do contido.',
  'field.IndexArg.enum': 'Os valores permitidos.',
  'field.IndexArg.items': 'O tipo dos elementos dun array.',
  'field.OpenApiDocument.openapi': 'A versión de OpenAPI.',
  'field.OpenApiDocument.info': 'O título, a versión e a descrición da API.',
  'field.OpenApiDocument.components':
    'Os esquemas, as respostas e os esquemas de seguridade aos que remiten as rutas.',
  'field.OpenApiDocument.servers': 'A raíz da API da petición, co seu prefixo de lingua.',
  'field.OpenApiDocument.paths': 'Todas as rutas e métodos.',
  'op.settings.read': 'Ler a configuración do sitio',
  'op.settings.update': 'Cambiar a configuración do sitio',
  'opd.settings.read':
    'Só administradores. Cada axuste en vigor: os gardados (polo importador ou aquí), se non os de wrangler.toml.',
  'opd.settings.update':
    'Só administradores. Fixa os axustes enviados; null quita un (volve decidir wrangler.toml). Toda resposta en caché se refai.',
  'res.settings.read': 'Os axustes en vigor.',
  'res.settings.update': 'Os axustes en vigor tras o cambio.',
  'param.setting_timezone':
    'O fuso horario do sitio (IANA, como Europe/Madrid, ou UTC): os días das listas e o dos eventos novos.',
  'param.setting_default_language': 'O idioma dos enderezos sen prefixo de idioma (eu, ca, en, gl, es).',
  'param.setting_site_name': 'O nome do sitio, nos títulos das súas páxinas.',
  'param.setting_site_url': 'A base dos URL das páxinas públicas (un URL http(s)).',
  'param.setting_currency_symbol':
    'O símbolo de moeda dos importes cuxo evento non nomea ningún (baleiro: ningún).',
  'param.setting_currency_position': 'Onde vai ese símbolo: prefix (diante) ou postfix (detrás).',
  'param.setting_currency_code': 'O código ISO 4217 dos prezos cuxo custo non nomea ningún (JSON-LD).',
  'param.setting_hide_cancelled_events':
    'Se as vistas do calendario e o widget deixan f\u00f3ra os eventos cancelados (as listas da API nunca o fan).',
  'param.setting_contributors_upload_files':
    'Se os colaboradores poden subir imaxes (upload_files de WordPress); desactivado: POST /media respóndelles 403 e escollen entre as imaxes xa subidas.',
  'schema.Settings': 'Os axustes do sitio en vigor.',
  'schema.SettingsUpdate': 'Os axustes que cambiar; null quita un.',
  'field.Settings.timezone': 'O fuso horario do sitio.',
  'field.Settings.default_language': 'O idioma dos enderezos sen prefixo de idioma.',
  'field.Settings.site_name': 'O nome do sitio (baleiro: sen fixar).',
  'field.Settings.site_url': 'A base dos URL públicos (baleiro: a orixe da petición).',
  'field.Settings.currency_symbol': 'O símbolo de moeda por defecto (baleiro: ningún).',
  'field.Settings.currency_position': 'Onde vai o símbolo por defecto.',
  'field.Settings.currency_code': 'O código de moeda por defecto.',
  'field.Settings.hide_cancelled_events':
    'Se os eventos cancelados quedan f\u00f3ra das vistas do calendario e do widget.',
  'field.Settings.contributors_upload_files': 'Se os colaboradores poden subir imaxes.',
  'field.Settings.stored':
    'Os axustes que garda a base de datos, con cando se fixou cada un (UTC); os demais veñen de wrangler.toml.',
  'op.webhooks.list': 'Listar os webhooks',
  'op.webhooks.create': 'Crear un webhook',
  'op.webhooks.read': 'Ler un webhook',
  'op.webhooks.update': 'Modificar un webhook',
  'op.webhooks.delete': 'Borrar un webhook',
  'op.webhooks.rotate_secret': 'Renovar o segredo de sinatura',
  'op.webhooks.ping': 'Enviar un ping asinado',
  'op.webhooks.deliveries': 'Listar os envíos dun webhook',
  'op.webhooks.redeliver': 'Volver enviar un envío',
  'opd.webhooks.list': 'Só administradores. Todos os webhooks, nunca o seu segredo.',
  'opd.webhooks.create':
    'Só administradores, 20 webhooks como máximo. O URL debe ser https, cun nome de host público (sen enderezo IP, sen credenciais, sen nomes locais ou internos, non esta API). Primeiro envíase un webhook.ping asinado: sen unha resposta 2xx non se garda nada (400). A resposta mostra o segredo de sinatura, unha soa vez.',
  'opd.webhooks.read': 'Só administradores. Nunca o segredo.',
  'opd.webhooks.update':
    'Só administradores. Só cambian os campos enviados; un URL novo segue as mesmas regras ca ao crealo. enabled=true volve activar un webhook desactivado.',
  'opd.webhooks.delete': 'Só administradores. Bórranse o webhook e os seus envíos.',
  'opd.webhooks.rotate_secret':
    'Só administradores. O segredo novo móstrase unha vez; o que substitúe segue asinando cada mensaxe durante 24 horas (dúas sinaturas en webhook-signature).',
  'opd.webhooks.ping':
    'Só administradores. Envía agora un webhook.ping asinado e responde co envío rexistrado, tanto se o webhook respondeu 2xx coma se non.',
  'opd.webhooks.deliveries':
    'Só administradores. Os máis recentes primeiro, cada un con todos os seus intentos: cando, o estado da resposta ou o erro, e canto tardou.',
  'opd.webhooks.redeliver':
    'Só administradores. A mensaxe volve á cola, co mesmo webhook-id; o webhook debe estar activado.',
  'res.webhooks.list': 'Os webhooks.',
  'res.webhooks.create': 'O webhook creado, co seu segredo (só se mostra agora).',
  'res.webhooks.read': 'O webhook.',
  'res.webhooks.update': 'O webhook modificado.',
  'res.webhooks.delete': 'O webhook borrado.',
  'res.webhooks.rotate_secret': 'O webhook co seu segredo novo (só se mostra agora).',
  'res.webhooks.ping': 'O ping, tal como se rexistrou.',
  'res.webhooks.deliveries': 'Unha páxina de envíos.',
  'res.webhooks.redeliver': 'O envío, pendente de novo.',
  'path.delivery': 'O id numérico do envío.',
  'param.webhook_url':
    'Onde se envían as mensaxes (POST): un URL https cun nome de host público (sen enderezo IP, credenciais, nomes locais ou internos, nin o host desta API).',
  'param.event_types':
    'Os tipos de evento que recibir: event, venue e organizer .created, .updated, .trashed, .deleted; category e tag .created, .updated, .deleted; {tipo}.* ou * para todos. Unha lista ou separados por comas.',
  'param.webhook_description': 'Unha nota para os administradores (texto, 500 caracteres como máximo).',
  'param.enabled': 'true volve activar un webhook desactivado (e esquece os seus fallos); false desactívao.',
  'param.deliveries_per_page': 'O número de envíos por páxina, de 1 a 100 (20 por defecto).',
  'schema.Webhook': 'Un webhook.',
  'schema.WebhookWithSecret':
    'Un webhook co seu segredo de sinatura, que só se mostra ao crealo ou renovalo.',
  'schema.WebhookList': 'Os webhooks.',
  'schema.WebhookDeleted': 'Un webhook borrado.',
  'schema.WebhookPayload':
    'O corpo que se envía aos webhooks, asinado segundo Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature). Mínimo: sen textos do rexistro.',
  'schema.WebhookAttempt': 'Un intento de entregar unha mensaxe.',
  'schema.WebhookDelivery': 'Unha mensaxe a un webhook, cos seus intentos.',
  'schema.WebhookDeliveryList': 'Unha páxina de envíos, os máis recentes primeiro.',
  'schema.WebhookCreate': 'Un webhook novo.',
  'schema.WebhookUpdate': 'Os campos do webhook que cambiar.',
  'field.Webhook.id': 'O id do webhook.',
  'field.Webhook.url': 'Onde se envían as mensaxes.',
  'field.Webhook.description': 'Unha nota para os administradores.',
  'field.Webhook.event_types': 'Os tipos de evento que recibe (patróns como event.* ou *).',
  'field.Webhook.enabled': 'Se se lle envían mensaxes.',
  'field.Webhook.disabled_reason':
    'Por que se desactivou: gone (respondeu 410), failing (5 días de fallos) ou manual.',
  'field.Webhook.failing_since': 'O primeiro intento fallido desde o seu último éxito (UTC), ou null.',
  'field.Webhook.previous_secret_expires':
    'Ata cando o segredo anterior segue asinando tras unha renovación (UTC), ou null.',
  'field.Webhook.created': 'Cando se creou (UTC).',
  'field.Webhook.modified': 'Cando se cambiou por última vez (UTC).',
  'field.Webhook.secret': 'O segredo de sinatura (whsec_…): gárdeo, non se volve mostrar.',
  'field.WebhookList.webhooks': 'Todos os webhooks.',
  'field.WebhookPayload.type': 'O tipo de evento, como event.updated (webhook.ping para os pings).',
  'field.WebhookPayload.timestamp': 'Cando se confirmou o cambio (UTC).',
  'field.WebhookPayload.data':
    'O rexistro: kind, id, seq (o número de secuencia do feed de cambios: ordene por el) e rest_url (léao aí). Baleiro nos pings.',
  'field.WebhookAttempt.at': 'Cando se fixo (UTC).',
  'field.WebhookAttempt.response_status': 'O estado da resposta, ou null se non a houbo.',
  'field.WebhookAttempt.error':
    'Por que fallou sen resposta (tempo esgotado, rede, URL rexeitado), ou unha redirección non seguida.',
  'field.WebhookAttempt.duration_ms': 'Canto tardou, en milisegundos.',
  'field.WebhookDelivery.id': 'O id do envío.',
  'field.WebhookDelivery.message_id': 'A cabeceira webhook-id: a mesma en cada intento.',
  'field.WebhookDelivery.type': 'O tipo de evento.',
  'field.WebhookDelivery.seq': 'O número de secuencia do cambio, ou null para un ping.',
  'field.WebhookDelivery.status':
    'pending (enviándose ou reintentándose), succeeded (entregado) ou failed (abandonado).',
  'field.WebhookDelivery.attempts': 'Todos os intentos, os máis antigos primeiro.',
  'field.WebhookDelivery.created': 'Cando se creou (UTC).',
  'field.WebhookDelivery.payload': 'O corpo tal como se envía.',
  'field.WebhookDeliveryList.deliveries': 'Os envíos desta páxina.',
  'field.WebhookDeliveryList.total': 'O número de envíos do webhook.',
  'field.WebhookDeliveryList.total_pages': 'O número de páxinas.',
  'param.series':
    'Só as ocorrencias da serie á que pertence este evento (o id do seu modelo ou de calquera ocorrencia; un evento único lístase a si mesmo).',
  'param.recurring': 'Só ocorrencias de series (true) ou só eventos únicos (false).',
  'param.expand':
    'Un VEVENT por ocorrencia, cada un co seu propio UID, en vez dun por serie coa súa RRULE: para calendarios que non entenden as repeticións.',
  'param.recurrence':
    'A regra de repetición, como liñas RFC 5545 (o campo recurrence de Google Calendar): unha RRULE (FREQ DAILY, WEEKLY, MONTHLY ou YEARLY; INTERVAL, COUNT ou UNTIL, BYDAY, BYMONTHDAY, BYMONTH, BYSETPOS, WKST) e liñas RDATE e EXDATE. Converte o evento nunha serie; [] volve facer dunha serie un evento único.',
  'param.scope':
    'A que ocorrencias chega un cambio ou un borrado: this (por defecto nunha ocorrencia: só a ela), following (ela e as seguintes pasan a ser unha serie nova) ou all (por defecto nun modelo: toda a serie). Tamén se aceptan single e upcoming.',
  'param.reset_overrides':
    'Con scope=all: as ocorrencias editadas ou movidas por separado volven tomar o contido e as datas da serie.',
  'op.events.occurrences': 'Listar as ocorrencias dunha serie',
  'op.events.facets': 'Lista os recontos dos filtros dos visitantes (facetas)',
  'opd.events.occurrences':
    'As ocorrencias da serie á que pertence o evento (o seu modelo ou calquera ocorrencia), por orde de inicio, todas dende a primeira se non se dan datas. O id dun evento único lista ese evento.',
  'opd.events.facets':
    'Os valores de cada faceta con cantos eventos listaría escollelos (os recontos do Filter Bar de TEC), coa mesma xanela, visibilidade e filtros ca GET /events; cada faceta cóntase baixo o resto de filtros, non o seu.',
  'schema.EventSeries':
    'A serie á que pertence un evento. As lecturas individuais e as respostas de escritura engaden a súa regra.',
  'field.Event.recurring': 'Se o evento pertence a unha serie.',
  'field.Event.series': 'A serie dunha ocorrencia (ou, nas respostas sobre un modelo, a súa propia).',
  'field.EventSeries.id': 'O id da serie: o id do seu modelo.',
  'field.EventSeries.rest_url': 'O URL do modelo da serie nesta API.',
  'field.EventSeries.recurrence_id':
    'O inicio local orixinal da ocorrencia no seu fuso horario; nunca cambia, aínda que a ocorrencia se mova.',
  'field.EventSeries.detached': 'Se a ocorrencia se editou por separado e conserva o seu propio contido.',
  'field.EventSeries.recurrence': 'A regra de repetición, como liñas RFC 5545.',
  'field.EventSeries.description': 'A regra dita con palabras, na lingua do contido.',
  'field.EventSeries.count': 'O número de ocorrencias que non están no lixo.',
  'field.EventSeries.until': 'O inicio local da última ocorrencia, ou null se a serie non ten fin.',
  'field.EventSeries.materialized_until':
    'Ata onde existen as ocorrencias (as series sen fin mantéñense 24 meses por diante), en hora local.',
  'err.409':
    'O ficheiro aínda é a imaxe de eventos, lugares ou organizadores (rest_media_in_use): bórrao con force=true para quitarllo.',
  'err.415':
    'Polos seus bytes, o ficheiro non é unha imaxe JPEG, PNG, GIF, WebP nin AVIF (rest_upload_unsupported_type); SVG rexéitase.',
  'param.media_title': 'O título do ficheiro (por defecto, o seu nome sen a extensión).',
  'param.media_alt_text':
    'O texto alternativo: un texto no idioma da petición, ou un obxecto idioma -> texto ("" quita un idioma).',
  'param.media_caption':
    'O pé de foto: un texto no idioma da petición, ou un obxecto idioma -> texto ("" quita un idioma).',
  'param.media_search': 'Só os ficheiros con este texto no título, no nome ou no texto alternativo.',
  'param.media_per_page': 'O número de ficheiros por páxina (100 como máximo).',
  'param.media_force': 'Quitar o ficheiro de cada evento, lugar e organizador que o usa e despois borralo.',
  'param.media_file': 'O ficheiro de imaxe: JPEG, PNG, GIF, WebP ou AVIF, recoñecido polos seus bytes.',
  'op.media.list': 'Listar a mediateca',
  'op.media.create': 'Subir unha imaxe',
  'op.media.read': 'Ler unha imaxe subida',
  'op.media.update': 'Cambiar os textos dunha imaxe',
  'op.media.delete': 'Borrar unha imaxe subida',
  'opd.media.list':
    'Colaboradores e superiores. As máis recentes primeiro. Os editores ven todos os ficheiros; os demais, os que subiron e os de rexistros que poden ler.',
  'opd.media.create':
    'Colaboradores e superiores, cunha cota diaria por usuario. O ficheiro tal cal con Content-Disposition: attachment; filename=…, ou multipart/form-data cunha parte file. Quítanse os metadatos (EXIF, GPS).',
  'opd.media.read':
    'Colaboradores e superiores, co número de rexistros que a usan (os que quen chama pode ler). Un ficheiro que non pode ver é 404.',
  'opd.media.update': 'Os editores cambian calquera ficheiro; autores e colaboradores, os que subiron.',
  'opd.media.delete':
    'Rexéitase (409) mentres haxa rexistros que usan o ficheiro, agás con force=true. Os editores borran calquera ficheiro; autores e colaboradores, os seus.',
  'res.media.list': 'Unha páxina de ficheiros.',
  'res.media.create': 'O ficheiro gardado.',
  'res.media.read': 'O ficheiro.',
  'res.media.update': 'O ficheiro cambiado.',
  'res.media.delete': 'O ficheiro borrado.',
  'schema.Media': 'Unha imaxe subida: o obxecto image de TEC e despois os seus textos.',
  'schema.MediaList': 'Unha páxina da mediateca, as máis recentes primeiro.',
  'schema.MediaDeleted': 'Un ficheiro borrado.',
  'schema.MediaUpdate': 'Os textos que cambian.',
  'field.Media.url': 'O URL do ficheiro orixinal (inmutable: cada subida ten un URL novo).',
  'field.Media.id': 'O id do ficheiro: o que toma a imaxe dun evento, lugar ou organizador.',
  'field.Media.extension': 'A extensión do tipo que revelaron os seus bytes.',
  'field.Media.width': 'A largura en píxeles.',
  'field.Media.height': 'A altura en píxeles.',
  'field.Media.filesize': 'O tamaño do ficheiro gardado en bytes (sen os seus metadatos).',
  'field.Media.sizes':
    'Os tamaños de WordPress menores que o orixinal: thumbnail, medium, medium_large, large.',
  'field.Media.alt_text': 'O texto alternativo no idioma da petición (se non, no idioma por defecto).',
  'field.Media.caption': 'O pé de foto no idioma da petición (se non, no idioma por defecto).',
  'field.Media.title': 'O título.',
  'field.Media.filename': 'O nome co que se subiu.',
  'field.Media.mime_type': 'O tipo que revelaron os seus bytes.',
  'field.Media.author': 'O id do usuario que o subiu.',
  'field.Media.date_utc': 'Cando se subiu, en UTC.',
  'field.Media.alt_texts': 'O texto alternativo en cada idioma que ten.',
  'field.Media.captions': 'O pé de foto en cada idioma que ten.',
  'field.Media.used_by':
    'Cantos eventos, lugares e organizadores que quen chama pode ler o usan (lecturas dun).',
  'field.Media.rest_url': 'O URL do ficheiro nesta API.',
  'field.List.media': 'Os ficheiros desta páxina.',
  'field.Image.filesize': 'O tamaño do ficheiro en bytes (só imaxes subidas).',
  'field.Image.alt_text': 'O texto alternativo no idioma amosado (só imaxes subidas).',
  'param.colors':
    'As cores da categoría, como os metadatos de termo de TEC: {"primary", "secondary", "text"} como #rgb ou #rrggbb ("" para ningunha) e "priority" (un enteiro: das categorías dun evento, a máis alta dálle cor). Cambian as claves enviadas; null bórraas todas.',
  'schema.CategoryColors':
    'As cores dunha categoría (os metadatos de termo tec-events-cat-colors-* de TEC 6.14).',
  'field.Term.colors': 'Só categorías: as cores coas que o calendario mostra os eventos da categoría.',
  'field.CategoryColors.primary':
    'A cor principal (o fondo dos eventos da categoría), #rgb ou #rrggbb; "" se non ten.',
  'field.CategoryColors.secondary': 'A cor secundaria (bordos, acentos); "" se non ten.',
  'field.CategoryColors.text':
    'A cor do texto sobre a cor principal; "" se non ten. As páxinas só a usan se mantén o contraste AA de WCAG (4,5:1) coa cor principal; se non, negro ou branco.',
  'field.CategoryColors.priority':
    'Das categorías dun evento, a de maior prioridade dálle cor; 0 por defecto.',
  'param.event_event_status':
    'Se o evento segue en pé: scheduled, cancelled, postponed, rescheduled ou moved_online (tamén se acepta canceled, de TEC). Nunha ocorrencia cambia só esa data; con scope=all, todas as ocorrencias.',
  'param.event_status_reason':
    'Por que se cancela, se apraza ou se traslada o evento, na lingua do contido (as demais linguas en translations); "" quítao nesa lingua.',
  'param.previous_start_date':
    'O inicio que tiña o evento antes de reprogramarse ou aprazarse, en hora local do seu fuso horario; "" ou null quítao. Se non se envía, mover o inicio dun evento reprogramado ou aprazado garda o que tiña (agás que xa garde un), e poñer event_status a scheduled quítao.',
  'param.event_attendance_mode':
    'Como se asiste ao evento: offline (en persoa, por defecto), online ou mixed.',
  'param.online_url': 'Onde asistir ao evento en liña (un URL http(s)); "" ou null quítao.',
  'param.online_url_visible_before':
    'Desde cantos minutos antes do inicio ven os visitantes online_url (0: ao comezar); null ou "": sempre. Quen pode editar o evento véo sempre.',
  'param.event_languages':
    'As linguas nas que se celebra o evento (unha obra, unha charla), non as dos seus textos: etiquetas BCP 47 como eu, gl ou es-419, 10 como máximo, nun array ou nunha lista separada por comas; [] ou "" quítaas.',
  'param.event_accessibility':
    'O que ofrece o evento en accesibilidade, claves dun vocabulario fixo: step_free_access (acceso sen chanzos), wheelchair_spaces (prazas para cadeiras de rodas), induction_loop (bucle magnético), sign_language (lingua de signos), subtitles (subtítulos ou sobretítulos), audio_description (audiodescrición), relaxed_performance (función relaxada), quiet_room (sala tranquila); [] ou "" quítaas.',
  'param.accessibility_note':
    'Unha nota sobre a accesibilidade do evento, na lingua do contido (as demais linguas en translations); "" quítaa nesa lingua.',
  'field.Event.event_status':
    'Se o evento segue en pé: scheduled, cancelled, postponed, rescheduled ou moved_online. As listas mostran os eventos cancelados agás que event_status os filtre.',
  'field.Event.event_status_reason':
    'Por que se cancela, aprázase ou trasládase, na lingua do contido (se non, a da lingua por defecto, se non, calquera); "" se non hai.',
  'field.Event.previous_start_date':
    'O inicio que tiña antes de reprogramarse ou aprazarse, en hora local do seu fuso horario; null se non garda ningún.',
  'field.Event.attendance_mode':
    'Como se asiste: offline, online ou mixed (null nun evento protexido con contrasinal listado sen el).',
  'field.Event.online_url':
    'Onde asistir en liña; null se non hai, ou antes do momento desde o que se mostra (online_url_visible_before) a quen non pode editar o evento.',
  'field.Event.online_url_visible_before':
    'Desde cantos minutos antes do inicio ven os visitantes online_url; null: sempre.',
  'field.Event.event_languages':
    'As linguas nas que se celebra o evento, como etiquetas BCP 47 (eu, gl-ES): non as dos seus textos.',
  'field.Event.accessibility':
    'O que ofrece en accesibilidade, claves do vocabulario fixo (step_free_access, wheelchair_spaces, induction_loop, sign_language, subtitles, audio_description, relaxed_performance, quiet_room), nesa orde.',
  'field.Event.accessibility_note':
    'Unha nota sobre a súa accesibilidade, na lingua do contido (se non, a da lingua por defecto, se non, calquera); "" se non hai.',
  'param.event_status':
    'Só eventos cun destes estados: scheduled, cancelled, postponed, rescheduled, moved_online (unha lista separada por comas). Sen el, as listas mostran todos os estados, cancelados incluídos.',
  'param.attendance_mode':
    'Só eventos aos que se asiste dunha destas formas: offline, online, mixed (unha lista separada por comas).',
  'param.event_language':
    'Só eventos que se celebran nunha destas linguas: etiquetas BCP 47, 10 como máximo; gl coincide con gl e gl-ES (filtrado básico do RFC 4647).',
  'param.accessibility':
    'Só eventos que ofrecen algún destes (claves do vocabulario de accesibilidade, unha lista separada por comas): step_free_access, wheelchair_spaces, induction_loop, sign_language, subtitles, audio_description, relaxed_performance, quiet_room.',
  'param.free':
    'Só eventos aos que se pode ir de balde (true: o importe máis baixo do seu custo é 0) ou só os de pagamento (false: o máis baixo é maior ca 0); os eventos cuxo custo non di ningún importe non coinciden con ningún.',
  'param.max_cost':
    'Só eventos aos que se pode ir por este importe como máximo (o importe máis baixo do seu custo, de balde incluído), na moeda do seu custo.',
  'param.weekday':
    'Só eventos que comezan un destes días da semana, na hora do seu fuso horario: monday, tuesday, wednesday, thursday, friday, saturday, sunday (unha lista separada por comas).',
  'param.time_of_day':
    'Só eventos que comezan nunha destas partes do día, na hora do seu fuso horario: morning (06:00–11:59), afternoon (12:00–16:59), evening (17:00–20:59), night (21:00–05:59), ou eventos de todo o día, all_day (unha lista separada por comas).',
  'field.JsonLd.previousStartDate':
    'O inicio que tiña antes de reprogramarse ou aprazarse (previous_start_date), en ISO 8601 co seu desprazamento.',
  'field.JsonLd.inLanguage':
    'As linguas nas que se celebra o evento (event_languages): unha etiqueta BCP 47, ou un array delas.',
  'field.JsonLd.accessibilityFeature':
    'A accesibilidade para a que schema.org ten un valor: signLanguage, captions (subtítulos), audioDescription.',
  'field.JsonLd.additionalProperty':
    'A accesibilidade para a que schema.org non ten valor (acceso sen chanzos, prazas para cadeiras de rodas, bucle magnético, función relaxada, sala tranquila) e a nota de accesibilidade, cada unha un PropertyValue.',
  'path.revision': 'O id numérico da revisión.',
  'op.revisions.list': 'Listar as revisións dun evento',
  'op.revisions.read': 'Ler unha revisión',
  'op.revisions.restore': 'Restaurar unha revisión',
  'opd.revisions.list':
    'Cada gardado do evento conserva unha revisión (50 como máximo; descártanse as máis antigas), as máis recentes primeiro. Só para quen pode editar o evento: 404 se non pode lelo, 403 se pode lelo pero non editalo.',
  'opd.revisions.read':
    'O evento tal como o deixou un gardado: os seus textos en todos os idiomas, datas, lugar, organizadores, termos, opcións, estado, a regra dunha serie, quen o gardou e cando.',
  'opd.revisions.restore':
    'Unha actualización do evento como PATCH /events/{id} (permisos, If-Match, Idempotency-Key, o rexistro de cambios, os webhooks, unha nova revisión) que devolve o que difire: os textos de cada idioma que ten a revisión, datas, lugar, organizadores, categorías, etiquetas, opcións, web, imaxe e a regra dunha serie. O estado, o autor, a data de publicación e o contrasinal non cambian.',
  'res.revisions.list': 'Unha páxina de revisións, as máis recentes primeiro.',
  'res.revisions.read': 'A revisión.',
  'res.revisions.restore': 'O evento despois da restauración.',
  'schema.EventRevision': 'Un evento tal como o deixou un gardado.',
  'schema.EventRevisionList': 'Unha páxina de revisións dun evento, as máis recentes primeiro.',
  'field.List.revisions': 'As revisións desta páxina.',
  'field.EventRevision.id': 'O id da revisión.',
  'field.EventRevision.parent': 'O id do evento.',
  'field.EventRevision.author':
    'O id do usuario que o gardou, como texto; null para o estado que tiña un evento antes da súa primeira revisión (o dunha importación).',
  'field.EventRevision.date': 'Cando se gardou, no fuso horario do sitio.',
  'field.EventRevision.date_utc': 'Cando se gardou, en UTC.',
  'field.EventRevision.modified': 'O mesmo que date: unha revisión nunca cambia.',
  'field.EventRevision.modified_utc': 'O mesmo que date_utc.',
  'field.EventRevision.status': 'O estado que tiña o evento.',
  'field.EventRevision.texts':
    'O título, a descrición, o extracto, o custo e o slug en cada idioma que tiña o evento.',
  'field.EventRevision.venue': 'Os ids dos seus lugares, en orde.',
  'field.EventRevision.organizer': 'Os ids dos seus organizadores, en orde.',
  'field.EventRevision.categories': 'Os ids das súas categorías.',
  'field.EventRevision.tags': 'Os ids das súas etiquetas.',
  'field.EventRevision.image': 'A súa imaxe: un id da biblioteca multimedia, un URL ou null.',
  'field.EventRevision.recurrence':
    'O modelo dunha serie: as liñas da súa regra (RRULE, RDATE, EXDATE); se non, null.',
  'field.EventRevision.fact_texts':
    'O motivo do estado e a nota de accesibilidade que tiña o evento en cada idioma, por código de idioma; ausente nas revisións gardadas antes de que existisen.',
  'field.EventRevision.event_author': 'O id do autor do evento entón, como texto.',
  'field.EventRevision.rest_url': 'O URL da revisión nesta API.',
  'schema.EventRevisionRestore': 'Unha restauración só toma o idioma da súa resposta.',
  'param.search_languages':
    'Que textos le search: shown (por defecto), o texto que cada rexistro amosa no idioma do contido; all, o seu texto en calquera idioma (unha busca de "mercado" en inglés atopa entón un evento titulado "Mercado de invierno" en castelán).',
  'op.submissions.list': 'Listar os envíos (a cola)',
  'op.submissions.create': 'Enviar un evento',
  'op.submissions.read': 'Ler un envío',
  'op.submissions.update': 'Decidir sobre un envío, ou cambialo',
  'opd.submissions.list':
    'Editores e administradores: a cola, o máis recente primeiro, cos envíos anteriores de cada remitente e cantos se aprobaron.',
  'opd.submissions.create':
    'Os campos dun evento e os do remitente; o seu evento queda pendente sexa cal sexa o estado enviado, e tamén o lugar e o organizador que propón. Os remitentes anónimos (se o sitio o permite) envían ademais a resposta de Turnstile, o chamariz baleiro e o inicio asinado do formulario. Límites por cliente e por correo; un correo ou unha rede bloqueados rexéitanse.',
  'opd.submissions.read':
    'Moderadores, o remitente con sesión, ou quen dea o token da ligazón privada (a este non se lle mostra o correo).',
  'opd.submissions.update':
    'Os moderadores aproban (cambiando antes campos do evento), rexeitan cun motivo ou marcan como spam (bloqueando o correo e a rede); o remitente edita mentres está pendente, ou retírao.',
  'res.submissions.list': 'Unha páxina de envíos.',
  'res.submissions.create': 'O envío, co token da súa ligazón privada (móstrase unha vez).',
  'res.submissions.read': 'O envío.',
  'res.submissions.update': 'O envío tras a acción.',
  'param.submitter_name': 'O nome do remitente.',
  'param.submitter_email': 'O correo do remitente: só o ven os moderadores; bórrase pasado o prazo.',
  'param.image_alt_text':
    'O texto alternativo da imaxe (o que mostra), obrigatorio coa parte image_file dun corpo multipart: un ficheiro JPEG, PNG, GIF, WebP ou AVIF de 2 MB como máximo.',
  'param.terms_accepted': 'Acéptanse as condicións de envío do sitio (obrigatorio se o sitio ten).',
  'param.cf-turnstile-response': 'A resposta de Cloudflare Turnstile (remitentes anónimos).',
  'param.nickname': 'Déixao baleiro: un campo que as persoas non ven (remitentes anónimos).',
  'param.form_started': 'Cando se serviu o formulario, asinado por el (remitentes anónimos).',
  'param.action': 'approve, reject, spam (moderadores); edit, withdraw (o remitente).',
  'param.reason': 'Por que se rexeita, en palabras que le o remitente.',
  'param.submission_token': 'O token da ligazón privada (o remitente sen conta).',
  'param.merge_venue': 'Aprobar: o lugar existente no que se fusiona o proposto.',
  'param.merge_organizer': 'Aprobar: o organizador existente no que se fusiona o proposto.',
  'param.submission_state': 'Só os envíos neste estado.',
  'param.setting_submissions_anonymous': 'Os visitantes anónimos poden enviar eventos.',
  'param.setting_submissions_terms':
    'As condicións de envío que acepta o remitente, por idioma; null ou {} para ningunha.',
  'param.setting_submissions_retention_days':
    'Días tras a decisión que se gardan o correo e os hashes do remitente.',
  'schema.Submission': 'Un evento enviado desde fóra, e que foi del.',
  'schema.SubmissionList': 'Unha páxina da cola, o máis recente primeiro.',
  'schema.SubmissionCreate': 'Os campos dun evento e os do seu remitente.',
  'schema.SubmissionUpdate': 'Unha acción sobre un envío, cos campos do evento que cambia.',
  'field.Submission.reason': 'Por que se rexeitou.',
  'field.Submission.language': 'O idioma no que se enviou (o seu correo vai nel).',
  'field.Submission.submitter_name': 'O nome do remitente (baleiro unha vez borrado).',
  'field.Submission.submitter_email': 'O correo do remitente (moderadores; null unha vez borrado).',
  'field.Submission.earlier_submissions': 'Os envíos anteriores do remitente.',
  'field.Submission.accepted_submissions': 'Cantos deles se aprobaron.',
  'field.Submission.created': 'Cando se enviou.',
  'field.Submission.decided': 'Cando se decidiu (null mentres está pendente).',
  'field.Submission.event': 'O evento que propuxo.',
  'field.Submission.token': 'O token da ligazón privada: móstrase unha vez.',
  'field.Submission.private_url': 'A ligazón privada: o seu estado, editalo mentres agarda, retiralo.',
  'field.SubmissionList.submissions': 'Os envíos desta páxina.',
  'field.SubmissionList.total': 'O número de envíos.',
  'field.SubmissionList.total_pages': 'O número de páxinas.',
  'field.Settings.submissions_anonymous': 'Se os visitantes anónimos poden enviar eventos.',
  'field.Settings.submissions_terms': 'As condicións de envío por idioma.',
  'param.setting_submissions_trusted_publish':
    'As contas de remitente con 3 envíos aprobados e ningún marcado como spam publican directamente.',
  'param.setting_submissions_author_categories':
    'Autores que moderan envíos, por id de usuario, cos ids das categorías que moderan: un autor ve e decide os envíos con todas as categorías entre as súas.',
  'field.Settings.submissions_author_categories':
    'Os autores que moderan envíos das súas categorías (id de usuario → ids de categoría).',
  'field.Settings.submissions_trusted_publish':
    'Se as contas de remitente de confianza publican directamente.',
  'field.Settings.submissions_retention_days': 'Días que se gardan os datos do remitente tras unha decisión.',
};
