import type { CalloutType } from '../../components/Callout/Callout';

/**
 * Rspress's `<Callout>` is the theme's: it has Rspress's eight kinds (`note` drawn like `info`, `caution` like
 * `danger`, each with its own title), as the `:::note` and `:::caution` containers do.
 */
export { Callout, type CalloutProps } from '../../components/Callout/Callout';
export type RspressCalloutType = CalloutType;
