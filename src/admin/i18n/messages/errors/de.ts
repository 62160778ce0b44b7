import type en from './en.js';
import type { SameKeys } from '../../message-types.js';

export default {
  redirect: {
    type: '„%{type}“ ist kein Weiterleitungstyp: verwenden Sie %{types}',
    from: 'Von ist ein Pfad dieser Website und beginnt mit /, z. B. /alte-seite.',
    to: 'Nach beginnt mit / (diese Website) oder http(s):// (eine andere Website); javascript:-, data:- und //Host-Adressen werden abgelehnt.',
    self: 'Eine Weiterleitung kann nicht auf sich selbst führen.',
    loop: 'Diese Weiterleitung würde eine Schleife bilden: %{chain}. Lassen Sie sie auf die Seite zeigen, auf der der Besucher ankommen soll',
  },
  page: {
    url: '„%{url}“ ist keine Seiten-URL: Sie ist ein Pfad dieser Website, der mit / beginnt, z. B. /news/tag-der-offenen-tuer, ohne Leerzeichen, ?, # oder < > " { } | \\ ^ `',
    urlTaken: 'Die URL %{url} ist bereits die Adresse von „%{title}“ (Inhalt %{id}): Wählen Sie eine andere URL',
    noFreeUrl: 'Keine freie URL in der Nähe von %{url}: Wählen Sie einen anderen Titel',
    titleNoSlug: 'Der Titel braucht mindestens einen Buchstaben oder eine Ziffer, um daraus die Seiten-URL zu bilden',
    titleRequired: 'Der Titel ist erforderlich',
  },
  tag: {
    nameRequired: 'Der Name ist erforderlich: der Name, den das Dashboard und die Menüs zeigen',
    icon: '„%{icon}“ ist kein Symbolname: nur Buchstaben und Ziffern, z. B. „Dashboard“',
    pathStart: 'Der Pfad „%{path}“ muss mit „/“ beginnen (ein Bildschirm des Backoffice wie /style-guide oder eine Seite der Website)',
    pathSpaces: 'Der Pfad „%{path}“ darf keine Leerzeichen enthalten',
    pathTaken: 'Der Pfad „%{path}“ ist bereits der Pfad von %{holder} (Tag %{holderId}): Jeder aktive Tag hat seinen eigenen Pfad',
    fixedDelete: '%{name} (Tag %{id}) ist einer der festen Tags des Produkts und kann nicht gelöscht werden: Dashboard, Menüs oder Funktionsschalter finden ihn über seine ID',
    inUse: '%{name} (Tag %{id}) wird verwendet und wurde nicht gelöscht. Er wird verwendet von %{uses}',
    fixedMove: '%{name} (Tag %{id}) ist einer der festen Tags des Produkts: Er kann unter seinen Geschwistern umsortiert, aber nicht aus seinem Elternelement verschoben werden',
    deleted: 'Tag %{id} (%{name}) ist gelöscht: Stellen Sie ihn zuerst im Tag-Baum wieder her oder wählen Sie einen anderen Tag',
  },
  form: {
    notEmailTemplate: 'Inhalt %{id} ist keine E-Mail-Vorlage',
    hasSubmissions:
      'Das Formular „%{name}“ hat %{count} Einsendung, die es behält: Blenden Sie das Formular stattdessen aus oder schließen Sie es |||| Das Formular „%{name}“ hat %{count} Einsendungen, die es behalten: Blenden Sie das Formular stattdessen aus oder schließen Sie es',
  },
  people: {
    email: '„%{email}“ ist keine E-Mail-Adresse',
    userNameTaken: 'Ein anderes Konto (%{other}) meldet sich bereits mit diesem Benutzernamen an',
    emailTaken: 'Ein anderes Konto (%{other}) meldet sich bereits mit dieser E-Mail-Adresse an',
    sameEmail: 'Das ist bereits Ihre E-Mail-Adresse.',
    roleMissing: 'Die Rolle %{id} existiert nicht',
    tagMissing: 'Der Tag %{id} existiert nicht',
    contentMissing: 'Der Inhalt %{id} existiert nicht',
  },
} satisfies SameKeys<typeof en>;
