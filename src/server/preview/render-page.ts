// One public page as visitors will see it (docs/preview.md): the page template of its type, inside the header
// and footer templates, with the snippets of each token location, the style guide's CSS and the page CSS, in one
// HTML document. A template that fails does not give a blank page: the answer names the template and shows the
// problem with its line and column, and the line itself.
import type { LiquidProblem } from '../../shared/api/tokens.js';
import { escapeHtml } from '../email/index.js';
import { renderPart } from './page-engine.js';
import { pageModel } from './page-model.js';
import type { LoadedTarget } from './preview-target.js';
import type { MenuItem, SiteParts } from './site-parts.js';
import { BASE_CSS } from './base-css.js';

type RenderedPage =
  { ok: true; html: string } | { ok: false; html: string; problem: LiquidProblem & { template: string } };

/** A snippet is placed as it is when it holds its own <script> elements, else wrapped in one (as snippet-csp.ts reads it). */
function snippetHtml(code: string): string {
  return /<script\b/i.test(code) ? code : `<script>${code.replace(/<\/script/gi, '<\\/script')}</script>`;
}

const MENU_CLASS: Record<string, string> = { primary: 'main-menu', secondary: 'utility-menu', footer: 'footer-menu' };

function menuHtml(items: (MenuItem & { current: boolean })[]): string {
  return `<ul>${items
    .map(
      (i) =>
        `<li${i.current ? ' class="current"' : ''}><a href="${i.url}"${i.current ? ' aria-current="page"' : ''}>${i.title}</a>${i.children.length ? menuHtml(i.children as (MenuItem & { current: boolean })[]) : ''}</li>`,
    )
    .join('')}</ul>`;
}

/** The menus with the items leading to this page marked `current`, each also as ready-made HTML (`html`). */
function currentMenus(menus: SiteParts['menus'], url: string) {
  const mark = (items: MenuItem[]): (MenuItem & { current: boolean })[] =>
    items.map((i) => ({ ...i, current: !!url && i.url === url, children: mark(i.children) }));
  return Object.fromEntries(
    Object.entries(menus).map(([k, m]) => {
      const items = mark(m.items);
      return [
        k,
        {
          ...m,
          items,
          html: items.length ? `<nav class="${MENU_CLASS[k]}" aria-label="${m.title}">${menuHtml(items)}</nav>` : '',
        },
      ];
    }),
  );
}

const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');
const placed = (parts: SiteParts, placement: string) => (parts.snippets[placement] ?? []).map(snippetHtml).join('\n');

function errorPage(template: string, source: string, problem: LiquidProblem): string {
  const where = problem.line ? ` at line ${problem.line}, column ${problem.column ?? 1}` : '';
  const line = problem.line ? (source.split('\n')[problem.line - 1] ?? '') : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Template error</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#1a1a1a}pre{background:#f4f4f4;padding:1rem;overflow:auto}</style></head>
<body><h1>The ${escapeHtml(template)} template has an error${escapeHtml(where)}</h1><p>${escapeHtml(problem.message)}</p>${line ? `<pre>${escapeHtml(`${problem.line} | ${line}`)}</pre>` : ''}<p>Fix it in Template Files and preview again.</p></body></html>`;
}

export async function renderPage(parts: SiteParts, target: LoadedTarget, now = new Date()): Promise<RenderedPage> {
  const page = pageModel(target.cId, target.ctId, target.snapshot, target.facts, parts);
  const snippets = Object.fromEntries(Object.keys(parts.snippets).map((p) => [p, placed(parts, p)]));
  // Tokens first: a token cannot hide one of the product's own names.
  const scope = {
    ...parts.tokens,
    site: { ...parts.site, year: now.getUTCFullYear() },
    // The e-mail layouts' name for it, which the seed's first footers used.
    year: now.getUTCFullYear(),
    page,
    menus: currentMenus(parts.menus, page.url),
    header: parts.header,
    footer: parts.footer,
    snippets,
    preview: { draft: target.draft, version: target.cvId },
  };
  const templateId = Number(target.snapshot.content.TemplateId) || target.ctId;
  const template = parts.pageTemplates.get(templateId) ??
    parts.pageTemplates.get(target.ctId) ?? { name: `page type ${target.ctId}`, source: '' };
  const pieces: [string, string][] = [
    [`page template “${template.name}”`, template.source],
    ['header', parts.header.source],
    ['footer', parts.footer.source],
  ];
  const out: string[] = [];
  for (const [name, source] of pieces) {
    const r = await renderPart(source, scope);
    if (r.problem)
      return { ok: false, html: errorPage(name, source, r.problem), problem: { ...r.problem, template: name } };
    out.push(r.html);
  }
  const [body, header, footer] = out;
  const canonical =
    parts.site.url && page.url ? `<link rel="canonical" href="${escapeHtml(parts.site.url)}${page.url}">` : '';
  const styles = [...parts.blockStyles.values(), ...parts.rowDesigns.values()]
    .map((s) => s.css)
    .filter(Boolean)
    .join('\n');
  const banner =
    target.cvId !== null
      ? `<div class="preview-banner" role="note">${target.draft ? 'Draft' : `Version ${target.cvId}`}: not live</div>`
      : '';
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${placed(parts, 'head-start')}
<title>${page.seoTitle}</title>
${page.description ? `<meta name="description" content="${page.description}">` : ''}
${canonical}
<style>${styleText(BASE_CSS)}
${styleText(styles)}</style>
${target.css ? `<style>${styleText(target.css)}</style>` : ''}
${placed(parts, 'head-end')}
</head>
<body class="page-${page.type}">
${placed(parts, 'body-start')}
${banner}
<header class="site-header">${header}</header>
<main id="main">${body}</main>
<footer class="site-footer">${footer}</footer>
${placed(parts, 'body-end')}
</body>
</html>`;
  return { ok: true, html };
}
