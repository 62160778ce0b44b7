import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  page: {
    title: 'Test d’e-mail',
    intro:
      'Envoyez un message par la chaîne d’envoi du site pour vérifier la remise et l’aspect d’un modèle. Chaque message est conservé dans l’archive des e-mails.',
    form: 'E-mail de test',
    to: 'À',
    toHelp: 'Une adresse, ou plusieurs séparées par des virgules.',
    template: 'Modèle',
    messageTemplate: 'Un modèle de message : il apporte ses propres mots et, quand l’objet est vide, son objet.',
    layout: 'Une mise en page : le corps ci-dessous est placé à l’intérieur.',
    subject: 'Objet',
    body: 'Corps',
    bodyHelp: 'Le HTML est autorisé ; les scripts et le balisage dangereux sont retirés avant l’envoi.',
    sending: 'Envoi…',
    send: 'Envoyer l’e-mail de test',
    recent: 'Archive récente des e-mails',
    date: 'Date',
    status: 'Statut',
    actions: 'Actions',
    noData: 'Aucune donnée disponible',
    viewLabel: 'Voir le message n° %{id}',
    view: 'Voir',
  },
  outcome: {
    sent: 'Envoyé : le serveur de messagerie a accepté le message.',
    outbox:
      'Classé dans la boîte d’envoi : aucun serveur de messagerie n’est configuré (SMTP_URL), le message a donc été enregistré dans un fichier au lieu d’être envoyé.',
    failed: 'Non envoyé : %{error}.',
    notAccepted: 'le serveur de messagerie ne l’a pas accepté',
  },
  archived: {
    section: 'Message archivé',
    heading: 'Message archivé n° %{id}',
    to: 'À',
    from: 'De',
    subject: 'Objet',
    status: 'Statut',
    date: 'Date',
    frame: 'Message archivé n° %{id} tel qu’envoyé',
  },
} satisfies SameKeys<typeof en>;
