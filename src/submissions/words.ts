import type { Lang } from '../lib/languages';

/** The words submissions send and show, in five languages (the form's are in form-words.ts). */
export interface MailWords {
  receivedSubject: string;
  received: string;
  approvedSubject: string;
  approved: string;
  rejectedSubject: string;
  rejected: string;
  reason: string;
  link: string;
  editorsSubject: string;
  editors: string;
}

export const MAIL_WORDS: Record<Lang, MailWords> = {
  en: {
    receivedSubject: 'We received your event: {title}',
    received: 'Thank you, {name}. Your event "{title}" will be reviewed by the editors.',
    approvedSubject: 'Your event is published: {title}',
    approved: 'Your event "{title}" was approved and is now published.',
    rejectedSubject: 'Your event was not published: {title}',
    rejected: 'Your event "{title}" was not published.',
    reason: 'Reason: {reason}',
    link: 'See its state, change it while it waits, or withdraw it: {url}',
    editorsSubject: 'New event submitted: {title}',
    editors: '{name} sent "{title}". Review it: {url}',
  },
  es: {
    receivedSubject: 'Hemos recibido tu evento: {title}',
    received: 'Gracias, {name}. El equipo editorial revisará tu evento «{title}».',
    approvedSubject: 'Tu evento está publicado: {title}',
    approved: 'Tu evento «{title}» se ha aprobado y ya está publicado.',
    rejectedSubject: 'Tu evento no se ha publicado: {title}',
    rejected: 'Tu evento «{title}» no se ha publicado.',
    reason: 'Motivo: {reason}',
    link: 'Consulta su estado, cámbialo mientras espera o retíralo: {url}',
    editorsSubject: 'Nuevo evento enviado: {title}',
    editors: '{name} ha enviado «{title}». Revísalo: {url}',
  },
  eu: {
    receivedSubject: 'Zure ekitaldia jaso dugu: {title}',
    received: 'Eskerrik asko, {name}. Editoreek «{title}» ekitaldia berrikusiko dute.',
    approvedSubject: 'Zure ekitaldia argitaratu da: {title}',
    approved: '«{title}» ekitaldia onartu da, eta argitaratuta dago.',
    rejectedSubject: 'Zure ekitaldia ez da argitaratu: {title}',
    rejected: '«{title}» ekitaldia ez da argitaratu.',
    reason: 'Arrazoia: {reason}',
    link: 'Ikusi bere egoera, aldatu zain dagoen bitartean edo kendu: {url}',
    editorsSubject: 'Ekitaldi berria bidali da: {title}',
    editors: '{name}(e)k «{title}» bidali du. Berrikusi: {url}',
  },
  ca: {
    receivedSubject: 'Hem rebut el teu esdeveniment: {title}',
    received: 'Gràcies, {name}. L’equip editorial revisarà el teu esdeveniment «{title}».',
    approvedSubject: 'El teu esdeveniment s’ha publicat: {title}',
    approved: 'El teu esdeveniment «{title}» s’ha aprovat i ja està publicat.',
    rejectedSubject: 'El teu esdeveniment no s’ha publicat: {title}',
    rejected: 'El teu esdeveniment «{title}» no s’ha publicat.',
    reason: 'Motiu: {reason}',
    link: 'Consulta’n l’estat, canvia’l mentre espera o retira’l: {url}',
    editorsSubject: 'Nou esdeveniment enviat: {title}',
    editors: '{name} ha enviat «{title}». Revisa’l: {url}',
  },
  gl: {
    receivedSubject: 'Recibimos o teu evento: {title}',
    received: 'Grazas, {name}. O equipo editorial revisará o teu evento «{title}».',
    approvedSubject: 'O teu evento está publicado: {title}',
    approved: 'O teu evento «{title}» aprobouse e xa está publicado.',
    rejectedSubject: 'O teu evento non se publicou: {title}',
    rejected: 'O teu evento «{title}» non se publicou.',
    reason: 'Motivo: {reason}',
    link: 'Consulta o seu estado, cámbiao mentres agarda ou retírao: {url}',
    editorsSubject: 'Novo evento enviado: {title}',
    editors: '{name} enviou «{title}». Revísao: {url}',
  },
};

/** `{name}` placeholders filled (each once, with the value's text as it is). */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
