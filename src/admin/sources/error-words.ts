import type { Lang } from '../../lib/languages';
import type { RunErrorCode, RunErrorParams } from '../../sources/run-errors';

/**
 * A run's errors in the reader's language (docs/sources.md#errors): each kind of error the run keeps a code
 * of, worded from its params. What another party said (the API's message, the reader's) stays in its words,
 * beside these.
 */

type P = Required<RunErrorParams>;
type ErrorWords = Record<RunErrorCode, (p: P) => string>;

const megabytes = (bytes: string | number) => `${Math.round(Number(bytes) / 1_048_576)} MB`;

const en: ErrorWords = {
  refused: (p) => `${p.url} is not a public address: it was not asked.`,
  status: (p) => `${p.url} answered ${p.status}.`,
  too_big: (p) => `${p.url}: the answer is larger than ${megabytes(p.limit)}.`,
  timeout: (p) => `${p.url} gave no whole answer within ${p.limit} s.`,
  redirects: (p) => `${p.url} redirects more than ${p.limit} times.`,
  network: (p) => `${p.url} could not be reached.`,
  too_many_pages: (p) =>
    `The source has more than ${p.limit} pages: the run stopped there and wrote nothing.`,
  too_many_bytes: (p) =>
    `The source’s pages are larger than ${megabytes(p.limit)} together: the run stopped and wrote nothing.`,
  too_many_events: (p) => `The source has more than ${p.limit} events: the run stopped and wrote nothing.`,
  not_conditional: (p) => `${p.url} answered 304 to a request that was not conditional.`,
  unreadable: (p) => `${p.url} could not be read as a source of this kind.`,
  event_refused: (p) => `“${p.title}” was not written.`,
  trash_refused: (p) => `Event ${p.event} was not moved to the trash.`,
  image_not_copied: (p) => `“${p.title}”: its image ${p.url} was not copied into the media library.`,
  images_over_budget: (p) =>
    `“${p.title}”: its image ${p.url} comes with the next run (at most ${p.limit} images a step).`,
  service_error: () => 'The run stopped on an error of the service.',
  queue_refused: () => 'The Queue refused the run’s next step: the run stopped.',
  died: () => 'The run stopped without ending (its lock expired): a later run took the source over.',
};

const es: ErrorWords = {
  refused: (p) => `${p.url} no es una dirección pública: no se ha consultado.`,
  status: (p) => `${p.url} respondió ${p.status}.`,
  too_big: (p) => `${p.url}: la respuesta ocupa más de ${megabytes(p.limit)}.`,
  timeout: (p) => `${p.url} no dio una respuesta completa en ${p.limit} s.`,
  redirects: (p) => `${p.url} redirige más de ${p.limit} veces.`,
  network: (p) => `No se pudo llegar a ${p.url}.`,
  too_many_pages: (p) =>
    `La fuente tiene más de ${p.limit} páginas: la ejecución se detuvo ahí y no escribió nada.`,
  too_many_bytes: (p) =>
    `Las páginas de la fuente ocupan más de ${megabytes(p.limit)} en total: la ejecución se detuvo y no escribió nada.`,
  too_many_events: (p) =>
    `La fuente tiene más de ${p.limit} eventos: la ejecución se detuvo y no escribió nada.`,
  not_conditional: (p) => `${p.url} respondió 304 a una petición que no era condicional.`,
  unreadable: (p) => `${p.url} no se pudo leer como una fuente de este tipo.`,
  event_refused: (p) => `«${p.title}» no se ha escrito.`,
  trash_refused: (p) => `El evento ${p.event} no se ha movido a la papelera.`,
  image_not_copied: (p) => `«${p.title}»: su imagen ${p.url} no se ha copiado en la biblioteca de medios.`,
  images_over_budget: (p) =>
    `«${p.title}»: su imagen ${p.url} llegará con la próxima ejecución (como mucho ${p.limit} imágenes por paso).`,
  service_error: () => 'La ejecución se detuvo por un error del servicio.',
  queue_refused: () => 'La cola rechazó el siguiente paso de la ejecución: la ejecución se detuvo.',
  died: () =>
    'La ejecución se detuvo sin terminar (su bloqueo caducó): una ejecución posterior se hizo cargo de la fuente.',
};

const eu: ErrorWords = {
  refused: (p) => `${p.url} ez da helbide publiko bat: ez zaio galdetu.`,
  status: (p) => `${p.url} helbideak ${p.status} erantzun du.`,
  too_big: (p) => `${p.url}: erantzuna ${megabytes(p.limit)} baino handiagoa da.`,
  timeout: (p) => `${p.url} helbideak ez du erantzun osorik eman ${p.limit} s-tan.`,
  redirects: (p) => `${p.url} helbideak ${p.limit} aldiz baino gehiagotan birbideratzen du.`,
  network: (p) => `Ezin izan da ${p.url} helbidera iritsi.`,
  too_many_pages: (p) =>
    `Iturriak ${p.limit} orri baino gehiago ditu: exekuzioa han gelditu da eta ez du ezer idatzi.`,
  too_many_bytes: (p) =>
    `Iturriaren orriek guztira ${megabytes(p.limit)} baino gehiago hartzen dute: exekuzioa gelditu da eta ez du ezer idatzi.`,
  too_many_events: (p) =>
    `Iturriak ${p.limit} gertaera baino gehiago ditu: exekuzioa gelditu da eta ez du ezer idatzi.`,
  not_conditional: (p) => `${p.url} helbideak 304 erantzun dio baldintzarik gabeko eskaera bati.`,
  unreadable: (p) => `Ezin izan da ${p.url} mota honetako iturri gisa irakurri.`,
  event_refused: (p) => `«${p.title}» ez da idatzi.`,
  trash_refused: (p) => `${p.event} gertaera ez da zakarrontzira eraman.`,
  image_not_copied: (p) => `«${p.title}»: bere ${p.url} irudia ez da multimedia-liburutegira kopiatu.`,
  images_over_budget: (p) =>
    `«${p.title}»: bere ${p.url} irudia hurrengo exekuzioarekin etorriko da (gehienez ${p.limit} irudi urrats bakoitzeko).`,
  service_error: () => 'Exekuzioa zerbitzuaren errore batengatik gelditu da.',
  queue_refused: () => 'Ilarak exekuzioaren hurrengo urratsa baztertu du: exekuzioa gelditu da.',
  died: () =>
    'Exekuzioa amaitu gabe gelditu da (blokeoa iraungi da): geroagoko exekuzio batek hartu du iturria.',
};

