import { describe, expect, it } from 'vitest';
import { APPEARANCE_STORAGE_KEY, colorSchemeScript, parsePreference, resolveAppearance, togglePreference } from './appearance';

describe('resolveAppearance', () => {
  it.each([
    ['dark', false, 'dark'],
    ['dark', true, 'dark'],
    ['light', true, 'light'],
    ['light', false, 'light'],
    ['auto', true, 'dark'],
    ['auto', false, 'light'],
    [null, true, 'dark'],
    [null, false, 'light'],
    ['garbage', true, 'dark'],
  ] as const)('stored %s with system dark %s → %s', (stored, systemDark, expected) => {
    expect(resolveAppearance(stored, systemDark)).toBe(expected);
  });
});

describe('parsePreference', () => {
  it('keeps light and dark and reads anything else as auto', () => {
    expect(parsePreference('light')).toBe('light');
    expect(parsePreference('dark')).toBe('dark');
    expect(parsePreference('auto')).toBe('auto');
    expect(parsePreference(undefined)).toBe('auto');
    expect(parsePreference('DARK')).toBe('auto');
  });
});

describe('togglePreference', () => {
  it.each([
    ['light', false, 'dark'],
    ['dark', false, 'auto'],
    ['light', true, 'auto'],
    ['dark', true, 'light'],
  ] as const)('from %s with system dark %s stores %s', (current, systemDark, expected) => {
    expect(togglePreference(current, systemDark)).toBe(expected);
  });
});

/** Run the inline script against a fake document, storage and matchMedia. */
function runScript(script: string, opts: { stored?: string | null; systemDark?: boolean; storageThrows?: boolean; initial?: string[] }) {
  const classes = new Set(opts.initial ?? []);
  const keysRead: string[] = [];
  const fakeDocument = {
    documentElement: {
      classList: {
        toggle: (name: string, force: boolean) => (force ? classes.add(name) : classes.delete(name)),
      },
    },
  };
  const fakeStorage = {
    getItem: (key: string) => {
      if (opts.storageThrows) throw new Error('SecurityError');
      keysRead.push(key);
      return opts.stored ?? null;
    },
  };
  const fakeMatchMedia = (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && !!opts.systemDark });
  new Function('document', 'localStorage', 'matchMedia', script)(fakeDocument, fakeStorage, fakeMatchMedia);
  return { dark: classes.has('dark'), keysRead };
}

describe('colorSchemeScript', () => {
  it('reads the default key', () => {
    expect(runScript(colorSchemeScript(), {}).keysRead).toEqual([APPEARANCE_STORAGE_KEY]);
  });

  it.each([
    ['dark', false, true],
    ['light', true, false],
    ['auto', true, true],
    ['auto', false, false],
    [null, true, true],
    [null, false, false],
  ] as const)('stored %s with system dark %s → dark class %s', (stored, systemDark, dark) => {
    expect(runScript(colorSchemeScript(), { stored, systemDark }).dark).toBe(dark);
  });

  it('removes a stale dark class when light is stored', () => {
    expect(runScript(colorSchemeScript(), { stored: 'light', initial: ['dark'] }).dark).toBe(false);
  });

  it('falls back to the system setting when localStorage throws', () => {
    expect(runScript(colorSchemeScript(), { storageThrows: true, systemDark: true }).dark).toBe(true);
    expect(runScript(colorSchemeScript(), { storageThrows: true, systemDark: false }).dark).toBe(false);
  });

  it('uses a custom key and keeps it a harmless string literal', () => {
    const key = 'my"key</script>';
    const script = colorSchemeScript(key);
    expect(script).not.toContain('</script>');
    expect(runScript(script, {}).keysRead).toEqual([key]);
  });

  it('is small enough to inline', () => {
    expect(colorSchemeScript().length).toBeLessThan(300);
  });
});
