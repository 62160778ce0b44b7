// People, access and keys: the schema's labels in German, one area of ../de.ts.
import type { SchemaLabels } from '../schema-label-types.js';

export default {
  AiUsage: {
    label: 'KI-Nutzung',
    labelPlural: 'KI-Nutzung',
    fields: { AuUserId: 'Benutzer-ID', AuDay: 'Tag (UTC)', AuUserName: 'Benutzer', AuCount: 'Aufrufe' },
  },
  ApiEndpoint: {
    label: 'API-Endpunkt',
    labelPlural: 'API-Endpunkte',
    fields: {
      AeId: 'ID',
      AgId: 'API-Gruppe',
      AePath: 'Pfad',
      AeMethod: 'Methode',
      AeDescription: 'Beschreibung',
      AeEnabled: 'Aktiviert',
    },
  },
  ApiGroup: {
    label: 'API-Gruppe',
    labelPlural: 'API-Gruppen',
    fields: { AgId: 'ID', AgName: 'Name', AgDescription: 'Beschreibung', AgEnabled: 'Aktiviert' },
  },
  AspNetRoleClaims: {
    label: 'Rollenanspruch',
    labelPlural: 'Rollenansprüche',
    fields: { Id: 'ID', RoleId: 'Rolle', ClaimType: 'Anspruchstyp', ClaimValue: 'Anspruchswert' },
  },
  AspNetRoles: {
    label: 'Rolle',
    labelPlural: 'Rollen',
    fields: { Id: 'ID', Name: 'Name', NormalizedName: 'Normalisierter Name', ConcurrencyStamp: 'Parallelitätsstempel' },
  },
  AspNetUserClaims: {
    label: 'Benutzeranspruch',
    labelPlural: 'Benutzeransprüche',
    fields: { Id: 'ID', UserId: 'Benutzer', ClaimType: 'Anspruchstyp', ClaimValue: 'Anspruchswert' },
  },
  AspNetUserLogins: {
    label: 'Externe Anmeldung',
    labelPlural: 'Externe Anmeldungen',
    fields: {
      LoginProvider: 'Anmeldeanbieter',
      ProviderKey: 'Anbieterschlüssel',
      ProviderDisplayName: 'Anbietername',
      UserId: 'Benutzer',
    },
  },
  AspNetUserRoles: {
    label: 'Benutzerrolle',
    labelPlural: 'Benutzerrollen',
    fields: { UserId: 'Benutzer', RoleId: 'Rolle' },
  },
  AspNetUserTokens: {
    label: 'Benutzertoken',
    labelPlural: 'Benutzertokens',
    fields: { UserId: 'Benutzer', LoginProvider: 'Anmeldeanbieter', Name: 'Name', Value: 'Wert' },
  },
  AspNetUsers: {
    label: 'Benutzer',
    labelPlural: 'Benutzer',
    fields: {
      Id: 'ID',
      UserName: 'Benutzername',
      NormalizedUserName: 'Normalisierter Benutzername',
      Email: 'E-Mail',
      NormalizedEmail: 'Normalisierte E-Mail',
      EmailConfirmed: 'E-Mail bestätigt',
      PasswordHash: 'Passwort-Hash',
      SecurityStamp: 'Sicherheitsstempel',
      ConcurrencyStamp: 'Parallelitätsstempel',
      PhoneNumber: 'Telefonnummer',
      PhoneNumberConfirmed: 'Telefonnummer bestätigt',
      TwoFactorEnabled: 'Zweiter Faktor',
      LockoutEnd: 'Gesperrt bis',
      LockoutEnabled: 'Sperre aktiviert',
      AccessFailedCount: 'Fehlgeschlagene Anmeldungen',
      DisplayName: 'Name',
      Disabled: 'Deaktiviert',
      ResetRequired: 'Zurücksetzen des Passworts erforderlich',
      Theme: 'Design',
      Language: 'Sprache',
    },
  },
  AuditLog: {
    label: 'Prüfeintrag',
    labelPlural: 'Prüfprotokoll',
    fields: {
      AlId: 'ID',
      Type: 'Typ',
      Message: 'Nachricht',
      UserName: 'Benutzer',
      Date: 'Datum',
      Entity: 'Entität',
      EntityKey: 'Datensatzschlüssel',
      Diff: 'Änderungen',
      Impersonator: 'Verkörpert von',
      RequestId: 'Anfrage-ID',
    },
  },
  KeyManager: {
    label: 'Schlüssel',
    labelPlural: 'Schlüssel',
    fields: {
      KmId: 'ID',
      KmName: 'Name',
      KmValue: 'Wert',
      KmHasValue: 'Wert gesetzt',
      KmValueEnding: 'Endet auf',
      KmValueChangedBy: 'Wert geändert von',
      KmValueChangedAt: 'Wert geändert am',
      KmDescription: 'Beschreibung',
      KmCreated: 'Erstellt',
      KmUpdated: 'Zuletzt geändert',
    },
  },
  UserSession: {
    label: 'Sitzung',
    labelPlural: 'Sitzungen',
    fields: {
      Id: 'ID',
      UserId: 'Benutzer',
      Stamp: 'Stempel',
      UserAgent: 'Browser',
      Address: 'Adresse',
      SignedInAt: 'Angemeldet',
      LastSeenAt: 'Zuletzt aktiv',
      RevokedAt: 'Abgemeldet',
    },
  },
} satisfies Pick<
  SchemaLabels,
  | 'AiUsage'
  | 'ApiEndpoint'
  | 'ApiGroup'
  | 'AspNetRoleClaims'
  | 'AspNetRoles'
  | 'AspNetUserClaims'
  | 'AspNetUserLogins'
  | 'AspNetUserRoles'
  | 'AspNetUserTokens'
  | 'AspNetUsers'
  | 'AuditLog'
  | 'KeyManager'
  | 'UserSession'
>;
