import { OverviewCardView } from '../../components/Overview/Overview';
import type { Group } from './Overview';

export interface OverviewGroupProps {
  /** One group in Rspress's shape: its name (a heading when not empty) and its items, each a card. */
  group: Group;
}

/**
 * Rspress's `<OverviewGroup>`: one group of pages drawn with the theme's overview cards, for sites that build the
 * groups themselves. An item's card links its page (plain text when `link` is empty), then lists its headings and
 * its own `items`. No filter: that is `<Overview>`'s.
 */
export function OverviewGroup({ group }: OverviewGroupProps) {
  return (
    <section className="rsd-overview rsd-overview__group">
      {group.name && <h2 className="rsd-overview__group-title">{group.name}</h2>}
      <ul className="rsd-overview__grid">
        {group.items.map((item, i) => (
          <OverviewCardView
            key={`${i}-${item.link}`}
            item={{ text: item.text, link: item.link, headers: item.headers ?? [], shownHeaders: item.headers ?? [] }}
            links={item.items}
          />
        ))}
      </ul>
    </section>
  );
}
