import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import type { FeatureItem } from '../../runtime/types';
import { Link } from '../Link/Link';

export interface HomeFeaturesProps extends ComponentPropsWithoutRef<'ul'> {
  /** Cards in reading order. */
  features: FeatureItem[];
}

const SPANS = new Set([2, 3, 4, 6]);

/** An icon is an image when it looks like a URL or path; otherwise it is text such as an emoji. */
function isImageIcon(icon: string): boolean {
  return /^(https?:|data:|\/|\.\.?\/)/.test(icon);
}

function FeatureCard({ feature }: { feature: FeatureItem }) {
  const body = (
    <>
      {feature.icon &&
        (isImageIcon(feature.icon) ? (
          <img className="rsd-home-features__icon" src={feature.icon} alt="" width={40} height={40} />
        ) : (
          <span className="rsd-home-features__icon" aria-hidden="true">
            {feature.icon}
          </span>
        ))}
      <h2 className="rsd-home-features__title">{feature.title}</h2>
      {feature.details && <p className="rsd-home-features__details">{feature.details}</p>}
    </>
  );
  return feature.link ? (
    <Link href={feature.link} className="rsd-home-features__card rsd-home-features__card--link">
      {body}
    </Link>
  ) : (
    <div className="rsd-home-features__card">{body}</div>
  );
}

/** The home page's grid of feature cards; each spans 2, 3, 4 or 6 of 12 columns (default 4). */
export function HomeFeatures({ features, className, ...rest }: HomeFeaturesProps) {
  if (features.length === 0) return null;
  return (
    <ul {...rest} className={clsx('rsd-home-features', className)}>
      {features.map((feature, index) => {
        const span = feature.span && SPANS.has(feature.span) ? feature.span : 4;
        return (
          <li key={`${feature.title}-${index}`} className={`rsd-home-features__item rsd-home-features__item--span-${span}`}>
            <FeatureCard feature={feature} />
          </li>
        );
      })}
    </ul>
  );
}
