import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  title: 'Styleguide',
  intro:
    'Die Stile, die ein Block einer Seite annehmen kann, und die Designs der Zeilen, in denen Blöcke stehen, jeweils mit eigener Klasse und eigenen Regeln dargestellt. Schalten Sie einen aus, damit der Seiteneditor ihn nicht mehr anbietet; Blöcke, die ihn bereits verwenden, behalten ihn.',
  blockStyles: { title: 'Blockstile', add: 'Blockstil hinzufügen', empty: 'Es gibt noch keine Blockstile.' },
  rowDesigns: { title: 'Zeilendesigns', add: 'Zeilendesign hinzufügen', empty: 'Es gibt noch keine Zeilendesigns.' },
  notOffered: '%{name} wird nicht mehr angeboten',
  offered: '%{name} wird angeboten',
  removed: '%{name} entfernt',
  saved: '%{name} gespeichert',
  editTitle: '%{name} bearbeiten',
  card: {
    sample: 'Beispiel für %{name}',
    notOffered: 'Nicht angeboten',
    cssClass: ' · Klasse „%{cssClass}“',
    offered: 'Im Editor angeboten',
    edit: 'Bearbeiten',
    editNamed: '%{name} bearbeiten',
    remove: 'Entfernen',
    removeNamed: '%{name} entfernen',
  },
  dialog: {
    missing: 'Geben Sie einen Namen und eine Beschriftung ein.',
    label: 'Beschriftung',
    labelHelp: 'Was die Auswahl des Editors anzeigt.',
    name: 'Name',
    nameHelp:
      'Der Schlüssel, den Blöcke speichern: kleingeschriebene Wörter, verbunden mit „-“, zum Beispiel call-out.',
    cssClass: 'CSS-Klasse',
    cssClassHelp: 'Die Klasse(n), die die Website dem Block gibt, durch Leerzeichen getrennt.',
    css: 'CSS',
    sample: 'Beispiel-HTML',
    sampleHelp: 'Im Katalog angezeigt; bereinigt wie Seitentext.',
    description: 'Beschreibung',
    offered: 'Im Seiteneditor angeboten',
    cancel: 'Abbrechen',
    save: 'Speichern',
  },
} satisfies SameKeys<typeof en>;
