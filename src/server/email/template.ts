// E-mail templates are content records edited by staff, so they are data,
// never code (security row 15): {{name}} placeholders are replaced by
// HTML-escaped values the caller names; anything else is left as text, and
// an unknown placeholder becomes empty. Nothing is evaluated.
const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `raw` names values that are already HTML (a message body placed into the layout). */
export function renderTemplate(template: string, values: Record<string, string>, raw: string[] = []): string {
  return template.replace(PLACEHOLDER, (_m, name: string) => {
    if (!Object.hasOwn(values, name)) return '';
    return raw.includes(name) ? values[name] : escapeHtml(values[name]);
  });
}
