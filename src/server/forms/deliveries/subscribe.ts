// The 'subscribe' delivery of a submission (issue 15 item 2): a visitor who
// ticked "subscribe" (isSubscribe, and the form's consent checkbox when it
// names one) becomes a contact at the provider the form maps to
// (FrmEmailMarketing: providerCId, listId, fieldMap, doubleOptIn). It runs
// after the submission is stored, so a provider outage never loses it: rate
// limits and outages are retried with the runner's backoff; a refused address
// or an unknown list fails at once. The final outcome is recorded in
// MarketingConsent like a sign-up from the public call.
import type { Queryable } from '../../platform/db/executor.js';
import { recordConsent } from '../../email-marketing/index.js';
import { MarketingError } from '../../email-marketing/index.js';
import { subscribeContact, type MarketingDeps } from '../../email-marketing/index.js';
import { answerText, readSubmission } from './form-emails.js';
import { PermanentDeliveryError, type DeliveryHandler } from './runner.js';

export function subscribeHandler(db: Queryable, marketing: MarketingDeps): DeliveryHandler {
  return async (job) => {
    const { form, submission } = await readSubmission(db, job.FsId);
    const settings = form.marketing;
    if (!settings.enabled || !settings.providerCId)
      throw new PermanentDeliveryError('The form’s e-mail marketing was switched off after this submission');
    const map = settings.fieldMap ?? {};
    const email = answerText(submission.answers[map.email ?? 'email']).trim();
    if (!email)
      throw new PermanentDeliveryError(
        `The submission has no e-mail address in the field "${map.email ?? 'email'}" the form maps to the provider`,
      );
    const fields: Record<string, string> = {};
    for (const [providerField, formField] of Object.entries(map)) {
      if (providerField !== 'email' && submission.answers[formField] !== undefined)
        fields[providerField] = answerText(submission.answers[formField]);
    }
    const ipRow = await db.first<{ FsIp: string | null }>(
      db.builder.selectFrom('FormSubmission').select('FsIp').where('FsId', '=', job.FsId).compile(),
    );
    const consent = {
      email,
      providerCId: settings.providerCId,
      consentText: `Form "${form.FrmName}", submission ${submission.FsId}: subscribe requested${settings.consentField ? ` and "${settings.consentField}" ticked` : ''}`,
      ip: ipRow?.FsIp ?? '',
    };
    try {
      const done = await subscribeContact(marketing, settings.providerCId, {
        email,
        fields,
        listId: settings.listId?.trim() || undefined,
        doubleOptIn: settings.doubleOptIn,
      });
      await recordConsent(db, { ...consent, provider: done.provider, listId: done.listId, outcome: done.status });
    } catch (e) {
      if (e instanceof MarketingError && !e.retryable) {
        await recordConsent(db, {
          ...consent,
          provider: String(settings.providerCId),
          listId: settings.listId ?? '',
          outcome: 'failed',
          error: e.message,
        });
        throw new PermanentDeliveryError(e.message);
      }
      throw e; // a rate limit or an outage: the runner tries again later
    }
  };
}
