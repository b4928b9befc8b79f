import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startDevSite, type DevSite } from './dev-server';
import { collectConsole, holdRequests, isHydrated, WAIT_MS, waitFirstPaint, waitHydrated } from './helpers';

// `rsdocs dev` as an author uses it, on a copy of tests/dev-fixture (no vite.config; a theme entry replacing the
// Layout and Navbar; the theme installed as a package): pages as the build renders them, hot updates in place,
// search, the error overlay, and routes appearing and disappearing with their files.
let site: DevSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startDevSite(), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const HYDRATION = /hydrat|did not match/i;

async function openPage(path: string) {
  // An English browser: a first visit to a default-language page stays there (see the locale redirect test).
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  // The first page of a cold server waits for Vite to pre-bundle dependencies.
  context.setDefaultTimeout(WAIT_MS);
  const page = await context.newPage();
  const log = collectConsole(page);
  const response = await page.goto(site.origin + path);
  await waitHydrated(page);
  return { context, page, log, status: response?.status() };
}

/** A value the page keeps until it reloads. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __devMark: number }).__devMark = 1));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __devMark?: number }).__devMark === 1);
const overlayText = (page: Page) => page.evaluate(() => document.querySelector('vite-error-overlay')?.shadowRoot?.querySelector('.window')?.textContent ?? null);

/** Edit a file of the site for one test, and put it back afterwards. */
async function withEdit(file: string, edit: (source: string) => string, body: () => Promise<void>, on: DevSite = site) {
  const original = on.read(file);
  on.write(file, edit(original));
  try {
    await body();
  } finally {
    on.write(file, original);
  }
}

/** Resolves once the first `selector` of the page holds `text` (and not `gone`). */
function showsText(page: Page, selector: string, text: string, gone?: string) {
  return page.waitForFunction(
    ([s, t, g]) => {
      const shown = document.querySelector(s)?.textContent;
      return !!shown?.includes(t) && !(g && shown.includes(g));
    },
    [selector, text, gone] as const,
  );
}

/**
 * Edits an open page's file for one test (`from` replaced with `to`, or `edit`), waits for `selector` in the page to
 * show `to` (unless `held`: the test holds what would show it, and waits itself), runs `body`, then puts the file
 * back and waits for the page to show `from` again, without `to`: the update in place, both ways.
 */
async function editShown(
  page: Page,
  file: string,
  { selector, from, to, edit = (s) => s.replace(from, to), held = false, on = site }: { selector: string; from: string; to: string; edit?: (source: string) => string; held?: boolean; on?: DevSite },
  body: () => Promise<void> = async () => {},
) {
  await withEdit(
    file,
    edit,
    async () => {
      if (!held) await showsText(page, selector, to);
      await body();
    },
    on,
  );
  await showsText(page, selector, from, to);
}

async function documentOf(path: string) {
  const res = await fetch(site.origin + path, { headers: { Accept: 'text/html' } });
  return { status: res.status, html: await res.text() };
}

