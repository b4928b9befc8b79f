import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';

export type DocContentProps = ComponentPropsWithRef<'div'>;

/** The article container: Markdown output inside it gets the theme's typography (`.rsd-doc`). */
export function DocContent({ className, ...rest }: DocContentProps) {
  return <div {...rest} className={clsx('rsd-doc', className)} />;
}
