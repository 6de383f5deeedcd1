import type { Messages } from './en';

/** Basque. */
export const eu: Messages = {
  'info.title': 'Ekitaldien egutegiaren REST APIa',
  'info.description':
    'Ekitaldiak, lekuak, antolatzaileak, ekitaldi-kategoriak eta etiketak, The Events Calendar-en REST APIarekin (tribe/events/v1) bateragarria. Ibilbide guztiak hizkuntza-aurrizki baten azpian ere eskaintzen dira (/eu, /ca, /en, /gl, /es), eta aurrizkiak edukiaren hizkuntza finkatzen du; translation_language parametroak lehentasuna du haren gainean. Erantzun guztiek X-Request-Id goiburua daramate.',
  'security.bearer': 'API gako bat: Authorization: Bearer <API gakoa>.',
  'security.basic':
    'Erabiltzaile-izena eta API gako bera: Authorization: Basic base64(<erabiltzailea>:<API gakoa>).',

  'path.id': 'Erregistroaren zenbakizko id-a.',
  'path.slug':
    'Erregistroaren slug-a; lehenik edukiaren hizkuntzan bilatzen da, eta gero edozein hizkuntzatan.',

  'param.page': 'Itzuli beharreko emaitza-orria.',
  'param.per_page': 'Orri bakoitzeko emaitza kopurua; 50 baino balio handiagoak 50 gisa hartzen dira.',
  'param.start_date':
    'Data honetan edo geroago hasten diren ekitaldiak soilik: YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS], ISO 8601 edo unix denbora-marka bat. Lehenetsia: atzo.',
  'param.end_date':
    'Data honetan edo lehenago amaitzen diren ekitaldiak soilik. Lehenetsia: hemendik 24 hilabetera.',
  'param.starts_before': 'Data hau baino lehen hasten diren ekitaldiak soilik.',
  'param.starts_after': 'Data hau baino geroago hasten diren ekitaldiak soilik.',
  'param.ends_before': 'Data hau baino lehen amaitzen diren ekitaldiak soilik.',
  'param.ends_after': 'Data hau baino geroago amaitzen diren ekitaldiak soilik.',
  'param.strict_dates':
    'Datak emandako orduetan aplikatzen ditu; false bada, datek egun osoak hartzen dituzte gunearen ordu-eremuan.',
  'param.search':
    'Testuan denak agertu behar diren hitzak, edukiaren hizkuntzan (maiuskulak eta azentuak kontuan hartu gabe).',
  'param.categories':
    'Kategoria hauetako batean dauden ekitaldiak soilik: id-ak edo slug-ak, array gisa edo komaz bereizitako zerrenda gisa.',
  'param.tags':
    'Etiketa hauetako bat duten ekitaldiak soilik: id-ak edo slug-ak, array gisa edo komaz bereizitako zerrenda gisa.',
  'param.venue': 'Leku hauetako batean egiten diren ekitaldiak soilik (id-ak).',
  'param.organizer': 'Antolatzaile hauetako batek antolatutako ekitaldiak soilik (id-ak).',
  'param.featured': 'Nabarmendutako ekitaldiak soilik (true) edo nabarmendu gabeak soilik (false).',
  'param.ticketed': 'Sarrerak dituzten (true) edo ez dituzten (false) ekitaldiak soilik.',
  'param.status':
    'Egoera hau duten erregistroak soilik. Autentifikatzen ez denak argitaratutako erregistroak soilik ikusten ditu; autentifikatzen denak komaz bereizitako zerrenda bat eman dezake.',
  'param.geoloc': 'Lekuak koordenatuak dituen ekitaldiak soilik.',
  'param.geoloc_lat': 'Lekuak gertu izan behar duen puntuaren latitudea; geoloc_lng-rekin batera ematen da.',
  'param.geoloc_lng': 'Lekuak gertu izan behar duen puntuaren longitudea; geoloc_lat-ekin batera ematen da.',
  'param.geoloc_radius': 'Puntura dagoen distantziarik handiena, kilometrotan.',
  'param.include': 'Id hauek dituzten ekitaldiak soilik; kasu horretan ez da data-leihoa aplikatzen.',
  'param.post_parent': 'Gurasoa ekitaldi hau duten ekitaldiak soilik.',
  'param.translation_language': 'Edukiaren hizkuntza; ibilbidearen hizkuntza-aurrizkiaren gainetik dago.',
  'param.password': 'Pasahitzez babestutako ekitaldi baten pasahitza.',
  'param.force': 'Betiko ezabatu, zakarrontzira eraman beharrean (administratzaileek eta editoreek soilik).',
  'param.title': 'Ekitaldiaren izenburua.',
  'param.description': 'Deskribapena (HTML).',
  'param.excerpt': 'Laburpena (HTML).',
  'param.slug':
    'Slug-a, bakarra erregistro-mota eta hizkuntza bakoitzeko; ematen ez bada, izenetik sortzen da.',
  'param.cost': 'Prezioa, erakusten den moduan; adibidez, "10 - 25 €" edo "Doako".',
  'param.cost_currency_symbol':
    'Ekitaldiaren beraren moneta-ikurra (gehienez 10 karaktere), zenbateko bakoitzaren aurretik edo ondoren erakusten dena; "" balioak prezioaren testutik irakurtzen du berriro.',
  'param.cost_currency_position':
    'Ekitaldiaren moneta-ikurra zenbatekoaren aurretik (prefix) edo ondoren (postfix) doan; "" balioak prezioaren testutik irakurtzen du berriro.',
  'param.cost_currency_code':
    'Ekitaldiaren beraren moneta, ISO 4217 kode gisa, adibidez EUR; "" balioak prezioaren testutik irakurtzen du berriro.',
  'field.EventRevision.cost_currency_symbol':
    'Ekitaldiaren beraren moneta-ikurra, zen bezala ("": prezioaren testutik irakurria).',
  'field.EventRevision.cost_currency_position':
    'Ikurra non zegoen, prefix edo postfix, zen bezala ("": prezioaren testutik irakurria).',
  'field.EventRevision.cost_currency_code':
    'Ekitaldiaren beraren monetaren ISO 4217 kodea, zen bezala ("": prezioaren testutik irakurria).',
  'param.author': 'Egile den erabiltzailearen id-a.',
  'param.date': 'Argitalpen-data, gunearen ordu-eremuan.',
  'param.date_utc': 'Argitalpen-data, UTCn.',
  'param.timezone': 'Ekitaldiaren ordu-eremua: IANA izen bat, Europe/Madrid adibidez, edo UTC.',
  'param.all_day': 'Ekitaldiak egun osoak irauten dituen ala ez.',
  'param.image':
    'Deitzaileak ikus dezakeen mediatekako irudi baten id-a (POST /media, GET /media) edo URL bat; false, null, "" edo 0 balioek kendu egiten dute.',
  'param.website': 'Webgunearen URLa; "" balioak kendu egiten du.',
  'param.show_map': 'Mapa bat erakutsi behar den ala ez.',
  'param.show_map_link': 'Mapa baterako esteka bat erakutsi behar den ala ez.',
  'param.hide_from_listings': 'Ekitaldia ekitaldi-zerrendetatik kanpo utzi behar den ala ez.',
  'param.sticky': 'Ekitaldia egutegiaren ikuspegietan goian mantendu behar den ala ez.',
  'param.translations':
    'Testu-eremuak hainbat hizkuntzatan aldi berean (JSON gorputzetan soilik); adibidez, { "eu": { "title": "..." } }.',
  'param.venue_name': 'Lekuaren izena.',
  'param.organizer_name': 'Antolatzailearen izena.',
  'param.address': 'Kale-helbidea.',
  'param.city': 'Hiria.',
  'param.country': 'Herrialdea.',
  'param.province': 'Probintzia.',
  'param.state': 'Estatua.',
  'param.zip': 'Posta-kodea.',
  'param.phone': 'Telefono-zenbakia.',
  'param.stateprovince':
    'Erakusten den estatua edo probintzia; ematen ez bada, herrialdetik, estatutik eta probintziatik hartzen da.',
  'param.geo_lat': 'Lekuaren latitudea; null edo "" balioek kendu egiten dute.',
  'param.geo_lng': 'Lekuaren longitudea; null edo "" balioek kendu egiten dute.',
  'param.email': 'Helbide elektronikoa.',
  'param.name': 'Terminoaren izena.',
  'param.parent': 'Kategoria gurasoaren id-a; 0, gurasorik ez badu.',
  'param.exclude': 'Id hauek dituzten terminoak kanpoan uzten ditu.',
  'param.order': 'Ordenatzeko norabidea.',
  'param.orderby': 'Ordenatzeko erabiltzen den terminoaren atributua.',
  'param.hide_empty': 'Argitaratutako ekitaldi batek ere erabiltzen ez dituen terminoak ezkutatzen ditu.',
  'param.post': 'Ekitaldi honen terminoak soilik.',
  'param.event': 'Ekitaldi honi lotutako erregistroak soilik.',
  'param.has_events':
    'Deitzaileak ikus ditzakeen ekitaldiak dituzten (true) edo ez dituzten (false) erregistroak soilik.',
  'param.only_with_upcoming': 'Oraindik amaitu ez diren ekitaldiak dituzten erregistroak soilik.',
  'param.namespace': 'Izen-espazioa.',
  'param.context': 'Eskaeraren testuingurua.',
  'param.event_start_date': 'Ekitaldia noiz hasten den, ekitaldiaren ordu-eremuko tokiko orduan.',
  'param.event_end_date':
    'Ekitaldia noiz amaitzen den, ekitaldiaren ordu-eremuko tokiko orduan; ez hasiera baino lehen.',
  'param.event_featured': 'Ekitaldia nabarmenduta dagoen ala ez.',
  'param.event_ticketed': 'Ekitaldiak sarrerak dituen ala ez.',
  'param.event_post_parent': 'Ekitaldi gurasoaren id-a; 0, gurasorik ez badu.',
  'param.event_venue':
    'Lekua: id bat, {"id": ...} edo lekuaren eremuak dituen objektu bat (izen bereko leku bat berrerabiltzen da); 0, "" edo [] balioek kendu egiten dute.',
  'param.event_organizer':
    'Antolatzaileak: id-ak (array bat edo komaz bereizitako zerrenda bat), {"id": ...} objektuak edo antolatzailearen eremuak dituzten objektuak; [] balioak denak kentzen ditu.',
  'param.event_categories':
    'Kategoriak: id-ak, izenak edo slug-ak (izen ezezagun batek kategoria sortzen du); "" edo [] balioek denak kentzen dituzte.',
  'param.event_tags':
    'Etiketak: id-ak, izenak edo slug-ak (izen ezezagun batek etiketa sortzen du); "" edo [] balioek denak kentzen dituzte.',
  'param.post_status':
    'Egoera. Argitaratu ezin duten rolentzat, publish eta future pending bihurtzen dira, eta egoerarik gabe draft geratzen da.',
  'param.event_password': 'Ekitaldiaren pasahitza ezartzen du; "" balioak kendu egiten du.',
  'param.term_search': 'Izenean edo slug-ean testu hau duten terminoak soilik.',
  'param.term_slug': 'Slug hau duen terminoa soilik.',
  'param.term_include': 'Id hauek dituzten terminoak soilik.',
  'param.term_parent': 'Kategoria honen umeak soilik; 0, lehen mailako kategorientzat.',
  'param.feed_per_page':
    'Jarioko ekitaldi kopurua; lehenetsia 200, eta 500etik gorako balioak 500 balira bezala hartzen dira.',
  'param.occurrences_start_date':
    'Data honetan edo geroago hasten diren gertaldiak soilik: YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS], ISO 8601 edo unix denbora-marka bat. Lehenetsia: bat ere ez (lehen gertalditik).',
  'param.occurrences_end_date':
    'Data honetan edo lehenago amaitzen diren gertaldiak soilik. Lehenetsia: bat ere ez (azken gertaldira arte).',
  'param.feed_start_date':
    'Data honetan edo geroago hasten diren ekitaldiak soilik: YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS], ISO 8601 edo unix denbora-marka bat. Lehenetsia: duela 30 egun.',
  'param.widget_language':
    'Script honek sortzen dituen widgeten hizkuntza, lang atributurik ez dutenean; hizkuntza-aurrizkiaren gainetik dago. Bietako bat ere ez badago, widgetek orriaren eta nabigatzailearen hizkuntza hartzen dute.',
  'param.modified_after':
    'Une honen ondoren aldatutako erregistroak soilik (une hori kanpo), modified_utc-rekin alderatuta: YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS] (gunearen ordu-eremuan), ISO 8601 desfasearekin edo Z-rekin, edo unix denbora-marka bat. Horrela iragazitako ekitaldi-zerrendak ez du data-leiho lehenetsirik. Zerrendek ez dute ezabatutakoa erakusten: horretarako, jarraitu GET /changes.',
  'param.modified_before':
    'Une hau baino lehen aldatutako erregistroak soilik (une hori kanpo), modified_utc-rekin alderatuta.',
  'param.sync_token':
    'Aurreko orriaren next_sync_token, jaso bezala. Hori gabe, sinkronizazio osoa: deitzaileak ikus ditzakeen erregistro guztiak.',
  'param.facets':
    'Zenbatu beharreko fazetak (categories, tags, venue, organizer, weekday, time_of_day, price, event_language, accessibility, event_status, attendance_mode); lehenespenez, denak.',
  'param.changes_types':
    'Jarraitu beharreko erregistro motak: event, venue, organizer, category, tag (array bat edo komaz bereizitako zerrenda bat). Lehenetsia: guztiak. Token batek sortu zen motekin bakarrik balio du.',
  'param.changes_per_page': 'Orri bateko aldaketa kopurua, 1etik 100era.',
  'param.changes_include':
    'data: sortutako edo aldatutako erregistro bakoitza bere zerrendak erakusten duen bezala; ids: haren mota eta IDa soilik.',

  'op.namespace.index': 'Izen-espazioaren aurkibidea',
  'op.namespace.doc': 'OpenAPI dokumentu hau',
  'op.namespace.reference': 'Erreferentzia hau web orri gisa',
  'op.events.list': 'Ekitaldiak zerrendatu',
  'op.events.create': 'Ekitaldi bat sortu',
  'op.events.read': 'Ekitaldi bat irakurri',
  'op.events.update': 'Ekitaldi bat aldatu',
  'op.events.delete': 'Ekitaldi bat ezabatu',
  'op.events.read.slug': 'Ekitaldi bat irakurri bere slug-aren bidez',
  'op.events.update.slug': 'Ekitaldi bat aldatu bere slug-aren bidez',
  'op.events.delete.slug': 'Ekitaldi bat ezabatu bere slug-aren bidez',
  'op.venues.list': 'Lekuak zerrendatu',
  'op.venues.create': 'Leku bat sortu',
  'op.venues.read': 'Leku bat irakurri',
  'op.venues.update': 'Leku bat aldatu',
  'op.venues.delete': 'Leku bat ezabatu',
  'op.venues.read.slug': 'Leku bat irakurri bere slug-aren bidez',
  'op.venues.update.slug': 'Leku bat aldatu bere slug-aren bidez',
  'op.venues.delete.slug': 'Leku bat ezabatu bere slug-aren bidez',
  'op.organizers.list': 'Antolatzaileak zerrendatu',
  'op.organizers.create': 'Antolatzaile bat sortu',
  'op.organizers.read': 'Antolatzaile bat irakurri',
  'op.organizers.update': 'Antolatzaile bat aldatu',
  'op.organizers.delete': 'Antolatzaile bat ezabatu',
  'op.organizers.read.slug': 'Antolatzaile bat irakurri bere slug-aren bidez',
  'op.organizers.update.slug': 'Antolatzaile bat aldatu bere slug-aren bidez',
  'op.organizers.delete.slug': 'Antolatzaile bat ezabatu bere slug-aren bidez',
  'op.categories.list': 'Ekitaldi-kategoriak zerrendatu',
  'op.categories.create': 'Ekitaldi-kategoria bat sortu',
  'op.categories.read': 'Ekitaldi-kategoria bat irakurri',
  'op.categories.update': 'Ekitaldi-kategoria bat aldatu',
  'op.categories.delete': 'Ekitaldi-kategoria bat ezabatu',
  'op.tags.list': 'Etiketak zerrendatu',
  'op.tags.create': 'Etiketa bat sortu',
  'op.tags.read': 'Etiketa bat irakurri',
  'op.tags.update': 'Etiketa bat aldatu',
  'op.tags.delete': 'Etiketa bat ezabatu',
  'op.events.feed': 'Harpidetu ekitaldietara (iCalendar)',
  'op.events.calendar': 'Gehitu ekitaldi bat egutegi batera (iCalendar)',
  'op.widget.script': 'Txerta daitekeen ekitaldien widgeta',
  'op.widget.demo': 'Widgetaren erakustaldi-orria',
  'op.changes.changes': 'Aldaketei jarraitu (sinkronizazioa)',

  'opd.namespace.index':
    'Izen-espazioaren ibilbide guztiak, beren metodo eta parametroekin, WordPressek zerrendatzen dituen moduan.',
  'opd.namespace.doc':
    'Dokumentu hau, zerbitzuak eskaerak balioztatzeko erabiltzen dituen eskemetatik sortua, deskribapenak edukiaren hizkuntzan dituela.',
  'opd.namespace.reference':
    'HTML orri bat, bere hizkuntza-aurrizkiaren OpenAPI dokumentua (/doc) Scalar-ekin erakusten duena: ibilbide, parametro eta eremu guztiak, eskaerak probatzeko formulario batekin. Bere scripta zerbitzuaren baliabide estatiko bat da, beraz ez du beste inongo gunerik behar.',
  'opd.events.list':
    'Ekitaldiak hasieraren arabera ordenatuta, eta gero id-aren arabera (include erabiltzean, argitalpen-dataren arabera). Data-parametrorik gabe, leihoa atzotik hemendik 24 hilabetera doa. Zerrendetatik ezkutatutako ekitaldiak kanpoan geratzen dira; pasahitzez babestutakoak eremu babestuak hutsik dituztela agertzen dira.',
  'opd.events.create':
    'Laguntzaile, egile, editore edo administratzaile izan behar da; laguntzaile baten ekitaldiak zirriborro edo zain geratzen dira.',
  'opd.events.read': 'Pasahitzez babestutako ekitaldi batek bere pasahitza behar du.',
  'opd.events.update':
    'Bidalitako eremuak soilik aldatzen dira; POST, PUT eta PATCH berdin portatzen dira. Hizkuntza batean idazteak hizkuntza horretako testua gehitzen edo aldatzen du.',
  'opd.events.delete': 'Ekitaldia zakarrontzira eramaten du; force=true erabiliz, betiko ezabatzen da.',
  'opd.linked.list': 'Edukiaren hizkuntzako izenaren arabera ordenatuta, eta gero id-aren arabera.',
  'opd.linked.create':
    'Zakarrontzian ez dagoen erregistro baten izena (eta deskribapena) bidaltzen bada, erregistro hori itzultzen da.',
  'opd.linked.read': 'Argitaratu gabeko erregistroak irakurtzeko baimenak behar dira.',
  'opd.linked.update':
    'Bidalitako eremuak soilik aldatzen dira; POST, PUT eta PATCH berdin portatzen dira. Hizkuntza batean idazteak hizkuntza horretako testua gehitzen edo aldatzen du.',
  'opd.linked.delete':
    'Erregistroa zakarrontzira eramaten du eta bere ekitaldietatik askatzen du; force=true erabiliz, betiko ezabatzen da.',
  'opd.terms.list':
    'orderby eta order parametroen arabera ordenatuta; argitaratutako ekitaldi batek ere erabiltzen ez dituen terminoak ezkutatu egiten dira, hide_empty=false ez bada.',
  'opd.terms.create':
    'Editore edo administratzaile izan behar da. Guraso berean dagoeneko erabilitako izen bat baztertu egiten da.',
  'opd.terms.read': 'Edozein termino irakur daiteke, ekitaldiek erabili ala ez.',
  'opd.terms.update':
    'Editore edo administratzaile izan behar da. Bidalitako eremuak soilik aldatzen dira; POST, PUT eta PATCH berdin portatzen dira.',
  'opd.terms.delete':
    'Terminoa betiko ezabatzen du eta bere ekitaldietatik kentzen du. Editore edo administratzaile izan behar da.',
  'opd.events.feed':
    'GET /events-eko ekitaldiak iCalendar (RFC 5545) jario gisa, iragazki berekin, edukiaren hizkuntzan. Orduak UTCn daude; egun osoko ekitaldiak datak dira, azken eguna kanpoan utzita. UIDak event-{id}@{host} dira; SEQUENCE handitu egiten da aldaketa bakoitzean. Pasahitzez babestutako ekitaldiek izenburua, datak eta orria baino ez dute erakusten; zerrendetatik ezkutatutako ekitaldiak ez daude.',
  'opd.events.calendar':
    'Ekitaldi bat iCalendar (RFC 5545) fitxategi gisa, deskargatu eta egutegi-aplikazio batera inportatzeko, edukiaren hizkuntzan, GET /events/{id}-k irakurtzen duen bezala irakurria: zakarrontzian dauden eta irakur ezin diren ekitaldiek 403 ematen dute. Bere VEVENTa jarioarena da (orduak UTCn, UIDa event-{id}@{host}); fitxategiak ez du egutegi-izenik. Pasahitzez babestutako ekitaldi batek, pasahitzik gabe, izenburua, datak eta orria baino ez ditu erakusten.',
  'opd.widget.script':
    'Mendekotasunik gabeko web osagaia: gehitu <script src=".../widget.js"> eta <events-calendar lang="eu" categories="..." per-page="5"></events-calendar> orri bati. API honetako hurrengo ekitaldiak erakusten ditu, orriz orri, eta CSS propietate pertsonalizatuekin apain daiteke (--ec-accent, --ec-font, --ec-bg, --ec-text, --ec-radius). view="month" atributuarekin hilabeteko sareta erakusten du (ARIAren sareta-eredua: geziak, Page Up/Down); ekitaldi bakoitzak egutegira gehitzeko estekak ditu (bere .ics-a eta Google Calendar), eta widgetak webcal: harpidetza bat bere iragazkiekin.',
  'opd.widget.demo':
    'Widgeta bi hizkuntzatan erakusten duen HTML orria, bietako bat beste itxura batekin, txertatzeko kodearekin.',
  'opd.changes.changes':
    'Sinkronizazio-token batetik aurrera aldatu dena, aldaketak baieztatu ziren ordenan: erregistro bakoitza behin, bere azken aldaketaren ondoren, sortu edo aldatu gisa (upsert, bere datuekin) edo kentze gisa (remove: ezabatua, edo deitzaileak jada ikusten ez duena). Tokenik gabe, sinkronizazio osoak deitzaileak ikus ditzakeen erregistro guztiak itzultzen ditu. Orri bakoitza jarraitzeko next_sync_token batekin amaitzen da, eta has_more-k esaten du orain jarraitu behar den. Token bat baztertzen da (410) 90 egun baino zaharragoa bada, ondorengo ezabaketa bat ahaztu bada, edo beste deitzaile batek edo beste mota batzuekin erabiltzen badu: hasi berriro tokenik gabe. Lekuen, antolatzaileen eta terminoen aldaketak haientzat jakinarazten dira, ez haiek barneratzen dituzten ekitaldientzat.',

  'res.index': 'Izen-espazioaren aurkibidea.',
  'res.doc': 'OpenAPI 3.1 dokumentua.',
  'res.reference': 'Erreferentzia-orria (text/html).',
  'res.list': 'Emaitzen orri bat.',
  'res.create': 'Sortutako erregistroa.',
  'res.read': 'Erregistroa.',
  'res.update': 'Aldatutako erregistroa.',
  'res.delete.posts':
    'Zakarrontzira eramandako erregistroa edo, force=true erabiliz, ezabatutako erregistroa.',
  'res.delete.terms': 'Ezabatutako terminoa.',
  'res.not_modified': 'Aldaketarik ez: If-None-Match goiburuan emandako ETag-a oraindik baliozkoa da.',
  'res.feed': 'iCalendar jarioa (text/calendar).',
  'res.calendar': 'Ekitaldiaren iCalendar fitxategia (text/calendar), eranskin gisa bidalia.',
  'res.script': 'Widgetaren scripta (text/javascript).',
  'res.demo': 'Erakustaldi-orria (text/html).',
  'res.changes': 'Aldaketen orri bat, jarraitzeko tokenarekin.',
  'res.facets': 'Fazeta bakoitzeko balio bakoitzak zenbat ekitaldi zerrendatuko lituzkeen.',
  'header.total': 'Kontsultarekin bat datozen erregistroen kopurua.',
  'header.total_pages': 'Orrien kopurua.',
  'header.link': 'Hurrengo eta aurreko orrietarako estekak (rel="next", rel="prev").',
  'header.retry_after': 'Berriro saiatu aurretik itxaron beharreko segundoak.',
  'header.link_next': 'Hurrengo orriaren URLa (rel="next"), has_more true den bitartean.',
  'header.etag':
    'Erregistroaren ETag-a: "v{bertsioa}.{laburpena}". Bertsioa erregistroaren idazketa bakoitzarekin aurreratzen da; itzuli ETag-a If-Match-en bertsio hori bakarrik eguneratzeko edo ezabatzeko, edo If-None-Match-en 304 jasotzeko ezer aldatzen ez den bitartean.',
  'header.idempotent_replayed':
    'true erantzun hau Idempotency-Key bera zuen aurreko eskaera baten gordetako erantzuna denean.',
  'header.if_match':
    'Idatzi erregistroak bertsio honetan jarraitzen badu soilik: erregistroaren ETag bat (W/ onartzen da), komaz bereizitako batzuk, edo * (erregistroa badago). Bestela, 412 uneko ETag-arekin, eta ez da ezer idazten. Derrigorrezkoa (428) zerbitzua horrela konfiguratuta badago.',
  'header.idempotency_key':
    '1 eta 255 ASCII karaktere ikusgarri arteko gako bat, eskaera arriskurik gabe berriro egin ahal izateko: idazketa gehienez behin gertatzen da, eta eskaera beraren berrsaiakerak erantzun bera jasotzen du (Idempotent-Replayed: true). Gako bera beste eskaera batekin 422 da. Gakoak bidali zituen API gakoarenak dira, eta gutxienez 24 orduz gordetzen dira.',
  'header.x_cache':
    'Erantzuna nondik datorren: HIT (ertzeko cachea, eguneratuta), MISS (orain eraikia eta gordea), STALE (azken idazketen aurreko cacheko erantzuna: gehienez 7 s atzeratua berreraikitzen den bitartean, edo gehienez egun batekoa datu-basea eskuragarri ez dagoen bitartean), BYPASS (kredentzialak edo pasahitza dituen eskaera: ez da inoiz cachean gordetzen).',

  'err.400':
    'Parametro bat falta da edo ez da baliozkoa (rest_missing_callback_param, rest_invalid_param, rest_invalid_json).',
  'err.401':
    'Kredentzialak behar dira, edo emandakoak okerrak, gaizki osatuak edo baliogabetuak dira (rest_forbidden).',
  'err.403':
    'Deitzaileak ezin du hau egin, edo erregistroa ez dago eskuragarri, zakarrontzian dago edo pasahitzez babestuta dago.',
  'err.404': 'Erregistroa ez dago, edo orria azkenaren ondotik dago.',
  'err.410':
    'Erregistroa zakarrontzian dago jada, edo sinkronizazio-tokena iraungi da (rest_sync_token_expired): sinkronizatu berriro tokenik gabe.',
  'err.412':
    'Erregistroa aldatu da If-Match-en adierazitako bertsiotik (rest_precondition_failed); data.current_etag da haren uneko ETag-a.',
  'err.413':
    'Eskaeraren gorputza 256 KiB baino handiagoa da (rest_request_too_large), edo igotako fitxategia MEDIA_MAX_BYTES baino handiagoa (rest_upload_file_too_big).',
  'err.422':
    'Idempotency-Key hori beste eskaera baterako erabili zen jada (rest_idempotency_key_reused); igoera hondatua, poliglota edo pixel gehiegikoa (rest_upload_damaged_file, rest_upload_too_many_pixels).',
  'err.428': 'Zerbitzu honek If-Match eskatzen du eguneratze eta ezabaketetan (rest_precondition_required).',
  'err.429':
    'Bezero honetatik huts egindako autentifikazio gehiegi (rest_too_many_requests); saiatu berriro Retry-After goiburuko segundoak igaro ondoren.',
  'err.500': 'Ustekabeko errore bat (rest_internal_error); eskaeraren id-ak identifikatzen du.',
  'err.503':
    'Datu-basea ez dago eskuragarri une batez (rest_unavailable); saiatu berriro Retry-After goiburuko segundoak igaro ondoren.',

  'schema.Event':
    'Ekitaldi bat. Pasahitzik gabe zerrendatutako ekitaldi babestu batek eremu babestuak hutsik eta adierazleak null ditu.',
  'schema.Venue': 'Leku bat. Eremu hutsak ez dira agertzen.',
  'schema.Organizer': 'Antolatzaile bat. Eremu hutsak ez dira agertzen.',
  'schema.Term': 'Kategoria bat edo etiketa bat (TECen Term-a).',
  'schema.Category': 'Ekitaldi-kategoria bat.',
  'schema.Tag': 'Etiketa bat.',
  'schema.EmbeddedTerm': 'Kategoria edo etiketa bat, ekitaldi baten barruan agertzen den moduan.',
  'schema.TermUrls': 'Termino baten API URLak.',
  'schema.DateDetails': 'Data baten zatiak, ezkerrean zeroak dituzten kate gisa.',
  'schema.CostDetails': 'Prezioa, aztertuta.',
  'schema.Image': 'Irudi bat.',
  'schema.ImageSize': 'Irudi baten tamaina bat.',
  'schema.Translations': 'Erregistro batek testua duen hizkuntzak: hizkuntza-kodea -> slug-a eta API URLa.',
  'schema.TranslationLink': 'Erregistro bat hizkuntza batean.',
  'schema.EventJsonLd': 'schema.org-eko Event bat.',
  'schema.PlaceJsonLd': 'schema.org-eko Place bat.',
  'schema.PersonJsonLd': 'schema.org-eko Person bat.',
  'schema.PostalAddress': 'schema.org-eko PostalAddress bat.',
  'schema.GeoCoordinates': 'schema.org-eko GeoCoordinates objektu bat.',
  'schema.Offer': 'schema.org-eko Offer bat.',
  'schema.EventList': 'Ekitaldien orri bat.',
  'schema.VenueList': 'Lekuen orri bat.',
  'schema.OrganizerList': 'Antolatzaileen orri bat.',
  'schema.CategoryList': 'Ekitaldi-kategorien orri bat.',
  'schema.TagList': 'Etiketen orri bat.',
  'schema.EventDeleted': 'Betiko ezabatutako ekitaldi bat.',
  'schema.VenueDeleted': 'Betiko ezabatutako leku bat.',
  'schema.OrganizerDeleted': 'Betiko ezabatutako antolatzaile bat.',
  'schema.Error': 'Errore bat. HTTP egoera data.status-en berdina da.',
  'schema.ErrorData': 'Errore baten xehetasunak.',
  'schema.NamespaceIndex': 'Izen-espazioaren aurkibidea, WordPressek ematen duen moduan.',
  'schema.IndexRoute': 'Izen-espazioaren aurkibideko ibilbide bat.',
  'schema.IndexEndpoint': 'Ibilbide baten metodo-talde bat eta haren parametroak.',
  'schema.IndexArg': 'Endpoint baten parametro bat.',
  'schema.OpenApiDocument': 'OpenAPI 3.1 dokumentu bat.',
  'schema.EventCreate': 'Ekitaldi berri baten eremuak.',
  'schema.EventUpdate': 'Ekitaldi batean aldatzen diren eremuak.',
  'schema.EventUpdateBySlug': 'Ekitaldi batean aldatzen diren eremuak, pasahitza izan ezik.',
  'schema.VenueCreate': 'Leku berri baten eremuak.',
  'schema.VenueUpdate': 'Leku batean aldatzen diren eremuak.',
  'schema.OrganizerCreate': 'Antolatzaile berri baten eremuak.',
  'schema.OrganizerUpdate': 'Antolatzaile batean aldatzen diren eremuak.',
  'schema.CategoryCreate': 'Ekitaldi-kategoria berri baten eremuak.',
  'schema.CategoryUpdate': 'Ekitaldi-kategoria batean aldatzen diren eremuak.',
  'schema.TagCreate': 'Etiketa berri baten eremuak.',
  'schema.TagUpdate': 'Etiketa batean aldatzen diren eremuak.',
  'schema.ChangeFeed': 'Aldaketa-jarioaren orri bat.',
  'schema.EventFacets': 'Fazeta bakoitzeko balio bakoitzak zenbat ekitaldi zerrendatuko lituzkeen.',
  'schema.Change': 'Aldaketa bat: sortu edo aldatu (upsert) edo kendu (remove).',
  'schema.ChangeUpsert': 'Deitzaileak ikus dezakeen erregistro bat sortu edo aldatu da.',
  'schema.ChangeRemove': 'Deitzaileak jada ikus ezin duen erregistro bat.',

  'field.id': 'Id-a.',
  'field.global_id': 'Erregistroa guneen artean identifikatzen duen id-a: {host}?id={id}.',
  'field.global_id_lineage': 'Erregistroaren jatorriaren id globalak, berea barne.',
  'field.author': 'Egile den erabiltzailearen id-a, kate gisa.',
  'field.status': 'Argitalpenaren egoera.',
  'field.date': 'Argitalpen-data, gunearen ordu-eremuan.',
  'field.date_utc': 'Argitalpen-data, UTCn.',
  'field.modified': 'Azken aldaketaren data, gunearen ordu-eremuan.',
  'field.modified_utc': 'Azken aldaketaren data, UTCn.',
  'field.url': 'Orri publikoaren URLa.',
  'field.rest_url': 'Erregistroaren URLa API honetan.',
  'field.description': 'Deskribapena (HTML).',
  'field.excerpt': 'Laburpena (HTML).',
  'field.slug': 'Slug-a edukiaren hizkuntzan.',
  'field.image': 'Irudi nabarmendua.',
  'field.website': 'Webgunearen URLa.',
  'field.phone': 'Telefono-zenbakia.',
  'field.email': 'Helbide elektronikoa.',
  'field.show_map': 'Mapa bat erakusten den ala ez.',
  'field.show_map_link': 'Mapa baterako esteka bat erakusten den ala ez.',
  'field.json_ld': 'Erregistroaren schema.org deskribapena (erregistro bakarra irakurtzean soilik).',
  'field.lang': 'Testu-eremuen hizkuntza, behar izanez gero beste hizkuntza batera jo ondoren.',
  'field.translations': 'Erregistroak testua duen hizkuntzak, bakoitzean bere slug-a eta API URLa dituela.',
  'field.address': 'Kale-helbidea.',
  'field.city': 'Hiria.',
  'field.country': 'Herrialdea.',
  'field.province': 'Probintzia.',
  'field.state': 'Estatua.',
  'field.zip': 'Posta-kodea.',
  'field.stateprovince': 'Erakusten den estatua edo probintzia.',
  'field.geo_lat': 'Latitudea.',
  'field.geo_lng': 'Longitudea.',
  'field.namespace': 'Izen-espazioa: site/events/v1.',

  'field.Event.title': 'Izenburua.',
  'field.Event.image': 'Irudi nabarmendua, edo false.',
  'field.Event.all_day': 'Ekitaldiak egun osoak irauten dituen ala ez (00:00:00etik 23:59:59ra).',
  'field.Event.start_date': 'Ekitaldia noiz hasten den, bere ordu-eremuko tokiko orduan.',
  'field.Event.start_date_details': 'start_date-ren zatiak.',
  'field.Event.end_date': 'Ekitaldia noiz amaitzen den, bere ordu-eremuko tokiko orduan.',
  'field.Event.end_date_details': 'end_date-ren zatiak.',
  'field.Event.utc_start_date': 'Ekitaldia noiz hasten den, UTCn.',
  'field.Event.utc_start_date_details': 'utc_start_date-ren zatiak.',
  'field.Event.utc_end_date': 'Ekitaldia noiz amaitzen den, UTCn.',
  'field.Event.utc_end_date_details': 'utc_end_date-ren zatiak.',
  'field.Event.timezone': 'Ekitaldiaren IANA ordu-eremua.',
  'field.Event.timezone_abbr': 'Hasieran indarrean dagoen ordu-eremuaren laburdura (CET, CEST, UTC...).',
  'field.Event.cost': 'Prezioa, erakusten den moduan, edukiaren hizkuntzan.',
  'field.Event.cost_details': 'Prezioa, aztertuta.',
  'field.Event.website': 'Ekitaldiaren webgunearen URLa, edo "".',
  'field.Event.hide_from_listings': 'Ekitaldia ekitaldi-zerrendetatik kanpo geratzen den ala ez.',
  'field.Event.sticky': 'Ekitaldia egutegiaren ikuspegietan goian mantentzen den ala ez.',
  'field.Event.featured': 'Ekitaldia nabarmenduta dagoen ala ez.',
  'field.Event.categories': 'Ekitaldiaren kategoriak.',
  'field.Event.tags': 'Ekitaldiaren etiketak.',
  'field.Event.venue':
    'Lekua: objektu bat leku bakarra badago, array bat hainbat badaude, [] bat ere ez badago.',
  'field.Event.organizer': 'Ekitaldiaren antolatzaileak.',
  'field.Event.custom_fields': 'Beti hutsik (erreserbatua).',
  'field.Event.ticketed': 'Ekitaldiak sarrerak dituen ala ez.',
  'field.Event.post_parent': 'Ekitaldi gurasoaren id-a (ekitaldia parte den jaialdia); 0, gurasorik ez badu.',
  'field.Venue.venue': 'Lekuaren izena.',
  'field.Organizer.organizer': 'Antolatzailearen izena.',

  'field.Term.name': 'Terminoaren izena.',
  'field.Term.description': 'Terminoaren deskribapena.',
  'field.Term.slug': 'Terminoaren slug-a edukiaren hizkuntzan.',
  'field.Term.taxonomy': 'Taxonomia: tribe_events_cat kategorientzat, post_tag etiketentzat.',
  'field.Term.parent': 'Kategoria gurasoaren id-a; 0, gurasorik ez badu.',
  'field.Term.count': 'Terminoa erabiltzen duten argitaratutako ekitaldien kopurua.',
  'field.Term.meta': 'Beti hutsik (erreserbatua).',
  'field.Term.url':
    'Terminoaren artxibo-orri publikoaren URLa; kategoria alaba batena bere arbasoen slugen azpian doa, TECen bezala (/events/category/music/jazz/).',
  'field.Term.urls': 'Terminoaren, haren zerrendaren eta haren kategoria gurasoaren API URLak.',
  'field.EmbeddedTerm.term_group': 'Beti 0 (WordPressen termino-taldea).',
  'field.EmbeddedTerm.term_taxonomy_id': 'Terminoaren taxonomia-id-a; terminoaren id-aren berdina.',
  'field.EmbeddedTerm.filter': 'Beti "raw" (WordPressen iragazte-testuingurua).',
  'field.TermUrls.self': 'Terminoaren API URLa.',
  'field.TermUrls.collection': 'Termino-zerrendaren API URLa.',
  'field.TermUrls.up': 'Kategoria gurasoaren API URLa, baldin badago.',

  'field.DateDetails.year': 'Urtea, lau zifrarekin.',
  'field.DateDetails.month': 'Hilabetea, bi zifrarekin.',
  'field.DateDetails.day': 'Eguna, bi zifrarekin.',
  'field.DateDetails.hour': 'Ordua, bi zifrarekin.',
  'field.DateDetails.minutes': 'Minutuak, bi zifrarekin.',
  'field.DateDetails.seconds': 'Segundoak, bi zifrarekin.',
  'field.CostDetails.currency_symbol': 'Monetaren ikurra; adibidez, €.',
  'field.CostDetails.currency_code': 'Monetaren ISO 4217 kodea; adibidez, EUR.',
  'field.CostDetails.currency_position':
    'Ikurra non idazten den: prefix (aurretik), postfix (atzetik) edo "", ezezaguna bada.',
  'field.CostDetails.values':
    'Prezioaren zenbatekoak zenbakizko kate gisa, txikienetik handienera; ["0"], doakoa bada.',
  'field.Image.url': 'Irudiaren URLa tamaina osoan.',
  'field.Image.id': 'Irudi-erregistroaren id-a; 0, URL bidez emandako irudi batentzat.',
  'field.Image.extension': 'Fitxategiaren luzapena.',
  'field.Image.width': 'Zabalera pixeletan; 0, ezezaguna bada.',
  'field.Image.height': 'Altuera pixeletan; 0, ezezaguna bada.',
  'field.Image.sizes': 'Irudiaren beste tamainak, izenaren arabera.',
  'field.ImageSize.width': 'Zabalera pixeletan.',
  'field.ImageSize.height': 'Altuera pixeletan.',
  'field.ImageSize.mime-type': 'Fitxategiaren multimedia-mota.',
  'field.ImageSize.url': 'Tamaina honen URLa.',
  'field.TranslationLink.slug': 'Slug-a hizkuntza horretan.',
  'field.TranslationLink.rest_url': 'Erregistroaren API URLa, hizkuntza horren aurrizkiaren azpian.',

  'field.JsonLd.@context': 'JSON-LD testuingurua.',
  'field.JsonLd.@type': 'schema.org mota.',
  'field.JsonLd.name': 'Izena.',
  'field.JsonLd.description': 'Laburpena, edo deskribapena laburpenik ez badago.',
  'field.JsonLd.image': 'Irudiaren URLa.',
  'field.JsonLd.url': 'Ekitaldiaren orriaren URLa.',
  'field.JsonLd.eventAttendanceMode': 'Ekitaldira nola joaten den.',
  'field.JsonLd.eventStatus': 'Ekitaldiaren egoera.',
  'field.JsonLd.startDate': 'Ekitaldia noiz hasten den, ISO 8601 formatuan, ordu-desplazamenduarekin.',
  'field.JsonLd.endDate': 'Ekitaldia noiz amaitzen den, ISO 8601 formatuan, ordu-desplazamenduarekin.',
  'field.JsonLd.location':
    'Non egiten den: aurrez aurre, bere lekua (Place bat); linean, VirtualLocation bat, zeinaren url-a online_url den irakurleak ikus dezakeenean, bestela ekitaldiaren orria; mistoa, biak.',
  'field.JsonLd.organizer': 'Antolatzailea, edo antolatzaileen array bat.',
  'field.JsonLd.offers': 'Prezioa.',
  'field.JsonLd.address': 'Posta-helbide osoa.',
  'field.JsonLd.geo': 'Koordenatuak.',
  'field.JsonLd.telephone': 'Telefono-zenbakia.',
  'field.JsonLd.sameAs': 'Webgunea.',
  'field.JsonLd.email': 'Helbide elektronikoa.',
  'field.JsonLd.streetAddress': 'Kalea eta zenbakia.',
  'field.JsonLd.addressLocality': 'Herria edo hiria.',
  'field.JsonLd.addressRegion': 'Estatua edo probintzia.',
  'field.JsonLd.postalCode': 'Posta-kodea.',
  'field.JsonLd.addressCountry': 'Herrialdea.',
  'field.JsonLd.latitude': 'Latitudea.',
  'field.JsonLd.longitude': 'Longitudea.',
  'field.JsonLd.price': 'Prezioaren zenbateko txikiena.',
  'field.JsonLd.priceCurrency': 'Monetaren kodea.',
  'field.JsonLd.category': 'Beti "primary".',
  'field.JsonLd.availability': 'Beti "https://schema.org/InStock".',
  'field.JsonLd.validFrom': 'Eskaintza noiztik den baliozkoa: argitalpen-data.',
  'field.PlaceJsonLd.url': 'Lekuaren webgunea.',
  'field.PersonJsonLd.url': 'Antolatzailearen webgunea.',

  'field.List.events': 'Orri honetako ekitaldiak.',
  'field.List.venues': 'Orri honetako lekuak.',
  'field.List.organizers': 'Orri honetako antolatzaileak.',
  'field.List.categories': 'Orri honetako kategoriak.',
  'field.List.tags': 'Orri honetako etiketak.',
  'field.List.rest_url': 'Orri honen URL kanonikoa.',
  'field.List.next_rest_url': 'Hurrengo orriaren URLa, baldin badago.',
  'field.List.previous_rest_url': 'Aurreko orriaren URLa, baldin badago.',
  'field.List.total': 'Kontsultarekin bat datozen erregistroen kopurua.',
  'field.List.total_pages': 'Orrien kopurua.',
  'field.Deleted.deleted': 'Beti true: erregistroa betiko ezabatu da.',
  'field.Deleted.previous': 'Erregistroa, ezabatu aurretik zegoen bezala.',
  'field.ChangeFeed.changes': 'Aldaketak, sekuentzia-ordenan.',
  'field.EventFacets.total': 'Iragazkiek zenbat ekitaldi zerrendatzen dituzten.',
  'field.EventFacets.labels': 'Fazeta bakoitzaren izena edukiaren hizkuntzan.',
  'field.EventFacets.facets':
    'Fazeta bakoitzaren balioak (kategoria edo etiketa bat bere slugarekin eta izenarekin, leku edo antolatzaile bat bere IDarekin eta izenarekin, prezioa doan edo gehienezko zenbateko bat), bakoitza beste iragazki guztien pean aukeratuz gero zenbat ekitaldi zerrendatuko lituzkeen.',
  'field.ChangeFeed.next_sync_token':
    'Orri honen ondoren jarraitzeko sync_token gisa bidali beharreko tokena; gorde ezazu geroztik zer aldatu den geroago galdetzeko.',
  'field.ChangeFeed.has_more': 'Oraintxe aldaketa gehiago dauden ala ez.',
  'field.Change.seq': 'Aldaketaren sekuentzia-zenbakia: baieztatutako aldaketa bakoitzarekin hazten da.',
  'field.Change.type': 'Erregistro mota: event, venue, organizer, category edo tag.',
  'field.Change.action': 'upsert (sortua edo aldatua) edo remove (kendua).',
  'field.Change.data': 'Erregistroa bere zerrendak erakusten duen bezala (ez include=ids-ekin).',
  'field.Change.reason':
    'deleted: betiko ezabatua; hidden: deitzaileak ezin du jada ikusi (zakarrontzia, zirriborroa, pribatua...). Gako batekin soilik.',
  'field.Change.at_utc': 'Erregistroa noiz ezabatu zen edo ikusgai egoteari utzi zion, UTCn.',

  'field.Error.code': 'Errore-kodea; adibidez, rest_invalid_param.',
  'field.Error.message': 'Pertsonentzako mezu bat, ingelesez.',
  'field.Error.data': 'Errorearen xehetasunak.',
  'field.ErrorData.status': 'HTTP egoera.',
  'field.ErrorData.request_id': 'Eskaeraren id-a, X-Request-Id goiburuan ere bidaltzen dena.',
  'field.ErrorData.params':
    'Baliozkoak ez diren parametroak, bakoitzaren arrazoiarekin, edo falta direnen izenak.',
  'field.ErrorData.details': 'Beti hutsik.',
  'field.ErrorData.term_id': 'Izen hori dagoeneko duen terminoaren id-a.',
  'field.ErrorData.json_error_message': 'JSON gorputza zergatik ezin izan den irakurri.',
  'field.ErrorData.max_bytes': 'Onartzen den gorputzik handiena, bytetan.',
  'field.ErrorData.current_etag': '412rekin: erregistroaren uneko ETag-a.',
  'field.ErrorData.reason':
    '401 bat: zergatik ez den eskaera autentifikatu (missing: ez da gakorik bidali; malformed: Authorization goiburua ezin da irakurri; invalid: ez dago gako hori). WWW-Authenticate goiburuak ere esaten du.',
  'field.ErrorData.forbidden_ids':
    'Serie baten idazketa batean 403rekin: deitzaileak alda ezin ditzakeen agerraldiak (ez da ezer idatzi).',
  'field.ErrorData.hint':
    'Pertsonentzako esaldi bat: zergatik eta zer egin. TECen code eta message-aren ondoan doa, hitzez hitz TECenak baitira bezeroek konparatzen dituztelako; ingelesez, haiek bezala.',

  'field.NamespaceIndex.routes': 'Izen-espazioaren ibilbide guztiak, WordPressen ibilbide-ereduaren arabera.',
  'field.NamespaceIndex._links': 'Estekak; up gunearen erroa da.',
  'field.IndexRoute.methods': 'Ibilbidearen HTTP metodoak.',
  'field.IndexRoute.endpoints': 'Ibilbidearen endpointak, metodo-talde bakoitzeko bat.',
  'field.IndexRoute._links': 'Ibilbiderako esteka bat, parametrorik gabeko ibilbideentzat.',
  'field.IndexEndpoint.methods': 'Endpointaren HTTP metodoak.',
  'field.IndexEndpoint.args': 'Endpointaren parametroak, izenaren arabera.',
  'field.IndexArg.required': 'Parametroa derrigorrezkoa den ala ez.',
  'field.IndexArg.default': 'Parametroa ematen ez denean erabiltzen den balioa.',
  'field.IndexArg.type': 'Parametroaren mota.',
  'field.IndexArg.description': 'Parametroak zer esan nahi duen, edukiaren hizkuntzan.',
  'field.IndexArg.enum': 'Onartutako balioak.',
  'field.IndexArg.items': 'Array baten elementuen mota.',
  'field.OpenApiDocument.openapi': 'OpenAPI bertsioa.',
  'field.OpenApiDocument.info': 'APIaren izenburua, bertsioa eta deskribapena.',
  'field.OpenApiDocument.components':
    'Ibilbideek aipatzen dituzten eskemak, erantzunak eta segurtasun-eskemak.',
  'field.OpenApiDocument.servers': 'Eskaeraren API erroa, bere hizkuntza-aurrizkiarekin.',
  'field.OpenApiDocument.paths': 'Ibilbide eta metodo guztiak.',
  'op.settings.read': 'Gunearen ezarpenak irakurri',
  'op.settings.update': 'Gunearen ezarpenak aldatu',
  'opd.settings.read':
    'Administratzaileek soilik. Indarrean dagoen ezarpen bakoitza: gordetakoak (inportatzaileak edo hemen ezarriak), bestela wrangler.toml-ekoak.',
  'opd.settings.update':
    'Administratzaileek soilik. Bidalitako ezarpenak ezartzen ditu; null-ek bat kentzen du (wrangler.toml-ek erabakitzen du berriro). Cacheko erantzun guztiak berregiten dira.',
  'res.settings.read': 'Indarrean dauden ezarpenak.',
  'res.settings.update': 'Aldaketaren ondoren indarrean dauden ezarpenak.',
  'param.setting_timezone':
    'Gunearen ordu-eremua (IANA, Europe/Madrid adibidez, edo UTC): zerrenden egunak eta gertaera berriena.',
  'param.setting_default_language': 'Hizkuntza-aurrizkirik gabeko helbideen hizkuntza (eu, ca, en, gl, es).',
  'param.setting_site_name': 'Gunearen izena, bere orrien izenburuetan.',
  'param.setting_site_url': 'Orri publikoen URLen oinarria (http(s) URL bat).',
  'param.setting_currency_symbol':
    'Gertaerak bat ere izendatzen ez duen zenbatekoen moneta-ikurra (hutsik: bat ere ez).',
  'param.setting_currency_position': 'Ikur hori non doan: prefix (aurretik) edo postfix (atzetik).',
  'param.setting_currency_code': 'Kostuak bat ere izendatzen ez duen prezioen ISO 4217 kodea (JSON-LD).',
  'param.setting_hide_cancelled_events':
    'Egutegiaren ikuspegiek eta widgetak bertan behera utzitako ekitaldiak kanpoan uzten dituzten (APIaren zerrendek ez dituzte inoiz kanpoan uzten).',
  'param.setting_contributors_upload_files':
    'Laguntzaileek irudiak igo ditzaketen (WordPressen upload_files); desaktibatuta: POST /media-k 403 erantzuten die, eta lehendik igotako irudien artean aukeratzen dute.',
  'schema.Settings': 'Gunearen ezarpenak, indarrean.',
  'schema.SettingsUpdate': 'Aldatu beharreko ezarpenak; null-ek bat kentzen du.',
  'field.Settings.timezone': 'Gunearen ordu-eremua.',
  'field.Settings.default_language': 'Hizkuntza-aurrizkirik gabeko helbideen hizkuntza.',
  'field.Settings.site_name': 'Gunearen izena (hutsik: ezarri gabe).',
  'field.Settings.site_url': 'URL publikoen oinarria (hutsik: eskaeraren jatorria).',
  'field.Settings.currency_symbol': 'Moneta-ikur lehenetsia (hutsik: bat ere ez).',
  'field.Settings.currency_position': 'Ikur lehenetsia non doan.',
  'field.Settings.currency_code': 'Moneta-kode lehenetsia.',
  'field.Settings.hide_cancelled_events':
    'Bertan behera utzitako ekitaldiak egutegiaren ikuspegietatik eta widgetetik kanpo geratzen diren.',
  'field.Settings.contributors_upload_files': 'Laguntzaileek irudiak igo ditzaketen.',
  'field.Settings.stored':
    'Datu-baseak gordetzen dituen ezarpenak, bakoitza noiz ezarri zen (UTC); besteak wrangler.toml-etik datoz.',
  'op.webhooks.list': 'Webhookak zerrendatu',
  'op.webhooks.create': 'Webhook bat sortu',
  'op.webhooks.read': 'Webhook bat irakurri',
  'op.webhooks.update': 'Webhook bat aldatu',
  'op.webhooks.delete': 'Webhook bat ezabatu',
  'op.webhooks.rotate_secret': 'Sinadura-sekretua berritu',
  'op.webhooks.ping': 'Ping sinatu bat bidali',
  'op.webhooks.deliveries': 'Webhook baten bidalketak zerrendatu',
  'op.webhooks.redeliver': 'Bidalketa bat berriro bidali',
  'opd.webhooks.list': 'Administratzaileek soilik. Webhook guztiak, inoiz ez haien sekretua.',
  'opd.webhooks.create':
    'Administratzaileek soilik, gehienez 20 webhook. URLak https izan behar du, ostalari-izen publiko batekin (IP helbiderik gabe, kredentzialik gabe, izen lokal edo barnekorik gabe, ez API hau). Lehenik webhook.ping sinatu bat bidaltzen da: 2xx erantzunik gabe ez da ezer gordetzen (400). Erantzunak sinadura-sekretua erakusten du, behin bakarrik.',
  'opd.webhooks.read': 'Administratzaileek soilik. Inoiz ez sekretua.',
  'opd.webhooks.update':
    'Administratzaileek soilik. Bidalitako eremuak bakarrik aldatzen dira; URL berriak sortzean bezalako arauak betetzen ditu. enabled=true-k desgaitutako webhook bat berriro gaitzen du.',
  'opd.webhooks.delete': 'Administratzaileek soilik. Webhooka eta haren bidalketak ezabatzen dira.',
  'opd.webhooks.rotate_secret':
    'Administratzaileek soilik. Sekretu berria behin erakusten da; ordezten duenak 24 orduz jarraitzen du mezu bakoitza sinatzen (bi sinadura webhook-signature goiburuan).',
  'opd.webhooks.ping':
    'Administratzaileek soilik. Webhook.ping sinatu bat bidaltzen du orain eta erregistratutako bidalketarekin erantzuten du, webhookak 2xx erantzun zuen ala ez.',
  'opd.webhooks.deliveries':
    'Administratzaileek soilik. Berrienak lehenik, bakoitza bere saiakera guztiekin: noiz, erantzunaren egoera edo errorea, eta zenbat iraun zuen.',
  'opd.webhooks.redeliver':
    'Administratzaileek soilik. Mezua berriro ilarara doa, webhook-id berarekin; webhookak gaituta egon behar du.',
  'res.webhooks.list': 'Webhookak.',
  'res.webhooks.create': 'Sortutako webhooka, bere sekretuarekin (orain bakarrik erakusten da).',
  'res.webhooks.read': 'Webhooka.',
  'res.webhooks.update': 'Aldatutako webhooka.',
  'res.webhooks.delete': 'Ezabatutako webhooka.',
  'res.webhooks.rotate_secret': 'Webhooka bere sekretu berriarekin (orain bakarrik erakusten da).',
  'res.webhooks.ping': 'Ping-a, erregistratu den bezala.',
  'res.webhooks.deliveries': 'Bidalketen orri bat.',
  'res.webhooks.redeliver': 'Bidalketa, berriro zain.',
  'path.delivery': 'Bidalketaren zenbakizko id-a.',
  'param.webhook_url':
    'Mezuak nora bidaltzen diren (POST): https URL bat ostalari-izen publiko batekin (IP helbiderik, kredentzialik, izen lokal edo barnekorik eta API honen ostalaririk gabe).',
  'param.event_types':
    'Jaso beharreko gertaera motak: event, venue eta organizer .created, .updated, .trashed, .deleted; category eta tag .created, .updated, .deleted; {mota}.* edo * guztientzat. Zerrenda bat edo komaz bereizita.',
  'param.webhook_description': 'Administratzaileentzako ohar bat (testua, gehienez 500 karaktere).',
  'param.enabled':
    'true-k desgaitutako webhook bat berriro gaitzen du (eta haren hutsegiteak ahazten ditu); false-k desgaitzen du.',
  'param.deliveries_per_page': 'Orriko bidalketa kopurua, 1etik 100era (20 lehenespenez).',
  'schema.Webhook': 'Webhook bat.',
  'schema.WebhookWithSecret':
    'Webhook bat bere sinadura-sekretuarekin, sortzean edo berritzean soilik erakusten dena.',
  'schema.WebhookList': 'Webhookak.',
  'schema.WebhookDeleted': 'Ezabatutako webhook bat.',
  'schema.WebhookPayload':
    'Webhookei bidaltzen zaien gorputza, Standard Webhooks-en arabera sinatua (webhook-id, webhook-timestamp, webhook-signature). Txikia: erregistroaren testurik gabe.',
  'schema.WebhookAttempt': 'Mezu bat entregatzeko saiakera bat.',
  'schema.WebhookDelivery': 'Webhook baterako mezu bat, bere saiakerekin.',
  'schema.WebhookDeliveryList': 'Bidalketen orri bat, berrienak lehenik.',
  'schema.WebhookCreate': 'Webhook berri bat.',
  'schema.WebhookUpdate': 'Aldatu beharreko webhookaren eremuak.',
  'field.Webhook.id': 'Webhookaren id-a.',
  'field.Webhook.url': 'Mezuak nora bidaltzen diren.',
  'field.Webhook.description': 'Administratzaileentzako ohar bat.',
  'field.Webhook.event_types': 'Jasotzen dituen gertaera motak (event.* edo * bezalako ereduak).',
  'field.Webhook.enabled': 'Mezuak bidaltzen zaizkion ala ez.',
  'field.Webhook.disabled_reason':
    'Zergatik desgaitu zen: gone (410 erantzun zuen), failing (5 egun hutsegiteekin) edo manual.',
  'field.Webhook.failing_since': 'Azken arrakastaren ondorengo lehen saiakera hutsa (UTC), edo null.',
  'field.Webhook.previous_secret_expires':
    'Berritze baten ondoren aurreko sekretuak noiz arte jarraitzen duen sinatzen (UTC), edo null.',
  'field.Webhook.created': 'Noiz sortu zen (UTC).',
  'field.Webhook.modified': 'Azkenekoz noiz aldatu zen (UTC).',
  'field.Webhook.secret': 'Sinadura-sekretua (whsec_…): gorde ezazu, ez da berriro erakutsiko.',
  'field.WebhookList.webhooks': 'Webhook guztiak.',
  'field.WebhookPayload.type': 'Gertaera mota, adibidez event.updated (webhook.ping ping-entzat).',
  'field.WebhookPayload.timestamp': 'Aldaketa noiz baieztatu zen (UTC).',
  'field.WebhookPayload.data':
    'Erregistroa: kind, id, seq (aldaketa-jarioaren sekuentzia-zenbakia: ordenatu horren arabera) eta rest_url (irakurri bertan). Hutsik ping-etan.',
  'field.WebhookAttempt.at': 'Noiz egin zen (UTC).',
  'field.WebhookAttempt.response_status': 'Erantzunaren egoera, edo null erantzunik izan ez bazen.',
  'field.WebhookAttempt.error':
    'Zergatik huts egin zuen erantzunik gabe (denbora agortua, sarea, baztertutako URLa), edo jarraitu ez den birbideratze bat.',
  'field.WebhookAttempt.duration_ms': 'Zenbat iraun zuen, milisegundotan.',
  'field.WebhookDelivery.id': 'Bidalketaren id-a.',
  'field.WebhookDelivery.message_id': 'webhook-id goiburua: berbera saiakera guztietan.',
  'field.WebhookDelivery.type': 'Gertaera mota.',
  'field.WebhookDelivery.seq': 'Aldaketaren sekuentzia-zenbakia, edo null ping batentzat.',
  'field.WebhookDelivery.status':
    'pending (bidaltzen edo berriro saiatzen), succeeded (entregatua) edo failed (utzia).',
  'field.WebhookDelivery.attempts': 'Saiakera guztiak, zaharrenak lehenik.',
  'field.WebhookDelivery.created': 'Noiz sortu zen (UTC).',
  'field.WebhookDelivery.payload': 'Gorputza bidaltzen den bezala.',
  'field.WebhookDeliveryList.deliveries': 'Orri honetako bidalketak.',
  'field.WebhookDeliveryList.total': 'Webhookaren bidalketa kopurua.',
  'field.WebhookDeliveryList.total_pages': 'Orri kopurua.',
  'param.series':
    'Ekitaldi hau dagoen serieko gertaldiak soilik (haren txantiloiaren edo edozein gertaldiren id-a; ekitaldi bakarrak bere burua zerrendatzen du).',
  'param.recurring': 'Serieetako gertaldiak soilik (true) edo ekitaldi bakarrak soilik (false).',
  'param.expand':
    'VEVENT bat gertaldi bakoitzeko, bakoitza bere UIDarekin, serie bakoitzeko bat bere RRULEarekin eman beharrean: errepikapenak ulertzen ez dituzten egutegietarako.',
  'param.recurrence':
    'Errepikatzeko araua, RFC 5545 lerro gisa (Google Calendar-en recurrence eremua): RRULE bat (FREQ DAILY, WEEKLY, MONTHLY edo YEARLY; INTERVAL, COUNT edo UNTIL, BYDAY, BYMONTHDAY, BYMONTH, BYSETPOS, WKST) eta RDATE eta EXDATE lerroak. Ekitaldia serie bihurtzen du; [] balioak seriea ekitaldi bakar bihurtzen du berriro.',
  'param.scope':
    'Aldaketa edo ezabaketa bat zein gertaldiri dagokien: this (gertaldi batean lehenetsia: hari bakarrik), following (hura eta hurrengoak serie berri bihurtzen dira) edo all (txantiloi batean lehenetsia: serie osoa). single eta upcoming ere onartzen dira.',
  'param.reset_overrides':
    'scope=all-ekin: bakarka editatu edo mugitutako gertaldiek seriearen edukia eta datak hartzen dituzte berriro.',
  'op.events.occurrences': 'Serie baten gertaldiak zerrendatu',
  'op.events.facets': 'Bisitarien iragazkien zenbaketak (fazetak)',
  'opd.events.occurrences':
    'Ekitaldia dagoen serieko gertaldiak (haren txantiloia edo edozein gertaldi), hasieraren arabera ordenatuta, guztiak lehenengotik, datak ematen ez badira. Ekitaldi bakar baten id-ak ekitaldi hori zerrendatzen du.',
  'opd.events.facets':
    'Fazeta bakoitzaren balioak, bakoitza aukeratuz gero zenbat ekitaldi zerrendatuko liratekeen (TEC Filter Bar-en zenbaketak), GET /events-en leiho, ikusgarritasun eta iragazki berberekin; fazeta bakoitza gainerako iragazkien pean zenbatzen da, ez berearen pean.',
  'schema.EventSeries':
    'Ekitaldi bat dagoen seriea. Banakako irakurketek eta idazketen erantzunek haren araua gehitzen dute.',
  'field.Event.recurring': 'Ekitaldia serie batekoa den ala ez.',
  'field.Event.series': 'Gertaldi baten seriea (edo, txantiloi bati buruzko erantzunetan, berea).',
  'field.EventSeries.id': 'Seriearen id-a: haren txantiloiaren id-a.',
  'field.EventSeries.rest_url': 'Seriearen txantiloiaren URLa API honetan.',
  'field.EventSeries.recurrence_id':
    'Gertaldiaren jatorrizko hasiera, bere ordu-eremuko tokiko orduan; ez da inoiz aldatzen, gertaldia mugitzen bada ere.',
  'field.EventSeries.detached': 'Gertaldia bakarka editatu den eta bere eduki propioa gordetzen duen.',
  'field.EventSeries.recurrence': 'Errepikatzeko araua, RFC 5545 lerro gisa.',
  'field.EventSeries.description': 'Araua hitzez esanda, edukiaren hizkuntzan.',
  'field.EventSeries.count': 'Zakarrontzian ez dauden gertaldien kopurua.',
  'field.EventSeries.until': 'Azken gertaldiaren tokiko hasiera, edo null seriea amaigabea bada.',
  'field.EventSeries.materialized_until':
    'Zenbateraino dauden sortuta gertaldiak (serie amaigabeak 24 hilabete aurrera mantentzen dira), tokiko orduan.',
  'err.409':
    'Fitxategia oraindik ekitaldi, leku edo antolatzaileen irudia da (rest_media_in_use): ezabatu force=true erabiliz haietatik kentzeko.',
  'err.415':
    'Bere byteen arabera, fitxategia ez da JPEG, PNG, GIF, WebP edo AVIF irudia (rest_upload_unsupported_type); SVG ez da onartzen.',
  'param.media_title': 'Fitxategiaren izenburua (berez, bere izena luzapenik gabe).',
  'param.media_alt_text':
    'Testu alternatiboa: eskaeraren hizkuntzako testu bat, edo hizkuntza -> testu objektu bat ("" hizkuntza bat kentzen du).',
  'param.media_caption':
    'Oina: eskaeraren hizkuntzako testu bat, edo hizkuntza -> testu objektu bat ("" hizkuntza bat kentzen du).',
  'param.media_search': 'Izenburuan, izenean edo testu alternatiboan testu hau duten fitxategiak soilik.',
  'param.media_per_page': 'Orrialde bakoitzeko fitxategi kopurua (gehienez 100).',
  'param.media_used_by':
    'Gertaera, leku edo antolatzaile honen irudia bakarrik (bere id-a), irakur badezakezu.',
  'param.media_force':
    'Fitxategia erabiltzen duten ekitaldi, leku eta antolatzaile guztietatik kendu, eta gero ezabatu.',
  'param.media_file': 'Irudi-fitxategia: JPEG, PNG, GIF, WebP edo AVIF, bere byteen bidez ezagutua.',
  'op.media.list': 'Mediateka zerrendatu',
  'op.media.create': 'Irudi bat igo',
  'op.media.read': 'Igotako irudi bat irakurri',
  'op.media.update': 'Irudi baten testuak aldatu',
  'op.media.delete': 'Igotako irudi bat ezabatu',
  'opd.media.list':
    'Laguntzaileak eta gorakoak. Berrienak lehenik. Editoreek fitxategi guztiak ikusten dituzte; besteek, igo zituztenak eta irakur ditzaketen erregistroenak.',
  'opd.media.create':
    'Laguntzaileak eta gorakoak, erabiltzaile bakoitzeko eguneko kuota batekin. Fitxategia bere horretan Content-Disposition: attachment; filename=… goiburuarekin, edo multipart/form-data file zati batekin. Metadatuak (EXIF, GPS) kentzen dira.',
  'opd.media.read':
    'Laguntzaileak eta gorakoak, erabiltzen duten erregistro kopuruarekin (deitzaileak irakur ditzakeenak). Ikus ezin duen fitxategi bat 404 da.',
  'opd.media.update':
    'Editoreek edozein fitxategi aldatzen dute; egileek eta laguntzaileek beraiek igotakoak.',
  'opd.media.delete':
    'Ukatu egiten da (409) erregistroek fitxategia erabiltzen duten bitartean, force=true ez bada. Editoreek edozein fitxategi ezabatzen dute; egileek eta laguntzaileek beraienak.',
  'res.media.list': 'Fitxategien orrialde bat.',
  'res.media.create': 'Gordetako fitxategia.',
  'res.media.read': 'Fitxategia.',
  'res.media.update': 'Aldatutako fitxategia.',
  'res.media.delete': 'Ezabatutako fitxategia.',
  'schema.Media': 'Igotako irudi bat: TECen image objektua, eta gero bere testuak.',
  'schema.MediaList': 'Mediatekaren orrialde bat, berrienak lehenik.',
  'schema.MediaDeleted': 'Ezabatutako fitxategi bat.',
  'schema.MediaUpdate': 'Aldatzen diren testuak.',
  'field.Media.url': 'Jatorrizko fitxategiaren URLa (aldaezina: igoera berri bakoitzak URL berria du).',
  'field.Media.id': 'Fitxategiaren id-a: ekitaldi, leku edo antolatzaile baten irudiak hartzen duena.',
  'field.Media.extension': 'Bere byteek agerian utzitako motaren luzapena.',
  'field.Media.width': 'Zabalera pixeletan.',
  'field.Media.height': 'Altuera pixeletan.',
  'field.Media.filesize': 'Gordetako fitxategiaren tamaina bytetan (metadaturik gabe).',
  'field.Media.sizes':
    'Jatorrizkoa baino txikiagoak diren WordPressen tamainak: thumbnail, medium, medium_large, large.',
  'field.Media.alt_text': 'Testu alternatiboa eskaeraren hizkuntzan (bestela, hizkuntza lehenetsian).',
  'field.Media.caption': 'Oina eskaeraren hizkuntzan (bestela, hizkuntza lehenetsian).',
  'field.Media.title': 'Izenburua.',
  'field.Media.filename': 'Igo zeneko izena.',
  'field.Media.mime_type': 'Bere byteek agerian utzitako mota.',
  'field.Media.author': 'Igo zuen erabiltzailearen id-a.',
  'field.Media.date_utc': 'Noiz igo zen, UTCn.',
  'field.Media.alt_texts': 'Testu alternatiboa dituen hizkuntza guztietan.',
  'field.Media.captions': 'Oina dituen hizkuntza guztietan.',
  'field.Media.used_by':
    'Deitzaileak irakur ditzakeen zenbat ekitaldik, lekuk eta antolatzailek erabiltzen duten (bakarraren irakurketak).',
  'field.Media.rest_url': 'Fitxategiaren URLa API honetan.',
  'field.List.media': 'Orrialde honetako fitxategiak.',
  'field.Image.filesize': 'Fitxategiaren tamaina bytetan (igotako irudiak soilik).',
  'field.Image.alt_text': 'Testu alternatiboa erakutsitako hizkuntzan (igotako irudiak soilik).',
  'param.colors':
    'Kategoriaren koloreak, TECen termino-metadatuak bezala: {"primary", "secondary", "text"} #rgb edo #rrggbb gisa ("" bat ere ez) eta "priority" (osoko bat: ekitaldi baten kategorietatik altuenak ematen dio kolorea). Bidalitako gakoak aldatzen dira; null-ek guztiak ezabatzen ditu.',
  'schema.CategoryColors':
    'Kategoria baten koloreak (TEC 6.14ren tec-events-cat-colors-* termino-metadatuak).',
  'field.Term.colors': 'Kategoriak soilik: egutegiak kategoriaren ekitaldiak erakusteko koloreak.',
  'field.CategoryColors.primary':
    'Kolore nagusia (kategoriaren ekitaldien hondoa), #rgb edo #rrggbb; "" ezarri gabe badago.',
  'field.CategoryColors.secondary': 'Bigarren mailako kolorea (ertzak, azentuak); "" ezarri gabe badago.',
  'field.CategoryColors.text':
    'Testuaren kolorea kolore nagusiaren gainean; "" ezarri gabe badago. Orriek WCAG AA kontrastea (4,5:1) gordetzen badu soilik erabiltzen dute; bestela, beltza edo zuria.',
  'field.CategoryColors.priority':
    'Ekitaldi baten kategorietatik, lehentasun handiena duenak ematen dio kolorea; 0 lehenetsia.',
  'param.event_event_status':
    'Ekitaldia oraindik egingo den ala ez: scheduled, cancelled, postponed, rescheduled edo moved_online (TECen canceled ere onartzen da). Agerraldi batean data hori bakarrik aldatzen du; scope=all-ekin, agerraldi guztiak.',
  'param.event_status_reason':
    'Zergatik bertan behera utzi, atzeratu edo lekuz aldatu den ekitaldia, edukiaren hizkuntzan (beste hizkuntzak translations-en); "" hizkuntza horretan kentzen du.',
  'param.previous_start_date':
    'Ekitaldiak berriro programatu edo atzeratu aurretik zuen hasiera, bere ordu-eremuko tokiko orduan; "" edo null-ek kentzen du. Bidaltzen ez bada, berriro programatutako edo atzeratutako ekitaldi baten hasiera mugitzeak zuena gordetzen du (dagoeneko bat gordeta ez badu), eta event_status scheduled jartzeak kentzen du.',
  'param.event_attendance_mode':
    'Nola joaten den ekitaldira: offline (aurrez aurre, lehenetsia), online edo mixed.',
  'param.online_url': 'Non joan ekitaldira linean (http(s) URL bat); "" edo null-ek kentzen du.',
  'param.online_url_visible_before':
    'Hasiera baino zenbat minutu lehenagotik ikusten duten bisitariek online_url (0: hastean); null edo "": beti. Ekitaldia edita dezaketenek beti ikusten dute.',
  'param.event_languages':
    'Ekitaldia zein hizkuntzatan egiten den (antzezlan bat, hitzaldi bat), ez bere testuena: BCP 47 etiketak, hala nola eu, gl edo es-419, gehienez 10, array batean edo komaz bereizitako zerrenda batean; [] edo "" kentzen ditu.',
  'param.event_accessibility':
    'Ekitaldiak irisgarritasunean eskaintzen duena, hiztegi finko bateko gakoak: step_free_access (eskailerarik gabeko sarbidea), wheelchair_spaces (gurpil-aulkientzako lekuak), induction_loop (induzkio-begizta), sign_language (zeinu-hizkuntza), subtitles (azpitituluak edo gaintituluak), audio_description (audiodeskribapena), relaxed_performance (emanaldi lasaia), quiet_room (gela lasaia); [] edo "" kentzen ditu.',
  'param.accessibility_note':
    'Ekitaldiaren irisgarritasunari buruzko ohar bat, edukiaren hizkuntzan (beste hizkuntzak translations-en); "" hizkuntza horretan kentzen du.',
  'field.Event.event_status':
    'Ekitaldia oraindik egingo den ala ez: scheduled, cancelled, postponed, rescheduled edo moved_online. Zerrendek bertan behera utzitako ekitaldiak erakusten dituzte, event_status-ek iragazten ez baditu.',
  'field.Event.event_status_reason':
    'Zergatik utzi den bertan behera, atzeratu edo lekuz aldatu, edukiaren hizkuntzan (bestela, hizkuntza lehenetsikoa, bestela, edozein); "" ez badago.',
  'field.Event.previous_start_date':
    'Berriro programatu edo atzeratu aurretik zuen hasiera, bere ordu-eremuko tokiko orduan; null ez badu bat ere gordetzen.',
  'field.Event.attendance_mode':
    'Nola joaten den: offline, online edo mixed (null pasahitzez babestutako ekitaldi batean, hura gabe zerrendatuta).',
  'field.Event.online_url':
    'Non joan linean; null ez badago, edo erakusten den unearen aurretik (online_url_visible_before) ekitaldia edita ezin dutenentzat.',
  'field.Event.online_url_visible_before':
    'Hasiera baino zenbat minutu lehenagotik ikusten duten bisitariek online_url; null: beti.',
  'field.Event.event_languages':
    'Ekitaldia zein hizkuntzatan egiten den, BCP 47 etiketa gisa (eu, gl-ES): ez bere testuena.',
  'field.Event.accessibility':
    'Irisgarritasunean eskaintzen duena, hiztegi finkoko gakoak (step_free_access, wheelchair_spaces, induction_loop, sign_language, subtitles, audio_description, relaxed_performance, quiet_room), ordena horretan.',
  'field.Event.accessibility_note':
    'Bere irisgarritasunari buruzko oharra, edukiaren hizkuntzan (bestela, hizkuntza lehenetsikoa, bestela, edozein); "" ez badago.',
  'param.event_status':
    'Egoera hauetako bat duten ekitaldiak soilik: scheduled, cancelled, postponed, rescheduled, moved_online (komaz bereizitako zerrenda). Hura gabe, zerrendek egoera guztiak erakusten dituzte, bertan behera utzitakoak barne.',
  'param.attendance_mode':
    'Modu hauetako batean joaten den ekitaldiak soilik: offline, online, mixed (komaz bereizitako zerrenda).',
  'param.event_language':
    'Hizkuntza hauetako batean egiten diren ekitaldiak soilik: BCP 47 etiketak, gehienez 10; gl-k gl eta gl-ES hartzen ditu (RFC 4647ren oinarrizko iragazketa).',
  'param.accessibility':
    'Hauetako bat eskaintzen duten ekitaldiak soilik (irisgarritasun-hiztegiko gakoak, komaz bereizitako zerrenda): step_free_access, wheelchair_spaces, induction_loop, sign_language, subtitles, audio_description, relaxed_performance, quiet_room.',
  'param.free':
    'Doan joan daitezkeen ekitaldiak soilik (true: kostuaren zenbateko baxuena 0 da) edo ordaindu beharrekoak soilik (false: baxuena 0 baino handiagoa da); kostuak zenbatekorik esaten ez duten ekitaldiak ez dira batean ere sartzen.',
  'param.max_cost':
    'Gehienez zenbateko honen truke joan daitezkeen ekitaldiak soilik (kostuaren zenbateko baxuena, doakoak barne), kostuaren monetan.',
  'param.weekday':
    'Asteko egun hauetako batean hasten diren ekitaldiak soilik, beren ordu-eremuaren erlojuan: monday, tuesday, wednesday, thursday, friday, saturday, sunday (komaz bereizitako zerrenda).',
  'param.time_of_day':
    'Eguneko zati hauetako batean hasten diren ekitaldiak soilik, beren ordu-eremuaren erlojuan: morning (06:00–11:59), afternoon (12:00–16:59), evening (17:00–20:59), night (21:00–05:59), edo egun osoko ekitaldiak, all_day (komaz bereizitako zerrenda).',
  'field.JsonLd.previousStartDate':
    'Berriro programatu edo atzeratu aurretik zuen hasiera (previous_start_date), ISO 8601 formatuan bere desplazamenduarekin.',
  'field.JsonLd.inLanguage':
    'Ekitaldia zein hizkuntzatan egiten den (event_languages): BCP 47 etiketa bat, edo horien array bat.',
  'field.JsonLd.accessibilityFeature':
    'schema.org-ek balio bat duen irisgarritasuna: signLanguage, captions (azpitituluak), audioDescription.',
  'field.JsonLd.additionalProperty':
    'schema.org-ek baliorik ez duen irisgarritasuna (eskailerarik gabeko sarbidea, gurpil-aulkientzako lekuak, induzkio-begizta, emanaldi lasaia, gela lasaia) eta irisgarritasun-oharra, bakoitza PropertyValue bat.',
  'path.revision': 'Berrikuspenaren id zenbakizkoa.',
  'op.revisions.list': 'Gertaera baten berrikuspenak zerrendatu',
  'op.revisions.read': 'Berrikuspen bat irakurri',
  'op.revisions.restore': 'Berrikuspen bat leheneratu',
  'opd.revisions.list':
    'Gertaera gordetzen den bakoitzean berrikuspen bat gordetzen da (gehienez 50; zaharrenak baztertzen dira), berrienak lehenik. Gertaera edita dezakeenarentzat soilik: 404 irakurri ezin badu, 403 irakur badezake baina editatu ezin badu.',
  'opd.revisions.read':
    'Gordetze batek utzi zuen bezalako gertaera: bere testuak hizkuntza guztietan, datak, lekua, antolatzaileak, terminoak, aukerak, egoera, serie baten araua, nork eta noiz gorde zuen.',
  'opd.revisions.restore':
    'Gertaeraren eguneratze bat, PATCH /events/{id} bezala (baimenak, If-Match, Idempotency-Key, aldaketen erregistroa, webhookak, berrikuspen berri bat), desberdina dena itzultzen duena: berrikuspenak dituen hizkuntza guztietako testuak, datak, lekua, antolatzaileak, kategoriak, etiketak, aukerak, webgunea, irudia eta serie baten araua. Egoera, egilea, argitalpen-data eta pasahitza ez dira aldatzen.',
  'res.revisions.list': 'Berrikuspenen orrialde bat, berrienak lehenik.',
  'res.revisions.read': 'Berrikuspena.',
  'res.revisions.restore': 'Gertaera leheneratu ondoren.',
  'schema.EventRevision': 'Gordetze batek utzi zuen bezalako gertaera.',
  'schema.EventRevisionList': 'Gertaera baten berrikuspenen orrialde bat, berrienak lehenik.',
  'field.List.revisions': 'Orrialde honetako berrikuspenak.',
  'field.EventRevision.id': 'Berrikuspenaren ida.',
  'field.EventRevision.parent': 'Gertaeraren ida.',
  'field.EventRevision.author':
    'Gorde zuen erabiltzailearen ida, testu gisa; null gertaera batek bere lehen berrikuspenaren aurretik zuen egoerarentzat (inportazio batena).',
  'field.EventRevision.date': 'Noiz gorde zen, gunearen ordu-eremuan.',
  'field.EventRevision.date_utc': 'Noiz gorde zen, UTCn.',
  'field.EventRevision.modified': 'date bera: berrikuspen bat ez da inoiz aldatzen.',
  'field.EventRevision.modified_utc': 'date_utc bera.',
  'field.EventRevision.status': 'Gertaerak zuen egoera.',
  'field.EventRevision.texts':
    'Izenburua, deskribapena, laburpena, kostua eta slug-a gertaerak zituen hizkuntza guztietan.',
  'field.EventRevision.venue': 'Bere lekuen idak, ordenan.',
  'field.EventRevision.organizer': 'Bere antolatzaileen idak, ordenan.',
  'field.EventRevision.categories': 'Bere kategorien idak.',
  'field.EventRevision.tags': 'Bere etiketen idak.',
  'field.EventRevision.image': 'Bere irudia: multimedia-liburutegiko id bat, URL bat edo null.',
  'field.EventRevision.recurrence':
    'Serie baten txantiloia: bere arauaren lerroak (RRULE, RDATE, EXDATE); bestela, null.',
  'field.EventRevision.fact_texts':
    'Gertaerak hizkuntza bakoitzean zituen egoeraren arrazoia eta irisgarritasun-oharra, hizkuntza-kodearen arabera; ez dago haiek izan aurretik gordetako berrikuspenetan.',
  'field.EventRevision.event_author': 'Orduan gertaeraren egilearen ida, testu gisa.',
  'field.EventRevision.rest_url': 'Berrikuspenaren URLa API honetan.',
  'schema.EventRevisionRestore': 'Leheneratze batek bere erantzunaren hizkuntza baino ez du hartzen.',
  'param.search_languages':
    'Zein testu irakurtzen dituen search-ek: shown (lehenetsia), erregistro bakoitzak edukiaren hizkuntzan erakusten duen testua; all, edozein hizkuntzatako testua (ingelesez "mercado" bilatzeak orduan espainieraz "Mercado de invierno" izenburua duen gertaera aurkitzen du).',
  'op.submissions.list': 'Bidalketak zerrendatu (ilara)',
  'op.submissions.create': 'Ekitaldi bat bidali',
  'op.submissions.read': 'Bidalketa bat irakurri',
  'op.submissions.update': 'Bidalketa bati buruz erabaki, edo aldatu',
  'opd.submissions.list':
    'Editoreak eta administratzaileak: ilara, berriena lehenik, bidaltzaile bakoitzaren aurreko bidalketekin eta zenbat onartu ziren.',
  'opd.submissions.create':
    'Ekitaldi baten eremuak eta bidaltzailearenak; ekitaldia zain geratzen da bidalitako egoera edozein dela ere, baita proposatzen dituen lekua eta antolatzailea ere. Bidaltzaile anonimoek (guneak uzten badu) Turnstileren erantzuna, tranpa hutsa eta formularioaren hasiera sinatua ere bidaltzen dituzte. Mugak bezero eta posta bakoitzeko; blokeatutako posta edo sarea baztertzen da.',
  'opd.submissions.read':
    'Moderatzaileak, saioa hasita duen bidaltzailea, edo esteka pribatuaren tokena ematen duena (honi ez zaio posta erakusten).',
  'opd.submissions.update':
    'Moderatzaileek onartzen dute (ekitaldiaren eremuak lehenik aldatuz), arrazoi batekin baztertzen dute edo spam gisa markatzen dute (posta eta sarea blokeatuz); bidaltzaileak zain dagoen bitartean editatzen du, edo kentzen du.',
  'res.submissions.list': 'Bidalketen orri bat.',
  'res.submissions.create': 'Bidalketa, bere esteka pribatuaren tokenarekin (behin erakusten da).',
  'res.submissions.read': 'Bidalketa.',
  'res.submissions.update': 'Bidalketa ekintzaren ondoren.',
  'param.submitter_name': 'Bidaltzailearen izena.',
  'param.submitter_email':
    'Bidaltzailearen posta: moderatzaileek bakarrik ikusten dute; epearen ondoren ezabatzen da.',
  'param.image_alt_text':
    'Irudiaren testu alternatiboa (zer erakusten duen), derrigorrezkoa multipart gorputz baten image_file zatiarekin: gehienez 2 MB-ko JPEG, PNG, GIF, WebP edo AVIF fitxategia.',
  'param.terms_accepted':
    'Gunearen bidalketa-baldintzak onartzen dira (derrigorrezkoa guneak baldintzak baditu).',
  'param.cf-turnstile-response': 'Cloudflare Turnstileren erantzuna (bidaltzaile anonimoak).',
  'param.nickname': 'Utzi hutsik: jendeak ikusten ez duen eremua (bidaltzaile anonimoak).',
  'param.form_started': 'Formularioa noiz zerbitzatu zen, berak sinatuta (bidaltzaile anonimoak).',
  'param.action': 'approve, reject, spam (moderatzaileak); edit, withdraw (bidaltzailea).',
  'param.reason': 'Zergatik baztertzen den, bidaltzaileak irakurtzen dituen hitzetan.',
  'param.submission_token': 'Esteka pribatuaren tokena (konturik gabeko bidaltzailea).',
  'param.merge_venue': 'Onartu: proposatutakoa zein leku existentetan batzen den.',
  'param.merge_organizer': 'Onartu: proposatutakoa zein antolatzaile existentetan batzen den.',
  'param.submission_state': 'Egoera honetako bidalketak bakarrik.',
  'param.setting_submissions_anonymous': 'Bisitari anonimoek ekitaldiak bidal ditzakete.',
  'param.setting_submissions_terms':
    'Bidaltzaileak onartzen dituen bidalketa-baldintzak, hizkuntzaka; null edo {} baldintzarik ez.',
  'param.setting_submissions_retention_days':
    'Erabakiaren ondoren bidaltzailearen posta eta hashak gordetzen diren egunak.',
  'schema.Submission': 'Kanpotik bidalitako ekitaldi bat, eta zer gertatu zitzaion.',
  'schema.SubmissionList': 'Ilararen orri bat, berriena lehenik.',
  'schema.SubmissionCreate': 'Ekitaldi baten eremuak eta bere bidaltzailearenak.',
  'schema.SubmissionUpdate': 'Bidalketa baten gaineko ekintza, aldatzen dituen ekitaldiaren eremuekin.',
  'field.Submission.reason': 'Zergatik baztertu zen.',
  'field.Submission.language': 'Bidali zen hizkuntza (bere posta hizkuntza horretan doa).',
  'field.Submission.submitter_name': 'Bidaltzailearen izena (hutsik ezabatu ondoren).',
  'field.Submission.submitter_email': 'Bidaltzailearen posta (moderatzaileak; null ezabatu ondoren).',
  'field.Submission.earlier_submissions': 'Bidaltzailearen aurreko bidalketak.',
  'field.Submission.accepted_submissions': 'Horietatik zenbat onartu ziren.',
  'field.Submission.created': 'Noiz bidali zen.',
  'field.Submission.decided': 'Noiz erabaki zen (null zain dagoen bitartean).',
  'field.Submission.event': 'Proposatu zuen ekitaldia.',
  'field.Submission.token': 'Esteka pribatuaren tokena: behin erakusten da.',
  'field.Submission.private_url': 'Esteka pribatua: egoera, zain dagoen bitartean editatzea, kentzea.',
  'field.SubmissionList.submissions': 'Orri honetako bidalketak.',
  'field.SubmissionList.total': 'Bidalketa kopurua.',
  'field.SubmissionList.total_pages': 'Orri kopurua.',
  'field.Settings.submissions_anonymous': 'Bisitari anonimoek ekitaldiak bidal ditzaketen.',
  'field.Settings.submissions_terms': 'Bidalketa-baldintzak hizkuntzaka.',
  'param.setting_submissions_trusted_publish':
    '3 bidalketa onartu eta bat ere spam gisa markatu gabe dituzten bidaltzaile-kontuek zuzenean argitaratzen dute.',
  'param.setting_submissions_author_categories':
    'Bidalketak moderatzen dituzten egileak, erabiltzaile-IDaren arabera, moderatzen dituzten kategorien IDekin: egile batek kategoria guztiak bereak dituzten bidalketak ikusi eta erabakitzen ditu.',
  'field.Settings.submissions_author_categories':
    'Beren kategorietako bidalketak moderatzen dituzten egileak (erabiltzaile-IDa → kategoria-IDak).',
  'field.Settings.submissions_trusted_publish':
    'Konfiantzazko bidaltzaile-kontuek zuzenean argitaratzen duten.',
  'field.Settings.submissions_retention_days':
    'Erabaki baten ondoren bidaltzailearen datuak gordetzen diren egunak.',
  'op.sources.list': 'Iturriak zerrendatu',
  'op.sources.create': 'Iturri bat gehitu',
  'op.sources.test': 'Iturri bat probatu gorde gabe',
  'op.sources.read': 'Iturri bat irakurri',
  'op.sources.update': 'Iturri bat aldatu',
  'op.sources.delete': 'Iturri bat ezabatu',
  'op.sources.runs': 'Iturri baten exekuzioak',
  'op.sources.run': 'Iturri bat orain exekutatu',
  'op.sources.source_events': 'Iturri batek ekarritako ekitaldiak',
  'op.sources.ignored_list': 'Iturri baten ekitaldi baztertuak',
  'op.sources.ignore': 'Iturri baten ekitaldi bat baztertu',
  'op.sources.unignore': 'Ekitaldi bat berriro onartu',
  'opd.sources.list': 'Editoreak eta administratzaileak. Iturri guztiak, azken exekuzioarekin.',
  'opd.sources.create':
    'Editoreak eta administratzaileak. Helbideak publikoa izan behar du (ez ostalari pribatu, lokal edo barnekorik, ezta gune hau ere): bestela 400 url-ari buruz, berehala. Iturriaren ekitaldiak gordetzen duen editorearen izenean idazten dira.',
  'opd.sources.test':
    'Editoreak eta administratzaileak. Lehen orria irteerako zaindariaren bidez eskatzen du eta zer sartuko litzatekeen erakusten du; ez du ezer idazten.',
  'opd.sources.read': 'Editoreak eta administratzaileak. Iturria eta haren azken exekuzioa.',
  'opd.sources.update':
    'Editoreak eta administratzaileak. Emandako eremuak aldatzen dira; gordetzen duenak hartzen du iturria bere gain; helbide berria sortzean bezala egiaztatzen da.',
  'opd.sources.delete':
    'Editoreak eta administratzaileak. Iturria, haren exekuzioak eta baztertuen zerrenda desagertzen dira; ekarritako ekitaldiak geratzen dira.',
  'opd.sources.runs':
    'Editoreak eta administratzaileak. Berrienak lehenengo: noiz, zenbat iraun zuen, berriak, eguneratuak, aldatu gabeak, zakarrontzira, hutsegiteak, baztertuak, bikoiztu posibleak eta erroreak hitzez.',
  'opd.sources.run':
    'Editoreak eta administratzaileak. Exekuzioa ilarara pasatzen da (202); 409 iturriaren exekuzio bat abian den bitartean.',
  'opd.sources.source_events':
    'Editoreak eta administratzaileak. Iturriaren ekitaldi bakoitza hemen: bere ekitaldia, egoera eta iristean antza zuen ekitaldia.',
  'opd.sources.ignored_list':
    'Editoreak eta administratzaileak. Editore batek baztertutako iturriaren ekitaldiak: ez dira berriro inportatzen.',
  'opd.sources.ignore':
    'Editoreak eta administratzaileak. Ekitaldia zakarrontzira doa inportatu bazen, eta ez da itzultzen.',
  'opd.sources.unignore':
    'Editoreak eta administratzaileak. Hurrengo exekuzioak ekitaldia berriro ekartzen du.',
  'res.sources.list': 'Iturriak.',
  'res.sources.create': 'Iturri berria.',
  'res.sources.test': 'Iturriak ekarriko lukeena.',
  'res.sources.read': 'Iturria.',
  'res.sources.update': 'Aldatutako iturria.',
  'res.sources.delete': 'Ezabatutako iturria.',
  'res.sources.runs': 'Exekuzioen orri bat.',
  'res.sources.run': 'Exekuzioa ilaran dago.',
  'res.sources.source_events': 'Iturriaren ekitaldien orri bat.',
  'res.sources.ignored_list': 'Ekitaldi baztertuen orri bat.',
  'res.sources.ignore': 'Baztertutako ekitaldia.',
  'res.sources.unignore': 'Ekitaldia ez da gehiago baztertzen.',
  'param.source_url': 'Iturriaren helbidea: http(s) publikoa soilik.',
  'param.source_kind':
    'Zer den iturria: ical (iCalendar jario bat), tec (The Events Calendar duen gune bat), site (API honen beste instalazio bat), gancio, mobilizon, page (schema.org JSON-LD edo h-event).',
  'param.source_name': 'Editoreentzako izen bat (gehienez 200 karaktere).',
  'param.source_schedule':
    'Zenbatero exekutatzen den: hourly, daily, weekly edo manual (Orain exekutatu soilik).',
  'param.source_default_status':
    'Sortzen dituen ekitaldien egoera: pending (moderazio ilara, lehenetsia), draft edo publish.',
  'param.source_default_categories':
    'Iturriaren ekitaldi orok jasotzen dituen kategoriak, izenez (berriak badira sortzen dira) edo idz.',
  'param.source_default_tags': 'Iturriaren ekitaldi orok jasotzen dituen etiketak, izenez edo idz.',
  'param.source_default_organizer':
    'Antolatzailerik ez duten ekitaldien antolatzailea (antolatzaile baten ida; 0 edo null batere ez).',
  'param.source_default_language': 'Iturriaren testuen hizkuntza; hutsik: gunearen hizkuntza lehenetsia.',
  'param.source_update_authority':
    'Exekuzio batek lehen inportatutako ekitaldi batean alda dezakeena: overwrite, keep_local_edits (editore batek aldatutako eremuak geratzen dira) edo never.',
  'param.source_on_removed':
    'Iturriak zerrendatzen ez duen ekitaldia: trash (zakarrontzira) edo keep (geratu).',
  'param.source_credentials':
    'TEC gune baten aplikazio-pasahitza, {"username", "password"}, saioa hasitako erabiltzaileek soilik irakur dezaketen REST API baterako (tec eta site motak; https bidez bidaltzen da bere jatorrira soilik; null-ek kentzen du).',
  'param.source_paused': 'Pausatutako iturria ez da egutegiaren arabera exekutatzen (Orain exekutatu-k bai).',
  'param.source_per_page': 'Elementuak orriko (gehienez 100).',
  'param.source_uid': 'Iturriak ekitaldiari emandako ida (bere UIDa, han duen ida).',
  'param.source_ignored_title':
    'Baztertutako ekitaldia ezagutzeko izenburu bat (hemengo izenburua, ematen ez bada).',
  'schema.Source': 'Egutegi honek berez ordutegi baten arabera irakurtzen duen egutegia.',
  'schema.SourceList': 'Iturriak.',
  'schema.SourceDeleted': 'Ezabatutako iturri bat.',
  'schema.SourceQueued': 'Ilarara pasatutako exekuzio bat.',
  'schema.SourceRun': 'Iturri baten exekuzio bat: bere zifrak eta erroreak hitzez.',
  'schema.SourceRunList': 'Exekuzioen orri bat, berrienak lehenengo.',
  'schema.SourceTrial': 'Iturri batek ekarriko lukeena, bere lehen orritik irakurria.',
  'schema.SourceTestEvent': 'Iturriak ekarriko lukeen ekitaldi bat.',
  'schema.SourceEvent': 'Iturri batek ekarritako ekitaldi bat.',
  'schema.SourceEventList': 'Iturri batek ekarritako ekitaldien orri bat.',
  'schema.SourceIgnored': 'Editore batek baztertutako iturri baten ekitaldia.',
  'schema.SourceIgnoredList': 'Ekitaldi baztertuen orri bat.',
  'schema.SourceUnignored': 'Jada baztertzen ez den ekitaldi bat.',
  'field.Source.id': 'Iturriaren ida.',
  'field.Source.kind': 'Zer den iturria (ical, tec, site, gancio, mobilizon, page).',
  'field.Source.url': 'Iturriaren helbidea.',
  'field.Source.name': 'Editoreentzako izena.',
  'field.Source.schedule': 'Zenbatero exekutatzen den.',
  'field.Source.default_status': 'Sortzen dituen ekitaldien egoera.',
  'field.Source.default_categories': 'Ekitaldi orok jasotzen dituen kategoriak.',
  'field.Source.default_tags': 'Ekitaldi orok jasotzen dituen etiketak.',
  'field.Source.default_organizer': 'Antolatzailerik ez duten ekitaldien antolatzailea.',
  'field.Source.default_language': 'Iturriaren testuen hizkuntza (null: gunearena).',
  'field.Source.update_authority': 'Exekuzio batek aurretik inportatutako ekitaldian alda dezakeena.',
  'field.Source.on_removed': 'Zer gertatzen den iturriak zerrendatzen ez duen ekitaldiarekin.',
  'field.Source.credentials':
    'Bere aplikazio-pasahitzaren erabiltzaile-izena (inoiz ez pasahitza); null: bat ere ez.',
  'field.Source.paused': 'Ordutegia pausatuta dagoen.',
  'field.Source.next_run': 'Noiz exekutatuko duen ordutegiak hurrengoan (null: eskuz soilik).',
  'field.Source.running': 'Exekuzio bat abian dagoen.',
  'field.Source.created_by': 'Bere ekitaldiak zein editoreren izenean idazten diren (azken gorde zuena).',
  'field.Source.created': 'Noiz gehitu zen (UTC).',
  'field.Source.last_run': 'Bere azken exekuzioa (null: inoiz ez).',
  'field.SourceRun.source': 'Iturria.',
  'field.SourceRun.trigger':
    'Zerk hasi zuen: schedule, manual (Exekutatu orain) edo push (fedibertsoan jarraitutako egutegi batek bidali zuen).',
  'field.SourceRun.status': 'running, succeeded, unchanged (iturriak 304 erantzun zuen) edo failed.',
  'field.SourceRun.started': 'Noiz hasi zen (UTC).',
  'field.SourceRun.finished': 'Noiz amaitu zen (UTC), null exekutatzen ari den bitartean.',
  'field.SourceRun.duration_ms': 'Zenbat iraun zuen, milisegundotan.',
  'field.SourceRun.new': 'Sortutako ekitaldiak.',
  'field.SourceRun.updated': 'Eguneratutako ekitaldiak.',
  'field.SourceRun.unchanged': 'Iturriak lehen bezala emandako ekitaldiak (idatzi gabe).',
  'field.SourceRun.trashed': 'Iturriak utzitako ekitaldiak, zakarrontzira bidaliak.',
  'field.SourceRun.failed': 'Idatzi ezin izan diren ekitaldiak (ikus erroreak).',
  'field.SourceRun.ignored': 'Editore batek baztertu zituelako saltatutako ekitaldiak.',
  'field.SourceRun.duplicates': 'Lehendik dagoen baten antza duten ekitaldi berriak (markatuak, ez batuak).',
  'field.SourceRun.pages': 'Irakurritako orriak.',
  'field.SourceRun.bytes': 'Irakurritako byteak.',
  'field.SourceRun.requests': 'Iturriari egindako eskaerak.',
  'field.SourceRun.messages': 'Exekuzioak hartutako ilara mezuak.',
  'field.SourceRun.errors': 'Zer joan zen gaizki, hitzez (ekitaldiaren ida iturrian, bati buruzkoa denean).',
  'field.List.sources': 'Iturriak.',
  'field.List.runs': 'Orri honetako exekuzioak.',
  'field.List.ignored': 'Orri honetako ekitaldi baztertuak.',
  'field.SourceQueued.queued': 'Beti true: exekuzioa ilaran dago.',
  'field.SourceQueued.source': 'Iturria, orain exekutatzen.',
  'field.SourceTrial.url': 'Orria etorri zen helbidea, birbideratzeen ondoren.',
  'field.SourceTrial.count': 'Lehen orriak zenbat ekitaldi dituen.',
  'field.SourceTrial.more_pages': 'Iturriak orri gehiago dituen.',
  'field.SourceTrial.events': 'Bere lehen ekitaldiak (gehienez 50).',
  'field.SourceTrial.problems': 'Irakurleak irakurri ezin izan zuena, hitzez.',
  'field.SourceEvent.uid': 'Iturriak ekitaldiari emandako ida.',
  'field.SourceEvent.event': 'Ekitaldia (edo seriea) hemen; null gorde ezin izan bada.',
  'field.SourceEvent.series': 'Ekitaldi errepikakorra (serie bat) den.',
  'field.SourceEvent.title': 'Bere izenburua.',
  'field.SourceEvent.start_date': 'Bere hasiera, tokiko orduan.',
  'field.SourceEvent.end_date': 'Bere amaiera, tokiko orduan.',
  'field.SourceEvent.possible_duplicate_of':
    'Iristean antza zuen ekitaldia (egun, leku eta izenburu antzekoa), edo null.',
  'field.SourceEvent.first_imported': 'Noiz iritsi zen lehen aldiz (UTC).',
  'field.SourceEvent.last_imported': 'Exekuzio batek azkenekoz noiz idatzi edo zerrendatu zuen (UTC).',
  'field.SourceTestEvent.all_day': 'Egun osoa irauten duen.',
  'field.SourceTestEvent.venue': 'Bere lekuaren izena, iturriak ematen duen bezala.',
  'field.SourceTestEvent.organizers': 'Bere antolatzaileen izenak.',
  'field.SourceTestEvent.categories': 'Bere kategorien izenak.',
  'field.SourceIgnored.title': 'Ezagutzeko izenburu bat.',
  'field.SourceIgnored.ignored_by': 'Baztertu zuen editorea.',
  'field.SourceIgnored.ignored': 'Noiz (UTC).',
  'field.SourceIgnored.trashed_event': 'Zakarrontzira bidalitako ekitaldia, inportatua bazen.',
  'field.SourceIgnored.deleted': 'Beti true: ekitaldia ez da gehiago baztertzen.',
  'field.SourceIgnored.uid': 'Iturriak baztertutako ekitaldiari emandako ida.',
  'schema.SourceCreate': 'Iturri berri baten eremuak.',
  'schema.SourceUpdate': 'Iturri baten aldatzen diren eremuak.',
  'schema.SourceTest': 'Probatu beharreko iturri baten mota eta helbidea.',
  'schema.SourceIgnore': 'Baztertu beharreko iturriaren ekitaldi bat.',
  'op.federation_settings.read': 'Irakurri federazioaren ezarpenak',
  'op.federation_settings.update': 'Aldatu federazioaren ezarpenak',
  'op.federation_blocks.list': 'Zerrendatu blokeatutako domeinuak eta aktoreak',
  'op.federation_blocks.create': 'Blokeatu domeinu bat edo aktore bat',
  'op.federation_blocks.delete': 'Kendu blokeo bat',
  'op.federation_followers.list': 'Zerrendatu egutegia nork jarraitzen duen',
  'op.federation_following.list': 'Zerrendatu jarraitutako egutegiak',
  'op.federation_following.create': 'Jarraitu urruneko egutegi bat',
  'op.federation_following.delete': 'Utzi urruneko egutegi bat jarraitzeari',
  'op.federation_inbound.list': 'Jarraitutako egutegiek bidalitakoa',
  'opd.federation_settings.read':
    'Administratzaileak. Egutegiaren aktorearen izena (@izena@ostalaria) eta lehen jarraipenean bere helbideak finkatu zituen jatorria (null aurretik).',
  'opd.federation_settings.update':
    'Administratzaileak. Emandako ezarpenak aldatzen dira; aktorearen izena aldatzeak jarraitzaileak gordetzen ditu (bere helbideak ez du izenik erabiltzen).',
  'opd.federation_blocks.list':
    'Administratzaileak. Blokeatutako domeinu (azpidomeinuekin) eta aktore guztiak: haien jarduerak baztertzen dira (403) eta ez zaie ezer bidaltzen.',
  'opd.federation_blocks.create':
    'Administratzaileak. Domeinu bat edo aktore baten URLa; hemengo bere jarraitzaileak idazketa berean kentzen dira. Bi aldiz blokeatzeak blokeo bakarra uzten du.',
  'opd.federation_blocks.delete':
    'Administratzaileak. Domeinuak edo aktoreak berriro jarraitu eta bidal dezake.',
  'opd.federation_followers.list':
    'Administratzaileak. Egutegiaren aktorea edo kategoria batena jarraitzen duten kontuak, berrienak lehenik (gehienez 1000).',
  'opd.federation_following.list':
    'Editoreak eta administratzaileak. Gune honek jarraitzen dituen urruneko egutegiak, bakoitza zain bere Accept iritsi arte, gero onartuta (edo baztertuta).',
  'opd.federation_following.create':
    'Editoreak eta administratzaileak. Aktorea WebFinger eta bere dokumentuaren bidez aurkitzen da (helbide publikoak soilik) eta Follow sinatu bat bidaltzen zaio; aurkitu ezin den aktorea 400 bat da, actor aipatuz.',
  'opd.federation_following.delete':
    'Editoreak eta administratzaileak. Follow-aren Undo bat bidaltzen da; egutegiak gero bidaltzen duena ez da kontuan hartzen.',
  'opd.federation_inbound.list':
    'Editoreak eta administratzaileak. Jarraitutako egutegiek sortu edo eguneratutako ekitaldiak, jatorritik eskuratuak eta bihurtuak, azkenak lehenik (gehienez 200); hemendik ez dira inoiz argitaratzen.',
  'res.federation_settings.read': 'Federazioaren ezarpenak.',
  'res.federation_settings.update': 'Ezarpenak orain dauden bezala.',
  'res.federation_blocks.list': 'Blokeoak.',
  'res.federation_blocks.create': 'Blokeoa.',
  'res.federation_blocks.delete': 'Blokeoa kendu da.',
  'res.federation_followers.list': 'Jarraitzaileak.',
  'res.federation_following.list': 'Jarraitutako egutegiak.',
  'res.federation_following.create': 'Jarraitutako egutegia, bere Accept-aren zain.',
  'res.federation_following.delete': 'Egutegia ez da gehiago jarraitzen.',
  'res.federation_inbound.list': 'Jarraitutako egutegiek bidalitakoa.',
  'param.federation_actor_name':
    'Egutegiaren aktorearen izena, @events@ostalaria bezala: letra xeheak, zenbakiak, _ . - (gehienez 63).',
  'param.federation_block_value':
    'Domeinu bat (example.org: bera eta bere azpidomeinuak) edo aktore baten URLa.',
  'param.federation_follow_actor': 'Jarraitu beharreko egutegia: @izena@ostalaria edo bere https URLa.',
  'schema.FederationSettings': 'Federazioaren ezarpenak.',
  'schema.FederationBlock': 'Blokeatutako domeinu edo aktore bat.',
  'schema.FederationBlockList': 'Blokeatutako domeinuak eta aktoreak.',
  'schema.FederationBlockDeleted': 'Kendutako blokeo bat.',
  'schema.FederationFollower': 'Gune honetako aktore bat jarraitzen duen kontu bat.',
  'schema.FederationFollowerList': 'Jarraitzaileak.',
  'schema.FederationFollowing': 'Gune honek jarraitzen duen urruneko egutegi bat.',
  'schema.FederationFollowingList': 'Jarraitutako urruneko egutegiak.',
  'schema.FederationFollowingDeleted': 'Jadanik jarraitzen ez den urruneko egutegi bat.',
  'schema.FederationInbound': 'Jarraitutako egutegi batek bidalitako ekitaldi bat, hemen bihurtua.',
  'schema.FederationInboundList': 'Jarraitutako egutegiek bidalitakoa.',
  'schema.FederationSettingsUpdate': 'Aldatu beharreko federazio-ezarpenak.',
  'schema.FederationBlockCreate': 'Zer blokeatu.',
  'schema.FederationFollowingCreate': 'Jarraitu beharreko urruneko egutegia.',
  'field.Federation.actor_name': 'Egutegiaren aktorearen izena (events lehenetsia).',
  'field.Federation.origin':
    'Jarduera guztiak idazteko jatorria, lehen jarraipenean finkatua; null aurretik.',
  'field.Federation.value': 'Domeinua edo aktorearen URLa.',
  'field.Federation.created_utc': 'Noiz gehitu zen (UTC).',
  'field.Federation.blocks': 'Blokeoak, zaharrenak lehenik.',
  'field.Federation.deleted': 'Beti true.',
  'field.Federation.actor': 'Urruneko aktorearen URLa.',
  'field.FederationFollower.actor':
    'Jarraitzen duen gune honetako aktorea: site (egutegia) edo category:{id}.',
  'field.Federation.follower': 'Jarraitzen duen kontuaren URLa.',
  'field.Federation.host': 'Jarraitzailearen zerbitzaria.',
  'field.Federation.inbox': 'Bere sarrera-ontzia.',
  'field.Federation.shared_inbox':
    'Bere zerbitzariaren sarrera-ontzi partekatua (bidalketak behin doaz zerbitzari bakoitzeko), edo null.',
  'field.Federation.followers': 'Jarraitzaileak, berrienak lehenik.',
  'field.Federation.handle': 'Egutegia editoreak izendatu zuen bezala (@izena@ostalaria edo bere URLa).',
  'field.FederationFollowing.status':
    'pending egutegiaren Accept-a iritsi arte, gero accepted; rejected ezetz esan badu.',
  'field.Federation.created_by': 'Jarraitu zuen editorea.',
  'field.Federation.following': 'Jarraitutako egutegiak.',
  'field.Federation.object_id': 'Ekitaldiaren ida bere jatorrian.',
  'field.Federation.item': 'Ekitaldia inportatzailearen eredura bihurtua.',
  'field.FederationInbound.status': 'pending, edo deleted bere egutegiak ezabatu ondoren.',
  'field.Federation.received_utc': 'Lehen aldiz noiz iritsi zen (UTC).',
  'field.Federation.updated_utc': 'Azken aldiz noiz aldatu zen (UTC).',
  'field.Federation.inbound': 'Ekitaldiak, azkenak lehenik.',
  'field.FederationSettings.handle': 'Egutegia jarraitzeko helbidea: @izena@ostalaria.',
  'field.FederationSettings.actor': 'Egutegiaren aktorearen URLa (bere ida jarduera guztietan).',
  'param.federation_avatar':
    'Aktoreen abatarra: irudi baten http(s) URLa, edo hutsik bat ere ez izateko (Mastodonek argitalpen bakoitzaren ondoan erakusten du).',
  'param.federation_header': 'Aktoreen goiburuko irudia: http(s) URL bat, edo hutsik bat ere ez izateko.',
  'field.Federation.avatar': 'Aktoreen abatarraren URLa (icon); hutsik: bat ere ez.',
  'field.Federation.header': 'Aktoreen goiburuko irudiaren URLa (image); hutsik: bat ere ez.',
};
