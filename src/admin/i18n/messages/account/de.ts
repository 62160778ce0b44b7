import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  title: 'Mein Konto',
  signedInAs: 'Angemeldet als',
  name: { title: 'Name', label: 'Name', save: 'Namen speichern', required: 'Geben Sie Ihren Namen ein.' },
  email: {
    title: 'E-Mail-Adresse',
    now: 'Aktuell:',
    waiting: 'Wartet auf Bestätigung: %{email}. Öffnen Sie den dorthin gesendeten Link, während Sie angemeldet sind.',
    newAddress: 'Neue E-Mail-Adresse',
    send: 'Bestätigungslink senden',
  },
  currentPassword: 'Aktuelles Passwort',
  password: {
    title: 'Passwort',
    rules:
      'Ein neues Passwort hat 8 bis 128 Zeichen, ist kein gängiges Passwort und enthält weder Ihren Benutzernamen noch Ihre E-Mail-Adresse.',
    newPassword: 'Neues Passwort',
    confirm: 'Neues Passwort bestätigen',
    change: 'Passwort ändern',
  },
  secondFactor: {
    title: 'Zweiter Faktor',
    on: 'An: Bei der Anmeldung wird ein Code abgefragt, der an Ihre E-Mail-Adresse gesendet wird.',
    off: 'Aus: Ihr Passwort allein meldet Sie an.',
    turnOff: 'Zweiten Faktor ausschalten',
    turnOn: 'Zweiten Faktor einschalten',
  },
  language: {
    title: 'Sprache',
    intro: 'Die Sprache des Backoffice, in Ihrem Konto gespeichert, damit sie Ihnen in einen anderen Browser folgt.',
    label: 'Sprache',
    saved: 'Ihre Sprache wurde gespeichert.',
  },
  sessions: {
    title: 'Sitzungen',
    impersonating: 'Während einer Verkörperung beendet das Abmelden die Verkörperung.',
    intro: 'Wo Ihr Konto angemeldet ist. Melden Sie eine Sitzung ab, die Sie nicht kennen, oder alle auf einmal.',
    table: 'Ihre Sitzungen',
    browser: 'Browser',
    address: 'Adresse',
    signedIn: 'Angemeldet',
    lastSeen: 'Zuletzt aktiv',
    action: 'Aktion',
    thisSession: '(diese Sitzung)',
    unknown: 'Unbekannt',
    unknownAddress: 'unbekannte Adresse',
    unknownBrowser: 'Unbekannter Browser',
    browserOn: '%{browser} unter %{system}',
    signOut: 'Abmelden',
    signOutLabel: '%{browser} abmelden, angemeldet am %{when}',
    signOutThisLabel: '%{browser} abmelden, angemeldet am %{when} (diese Sitzung)',
    signedOut: '%{browser} abgemeldet (%{address}).',
  },
  everywhere: {
    button: 'Überall abmelden',
    title: 'Sind Sie sicher?',
    text: 'Jede Sitzung Ihres Kontos endet, auf jedem Gerät. Sie melden sich hier erneut an.',
    cancel: 'Abbrechen',
    confirm: 'Ja, fortfahren',
  },
} satisfies SameKeys<typeof en>;
