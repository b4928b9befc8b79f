import type { ReactNode } from 'react';
import { Callout as ThemeCallout, type CalloutType } from '../../components/Callout/Callout';

export type RspressCalloutType = CalloutType | 'note' | 'important' | 'caution';

export interface CalloutProps {
  type: RspressCalloutType;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** Rspress's three other kinds, drawn as the nearest of ours; their title keeps their own name. */
const NEAREST: Record<'note' | 'important' | 'caution', CalloutType> = { note: 'info', important: 'info', caution: 'warning' };

/** `<Callout>` with Rspress's eight kinds. */
export function Callout({ type, title, ...rest }: CalloutProps) {
  if (type === 'note' || type === 'important' || type === 'caution') return <ThemeCallout type={NEAREST[type]} title={title ?? type.toUpperCase()} {...rest} />;
  return <ThemeCallout type={type} title={title} {...rest} />;
}
