import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  title: 'Entwürfe',
  loading: 'Wird geladen...',
  empty: 'Keine Daten vorhanden',
  columns: {
    page: 'Seite',
    saved: 'Gespeichert',
    by: 'Von',
    note: 'Notiz',
    scheduled: 'Veröffentlichung am (%{zone})',
    actions: 'Aktionen',
  },
  open: 'Öffnen',
  openLabel: 'Den Entwurf von %{title} öffnen',
  publish: 'Veröffentlichen',
  publishLabel: 'Den Entwurf von %{title} veröffentlichen',
  schedule: 'Planen',
  scheduleLabel: 'Planen: Veröffentlichung des Entwurfs von %{title}',
  reschedule: 'Planung ändern',
  rescheduleLabel: 'Planung ändern für den Entwurf von %{title}: Veröffentlichung verschieben oder abbrechen',
  scheduleTitle: 'Entwurf von „%{title}“ zu einem Zeitpunkt veröffentlichen',
  cancelSchedule: 'Geplante Veröffentlichung abbrechen',
  discard: 'Verwerfen',
  discardLabel: 'Den Entwurf von %{title} verwerfen',
  published: 'Der Entwurf von „%{title}“ wurde veröffentlicht.',
  discarded: 'Der Entwurf von „%{title}“ wurde verworfen.',
  confirmPublish: 'Der Entwurf von „%{title}“ wird veröffentlicht: Er wird zur Live-Seite.',
  confirmDiscard: 'Der Entwurf von „%{title}“ wird gelöscht.',
} satisfies SameKeys<typeof en>;
