import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  title: 'Tag-Editor',
  intro:
    'Alle Tags der Website: die Bereiche und Werkzeuge des Dashboards, die Funktionsschalter, die Menüs und die Formular-Tags. Ziehen Sie einen Tag an seinem Griff (oder fokussieren Sie den Griff, drücken Sie die Leertaste, bewegen Sie ihn mit den Pfeiltasten und drücken Sie erneut die Leertaste) oder verwenden Sie die Pfeilschaltflächen, um seine Position zu ändern. Als Fest markierte Tags gehören zum Produkt: Sie können umbenannt, ausgeblendet und umsortiert, aber nicht gelöscht oder aus ihrem übergeordneten Tag verschoben werden.',
  add: 'Tag hinzufügen',
  list: 'Tags',
  empty: 'Es gibt keine Tags.',
  noIcon: 'Kein Symbol',
  fixed: 'Fest %{id}',
  fallbackName: 'Tag',
  moved: '%{name} verschoben',
  hidden: '%{name} ist ausgeblendet',
  visible: '%{name} ist sichtbar',
  editTitle: '%{name} bearbeiten',
  saved: '%{name} gespeichert',
  added: '%{name} hinzugefügt',
  deleted: '%{name} gelöscht',
  delete: {
    title: '%{name} löschen?',
    fixed: 'Dies ist einer der festen Tags des Produkts: Er kann nicht gelöscht werden.',
    inUse: 'Dieser Tag wird verwendet und kann erst gelöscht werden, wenn nichts ihn mehr verwendet:',
    uses: 'Wo der Tag verwendet wird',
    checking: 'Verwendung des Tags wird geprüft…',
    unused:
      'Nichts verwendet diesen Tag. Er wird als gelöscht markiert und verschwindet aus Dashboard, Menüs und Auswahllisten.',
    confirm: 'Löschen',
  },
  cancel: 'Abbrechen',
  save: 'Speichern',
  dialog: {
    name: 'Name',
    parent: 'Übergeordnet',
    topLevel: '(Oberste Ebene)',
    path: 'Pfad',
    pathHelp:
      'Wohin der Tag führt, beginnend mit / (ein Bildschirm wie /style-guide oder eine Seite der Website); leer für keinen. Jeder aktive Tag hat seinen eigenen.',
    visible: 'Sichtbar',
    nameMissing: 'Geben Sie einen Namen für den Tag ein.',
    pathBad: 'Ein Pfad beginnt mit /, zum Beispiel /style-guide.',
  },
  icon: {
    label: 'Symbol',
    preview: 'Symbolvorschau: %{name}',
    question: 'Fragezeichen-Symbol',
    unknown: 'Keines der aufgeführten Symbole: Das Dashboard zeigt dafür ein Fragezeichen-Symbol.',
    search: 'Tippen Sie, um die Symbole zu durchsuchen.',
  },
} satisfies SameKeys<typeof en>;
