// The X-Webhook-Signature header: `sha256=` and the hex HMAC-SHA256 of the raw
// body with the webhook's secret (docs/webhooks.md shows the receiver's check).
import { createHmac } from 'node:crypto';

export const signatureOf = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
