// Outgoing mail (contract §1, issue 3 item 3): through SMTP_URL with
// nodemailer, or, without it, as .eml files in DATA_DIR/outbox. Every
// message is archived in EmailArchive; auth mails archive a body with their
// secret (code, link) redacted.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Config } from '../platform/config.js';
import type { Executor } from '../platform/db/executor.js';
import { checkHeaderText, checkRecipients } from './addresses.js';
import { senderOf } from './sender.js';
import { ApiError } from '../platform/errors.js';

interface Message {
  to: unknown;
  subject: string;
  html: string;
  text?: string;
  /** What EmailArchive keeps of the body (defaults to html). */
  archiveBody?: string;
}

interface Delivery {
  /** The EmailArchive row. */
  id: number;
  /** 'sent' (SMTP accepted it), 'outbox' (filed as .eml: no SMTP_URL) or 'failed'. */
  status: 'sent' | 'outbox' | 'failed';
  error: string | null;
}

/** A message the mail server did not take: archived as failed (archiveId), with the server's reason. */
export class MailNotSent extends ApiError {
  constructor(
    readonly archiveId: number,
    readonly reason: string,
  ) {
    super(502, 'The e-mail could not be sent: the mail server did not accept it (see the e-mail archive)');
  }
}

export class Mailer {
  private transport: Promise<Transporter> | undefined;
  private readonly outbox?: string;

  constructor(
    private readonly config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
    private readonly db: Executor,
  ) {
    if (!config.smtpUrl) this.outbox = join(config.dataDir, 'outbox');
  }

  /**
   * Made at the first message, not at start: nodemailer costs every start about 50 ms of CPU, and an instance may
   * run long before it sends one (docs/decisions/0160-the-server-starts-faster.md).
   */
  private transporter(): Promise<Transporter> {
    return (this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      this.config.smtpUrl
        ? // A mail server that never answers must not stall a sign-in for minutes (nodemailer's defaults).
          nodemailer.createTransport({
            url: this.config.smtpUrl,
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 30_000,
          })
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  }

  /** Sends (or files) the message and archives it; returns the EmailArchive id, or a 502 after archiving a failure. */
  async send(message: Message): Promise<number> {
    const result = await this.deliver(message);
    if (result.status === 'failed') throw new MailNotSent(result.id, result.error ?? 'unknown');
    return result.id;
  }

  /**
   * Sends (or files) the message and archives it, whatever happens: callers
   * that report the outcome (the e-mail test) or retry it (form deliveries)
   * read the status instead of catching. Bad recipients or subjects still throw (400), before anything is archived.
   */
  async deliver(message: Message): Promise<Delivery> {
    const to = checkRecipients(message.to);
    const subject = checkHeaderText(message.subject, 'subject', 998);
    let status: Delivery['status'] = 'sent';
    let error: string | null = null;
    const sender = await senderOf(this.db, this.config.mailFrom);
    const transport = await this.transporter();
    try {
      const info = await transport.sendMail({ ...sender, to, subject, html: message.html, text: message.text });
      if (this.outbox) {
        mkdirSync(this.outbox, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
        writeFileSync(join(this.outbox, name), (info as unknown as { message: Buffer }).message, { mode: 0o600 });
        status = 'outbox';
      }
    } catch (e) {
      status = 'failed';
      error = (e as Error).message.slice(0, 2000);
    }
    const row = await this.db.first<{ EaId: number }>(
      this.db.builder
        .insertInto('EmailArchive')
        .values({
          EaTo: to.join(', ').slice(0, 2000),
          EaFrom: sender.from.slice(0, 320),
          EaSubject: subject,
          EaBody: message.archiveBody ?? message.html,
          EaSent: new Date().toISOString(),
          EaStatus: status,
          EaError: error,
        })
        .returning('EaId')
        .compile(),
    );
    return { id: Number(row!.EaId), status, error };
  }
}
