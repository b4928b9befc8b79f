import { Footer } from '../components/Footer/Footer';
import { HomeFeatures } from '../components/HomeFeatures/HomeFeatures';
import { HomeHero } from '../components/HomeHero/HomeHero';
import { ToolStackSection } from '../components/ToolStackSection/ToolStackSection';
import { UntranslatedNotice } from '../components/UntranslatedNotice/UntranslatedNotice';
import type { LayoutProps } from './types';
import { usePart } from './parts';

/** Landing page from frontmatter: hero, feature cards, the page's own content, and the footer message. */
export function HomeLayout({ page, Content, mdxComponents, parts, slots }: LayoutProps) {
  const { hero, features } = page.frontmatter;
  // Home-only components, usable in the home page's MDX; the site's own entries still win.
  const components = { HomeHero, HomeFeatures, ToolStackSection, ...mdxComponents };
  const HomeHeroPart = usePart('HomeHero', HomeHero);
  const HomeFeaturesPart = usePart('HomeFeatures', HomeFeatures);
  const FooterPart = usePart('Footer', Footer);
  return (
    <main id="rsd-main" className="rsd-home" tabIndex={-1}>
      {slots?.beforeContent}
      {/* A home page another language lacks (`i18n.fallback`): shown from the default language's, and said so. */}
      {page.untranslatedOf && <UntranslatedNotice className="rsd-home__untranslated" originalHref={page.untranslatedOf} />}
      {hero && (
        <HomeHeroPart
          logoUrl={hero.logo}
          title={hero.name}
          subTitle={hero.text}
          description={hero.tagline}
          showStars={hero.showStars}
          showOvalBg={hero.showOvalBg}
          image={hero.image ? (typeof hero.image.src === 'string' ? hero.image.src : { ...hero.image.src, alt: hero.image.alt }) : undefined}
          // Exactly the page's actions: a page with one action gets one button, not a dead second one.
          actions={hero.actions ?? []}
        />
      )}
      {features && features.length > 0 && <HomeFeaturesPart features={features} />}
      {Content && (
        // Not article typography: the home page is made of components that bring their own styles.
        <div className="rsd-home__content">
          <Content components={components} />
        </div>
      )}
      {slots?.afterContent}
      {parts.footer && <FooterPart data-rsd-part="footer" />}
    </main>
  );
}
