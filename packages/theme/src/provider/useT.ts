import { useCallback } from 'react';
import { formatMessage, type MessageKey } from '../i18n';
import { formatNumber } from '../lib/last-updated';
import { useThemeContext } from './ThemeProvider';

/** Translate a UI string key for the current language, with `{name}` interpolation; numbers are written in its digits and separators. */
export function useT(): (key: MessageKey, values?: Record<string, string | number>) => string {
  const { messages, lang } = useThemeContext();
  return useCallback(
    (key, values) => {
      if (!values) return formatMessage(messages[key]);
      const written = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'number' ? formatNumber(value, lang) : value]));
      return formatMessage(messages[key], written);
    },
    [messages, lang],
  );
}
