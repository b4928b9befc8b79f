import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { isInlineSvg } from '../../lib/inline-svg';
import type { FeatureItem } from '../../runtime/types';
import { ArrowRightIcon } from '../Icon/icons';
import { Link } from '../Link/Link';

/** A card as the component takes it: a frontmatter feature, or one whose icon is a React element (MDX use). */
export type HomeFeature = Omit<FeatureItem, 'icon'> & { icon?: FeatureItem['icon'] | ReactNode };

export interface HomeFeaturesProps extends ComponentPropsWithoutRef<'ul'> {
  /** Cards in reading order. */
  features: HomeFeature[];
}

const SPANS = new Set([2, 3, 4, 6]);

/** An icon is an image when it looks like a URL or path; otherwise it is text such as an emoji. */
function isImageIcon(icon: string): boolean {
  return /^(https?:|data:|\/|\.\.?\/)/.test(icon);
}

/**
 * The icon box: inline SVG markup (drawn in the card's accent colour through `currentColor`), an image path,
 * a React element, or text such as an emoji. All are decorative: the title names the card.
 */
function FeatureIcon({ icon }: { icon: HomeFeature['icon'] }) {
  if (icon === undefined || icon === null || icon === '') return null;
  if (typeof icon !== 'string') {
    return (
      <span className="rsd-home-features__icon rsd-home-features__icon--svg" aria-hidden="true">
        {icon}
      </span>
    );
  }
  if (isInlineSvg(icon)) {
    return <span className="rsd-home-features__icon rsd-home-features__icon--svg" aria-hidden="true" dangerouslySetInnerHTML={{ __html: icon }} />;
  }
  if (isImageIcon(icon)) return <img className="rsd-home-features__icon" src={icon} alt="" width={40} height={40} />;
  return (
    <span className="rsd-home-features__icon" aria-hidden="true">
      {icon}
    </span>
  );
}

/** A linked card's title ends in an arrow that wraps together with the last word, never alone on a line. */
function CardTitle({ title, linked }: { title: string; linked: boolean }) {
  if (!linked) return <h2 className="rsd-home-features__title">{title}</h2>;
  const cut = title.lastIndexOf(' ') + 1;
  return (
    <h2 className="rsd-home-features__title">
      {title.slice(0, cut)}
      <span className="rsd-home-features__title-end">
        {title.slice(cut)}
        <ArrowRightIcon size={16} className="rsd-home-features__arrow" />
      </span>
    </h2>
  );
}

function FeatureCard({ feature }: { feature: HomeFeature }) {
  const body = (
    <>
      <FeatureIcon icon={feature.icon} />
      <CardTitle title={feature.title} linked={!!feature.link} />
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
