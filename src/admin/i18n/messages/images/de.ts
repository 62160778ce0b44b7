import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  page: {
    title: 'Bild-Werkzeug',
    intro:
      'Schneiden, drehen, skalieren oder konvertieren Sie ein Bild der Mediathek. Das Original bleibt beim Speichern erhalten: Dasselbe Format wird eine neue Version unter derselben URL, ein anderes Format eine neue Datei.',
    libraryImage: 'Bild der Mediathek',
    imageNumber: 'Bild %{id}',
    pick: 'Wählen Sie ein Bild aus der Mediathek, um es zu bearbeiten.',
    notImage: '%{title} ist kein Bild.',
    about: '%{title}: Version %{version}, %{width} × %{height}, %{url}',
    preview: 'Vorschau (%{width} × %{height})',
    savedAsFile: 'Als neue Datei %{title} unter %{url} gespeichert.',
    openIt: 'Öffnen',
    savedVersion: 'Version %{version} von %{title} unter %{url} gespeichert; Version %{previous} bleibt erhalten.',
    saving: 'Wird gespeichert…',
    saveVersion: 'Als neue Version speichern',
    saveFile: 'Als neue %{format}-Datei speichern',
  },
  controls: {
    crop: 'Zuschneiden',
    free: 'Frei',
    aspect: 'Seitenverhältnis %{name}',
    cropLeft: 'Zuschnitt links',
    cropTop: 'Zuschnitt oben',
    cropWidth: 'Zuschnitt Breite',
    cropHeight: 'Zuschnitt Höhe',
    rotateLeft: 'Nach links drehen',
    rotateRight: 'Nach rechts drehen',
    rotation: 'Drehung: %{degrees}°',
    resizeWidth: 'Auf Breite skalieren (Pixel)',
    resizeHeight: 'Auf Höhe skalieren (Pixel)',
    focusLeft: 'Fokuspunkt von links (%)',
    focusTop: 'Fokuspunkt von oben (%)',
    clearFocus: 'Fokuspunkt entfernen',
    format: 'Format',
    keepFormat: 'Format beibehalten (%{type})',
    quality: 'Qualität (1–100)',
    qualityHelp: 'Leer: 82 (AVIF 60); PNG ignoriert sie',
    strip: 'Standort- und Kameradaten entfernen',
  },
  crop: {
    area: 'Zuschnittbereich, %{width} × %{height} Pixel bei %{x}, %{y}. Pfeiltasten verschieben ihn; Umschalt mit den Pfeiltasten ändert seine Größe.',
  },
  preview: {
    label: 'Vorschau, %{width} × %{height} Pixel',
    labelWithFocus: 'Vorschau, %{width} × %{height} Pixel, Fokuspunkt bei %{x} %, %{y} %',
  },
} satisfies SameKeys<typeof en>;
