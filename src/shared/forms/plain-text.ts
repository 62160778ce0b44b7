// Public form answers are kept as plain text (security row 11: HTML is
// sanitised on write): tags are removed, entities decoded once, control
// characters dropped, so nothing a visitor types can run in an admin screen.
import { decodeEntities } from '../html-text.js';

export function toPlainText(value: string): string {
  return (
    decodeEntities(
      value.replace(/<(script|style|iframe|object|embed|template)\b[\s\S]*?<\/\1\s*>/gi, '').replace(/<[^>]*>?/g, ''),
    )
      .replace(/\u00a0/g, ' ')
      .replace(/[<>]/g, '') // what an entity decoded to must not form a tag either
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .trim()
  );
}
