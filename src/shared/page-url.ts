// The form of a page's URL (Content.CSeoUrl): a path of this site as a
// visitor types it and the sitemap lists it. It starts with one "/" ("//x"
// names another host), and has no white space or control characters, no
// query or fragment ("?", "#": not part of a page's address) and none of the
// characters a URL must escape (< > " { } | \ ^ `). Letters of any script are
// kept, as slugify keeps them. Shared, so the editor can say it before saving.
import { codedProblem, type CodedProblem } from './api/error-codes.js';

const PAGE_URL = /^\/(?!\/)[^\s?#<>"{}|\\^`\p{Cc}]*$/u;

export function pageUrlProblem(url: string): CodedProblem | undefined {
  if (PAGE_URL.test(url)) return undefined;
  return codedProblem('page.url', { url: url.length > 80 ? `${url.slice(0, 80)}…` : url });
}
