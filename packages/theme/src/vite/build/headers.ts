/**
 * `_headers` of a built site with a Content-Security-Policy (`csp`): the site's policy, the union of the policies its
 * pages declare (so every page's hashes are in it), for hosts that read the file and for `rsdocs serve`/`preview`.
 * Reading the pages also finds what the policy blocks in them: a `style` attribute (a page's own markup or content).
 */
import { declaredPolicy, headersFile, mergeDirectives, policyText, type CspDirectives } from '../head/csp';

/** An element's `style` attribute in HTML: the policy blocks it (no `'unsafe-inline'`, no `'unsafe-hashes'`). */
const STYLE_ATTRIBUTE = /<[a-zA-Z][\w-]*\s[^>]*?\bstyle\s*=/;

export interface HeadersOutput {
  /** The text of `_headers`. */
  content: string;
  /** Pages whose markup holds a `style` attribute, which the policy keeps from applying. */
  styledPages: string[];
}

/**
 * `_headers` from the site's directives and its pages' HTML (`pages`: path in the out dir → text, read as needed).
 * `own` is the site's own `public/_headers`, kept after the policy.
 */
export function cspHeaders(site: CspDirectives, pages: Iterable<[string, () => string]>, own?: string): HeadersOutput {
  const policies: CspDirectives[] = [site];
  const styledPages: string[] = [];
  for (const [file, read] of pages) {
    const html = read();
    const declared = declaredPolicy(html);
    if (declared) policies.push(declared);
    // The page's data (a JSON script) may quote markup; only its markup counts.
    if (STYLE_ATTRIBUTE.test(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ''))) styledPages.push(file);
  }
  return { content: headersFile(policyText(mergeDirectives(...policies)), own), styledPages };
}
