import MarkdownIt from 'markdown-it';

// What every part of the fast parser shares.

/** Thrown anywhere in the fast parser when the page uses something it does not reproduce exactly. */
export class Unsupported extends Error {}
export const refuse = (why: string): never => {
  throw new Unsupported(why);
};

/** markdown-it's unescaping of backslash escapes and character references. */
export const { unescapeAll } = new MarkdownIt('zero').utils;
