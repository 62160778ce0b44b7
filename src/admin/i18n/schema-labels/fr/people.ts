// People, access and keys: the schema's labels in French, one area of ../fr.ts.
import type { SchemaLabels } from '../schema-label-types.js';

export default {
  AiUsage: {
    label: 'Utilisation de l’IA',
    labelPlural: 'Utilisation de l’IA',
    fields: { AuUserId: 'ID utilisateur', AuDay: 'Jour (UTC)', AuUserName: 'Utilisateur', AuCount: 'Appels' },
  },
  ApiEndpoint: {
    label: 'Point de terminaison d’API',
    labelPlural: 'Points de terminaison d’API',
    fields: {
      AeId: 'ID',
      AgId: 'Groupe d’API',
      AePath: 'Chemin',
      AeMethod: 'Méthode',
      AeDescription: 'Description',
      AeEnabled: 'Activé',
    },
  },
  ApiGroup: {
    label: 'Groupe d’API',
    labelPlural: 'Groupes d’API',
    fields: { AgId: 'ID', AgName: 'Nom', AgDescription: 'Description', AgEnabled: 'Activé' },
  },
  AspNetRoleClaims: {
    label: 'Revendication de rôle',
    labelPlural: 'Revendications de rôle',
    fields: { Id: 'ID', RoleId: 'Rôle', ClaimType: 'Type de revendication', ClaimValue: 'Valeur de la revendication' },
  },
  AspNetRoles: {
    label: 'Rôle',
    labelPlural: 'Rôles',
    fields: { Id: 'ID', Name: 'Nom', NormalizedName: 'Nom normalisé', ConcurrencyStamp: 'Jeton de concurrence' },
  },
  AspNetUserClaims: {
    label: 'Revendication d’utilisateur',
    labelPlural: 'Revendications d’utilisateur',
    fields: {
      Id: 'ID',
      UserId: 'Utilisateur',
      ClaimType: 'Type de revendication',
      ClaimValue: 'Valeur de la revendication',
    },
  },
  AspNetUserLogins: {
    label: 'Connexion externe',
    labelPlural: 'Connexions externes',
    fields: {
      LoginProvider: 'Fournisseur de connexion',
      ProviderKey: 'Clé du fournisseur',
      ProviderDisplayName: 'Nom du fournisseur',
      UserId: 'Utilisateur',
    },
  },
  AspNetUserRoles: {
    label: 'Rôle d’utilisateur',
    labelPlural: 'Rôles d’utilisateur',
    fields: { UserId: 'Utilisateur', RoleId: 'Rôle' },
  },
  AspNetUserTokens: {
    label: 'Jeton d’utilisateur',
    labelPlural: 'Jetons d’utilisateur',
    fields: { UserId: 'Utilisateur', LoginProvider: 'Fournisseur de connexion', Name: 'Nom', Value: 'Valeur' },
  },
  AspNetUsers: {
    label: 'Utilisateur',
    labelPlural: 'Utilisateurs',
    fields: {
      Id: 'ID',
      UserName: 'Nom d’utilisateur',
      NormalizedUserName: 'Nom d’utilisateur normalisé',
      Email: 'E-mail',
      NormalizedEmail: 'E-mail normalisé',
      EmailConfirmed: 'E-mail confirmé',
      PasswordHash: 'Empreinte du mot de passe',
      SecurityStamp: 'Jeton de sécurité',
      ConcurrencyStamp: 'Jeton de concurrence',
      PhoneNumber: 'Numéro de téléphone',
      PhoneNumberConfirmed: 'Numéro de téléphone confirmé',
      TwoFactorEnabled: 'Second facteur',
      LockoutEnd: 'Verrouillé jusqu’au',
      LockoutEnabled: 'Verrouillage activé',
      AccessFailedCount: 'Échecs de connexion',
      DisplayName: 'Nom',
      Disabled: 'Désactivé',
      ResetRequired: 'Réinitialisation du mot de passe requise',
      Theme: 'Thème',
      Language: 'Langue',
    },
  },
  AuditLog: {
    label: 'Entrée d’audit',
    labelPlural: 'Journal d’audit',
    fields: {
      AlId: 'ID',
      Type: 'Type',
      Message: 'Message',
      UserName: 'Utilisateur',
      Date: 'Date',
      Entity: 'Entité',
      EntityKey: 'Clé de l’enregistrement',
      Diff: 'Modifications',
      Impersonator: 'Incarné par',
      RequestId: 'ID de requête',
    },
  },
  KeyManager: {
    label: 'Clé',
    labelPlural: 'Clés',
    fields: {
      KmId: 'ID',
      KmName: 'Nom',
      KmValue: 'Valeur',
      KmHasValue: 'Valeur définie',
      KmValueEnding: 'Se termine par',
      KmValueChangedBy: 'Valeur modifiée par',
      KmValueChangedAt: 'Valeur modifiée le',
      KmDescription: 'Description',
      KmCreated: 'Créée le',
      KmUpdated: 'Dernière modification',
    },
  },
  UserSession: {
    label: 'Session',
    labelPlural: 'Sessions',
    fields: {
      Id: 'ID',
      UserId: 'Utilisateur',
      Stamp: 'Jeton',
      UserAgent: 'Navigateur',
      Address: 'Adresse',
      SignedInAt: 'Connexion',
      LastSeenAt: 'Dernière activité',
      RevokedAt: 'Déconnexion',
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
