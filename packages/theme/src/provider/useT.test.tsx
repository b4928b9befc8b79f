import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllMessages } from '../i18n';
import { renderWithTheme } from '../test/render';
import { useT } from './useT';

function ShowMore({ count }: { count: number }) {
  const t = useT();
  return <p>{t('sidebar.showMore', { count })}</p>;
}

describe('useT', () => {
  beforeAll(() => loadAllMessages());

  it.each([
    ['en', 'Show 12,345 more'],
    ['de', '12.345 weitere anzeigen'],
    ['ja', 'さらに 12,345 件を表示'],
  ])('writes a count in the page’s language (%s): %s', (lang, expected) => {
    renderWithTheme(<ShowMore count={12345} />, { lang });
    expect(screen.getByRole('paragraph')).toHaveTextContent(expected);
  });
});
