// Content types whose block copy is template markup (spec §3: Email_Template
// 52, Footer_Template 53, Header_Template 54): whole HTML documents of
// presentation tables, or boxes with classes and tel: links, which a
// rich-text (tiptap) editor would rewrite into paragraphs. Their copy is
// edited as HTML source only.
const TEMPLATE_CONTENT_TYPES: readonly number[] = [52, 53, 54];

export function isTemplateType(ctId: number | null | undefined): boolean {
  return ctId !== null && ctId !== undefined && TEMPLATE_CONTENT_TYPES.includes(ctId);
}