const ca: ErrorWords = {
  refused: (p) => `${p.url} no és una adreça pública: no s’ha consultat.`,
  status: (p) => `${p.url} ha respost ${p.status}.`,
  too_big: (p) => `${p.url}: la resposta ocupa més de ${megabytes(p.limit)}.`,
  timeout: (p) => `${p.url} no ha donat una resposta completa en ${p.limit} s.`,
  redirects: (p) => `${p.url} redirigeix més de ${p.limit} vegades.`,
  network: (p) => `No s’ha pogut arribar a ${p.url}.`,
  too_many_pages: (p) =>
    `La font té més de ${p.limit} pàgines: l’execució s’ha aturat allà i no ha escrit res.`,
  too_many_bytes: (p) =>
    `Les pàgines de la font ocupen més de ${megabytes(p.limit)} en total: l’execució s’ha aturat i no ha escrit res.`,
  too_many_events: (p) =>
    `La font té més de ${p.limit} esdeveniments: l’execució s’ha aturat i no ha escrit res.`,
  not_conditional: (p) => `${p.url} ha respost 304 a una petició que no era condicional.`,
  unreadable: (p) => `${p.url} no s’ha pogut llegir com una font d’aquest tipus.`,
  event_refused: (p) => `«${p.title}» no s’ha escrit.`,
  trash_refused: (p) => `L’esdeveniment ${p.event} no s’ha mogut a la paperera.`,
  image_not_copied: (p) => `«${p.title}»: la seva imatge ${p.url} no s’ha copiat a la biblioteca de mitjans.`,
  images_over_budget: (p) =>
    `«${p.title}»: la seva imatge ${p.url} arribarà amb la propera execució (com a màxim ${p.limit} imatges per pas).`,
  service_error: () => 'L’execució s’ha aturat per un error del servei.',
  queue_refused: () => 'La cua ha rebutjat el pas següent de l’execució: l’execució s’ha aturat.',
  died: () =>
    'L’execució s’ha aturat sense acabar (el seu bloqueig ha caducat): una execució posterior s’ha fet càrrec de la font.',
};

const gl: ErrorWords = {
  refused: (p) => `${p.url} non é un enderezo público: non se consultou.`,
  status: (p) => `${p.url} respondeu ${p.status}.`,
  too_big: (p) => `${p.url}: a resposta ocupa máis de ${megabytes(p.limit)}.`,
  timeout: (p) => `${p.url} non deu unha resposta completa en ${p.limit} s.`,
  redirects: (p) => `${p.url} redirixe máis de ${p.limit} veces.`,
  network: (p) => `Non se puido chegar a ${p.url}.`,
  too_many_pages: (p) =>
    `A fonte ten máis de ${p.limit} páxinas: a execución detívose aí e non escribiu nada.`,
  too_many_bytes: (p) =>
    `As páxinas da fonte ocupan máis de ${megabytes(p.limit)} en total: a execución detívose e non escribiu nada.`,
  too_many_events: (p) => `A fonte ten máis de ${p.limit} eventos: a execución detívose e non escribiu nada.`,
  not_conditional: (p) => `${p.url} respondeu 304 a unha petición que non era condicional.`,
  unreadable: (p) => `${p.url} non se puido ler como unha fonte deste tipo.`,
  event_refused: (p) => `«${p.title}» non se escribiu.`,
  trash_refused: (p) => `O evento ${p.event} non se moveu ao lixo.`,
  image_not_copied: (p) => `«${p.title}»: a súa imaxe ${p.url} non se copiou na biblioteca multimedia.`,
  images_over_budget: (p) =>
    `«${p.title}»: a súa imaxe ${p.url} chegará coa próxima execución (como moito ${p.limit} imaxes por paso).`,
  service_error: () => 'A execución detívose por un erro do servizo.',
  queue_refused: () => 'A cola rexeitou o seguinte paso da execución: a execución detívose.',
  died: () =>
    'A execución detívose sen rematar (o seu bloqueo caducou): unha execución posterior fíxose cargo da fonte.',
};

export const RUN_ERROR_WORDS: Readonly<Record<Lang, ErrorWords>> = { eu, ca, en, gl, es };

export interface ShownRunError {
  uid?: string;
  message: string;
  code?: string;
  params?: RunErrorParams;
  detail?: string;
}

/** A run's error in `lang`: its code's words and what another party said; an older run's English message. */
export function runErrorText(error: ShownRunError, lang: Lang): string {
  const words = error.code ? RUN_ERROR_WORDS[lang][error.code as RunErrorCode] : undefined;
  if (!words) return error.message;
  const params = { url: '', title: '', limit: '', status: '', event: '', ...error.params } as P;
  return error.detail ? `${words(params)} ${error.detail}` : words(params);
}
