import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  policy: {
    label: 'Prüfung vor dem Veröffentlichen verlangen',
    help: 'Änderungen von Mitgliedern dieser Gruppe gehen erst live, wenn eine andere Person sie freigibt: Aus ihrem „Veröffentlichen“ wird „Zur Prüfung einreichen“.',
  },
  editor: {
    submitAt: 'Zu diesem Zeitpunkt zur Prüfung einreichen',
    publishAt: 'Oder die Änderungen zur Prüfung einreichen, zu veröffentlichen am (%{zone})',
    submit: 'Zur Prüfung einreichen',
    notSubmitted: 'Der Entwurf wurde gespeichert, aber nicht zur Prüfung eingereicht: %{error}',
    pending: 'Von %{name} am %{when} zur Prüfung eingereicht: wartet auf eine prüfende Person.',
    changesTitle: 'Änderungen erbeten',
    changes: '%{name} hat am %{when} um Änderungen gebeten:',
  },
  list: {
    publishAt: 'Geht nach der Freigabe am %{when} online',
    title: 'Wartet auf Ihre Prüfung',
    none: 'Keine Änderungen warten auf Prüfung.',
    item: '%{title}, eingereicht von %{name} am %{when}',
    diff: 'Änderungen zeigen',
    preview: 'Vorschau',
    approve: 'Freigeben und veröffentlichen',
    requestChanges: 'Änderungen erbitten',
    requestChangesOf: 'Änderungen an „%{title}“ erbitten',
    comment: 'Was sich ändern soll',
    commentHelp: 'Die Autorin oder der Autor liest dies im Editor.',
    cancel: 'Abbrechen',
    send: 'An die Autorin oder den Autor zurückschicken',
  },
} satisfies SameKeys<typeof en>;
