// The published page tree for the admin's sitemap screen: live pages nested
// by URL path. A page's parent is the live page whose URL is the nearest
// ancestor path of its own (/about-us/our-team under /about-us); the home
// page '/' is a top-level entry like the others rather than the parent of
// everything. Siblings are ordered by URL.
import type { LivePage } from '../content/live-pages.js';
import type { ChangeFrequency } from '../../../shared/change-frequency.js';
import { changeFrequency, priority } from './page-settings.js';
import { normalizePath } from '../../../shared/url-path.js';

interface PageTreeNode {
  CId: number;
  CTitle: string;
  CSeoUrl: string;
  ChangeFrequency: ChangeFrequency;
  Priority: number;
  children: PageTreeNode[];
}

export function pageTree(pages: LivePage[]): PageTreeNode[] {
  const byPath = new Map<string, PageTreeNode>();
  const nodes: [string, PageTreeNode][] = [];
  for (const p of pages) {
    const path = normalizePath(p.CSeoUrl);
    const node: PageTreeNode = {
      CId: p.CId,
      CTitle: p.CTitle,
      CSeoUrl: p.CSeoUrl,
      ChangeFrequency: changeFrequency(p.CMetaData),
      Priority: priority(p.CMetaData),
      children: [],
    };
    nodes.push([path, node]);
    if (!byPath.has(path)) byPath.set(path, node); // duplicates of a URL hang under nobody but themselves
  }
  const roots: PageTreeNode[] = [];
  for (const [path, node] of nodes) {
    const parent = nearestAncestor(path, byPath);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

function nearestAncestor(path: string, byPath: Map<string, PageTreeNode>): PageTreeNode | undefined {
  let at = path;
  for (;;) {
    const cut = at.lastIndexOf('/');
    if (cut <= 0) return undefined;
    at = at.slice(0, cut);
    const hit = byPath.get(at);
    if (hit) return hit;
  }
}
