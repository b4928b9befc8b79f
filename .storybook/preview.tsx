import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import '../packages/theme/src/styles/index.css';
import { loadAllMessages, THEME_LANGS } from '../packages/theme/src/i18n';
import { textDirection } from '../packages/theme/src/lib/direction';
import { htmlLang } from '../packages/theme/src/lib/url';
import { loadAllDeferredParts } from '../packages/theme/src/layouts/registry';
import { APPEARANCE_STORAGE_KEY } from '../packages/theme/src/lib/appearance';
import { readStorage, writeStorage } from '../packages/theme/src/lib/storage';
import { ThemeProvider } from '../packages/theme/src/provider/ThemeProvider';
import { storySite } from '../packages/theme/src/test/fixtures';

/** The toolbar's languages: every language the theme ships UI strings for, named in itself. */
const LANGS = THEME_LANGS.map((value) => ({ value: value === 'zh-CN' ? 'zh' : value, title: new Intl.DisplayNames([value], { type: 'language' }).of(value) ?? value }));

/**
 * Wraps every story in the theme provider and applies the toolbar's appearance and language.
 * The toolbar's appearance is also written to the theme's stored choice (`rsdocs-appearance`, read by
 * AppearanceToggle), so a toggle inside a story names the right action. Only this direction: echoing the stored
 * choice back into the toolbar made two open Storybook tabs (which share localStorage) flip each other endlessly.
 */
const withTheme: Decorator = (Story, context) => {
  const appearance = context.globals.appearance === 'dark' ? 'dark' : 'light';
  const lang = typeof context.globals.locale === 'string' && LANGS.some((l) => l.value === context.globals.locale) ? context.globals.locale : 'en';
  // The toolbar's direction, or the language's own ('auto'): set on <html> before the story renders, as a page does.
  const direction = context.globals.direction === 'rtl' || context.globals.direction === 'ltr' ? context.globals.direction : textDirection(lang);
  document.documentElement.dir = direction;

  // Before the story renders, so components read the toolbar's choice on their first render (no notification yet:
  // nothing is subscribed, and notifying subscribers during render is not allowed).
  if (readStorage(APPEARANCE_STORAGE_KEY) !== appearance) {
    try {
      window.localStorage.setItem(APPEARANCE_STORAGE_KEY, appearance);
    } catch {
      // Storage disabled: the effect below still applies the class and notifies mounted components.
    }
  }

  useEffect(() => {
    document.documentElement.classList.toggle('dark', appearance === 'dark');
    document.documentElement.lang = htmlLang(lang);
    writeStorage(APPEARANCE_STORAGE_KEY, appearance); // also notifies toggles mounted before a toolbar change
  }, [appearance, lang]);

  const pathname = (context.parameters.pathname as string | undefined) ?? (lang === 'zh' ? '/zh/guide/start/' : '/guide/start/');
  return (
    <ThemeProvider site={storySite} lang={lang} pathname={pathname} navigate={() => {}}>
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  // Languages other than English and the deferred parts are chunks of their own: have them before any story renders.
  loaders: [async () => ({ messages: await loadAllMessages(), parts: await loadAllDeferredParts() })],
  // A docs page per component (props table from react-docgen, every story with its description).
  tags: ['autodocs'],
  globalTypes: {
    appearance: {
      description: 'Light or dark appearance',
      toolbar: { title: 'Appearance', icon: 'mirror', items: [{ value: 'light', title: 'Light', icon: 'sun' }, { value: 'dark', title: 'Dark', icon: 'moon' }], dynamicTitle: true },
    },
    locale: {
      description: 'Language of the UI strings',
      toolbar: { title: 'Language', icon: 'globe', items: LANGS, dynamicTitle: true },
    },
    direction: {
      description: 'Writing direction of the page (<html dir>): the language’s own, or forced',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [{ value: 'auto', title: 'Direction of the language' }, { value: 'ltr', title: 'Left to right' }, { value: 'rtl', title: 'Right to left' }],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { appearance: 'light', locale: 'en', direction: 'auto' },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    // Parts placed from the left on purpose, which `storybook-smoke --mirror` does not expect to mirror right to
    // left: the hero's starfield (HomeHero.css places each star from the left edge, as the pointer effect reads
    // them; a starfield has no reading order). A story that sets its own list replaces this one: keep it in there.
    rtl: { physical: ['.rsd-home-hero__stars'] },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
};
export default preview;
