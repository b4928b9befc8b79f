import { clsx } from 'clsx';
import {
  Children,
  isValidElement,
  useId,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useStoredState } from '../../hooks/useStoredState';

/** Storage key prefix of a remembered tab choice: `rsdocs-tabs:<groupId>`. */
export const TABS_STORAGE_PREFIX = 'rsdocs-tabs:';

export interface TabProps {
  /** Text (or markup) on the tab button. @default the value */
  label?: ReactNode;
  /** Value identifying the tab within its group. @default the label when it is a string, else the index */
  value?: string;
  /** A tab shown but not selectable. */
  disabled?: boolean;
  /** The panel's content. */
  children?: ReactNode;
}

/** One tab of `<Tabs>`. It only carries data; `<Tabs>` renders the button and the panel. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

export interface TabsProps extends Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'onChange'> {
  /** Tabs sharing a group id switch together and remember the choice across pages and browser tabs. */
  groupId?: string;
  /** Value of the tab selected before the visitor chooses. @default the first tab */
  defaultValue?: string;
  /** Index of the tab selected before the visitor chooses, when `defaultValue` names none. @default 0 */
  defaultIndex?: number;
  /** Called with the index of the tab the visitor selects. */
  onChange?: (index: number) => void;
  /** Labels and values of the tabs, in order, instead of each `<Tab>`'s own (a `<Tab>` is matched by value, else by place). */
  values?: ReadonlyArray<{ label: ReactNode; value: string; disabled?: boolean }>;
  /** Where the tab buttons sit. @default 'left' */
  tabPosition?: 'left' | 'center';
  /** Accessible name of the tab list. */
  label?: string;
  /** `<Tab>` elements (or any element with a `label` or `value`); anything else is ignored. */
  children?: ReactNode;
}

interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

function collectTabs(children: ReactNode, values?: TabsProps['values']): TabItem[] {
  const items: TabItem[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const props = (child as ReactElement<Partial<TabProps>>).props;
    if (props.label === undefined && props.value === undefined) return;
    const value = props.value ?? (typeof props.label === 'string' ? props.label : String(items.length));
    items.push({ value, label: props.label ?? value, content: props.children, disabled: props.disabled });
  });
  if (!values?.length) return items;
  return values.map((v, index) => ({ ...v, content: (items.find((item) => item.value === v.value) ?? items[index])?.content }));
}

/**
 * Keyboard move inside the tab list: arrows wrap around, Home and End jump to the ends. On a right-to-left page the
 * tabs run from the right, so the left arrow moves to the next one.
 */
function nextIndex(key: string, current: number, count: number, rtl: boolean): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (current + 1) % count;
  if (key === back) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * Accessible tabs (tablist, tab, tabpanel; arrow keys, Home, End). With `groupId` the choice is stored and
 * shared by every `<Tabs>` of that group. Inactive panels stay in the DOM, hidden, so their text can be
 * indexed and found. Server and hydrating client render the default; the stored choice applies after mount.
 */
export function Tabs({ groupId, defaultValue, defaultIndex = 0, onChange, values, tabPosition, label, children, className, ...rest }: TabsProps) {
  const items = collectTabs(children, values);
  const baseId = useId();
  const [stored, setStored] = useStoredState(groupId ? `${TABS_STORAGE_PREFIX}${groupId}` : '', null);
  const [local, setLocal] = useState<string | null>(null);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const has = (v: string | null | undefined): v is string => v != null && items.some((item) => item.value === v);
  const chosen = groupId ? stored : local;
  const selected = has(chosen) ? chosen : has(defaultValue) ? defaultValue : (items[defaultIndex] ?? items[0])?.value;

  const select = (value: string) => {
    const index = items.findIndex((item) => item.value === value);
    if (items[index]?.disabled) return;
    if (groupId) setStored(value);
    else setLocal(value);
    onChange?.(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => item.value === selected);
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    let next = nextIndex(event.key, current, items.length, rtl);
    if (next === null || items.length === 0) return;
    event.preventDefault();
    // Past disabled tabs, in the direction of the key (Home and End move inwards).
    const step = event.key === (rtl ? 'ArrowRight' : 'ArrowLeft') || event.key === 'End' ? -1 : 1;
    for (let tries = 0; items[next]?.disabled && tries < items.length; tries++) next = (next + step + items.length) % items.length;
    if (items[next]?.disabled) return;
    select(items[next]!.value);
    tabRefs.current[next]?.focus();
  };

  return (
    <div {...rest} className={clsx('rsd-tabs', className)} data-group={groupId}>
      <div className={clsx('rsd-tabs__list', tabPosition === 'center' && 'rsd-tabs__list--center')} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const active = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              className={clsx('rsd-tabs__tab', active && 'rsd-tabs__tab--active')}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={active ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.value)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          className="rsd-tabs__panel"
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={item.value !== selected}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
