import { HomeFeatures } from '../../components/HomeFeatures/HomeFeatures';
import { usePageData } from '../../layouts/parts';
import type { FeatureItem } from '../../runtime/types';

export interface HomeFeatureProps {
  /** The cards; without them, the page's frontmatter `features`. */
  features?: FeatureItem[];
}

/** Rspress's `<HomeFeature>`: the home page's feature cards, drawn by the theme's `HomeFeatures`. */
export function HomeFeature({ features }: HomeFeatureProps) {
  const page = usePageData();
  const items = features ?? page?.frontmatter.features ?? [];
  return items.length ? <HomeFeatures features={items} /> : null;
}
