/**
 * The page menu's pure parts ("Copy page", "View as Markdown", "Open in…"), shared by `PageActions` and the head
 * script (`boot/controls.ts`), which takes `copyUrlText` and `serviceHref` as text (`Function.prototype.toString`):
 * they reference nothing outside their own bodies.
 */

/** A chat service of "Open in…": its `url` holds `{prompt}`, replaced by the URL-encoded prompt. */
export interface OpenInService {
  name: string;
  url: string;
}

/**
 * Copies the text at `url` (a page's `.md` copy) to the clipboard; true once it is there. The clipboard is asked at
 * once, while the click's user activation holds, with the text still on its way (a `ClipboardItem` of a promise:
 * Safari refuses a write started after an await). A failed request, a refused clipboard or none at all (an insecure
 * origin, a browser without `ClipboardItem`) is false: nothing is lost, the Markdown stays a link away. Small on
 * purpose: the head script carries it.
 */
export function copyUrlText(url: string): Promise<boolean> {
  // The executor runs now (in the click) and turns a clipboard that is not there into a rejection.
  return new Promise((done) =>
    done(
      navigator.clipboard.write([
        new ClipboardItem({ 'text/plain': fetch(url).then((r) => (r.ok ? r.text() : Promise.reject(new Error(url)))).then((t) => new Blob([t], { type: 'text/plain' })) }),
      ]),
    ),
  ).then(
    () => true,
    () => false,
  );
}

/**
 * A service's link for a page: the prompt (its `{url}` the page's Markdown URL, absolute) URL-encoded into the
 * service's `{prompt}`.
 */
export function serviceHref(serviceUrl: string, prompt: string, markdownUrl: string): string {
  return serviceUrl.replace('{prompt}', encodeURIComponent(prompt.replace('{url}', markdownUrl)));
}

/** A route's Markdown copy, as the build names it: `/guide/cli` → `guide/cli.md`, `/guide/` → `guide/index.md`. */
export function markdownFileFor(routePath: string): string {
  return routePath.endsWith('/') ? `${routePath.slice(1)}index.md` : `${routePath.slice(1)}.md`;
}