describe('rsdocs dev', () => {
  it('serves a page as the build does: title, description, favicon and the page rendered on the server', async () => {
    const { status, html } = await documentOf('/guide/start');
    expect(status).toBe(200);
    expect(html).toContain('<title>Start here | Dev Fixture</title>');
    expect(html).toContain('<meta name="description" content="The long page of the dev fixture.">');
    expect(html).toContain('<link rel="icon" href="/icon.svg">');
    // The head the build writes: canonical URL, alternates to the translation.
    expect(html).toContain('<link rel="canonical" href="https://dev-fixture.example/guide/start">');
    expect(html).toContain('<link rel="alternate" hreflang="zh-CN" href="https://dev-fixture.example/zh/guide/start">');
    expect(html).toMatch(/<h1[^>]*>Start here/);
    // The stylesheets arrive with the HTML, as the elements Vite's client then keeps up to date.
    expect(html).toMatch(/<style type="text\/css" data-vite-dev-id="[^"]*brand\.css">/);

    const { context, page, log } = await openPage('/guide/start');
    expect(await page.title()).toBe('Start here | Dev Fixture');
    expect(log.messages.filter((m) => HYDRATION.test(m))).toEqual([]);
    await context.close();
  });

  it('sends route tables and page modules without a source map made of their code (it grew a section table fivefold)', async () => {
    const code = async (url: string) => {
      const response = await fetch(site.origin + url, { headers: { Accept: '*/*' } });
      expect(response.status).toBe(200);
      return response.text();
    };
    const section = await code('/@id/__x00__virtual:rsdocs/section/en%7C%7Cguide');
    expect(section).toContain('/docs/en/guide/start.md');
    expect(section).not.toContain('sourceMappingURL');
    // One computed import for all its pages: Vite analyses one import, not one per page (~0.4 s at 1,250 pages).
    expect(section.match(/\bimport\(/g)).toHaveLength(1);
    const pageModule = await code('/docs/en/guide/start.md?import');
    expect(pageModule).toContain('Start here');
    expect(pageModule).not.toContain('sourceMappingURL');
  });

  it("lists a blog index's posts, as the build does (the index needs the dated pages of its folder)", async () => {
    const { html } = await documentOf('/blog/');
    expect(html).toContain('href="/blog/first-post"');
    const { context, page, log } = await openPage('/blog/');
    expect(await page.locator('main').innerText()).toContain('First post');
    expect(log.messages.filter((m) => HYDRATION.test(m))).toEqual([]);
    // A post's new title reaches the open index in place.
    await mark(page);
    await editShown(page, 'docs/en/blog/first-post.md', { selector: 'main', from: 'First post', to: 'First post, renamed', edit: (s) => s.replace('# First post', '# First post, renamed') }, async () => {
      expect(await marked(page)).toBe(true);
    });
    await context.close();
  });

  it('answers unknown paths with the 404 page and status 404, in the path language', async () => {
    const en = await documentOf('/guide/nowhere');
    expect(en.status).toBe(404);
    expect(en.html).toContain('<html lang="en"');
    const zh = await documentOf('/zh/nowhere');
    expect(zh.status).toBe(404);
    expect(zh.html).toContain('<html lang="zh-CN"');

    const { context, page, status } = await openPage('/zh/nowhere');
    expect(status).toBe(404);
    await page.locator('.rsd-not-found').waitFor();
    expect(await page.locator('.rsd-not-found__home').getAttribute('href')).toBe('/zh/');
    await context.close();
  });

  // The build's head script runs in dev too: it decides before the first paint, before any of the app's code.
  it('sends a Chinese browser on its first visit to the translation before the page shows (head script)', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    context.setDefaultTimeout(WAIT_MS);
    const page = await context.newPage();
    const log = collectConsole(page);
    await page.goto(`${site.origin}/guide/start?from=link#section-2`);
    await page.waitForURL(`${site.origin}/zh/guide/start?from=link#section-2`);
    await waitHydrated(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(await page.evaluate(() => localStorage.getItem('rsdocs-locale-visited'))).toBe('1');
    expect(log.messages.filter((m) => HYDRATION.test(m))).toEqual([]);
    await context.close();
  });

  it('opens search on Ctrl+K and hides query-switched parts before the app runs (head script)', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    context.setDefaultTimeout(WAIT_MS);
    const page = await context.newPage();
    // Until released, none of the app's code runs: only the page's HTML and its head script.
    const app = await holdRequests(page, /client-entry/);
    await page.goto(`${site.origin}/guide/start?sidebar=0`, { waitUntil: 'commit' });
    await waitFirstPaint(page);
    await expect.poll(() => app.held.length).toBe(1);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-rsd-hide'))).toBe('sidebar');
    await page.keyboard.press('Control+K');
    await page.keyboard.type('quasar');
    expect(await isHydrated(page)).toBe(false);
    expect(await page.locator('dialog.rsd-search[open] input').inputValue()).toBe('quasar');
    app.release();
    await waitHydrated(page);
    // React's dialog takes over what was typed, and answers it from the dev server's index.
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('combobox').inputValue()).toBe('quasar');
    await expect.poll(() => dialog.innerText(), { timeout: 30_000 }).toContain('Start here');
    await context.close();
  });

  it("runs a theme entry that replaces the Layout and Navbar, with one copy of the theme (the navbar keeps the site's data)", async () => {
    const { context, page, log } = await openPage('/guide/start');
    const navbar = page.locator('.rsd-navbar');
    await navbar.locator('.fixture-pricing').waitFor();
    // A second copy of @rsdocs/theme would render this Navbar outside the site's provider: no title, nav or switch.
    expect(await navbar.locator('.rsd-navbar__brand .rsd-navbar__title').innerText()).toContain('Dev Fixture');
    expect(await navbar.getByRole('link', { name: 'Guide' }).count()).toBeGreaterThan(0);
    expect(await navbar.locator('.rsd-language-switch, [aria-label*="anguage"]').count()).toBeGreaterThan(0);
    // The site's stylesheet, imported by the theme entry, applies.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--rsd-c-brand').trim())).toBe('#0b7a5c');
    expect(log.messages.filter((m) => /hydrat|did not match|Invalid hook|more than one copy/i.test(m))).toEqual([]);
    await context.close();
  });

  it('updates an edited page in place: no reload, scroll and open dialog kept, title and outline follow', async () => {
    const { context, page } = await openPage('/guide/start');
    await mark(page);
    await page.evaluate(() => document.getElementById('section-5')?.scrollIntoView());
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(500);
    await page.keyboard.press('Control+K');
    await page.getByRole('dialog').waitFor();

    const edit = (s: string) => s.replace('# Start here', '# Start there').replace('## Section 3', '## Section three');
    await editShown(page, 'docs/en/guide/start.md', { selector: 'h1', from: 'Start here', to: 'Start there', edit }, async () => {
      expect(await marked(page)).toBe(true);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThanOrEqual(2);
      expect(await page.getByRole('dialog').isVisible()).toBe(true);
      await expect.poll(() => page.title()).toBe('Start there | Dev Fixture');
      expect(await page.locator('.rsd-outline').innerText()).toContain('Section three');
    });
    expect(await marked(page)).toBe(true);
    await context.close();
  });

  it('renders an imported fragment with the page\'s components, and updates the page in place when it is edited', async () => {
    const { html } = await documentOf('/guide/fragment');
    expect(html).toContain('Shared words from a fragment.');
    const { context, page, log } = await openPage('/guide/fragment');
    await mark(page);
    expect(await page.locator('main .rsd-callout').innerText()).toContain('Fragment tip');
    await editShown(page, 'docs/en/shared/note.mdx', { selector: 'main', from: 'Shared words', to: 'Shared sentences' }, async () => {
      expect(await marked(page)).toBe(true);
    });
    expect(log.messages.filter((m) => HYDRATION.test(m))).toEqual([]);
    await context.close();
  });

  it('shows an edit made before the app started (even before its modules or Vite\'s client load) without a reload, and hydrates it', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    context.setDefaultTimeout(WAIT_MS);
    const page = await context.newPage();
    const log = collectConsole(page);
    // Until released, neither the app nor Vite's client runs: the page is its server markup only (on a cold start,
    // the browser's connections are busy with the app's modules for seconds).
    const app = await holdRequests(page, /client-entry/);
    const vite = await holdRequests(page, /^\/@vite\/client$/);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document' || request.resourceType() === 'fetch') documents.push(request.url());
    });
    await page.goto(`${site.origin}/guide/start`, { waitUntil: 'commit' });
    await waitFirstPaint(page);
    await mark(page);
    // Put back at the end: the app's own hot update, in the same document.
    await editShown(page, 'docs/en/guide/start.md', { selector: 'h1', from: 'Start here', to: 'Start early', held: true }, async () => {
      // The document's own socket takes the markup from the server, with no module loaded and no request made.
      await showsText(page, 'h1', 'Start early');
      await expect.poll(() => page.title()).toBe('Start early | Dev Fixture');
      expect(vite.held.length).toBeGreaterThan(0);
      expect(documents).toEqual([`${site.origin}/guide/start`]);
      vite.release();
      expect(await isHydrated(page)).toBe(false);
      await expect.poll(() => page.title()).toBe('Start early | Dev Fixture');
      // Heard as it happens, still before the app.
      site.write('docs/en/guide/start.md', site.read('docs/en/guide/start.md').replace('# Start early', '# Start earlier'));
      await showsText(page, 'h1', 'Start earlier');
      expect(await isHydrated(page)).toBe(false);
      app.release();
      await waitHydrated(page);
      expect(await page.locator('h1').first().innerText()).toContain('Start earlier');
    });
    expect(await marked(page)).toBe(true);
    expect(log.messages.filter((m) => HYDRATION.test(m))).toEqual([]);
    await context.close();
  });

  // The lost first edit: saved after the page's module was answered but before it ran, the save's update reaches a
  // browser that drops it (Vite's client takes updates only for modules that ran); the app then showed the old text.
  it("shows an edit saved between the page module's answer and its run, once the app runs", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    context.setDefaultTimeout(WAIT_MS);
    const page = await context.newPage();
    const log = collectConsole(page);
    let answered!: () => void;
    const isAnswered = new Promise<void>((resolve) => (answered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The module's first answer is held in the browser (not its updates, asked for with a `t` query).
    await page.route(
      (url) => url.pathname.endsWith('/docs/en/guide/start.md') && !url.searchParams.has('t'),
      async (route) => {
        const response = await route.fetch();
        answered();
        await released;
        await route.fulfill({ response }).catch(() => {}); // the page may have gone meanwhile
      },
    );
    await page.goto(`${site.origin}/guide/start`, { waitUntil: 'commit' });
    await isAnswered;
    // The server heard the save (the document, not yet hydrated, takes its new markup from it)...
    await editShown(page, 'docs/en/guide/start.md', { selector: 'h1', from: 'Start here', to: 'Start while held' }, async () => {
      expect(await isHydrated(page)).toBe(false);
      // ...then the module made before it runs, and the app hydrates with it: the edit must still show.
      release();
      await waitHydrated(page);
      await showsText(page, 'h1', 'Start while held');
      await expect.poll(() => page.title()).toBe('Start while held | Dev Fixture');
    });
    // The markup (after the save) and the module (before it) differ for a reason the page is not to blame for: the
    // app renders afresh instead of hydrating, and reports no mismatch.
    expect(log.messages.filter((m) => HYDRATION.test(m))).toEqual([]);
    await context.close();
  });

  it('searches in dev, pages opened or not, and the results follow an edit', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    context.setDefaultTimeout(WAIT_MS);
    const page = await context.newPage();
    const indexRequests: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname.startsWith('/@rsdocs/search/') && indexRequests.push(r.url()));
    // The theme fetches the dialog's code on intent (a pointer over the search button), and a built site its index
    // with it; in dev the index is asked for by the first search (the server makes it in the background meanwhile).
    const dialogCode = page.waitForResponse((r) => /SearchModal/.test(new URL(r.url()).pathname));
    await page.goto(`${site.origin}/guide/other`);
    await waitHydrated(page);
    await page.locator('.rsd-navbar__search').hover();
    await dialogCode;
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    const dialog = page.getByRole('dialog');
    const search = async (query: string) => {
      if (!(await dialog.isVisible())) {
        await page.keyboard.press('Control+K');
        await dialog.waitFor();
      }
      await dialog.getByRole('combobox').focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      await page.keyboard.type(query);
    };
    await search('quasar');
    await expect.poll(() => dialog.innerText(), { timeout: 30_000 }).toContain('Start here');
    expect(indexRequests.length).toBeGreaterThan(0);
    /** Searches until the option named `name` is listed: the indexes there are answer at once, newer ones follow. */
    const searchUntil = (query: string, name: RegExp) =>
      expect
        .poll(
          async () => {
            await search(query);
            return dialog.getByRole('option', { name }).waitFor({ timeout: 2_000 }).then(
              () => true,
              () => false,
            );
          },
          { timeout: 30_000 },
        )
        .toBe(true);

    // A page nobody opened (added now, never asked for): the server reads the sources for search.
    site.write('docs/en/guide/unvisited.md', '# Unvisited page\n\nAlbatross feathers drift over this page.\n');
    try {
      await searchUntil('albatross', /Unvisited page/);
    } finally {
      site.remove('docs/en/guide/unvisited.md');
    }

    await editShown(page, 'docs/en/guide/other.mdx', { selector: '.rsd-doc', from: 'Back to', to: 'Zeppelins fly over this page.', edit: (s) => s.replace('Back to', 'Zeppelins fly over this page.\n\nBack to') }, async () => {
      // The next query after a change starts newer indexes: ask until the answer has the new text.
      await searchUntil('zeppelins', /Other page/);
    });
    await context.close();
  });

  it('shows a broken page (MDX, frontmatter) in the overlay at its line and column from the top of the file, and recovers when fixed', async () => {
    const { context, page } = await openPage('/guide/other');
    await mark(page);
    const file = 'docs/en/guide/other.mdx';
    const original = site.read(file);
    const fresh = await browser.newContext({ locale: 'en-US' });
    fresh.setDefaultTimeout(WAIT_MS);
    // Line 9 of the file (4 lines of frontmatter before the body), column 9: the `}` MDX cannot parse.
    await withEdit(
      file,
      (s) => s.replace('Back to', 'Value: {1 +}\n\nBack to'),
      async () => {
        await expect.poll(() => overlayText(page), { timeout: 20_000 }).toMatch(/other\.mdx:9:/);
        expect(await overlayText(page)).toMatch(/cannot compile Markdown/);
        // The rest of the site goes on.
        expect((await documentOf('/guide/start')).status).toBe(200);
        expect(site.output()).toMatch(/other\.mdx/);
        // Fixed: the overlay goes and the page shows the fix in place.
        const fixed = original.replace('Back to', 'Value: {1 + 1}\n\nBack to');
        site.write(file, fixed);
        await page.waitForFunction(() => !document.querySelector('vite-error-overlay') && document.querySelector('.rsd-doc')?.textContent?.includes('Value: 2'), undefined, {
          polling: 'raf',
          timeout: 20_000,
        });
        // Frontmatter that is not YAML, saved as soon as the fix shows: often within the 50 ms in which Vite's watcher
        // drops a second change of a file (see the theme's missed-changes.ts). The overlay names the file and line.
        site.write(file, fixed.replace('title: Other page', 'title: Other page\nsidebar: [oops'));
        // In the open page, through its hot update.
        await expect.poll(() => overlayText(page), { timeout: 20_000 }).toMatch(/invalid frontmatter.*other\.mdx:[34]:/s);
        expect((await documentOf('/guide/start')).status).toBe(200);
        // Loaded afresh, the broken page shows the overlay from its own document (Vite's socket may connect late).
        const broken = await documentOf('/guide/other');
        expect(broken.html).toMatch(/new ErrorOverlay\(\{"message":"[^"]*invalid frontmatter/);
        const again = await fresh.newPage();
        await again.goto(site.origin + '/guide/other');
        await expect.poll(() => overlayText(again), { timeout: 20_000 }).toMatch(/invalid frontmatter.*other\.mdx:[34]:/s);
        // Fixed, with a new title: the open page takes it in place, the one opened while broken loads it.
        site.write(file, fixed.replace('title: Other page', 'title: Other page, fixed'));
        for (const tab of [page, again]) {
          await expect.poll(() => overlayText(tab), { timeout: 20_000 }).toBe(null);
          await expect.poll(() => tab.title(), { timeout: 20_000 }).toBe('Other page, fixed | Dev Fixture');
          await tab.locator('.rsd-doc', { hasText: 'Value: 2' }).waitFor();
        }
      },
    );
    await expect.poll(() => page.title(), { timeout: 20_000 }).toBe('Other page | Dev Fixture');
    await page.locator('.rsd-doc', { hasText: 'A component in MDX.' }).waitFor();
    expect(await page.locator('.rsd-doc').innerText()).not.toContain('Value: 2');
    expect(await overlayText(page)).toBe(null);
    expect(await page.locator('h1').first().innerText()).toBe('Other page');
    expect(await marked(page)).toBe(true);
    await fresh.close();
    await context.close();
  });

  it('shows an import nothing resolves in the overlay, and takes the fix in place', async () => {
    const { context, page } = await openPage('/guide/other');
    await mark(page);
    const file = 'docs/en/guide/other.mdx';
    const original = site.read(file);
    await withEdit(
      file,
      (s) => s.replace('Back to', 'Value: {1 + 1}\n\nBack to'),
      async () => {
        // An edit first, as in an author's session: the open page runs a version of the module it was updated to.
        await page.locator('.rsd-doc', { hasText: 'Value: 2' }).waitFor({ timeout: 20_000 });
        // Its next version imports a fragment that is not there: the browser's fetch of it fails.
        site.write(file, original.replace('# Other page', "import Missing from './not-there.mdx';\n\n# Other page\n\n<Missing />"));
        // At its line and column in the author's file (not the compiled module's), with the fix.
        await expect.poll(() => overlayText(page), { timeout: 20_000 }).toMatch(/not-there\.mdx/);
        expect(await overlayText(page)).toMatch(/other\.mdx:5:22/);
        expect(await overlayText(page)).toMatch(/"\.\/not-there\.mdx": no such file/);
        // Fixed: the page module takes the update itself (not its section's table), so the page shows it in place.
        site.write(file, original.replace('Back to', 'Value: {1 + 2}\n\nBack to'));
        await page.waitForFunction(() => !document.querySelector('vite-error-overlay') && document.querySelector('.rsd-doc')?.textContent?.includes('Value: 3'), undefined, {
          polling: 'raf',
          timeout: 20_000,
        });
        expect(await marked(page)).toBe(true);
      },
    );
    await context.close();
  });

  it('shows frontmatter broken by the first edit of an open page in the overlay, and the page when fixed', async () => {
    const { context, page } = await openPage('/guide/start');
    await mark(page);
    const original = site.read('docs/en/guide/start.md');
    await withEdit(
      'docs/en/guide/start.md',
      (s) => s.replace('description:', 'title: [oops\ndescription:'),
      async () => {
        await expect.poll(() => overlayText(page), { timeout: 20_000 }).toMatch(/invalid frontmatter.*start\.md:[23]:/s);
        site.write('docs/en/guide/start.md', original.replace('description:', 'title: Start, titled\ndescription:'));
        await expect.poll(() => overlayText(page), { timeout: 20_000 }).toBe(null);
        await expect.poll(() => page.title(), { timeout: 20_000 }).toBe('Start, titled | Dev Fixture');
      },
    );
    await expect.poll(() => page.title(), { timeout: 20_000 }).toBe('Start here | Dev Fixture');
    expect(await overlayText(page)).toBe(null);
    expect(await marked(page)).toBe(true);
    await context.close();
  });

  it('warns about a dead link in the overlay and the terminal, and the page still renders', async () => {
    const { context, page } = await openPage('/guide/other');
    await withEdit(
      'docs/en/guide/other.mdx',
      (s) => s.replace('Back to', 'See [nothing](/guide/nothing).\n\nBack to'),
      async () => {
        await expect.poll(() => overlayText(page), { timeout: 20_000 }).toMatch(/other\.mdx:9:5/);
        expect(await overlayText(page)).toMatch(/points to no page/);
        expect(await page.locator('.rsd-doc').innerText()).toContain('See nothing');
        expect(site.output()).toMatch(/dead link .*other\.mdx:9:5/);
      },
    );
    await context.close();
  });

  it('routes a new page without a restart, and a deleted one becomes a 404', async () => {
    const { context, page, status } = await openPage('/guide/fresh');
    expect(status).toBe(404);
    await page.locator('.rsd-not-found').waitFor();
    await mark(page);
    site.write('docs/en/guide/fresh.md', '# A fresh page\n\nWritten while the server runs.\n');
    try {
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'A fresh page');
      expect(await marked(page)).toBe(true);
      expect((await documentOf('/guide/fresh')).status).toBe(200);
    } finally {
      site.remove('docs/en/guide/fresh.md');
    }
    await page.locator('.rsd-not-found').waitFor();
    expect(await marked(page)).toBe(true);
    expect((await documentOf('/guide/fresh')).status).toBe(404);
    await context.close();
  });
});

