import { useEffect, useState, type ReactNode } from 'react';

export interface ClientOnlyProps {
  /** Rendered only in the browser, after the component has mounted. */
  children?: ReactNode;
  /** Rendered on the server and during hydration, until the children take over. @default null */
  fallback?: ReactNode;
}

/**
 * Renders its children only after the first mount in the browser. The prerendered HTML and the hydrating
 * render show `fallback`, so content that depends on `window`, the clock or the visitor's browser never
 * causes a hydration mismatch. In MDX it is available as `<ClientOnly>` without an import.
 */
export function ClientOnly({ children, fallback = null }: ClientOnlyProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <>{mounted ? children : fallback}</>;
}
