/**
 * Input the server cannot answer (an unknown route, an empty query, a missing build): a tool error whose text says
 * what was wrong and how to fix it. Anything else thrown is a bug, reported as such.
 */
export class DocsInputError extends Error {
  constructor(
    message: string,
    readonly fix: string,
  ) {
    super(message);
    this.name = 'DocsInputError';
  }

  /** The text an assistant reads: what went wrong, then the fix. */
  toText(): string {
    return `${this.message}\nFix: ${this.fix}`;
  }
}
