// A checked submission stored with the deliveries it sets off, in one
// transaction (docs/forms.md "Deliveries"): the FormSubmission row, the
// claim of its form files, and one FormDelivery row per delivery, all
// pending and due now. The runner tries them after the commit; nothing a
// mail server or provider does can lose the submission.
import { emitDomainEvent } from '../platform/data/domain-events.js';
import type { Executor } from '../platform/db/executor.js';
import { claimFormFiles } from './form-files.js';
import type { Answers } from '../../shared/forms/answers.js';
import { DELIVERY_KIND } from './deliveries/form-emails.js';
import { DELIVERY_STATUS } from './deliveries/runner.js';
import { visitorEmailField, type FormRecord } from './form-record.js';
import type { Tracking } from './tracking.js';

interface IncomingSubmission {
  answers: Answers;
  machine: Record<string, unknown>;
  tracking: Tracking;
  isSubscribe: boolean;
  ip: string;
  /** The clock of the file claims and the deliveries' first attempt. */
  now: number;
}

/** A consent checkbox, when the form names one, must be ticked; without one, isSubscribe=true is the visitor's consent. */
function consentGiven(form: FormRecord, answers: Answers): boolean {
  const field = form.marketing.consentField;
  if (!field) return true;
  const value = answers[field];
  const ticked = (v: string) => v.trim() !== '' && !['false', '0', 'off', 'no'].includes(v.trim().toLowerCase());
  return Array.isArray(value) ? value.some(ticked) : typeof value === 'string' && ticked(value);
}

/** Which deliveries a submission sets off, from the form's settings and what the visitor sent. */
function deliveryKinds(form: FormRecord, answers: Answers, isSubscribe: boolean): string[] {
  const kinds: string[] = [];
  if ((form.meta.notify?.to ?? []).length) kinds.push(DELIVERY_KIND.notification);
  const emailField = visitorEmailField(form);
  if (
    form.meta.confirmationEmail?.enabled &&
    emailField &&
    typeof answers[emailField] === 'string' &&
    answers[emailField]
  )
    kinds.push(DELIVERY_KIND.confirmation);
  if (isSubscribe && form.marketing.enabled && consentGiven(form, answers)) kinds.push(DELIVERY_KIND.subscribe);
  return kinds;
}

export async function storeSubmission(
  db: Executor,
  form: FormRecord,
  incoming: IncomingSubmission,
): Promise<{ FsId: number; deliveries: string[] }> {
  const { answers, tracking } = incoming;
  const at = new Date(incoming.now).toISOString();
  const machine = {
    ...incoming.machine,
    isSubscribe: incoming.isSubscribe,
    ...(Object.keys(tracking.unrecognised).length ? { tracking: { unrecognised: tracking.unrecognised } } : {}),
  };
  const kinds = deliveryKinds(form, answers, incoming.isSubscribe);
  return db.transaction(async (tx) => {
    const row = await tx.first<{ FsId: number }>(
      tx.builder
        .insertInto('FormSubmission')
        .values({
          FrmId: form.FrmId,
          FsMetaData: JSON.stringify(answers),
          FsMachineMeta: JSON.stringify(machine),
          FsDate: at,
          FsIp: incoming.ip.slice(0, 45),
          FsMedium: tracking.medium,
          FsSource: tracking.source,
        })
        .returning('FsId')
        .compile(),
    );
    const fsId = Number(row!.FsId);
    if (await claimFormFiles(tx, form.FrmId, answers, fsId, incoming.now)) {
      await tx.run(
        tx.builder
          .updateTable('FormSubmission')
          .set({ FsMetaData: JSON.stringify(answers) })
          .where('FsId', '=', fsId)
          .compile(),
      );
    }
    for (const kind of kinds) {
      await tx.run(
        tx.builder
          .insertInto('FormDelivery')
          .values({
            FsId: fsId,
            FdKind: kind,
            FdStatus: DELIVERY_STATUS.pending,
            FdAttempts: 0,
            FdNextAttempt: at,
            FdCreated: at,
            FdUpdated: at,
          })
          .compile(),
      );
    }
    // Webhooks (issue 45): in this transaction, so a receiver hears of the submission only once it is stored.
    await emitDomainEvent(tx, 'form.submitted', { FrmId: form.FrmId, FsId: fsId, FsDate: at, answers });
    return { FsId: fsId, deliveries: kinds };
  });
}
