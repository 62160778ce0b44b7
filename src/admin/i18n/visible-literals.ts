// Finds the texts a screen shows that are written in its source instead of
// coming from the message files: JSX text, string children, the string
// values of props a person reads (label, title, placeholder, …) and
// notify('…') calls. A value shaped like a message key ('forms.builder.add')
// is not a text. Used by sources.spec.ts; kept apart so a folder's owner can
// run it alone (`npx vitest run src/admin/i18n`).
import ts from 'typescript';

/** Props whose string value people read (react-admin translates key-shaped ones itself). */
const VISIBLE_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'helperText',
  'aria-label',
  'alt',
  'emptyText',
  'confirmTitle',
  'confirmContent',
  'tooltip',
  'subheader',
  'primary',
  'secondary',
  'text',
  'message',
  'heading',
  'description',
  'emptyLabel',
  'caption',
  'noOptionsText',
  'loadingText',
  'submitLabel',
  'cancelLabel',
  'confirmLabel',
  'confirmText',
  'buttonLabel',
]);

const MESSAGE_KEY = /^[a-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)+$/;
const HAS_WORD = /[A-Za-z]{2,}/;

interface VisibleLiteral {
  line: number;
  text: string;
}

function isText(value: string): boolean {
  const trimmed = value.trim();
  return HAS_WORD.test(trimmed) && !MESSAGE_KEY.test(trimmed);
}

export function visibleLiterals(fileName: string, source: string): VisibleLiteral[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: VisibleLiteral[] = [];
  const add = (node: ts.Node, text: string) => {
    if (isText(text))
      found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim() });
  };
  const stringOf = (node: ts.Node | undefined): string | undefined => {
    if (!node) return undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node))
      return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
    if (ts.isJsxExpression(node)) return stringOf(node.expression);
    if (ts.isParenthesizedExpression(node)) return stringOf(node.expression);
    return undefined;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (
      ts.isJsxExpression(node) &&
      node.parent &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      const text = stringOf(node.expression);
      if (text !== undefined) add(node, text);
    } else if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(node.name.getText(file))) {
      const text = stringOf(node.initializer);
      if (text !== undefined) add(node, text);
    } else if (ts.isCallExpression(node) && /(^|\.)notify$/.test(node.expression.getText(file))) {
      const text = stringOf(node.arguments[0]);
      if (text !== undefined) add(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
