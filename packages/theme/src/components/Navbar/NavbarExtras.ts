// The navbar's secondary controls, one chunk that follows the first load (see `navbarExtras` in deferred.ts).
export { MobileMenu } from '../MobileMenu/MobileMenu';
export { SocialLinks } from '../SocialLinks/SocialLinks';
export { ToolStack } from '../ToolStack/ToolStack';
export { NavbarDropdown } from './NavbarDropdown';
