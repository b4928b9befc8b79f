// Secondary chrome of every page, one chunk that follows the first load (see `chromeExtras` in chrome.ts).
export { LanguageMenu } from '../LanguageSwitch/LanguageMenu';
export { MobileMenu } from '../MobileMenu/MobileMenu';
export { NavbarDropdown } from '../Navbar/NavbarDropdown';
export { ProgressBar } from '../ProgressBar/ProgressBar';
export { SocialLinks } from '../SocialLinks/SocialLinks';
export { ToolStack } from '../ToolStack/ToolStack';
export { VersionMenu } from '../VersionMenu/VersionMenu';
export { startProgressAfterDelay } from '../../lib/progress';
