import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useThemeContext } from '../../provider/ThemeProvider';
import { useT } from '../../provider/useT';
import { Link } from '../Link/Link';
import { StarField } from './StarField';

/** One button of the hero: an internal path or URL, drawn as the filled brand button or the quieter alt one. */
export interface HomeHeroAction {
  text: ReactNode;
  link: string;
  /** @default 'brand' for the first action, 'alt' for the others */
  theme?: 'brand' | 'alt';
}

/** A hero image: one URL, or one per appearance. */
export type HomeHeroImage = string | { light: string; dark: string; alt?: string };

export interface HomeHeroProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** Logo above the title. */
  logoUrl?: string;
  /** Alternative text of the logo. @default '' (decorative: the title names the product) */
  logoAlt?: string;
  /** Product name, drawn in the brand gradient. @default the site title */
  title?: ReactNode;
  /** Large line under the title. */
  subTitle?: ReactNode;
  /** Smaller line under the subtitle. */
  description?: ReactNode;
  /**
   * The buttons, in order; exactly these are drawn (none for an empty list). When given, the getStarted/learnMore
   * props below are ignored.
   */
  actions?: HomeHeroAction[];
  /** @default t('hero.getStarted'), 'Get Started' */
  getStartedButtonText?: ReactNode;
  /** @default t('hero.learnMore'), 'Learn More' */
  learnMoreButtonText?: ReactNode;
  /** Internal path or URL of the primary button; rendered as a link. The button is drawn only with this or its handler. */
  getStartedHref?: string;
  /** Internal path or URL of the secondary button; rendered as a link. The button is drawn only with this or its handler. */
  learnMoreHref?: string;
  /** Click handler of the primary button (used when there is no href). */
  onClickGetStarted?: () => void;
  /** Click handler of the secondary button (used when there is no href). */
  onClickLearnMore?: () => void;
  /** Decorative stars that lean toward the pointer. @default false */
  showStars?: boolean;
  /** Soft blurred brand-coloured ellipse behind the logo. @default true */
  showOvalBg?: boolean;
  /** Image shown 375 px square beside the text (desktop) or above it (mobile). */
  image?: HomeHeroImage;
  /** Slot before the buttons. */
  beforeActions?: ReactNode;
  /** Slot after the buttons. */
  afterActions?: ReactNode;
}

function HeroButton({ href, onClick, variant, children }: { href?: string; onClick?: () => void; variant: 'brand' | 'alt'; children: ReactNode }) {
  const className = clsx('rsd-home-hero__button', `rsd-home-hero__button--${variant}`);
  if (href) {
    return (
      <Link href={href} className={className} onClick={onClick ? () => onClick() : undefined}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={onClick}>
      {children}
    </button>
  );
}

function HeroImage({ image }: { image: HomeHeroImage }) {
  if (typeof image === 'string') {
    return <img className="rsd-home-hero__image" src={image} alt="" width={375} height={375} />;
  }
  const alt = image.alt ?? '';
  return (
    <>
      <img className="rsd-home-hero__image rsd-home-hero__image--light" src={image.light} alt={alt} width={375} height={375} />
      <img className="rsd-home-hero__image rsd-home-hero__image--dark" src={image.dark} alt={alt} width={375} height={375} />
    </>
  );
}

interface ResolvedAction {
  text: ReactNode;
  href?: string;
  onClick?: () => void;
  variant: 'brand' | 'alt';
}

/** The buttons to draw: the `actions` list, or each of the two classic buttons that leads somewhere. */
function resolveActions(props: HomeHeroProps, t: ReturnType<typeof useT>): ResolvedAction[] {
  if (props.actions) {
    return props.actions.map((action, index) => ({ text: action.text, href: action.link, variant: action.theme ?? (index === 0 ? 'brand' : 'alt') }));
  }
  const classic: ResolvedAction[] = [
    { text: props.getStartedButtonText ?? t('hero.getStarted'), href: props.getStartedHref, onClick: props.onClickGetStarted, variant: 'brand' },
    { text: props.learnMoreButtonText ?? t('hero.learnMore'), href: props.learnMoreHref, onClick: props.onClickLearnMore, variant: 'alt' },
  ];
  // A button with neither a link nor a handler would do nothing when pressed: leave it out.
  return classic.filter((action) => action.href || action.onClick);
}

/** The landing-page hero: logo, gradient title, subtitle, description, its actions, optional stars and image. */
export function HomeHero(props: HomeHeroProps) {
  const {
    logoUrl,
    logoAlt = '',
    title,
    subTitle,
    description,
    actions: _actions,
    getStartedButtonText: _getStartedButtonText,
    learnMoreButtonText: _learnMoreButtonText,
    getStartedHref: _getStartedHref,
    learnMoreHref: _learnMoreHref,
    onClickGetStarted: _onClickGetStarted,
    onClickLearnMore: _onClickLearnMore,
    showStars = false,
    showOvalBg = true,
    image,
    beforeActions,
    afterActions,
    className,
    ...rest
  } = props;
  const t = useT();
  const { site } = useThemeContext();
  const actions = resolveActions(props, t);
  return (
    <section {...rest} className={clsx('rsd-home-hero', image && 'rsd-home-hero--with-image', className)}>
      {showStars && <StarField />}
      <div className="rsd-home-hero__inner">
        <div className="rsd-home-hero__main">
          {logoUrl && (
            <div className="rsd-home-hero__logo">
              {showOvalBg && <div className="rsd-home-hero__oval" aria-hidden="true" />}
              <img className="rsd-home-hero__logo-img" src={logoUrl} alt={logoAlt} width={176} height={176} />
            </div>
          )}
          <h1 className="rsd-home-hero__title">
            <span className="rsd-home-hero__name">{title ?? site.title}</span>
          </h1>
          {subTitle && <p className="rsd-home-hero__subtitle">{subTitle}</p>}
          {description && <p className="rsd-home-hero__description">{description}</p>}
          {beforeActions}
          {actions.length > 0 && (
            <div className="rsd-home-hero__actions">
              {actions.map((action, index) => (
                <HeroButton key={index} href={action.href} onClick={action.onClick} variant={action.variant}>
                  {action.text}
                </HeroButton>
              ))}
            </div>
          )}
          {afterActions}
        </div>
        {image && (
          <div className="rsd-home-hero__media">
            {showOvalBg && <div className="rsd-home-hero__oval" aria-hidden="true" />}
            <HeroImage image={image} />
          </div>
        )}
      </div>
    </section>
  );
}
