import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  productName: 'MoJo Back Office',
  signIn: 'Anmelden',
  signInAgain: 'Erneut anmelden',
  userName: 'Benutzername',
  password: 'Passwort',
  forgotPassword: 'Passwort vergessen?',
  verificationCode: 'Bestätigungscode aus der E-Mail.',
  authenticatorCode: 'Code aus Ihrer Authenticator-App oder ein Wiederherstellungscode.',
  back: 'Zurück',
  version: 'Version %{version}',
  changePassword: 'Passwort ändern',
  passwordUpdateRequired: 'Neues Passwort erforderlich',
  continue: 'Weiter',
  currentPassword: 'Aktuelles Passwort',
  newPassword: 'Neues Passwort',
  confirmNewPassword: 'Neues Passwort bestätigen',
  backToSignIn: 'Zurück zur Anmeldung',
  forgotTitle: 'Passwort vergessen',
  email: 'E-Mail',
  sendResetLink: 'Link zum Zurücksetzen senden',
  resetSent:
    'Falls die Adresse zu einem Konto gehört, wurde ein Link zum Festlegen eines neuen Passworts an sie gesendet.',
  passwordChanged: 'Ihr Passwort wurde geändert. Melden Sie sich mit Ihrem neuen Passwort an.',
  passwordChangedSignedIn: 'Ihr Passwort wurde geändert. Ihre anderen Sitzungen wurden abgemeldet.',
  mismatch: 'Das neue Passwort und seine Bestätigung stimmen nicht überein.',
  enrol: {
    title: 'Authenticator-App einrichten',
    scan: 'Scannen Sie diesen QR-Code mit Ihrer Authenticator-App oder geben Sie den Schlüssel unten dort ein. Geben Sie dann den Code ein, den die App anzeigt.',
    qrAlt: 'QR-Code zum Scannen mit Ihrer Authenticator-App',
    secret: 'Schlüssel (zum Eingeben in die App)',
    code: 'Code aus Ihrer Authenticator-App',
    confirm: 'Bestätigen',
    codesTitle: 'Ihre Wiederherstellungscodes',
    codesIntro:
      'Jeder meldet Sie einmal an, wenn Ihr Telefon nicht zur Hand ist. Bewahren Sie sie sicher auf: Sie werden nur jetzt angezeigt.',
    done: 'Ich habe sie aufbewahrt: weiter',
  },
  passkey: {
    withPasskey: 'Stattdessen einen Passkey verwenden',
    usePasskey: 'Meinen Passkey verwenden',
    step: 'Verwenden Sie Ihren Passkey, um die Anmeldung abzuschließen.',
    cancelled:
      'Der Browser hat keinen Passkey verwendet: Der Vorgang wurde abgebrochen oder ist abgelaufen. Versuchen Sie es erneut.',
  },
  outcome: {
    denied: 'Ihr Konto wurde deaktiviert.',
    resetRequired: 'Ihr Konto benötigt ein neues Passwort.',
    codeSent: 'Geben Sie den Bestätigungscode ein, der an Ihre E-Mail-Adresse gesendet wurde.',
    authenticatorCode:
      'Geben Sie den Code ein, den Ihre Authenticator-App anzeigt, oder einen Ihrer Wiederherstellungscodes.',
    enrol: 'Ihre Rollengruppe verlangt eine Authenticator-App: Richten Sie eine ein, um sich anzumelden.',
    unknown: 'Ein unbekannter Fehler ist aufgetreten',
  },
  server: {
    wrong: 'Der Benutzername oder das Passwort ist falsch.',
    locked: 'Zu viele fehlgeschlagene Anmeldungen: Das Konto ist für 15 Minuten gesperrt.',
    codeWrong: 'Der Bestätigungscode ist falsch.',
    codeGone:
      'Der Bestätigungscode ist abgelaufen oder aufgebraucht: Melden Sie sich erneut an, um einen neuen zu erhalten.',
    passkeyWrong: 'Der Passkey konnte nicht geprüft werden: Versuchen Sie es erneut oder melden Sie sich neu an.',
  },
} satisfies SameKeys<typeof en>;
