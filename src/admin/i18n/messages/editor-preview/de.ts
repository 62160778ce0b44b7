import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  title: 'Vorschau',
  titleDraft: 'Vorschau des Entwurfs',
  button: 'Vorschau',
  buttonLabel: 'Vorschau von %{title}',
  of: 'Vorschau von %{title}',
  close: 'Schließen',
  width: 'Breite der Vorschau',
  widthLabel: '%{name}, %{px} Pixel breit',
  widths: {
    desktop: 'Desktop',
    tablet: 'Tablet',
    phone: 'Smartphone',
  },
  newTab: 'In neuem Tab öffnen',
  failed: 'Die Vorschau konnte nicht erstellt werden: %{error}',
  loading: 'Vorschau wird geladen...',
  live: 'Live-Seite öffnen',
  share: {
    copy: 'Vorschau-Link kopieren',
    copied: 'Link kopiert.',
    copyThis: 'Kopieren Sie diesen Link:',
    until:
      '%{lead} Wer ihn hat, kann diese Seite ohne Anmeldung sehen, mit ihrem neuesten Entwurf, falls vorhanden, bis %{when}.',
    link: 'Vorschau-Link',
    shared: 'Geteilte Vorschau-Links',
    revoke: 'Widerrufen',
    revokeLabel: 'Den von %{name} am %{when} erstellten Link widerrufen',
    made: 'Erstellt von %{name} am %{when}',
    open: 'Gültig bis %{when}',
  },
} satisfies SameKeys<typeof en>;
