// A hot update that comes before the app listens (after a page's module ran, before hydration) is not lost.
import { HOT_UPDATE_EVENT, subscribeHotUpdates, type HotUpdate } from './hot';

const update = (key: string): HotUpdate => ({ type: 'section', key, module: { routes: [], sidebars: {} } });
const send = (u: HotUpdate) => window.dispatchEvent(new CustomEvent(HOT_UPDATE_EVENT, { detail: u }));

describe('subscribeHotUpdates', () => {
  it('hands the first listener the updates sent before anyone listened, once, then the later ones as they come', () => {
    send(update('early'));
    const seen: string[] = [];
    const stop = subscribeHotUpdates((u) => seen.push(u.type === 'section' ? u.key : u.type));
    expect(seen).toEqual(['early']);
    send(update('later'));
    expect(seen).toEqual(['early', 'later']);
    stop();
    const again: string[] = [];
    const stopAgain = subscribeHotUpdates((u) => again.push(u.type));
    expect(again).toEqual([]);
    stopAgain();
  });
});