// The Rslib site's kind of theme entry (stylesheets only): pages render on the dev server's worker thread, with
// React's production build, and must hydrate and update as the others do.
describe('rsdocs dev, theme entry of stylesheets only', () => {
  let plain: DevSite;
  beforeAll(async () => {
    plain = await startDevSite({ files: { 'theme/index.tsx': "import './brand.css';\n" } });
  }, 120_000);
  afterAll(async () => {
    await plain?.close();
  });

  it('renders the page on the server, hydrates it without a mismatch, and updates it in place', async () => {
    const html = await (await fetch(`${plain.origin}/guide/start`, { headers: { Accept: 'text/html' } })).text();
    expect(html).toMatch(/<h1[^>]*>Start here/);
    expect(html).toMatch(/<nav[^>]*rsd-navbar|class="rsd-navbar/);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    context.setDefaultTimeout(WAIT_MS);
    const page = await context.newPage();
    const log = collectConsole(page);
    await page.goto(`${plain.origin}/guide/start`);
    await waitHydrated(page);
    expect(log.messages.filter((m) => HYDRATION.test(m))).toEqual([]);
    await mark(page);
    await editShown(page, 'docs/en/guide/start.md', { selector: 'h1', from: 'Start here', to: 'Start anew', on: plain }, async () => {
      expect(await marked(page)).toBe(true);
    });
    await context.close();
  });
});
