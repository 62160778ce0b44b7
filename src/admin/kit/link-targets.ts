// Where a link opens — a content block's link and a carousel slide's link
// offer the same choices, in this order, with each one's message key
// (messages/kit: linkTargets). '' is the same tab (no target attribute).
export const LINK_TARGETS = [
  { value: '', text: 'kit.linkTargets.same' },
  { value: '_blank', text: 'kit.linkTargets.blank' },
  { value: '_self', text: 'kit.linkTargets.self' },
  { value: '_parent', text: 'kit.linkTargets.parent' },
  { value: '_top', text: 'kit.linkTargets.top' },
] as const;
