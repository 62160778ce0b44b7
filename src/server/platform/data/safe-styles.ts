// Inline CSS that sanitised HTML may keep (e-mails, rich-text fields): listed
// properties with simple values, so no url(), expression(), position/overlay
// tricks or imports. Shaped for sanitize-html's `allowedStyles`.
const LENGTH =
  /^(0|auto|-?\d{1,4}(\.\d{1,3})?(px|em|rem|%|pt))(\s+(0|auto|-?\d{1,4}(\.\d{1,3})?(px|em|rem|%|pt))){0,3}$/i;
const COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\(\s*[\d.]{1,5}%?\s*(,\s*[\d.]{1,5}%?\s*){2,3}\))$/i;
const BORDER = /^(none|0|\d{1,2}px\s+(solid|dashed|dotted)(\s+(#[0-9a-f]{3,8}|[a-z]{3,20}))?)$/i;

export const SAFE_STYLES: Record<string, RegExp[]> = {
  color: [COLOR],
  'background-color': [COLOR],
  'text-align': [/^(left|right|center|justify)$/i],
  'vertical-align': [/^(top|middle|bottom|baseline)$/i],
  'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/i],
  'font-style': [/^(normal|italic)$/i],
  'font-size': [LENGTH],
  'font-family': [/^[a-z0-9 ,'-]{1,100}$/i],
  'line-height': [/^\d{1,2}(\.\d{1,3})?$/, LENGTH],
  'text-decoration': [/^(none|underline|line-through)$/i],
  display: [/^(block|inline|inline-block|none)$/i],
  border: [BORDER],
  'border-top': [BORDER],
  'border-bottom': [BORDER],
  'border-radius': [LENGTH],
  ...Object.fromEntries(
    ['margin', 'padding', 'width', 'height', 'max-width']
      .flatMap((p) => [p, `${p}-top`, `${p}-right`, `${p}-bottom`, `${p}-left`])
      .map((p) => [p, [LENGTH]]),
  ),
};
