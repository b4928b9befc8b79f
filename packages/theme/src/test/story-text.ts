import { resolveMessages, type MessageKey } from '../i18n';

/**
 * A UI string in the story's language (the toolbar's Language global), as a pattern that finds the element it
 * names: play functions look controls up by their name, which follows the language (`--locale ar` in the smoke run).
 */
export function storyText(globals: Record<string, unknown>, key: MessageKey): RegExp {
  const text = resolveMessages(typeof globals.locale === 'string' ? globals.locale : 'en')[key];
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}
