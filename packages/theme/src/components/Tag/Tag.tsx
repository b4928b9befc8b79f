import { useThemeContext } from '../../provider/ThemeProvider';
import { useT } from '../../provider/useT';
import { isExternalUrl, withBase } from '../../lib/url';
import { Badge, type BadgeType } from '../Badge/Badge';

export interface TagProps {
  /**
   * A word (`new`, `experimental`, `deprecated`, `tip`/`info`/`warning`/`danger`, or any text), several words
   * separated by commas, an image (`/icons/x.svg`, `https://…`, `data:…`) or an inline `<svg>`.
   */
  tag?: string;
}

const IMAGE_FILE = /\.(?:avif|gif|ico|jpe?g|png|svg|webp)(?:[?#].*)?$/i;
const BADGE_TYPES = new Set<string>(['tip', 'info', 'warning', 'danger']);

export type TagKind = { kind: 'svg'; markup: string } | { kind: 'image'; src: string } | { kind: 'words'; words: string[] };

/** What a tag string shows: inline SVG, an image, or one badge per comma-separated word. */
export function parseTag(tag: string): TagKind {
  const text = tag.trim();
  if (text.startsWith('<svg')) return { kind: 'svg', markup: text };
  if (isExternalUrl(text) || text.startsWith('data:') || (text.startsWith('/') && IMAGE_FILE.test(text))) return { kind: 'image', src: text };
  return { kind: 'words', words: text.split(',').map((w) => w.trim()).filter(Boolean) };
}

function WordBadge({ word }: { word: string }) {
  const t = useT();
  if (word === 'new') return <Badge type="tip" text={t('tag.new')} />;
  if (word === 'experimental') return <Badge type="warning" text={t('tag.experimental')} />;
  if (word === 'deprecated') return <Badge type="danger" text={t('tag.deprecated')} />;
  return <Badge type={BADGE_TYPES.has(word) ? (word as BadgeType) : 'info'} text={word} />;
}

/** A page's or sidebar item's tag (frontmatter `tag`, or written in the page): badges, an image or an icon. */
export function Tag({ tag }: TagProps) {
  const { site } = useThemeContext();
  if (!tag?.trim()) return null;
  const parsed = parseTag(tag);
  if (parsed.kind === 'svg') return <span className="rsd-tag rsd-tag--svg" aria-hidden="true" dangerouslySetInnerHTML={{ __html: parsed.markup }} />;
  if (parsed.kind === 'image') return <img className="rsd-tag rsd-tag--image" src={parsed.src.startsWith('/') ? withBase(parsed.src, site.base) : parsed.src} alt="" />;
  return (
    <>
      {parsed.words.map((word, i) => (
        <WordBadge key={`${word}-${i}`} word={word} />
      ))}
    </>
  );
}
