import type { IconProps } from './icons';

// Apart from the other icons: only the social links draw these, and their code follows the first load.
/** Brand marks for social links, drawn as simple filled glyphs. */
function Mark({ size = 20, children, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  );
}
export const GitHubIcon = (p: IconProps) => (
  <Mark {...p}><path d="M12 2.2a9.8 9.8 0 0 0-3.1 19.1c.5.1.7-.2.7-.5v-1.8c-2.7.6-3.3-1.2-3.3-1.2-.5-1.1-1.1-1.4-1.1-1.4-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.3 1.1 2.9.8.1-.6.3-1.1.6-1.3-2.2-.3-4.4-1.1-4.4-4.8 0-1.1.4-1.9 1-2.6-.1-.3-.4-1.3.1-2.6 0 0 .8-.3 2.7 1a9.3 9.3 0 0 1 4.9 0c1.9-1.3 2.7-1 2.7-1 .5 1.3.2 2.3.1 2.6.6.7 1 1.5 1 2.6 0 3.8-2.3 4.6-4.5 4.8.4.3.7.9.7 1.8v2.7c0 .3.2.6.7.5A9.8 9.8 0 0 0 12 2.2Z" /></Mark>
);
/** GitLab's mark, simplified: the head's outline as one filled shape. */
export const GitLabIcon = (p: IconProps) => (
  <Mark {...p}><path d="M12 21.4 2.3 14.3a.9.9 0 0 1-.3-1L3.2 9.6 5.7 2.3a.4.4 0 0 1 .8 0L9 9.6h6l2.5-7.3a.4.4 0 0 1 .8 0l2.5 7.3 1.2 3.7a.9.9 0 0 1-.3 1L12 21.4Z" /></Mark>
);
export const XIcon = (p: IconProps) => (
  <Mark {...p}><path d="M17.3 3h3.1l-6.8 7.7L21.5 21h-6.2l-4.9-6.3L4.8 21H1.7l7.2-8.3L1.3 3h6.4l4.4 5.8L17.3 3Zm-1.1 16.2h1.7L6.9 4.7H5.1l11.1 14.5Z" /></Mark>
);
export const DiscordIcon = (p: IconProps) => (
  <Mark {...p}><path d="M19.3 5.3A16.6 16.6 0 0 0 15.2 4l-.5 1a15.4 15.4 0 0 0-5.4 0l-.5-1a16.6 16.6 0 0 0-4.1 1.3C2.1 9.2 1.4 13 1.7 16.8a16.7 16.7 0 0 0 5 2.5l1.1-1.7a10.7 10.7 0 0 1-1.7-.8l.4-.3a11.9 11.9 0 0 0 11 0l.4.3c-.5.3-1.1.6-1.7.8l1.1 1.7a16.7 16.7 0 0 0 5-2.5c.4-4.4-.7-8.2-3-11.5ZM8.7 14.5c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2Zm6.6 0c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2Z" /></Mark>
);
export const YouTubeIcon = (p: IconProps) => (
  <Mark {...p}><path fillRule="evenodd" d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z" /></Mark>
);
export const NpmIcon = (p: IconProps) => <Mark {...p}><path fillRule="evenodd" d="M3 3h18v18H3V3Zm3.5 3.5v11H12V9.5h3v8h2.5v-11h-11Z" /></Mark>;
export const BlueskyIcon = (p: IconProps) => (
  <Mark {...p}><path d="M6.3 4.2C8.6 5.9 11 9.4 12 11.3c1-1.9 3.4-5.4 5.7-7.1 1.7-1.2 4.3-2.2 4.3.8 0 .6-.3 5-.5 5.7-.7 2.5-3.2 3.1-5.5 2.7 4 .7 5 2.9 2.8 5.2-4.2 4.3-6-1.1-6.5-2.5l-.3-.8-.3.8c-.5 1.4-2.3 6.8-6.5 2.5-2.2-2.3-1.2-4.5 2.8-5.2-2.3.4-4.8-.2-5.5-2.7C2.3 10 2 5.6 2 5c0-3 2.6-2 4.3-.8Z" /></Mark>
);
export const SlackIcon = (p: IconProps) => (
  <Mark {...p}><rect x="8" y="2" width="3.6" height="9" rx="1.8" /><rect x="13" y="8" width="9" height="3.6" rx="1.8" /><rect x="12.4" y="13" width="3.6" height="9" rx="1.8" /><rect x="2" y="12.4" width="9" height="3.6" rx="1.8" /></Mark>
);
export const LarkIcon = (p: IconProps) => (
  <Mark {...p}><path d="M4 5.5c3.5 0 7 1.7 9.6 4.4l1.4 1.5c1.6-1.4 3.7-2 6-1.6-1.5 1-2.6 2.3-3.3 3.9-1.4 3.2-4.8 5.3-8.6 4.8C5.5 18 3 15.9 2 13c2.3 1 4.9.9 7.2-.2L4 5.5Z" /></Mark>
);
