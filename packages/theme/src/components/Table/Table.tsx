import type { ComponentPropsWithoutRef } from 'react';
import { useRef } from 'react';
import { useScrollRegion } from '../../hooks/useScrollRegion';
import { columnsSummary } from '../../lib/scroll-region';
import { useT } from '../../provider/useT';

export type TableProps = ComponentPropsWithoutRef<'table'>;

/**
 * A Markdown table in a box that scrolls sideways when the table is wider than the column. While it scrolls, the box
 * is a keyboard-reachable region named after the table's first columns (`useScrollRegion`). Prerendered focusable,
 * so a wide table can be scrolled by keyboard before React arrives too.
 */
export function Table(props: TableProps) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useScrollRegion(
    () => ref.current,
    (box) => {
      const columns = columnsSummary([...box.querySelectorAll('thead th')].map((th) => th.textContent ?? ''));
      return columns ? t('table.region', { columns }) : t('table.regionUnnamed');
    },
  );
  return (
    <div ref={ref} className="rsd-table" tabIndex={0}>
      <table {...props} />
    </div>
  );
}
