import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  or: 'oder',
  signingIn: 'Sie werden angemeldet…',
  refusal: {
    failed: 'Die einmalige Anmeldung wurde nicht abgeschlossen. Bitte versuchen Sie es erneut.',
    expired: 'Die einmalige Anmeldung hat zu lange gedauert. Bitte versuchen Sie es erneut.',
    unverified:
      'Ihr Identitätsanbieter hat Ihre E-Mail-Adresse nicht bestätigt, daher können Sie sich damit nicht anmelden.',
    noAccount: 'Kein Mitarbeiterkonto hat Ihre E-Mail-Adresse. Bitten Sie einen Administrator, eines anzulegen.',
    noRole: 'Ihr Identitätsanbieter gibt Ihnen keine Rolle im Backoffice. Bitten Sie einen Administrator um Zugang.',
    disabled: 'Ihr Konto wurde deaktiviert.',
    locked: 'Zu viele fehlgeschlagene Anmeldungen: Das Konto ist für 15 Minuten gesperrt.',
  },
} satisfies SameKeys<typeof en>;
