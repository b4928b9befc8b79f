// A Layout that keeps the default one and draws its own Navbar from the theme's exports, with an extra link:
// in dev, both must come from the one copy of @rsdocs/theme the page runs (a second copy loses the site data).
import { DefaultLayout, Navbar, openSearch, type LayoutProps } from '@rsdocs/theme';
import './brand.css';

export function Layout(props: LayoutProps) {
  return (
    <>
      {props.parts.navbar && <Navbar onSearch={openSearch} afterNavMenu={<a className="fixture-pricing" href="/pricing">Pricing</a>} />}
      <DefaultLayout {...props} parts={{ ...props.parts, navbar: false }} />
    </>
  );
}
