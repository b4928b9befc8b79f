import { useCallback } from 'react';
import { formatMessage, type MessageKey } from '../i18n';
import { useThemeContext } from './ThemeProvider';

/** Translate a UI string key for the current language, with `{name}` interpolation. */
export function useT(): (key: MessageKey, values?: Record<string, string | number>) => string {
  const { messages } = useThemeContext();
  return useCallback((key, values) => formatMessage(messages[key], values), [messages]);
}
