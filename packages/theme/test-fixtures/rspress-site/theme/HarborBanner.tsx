import { useLang } from '@rspress/core/runtime';

export function HarborBanner() {
  return <p className="harbor-banner">{useLang() === 'zh' ? '港口横幅' : 'Harbor banner'}</p>;
}
