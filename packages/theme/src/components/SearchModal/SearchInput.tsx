import type { ComponentPropsWithRef } from 'react';
import { useT } from '../../provider/useT';
import { SearchIcon } from '../Icon/icons';

export interface SearchInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
  /** Id of the results listbox the input controls. */
  listId: string;
  /** Whether results are showing. */
  expanded: boolean;
  /** Id of the active option, if any. */
  activeId?: string;
}

/** The query field: a search input acting as the combobox of the results listbox. */
export function SearchInput({ value, onValueChange, listId, expanded, activeId, ...rest }: SearchInputProps) {
  const t = useT();
  return (
    <div className="rsd-search__field">
      <SearchIcon className="rsd-search__field-icon" size={18} />
      <input
        {...rest}
        type="search"
        role="combobox"
        className="rsd-search__input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
        aria-autocomplete="list"
        aria-controls={expanded ? listId : undefined}
        aria-expanded={expanded}
        aria-activedescendant={activeId}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="go"
      />
    </div>
  );
}
