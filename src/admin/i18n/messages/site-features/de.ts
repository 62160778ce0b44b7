import type en from './en.js';
import type { SameKeys } from '../../message-types.js';

export default {
  t4: {
    name: 'Startseite',
    description: 'Die Website hat eine eigene Startseite: den HomePage-Datensatz (500) unter der Adresse der Website.',
  },
  t5: {
    name: 'Favicon',
    description: 'Jede Seite verweist auf die in den Allgemeinen Einstellungen gewählte Favicon-Datei.',
  },
  t10: {
    name: 'Barrierefreiheits-Scanner',
    description: 'Der Barrierefreiheits-Scanner wird angeboten, um Seiten auf Barrierefreiheitsprobleme zu prüfen.',
  },
  t12: {
    name: 'Brotkrumen',
    description: 'Seiten zeigen über ihrem Titel den Pfad der Menüeinträge, die zu ihnen führen.',
  },
  t14: {
    name: 'Kommentare',
    description:
      'Besucher dürfen Beiträge kommentieren; Kommentare warten in der Kommentarmoderation. Aus: Das Kommentarformular ist geschlossen (403).',
  },
  t15: {
    name: 'Eigene Sicherheits-Header',
    description:
      'Die Website sendet die im Eigenen Code festgelegten Sicherheits-Header-Regeln (Content-Security-Policy und andere).',
  },
  t16: {
    name: 'Veranstaltungen nach Kategorie gruppiert',
    description: 'Veranstaltungslisten werden nach ihren Kategorien gruppiert statt nur nach Datum.',
  },
  t17: {
    name: 'Kopf- und Fußzeile',
    description: 'Seiten zeigen die gemeinsamen Kopf- und Fußzeilen-Datensätze (die der Allgemeinen Einstellungen).',
  },
  t19: { name: 'Website-Suche', description: 'Die Website bietet ein Suchfeld und eine Suchergebnisseite.' },
  t21: {
    name: 'Verschlüsselung der Formular-Benutzerprofile',
    description:
      'Namen und Adressen, die für den Download eines Dokuments angegeben werden, werden mit dem Schlüssel der Website verschlüsselt gespeichert.',
  },
  t61: {
    name: 'Microsites',
    description:
      'Bereiche der Website können als Microsites mit eigenem Aussehen laufen; das Microsites-Werkzeug wird angeboten.',
  },
  t62: {
    name: 'Notfallwarnung',
    description: 'Das Werkzeug Notfallwarnung wird angeboten, für ein Banner auf jeder Seite.',
  },
  t80: {
    name: 'E-Mail-Verwaltung',
    description: 'Die E-Mail-Werkzeuge (E-Mail-Test) werden den Mitarbeitenden angeboten, denen sie gegeben sind.',
  },
  t85: {
    name: 'KI-Werkzeuge',
    description:
      'Mitarbeitende mit KI-Werkzeugen können Texte und Meta-Beschreibungen mit dem eingerichteten KI-Anbieter entwerfen.',
  },
  t91: {
    name: 'Registrierung zum Download',
    description:
      'Dokumente können Besucher vor dem Download nach Name und E-Mail fragen. Aus: Solche Dokumente antworten mit 403.',
  },
} satisfies SameKeys<typeof en>;
