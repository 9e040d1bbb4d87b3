import { describe, expect, it } from 'vitest';
import type { RemoteKitConfig, WalletKit } from '../../core/index.js';
import { kitConfigStore } from './kitConfigStore.js';

/** A kit whose `remoteConfig()` answers as told, counting the calls. */
function fakeKit(answers: (() => Promise<RemoteKitConfig>)[]) {
  const kit = { calls: 0 } as unknown as WalletKit & { calls: number };
  kit.remoteConfig = () => {
    const answer = answers[kit.calls] as () => Promise<RemoteKitConfig>;
    kit.calls += 1;
    return answer();
  };
  return kit;
}
const config = { enabledProviders: ['google'] } as unknown as RemoteKitConfig;
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('kitConfigStore', () => {
  it('is one store per kit, asks once while loading and never once it has the answer', async () => {
    const kit = fakeKit([() => Promise.resolve(config)]);
    const store = kitConfigStore(kit);
    expect(kitConfigStore(kit)).toBe(store);
    const seen: boolean[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().loading));
    store.load();
    store.load();
    expect(store.getSnapshot()).toEqual({ data: undefined, error: null, loading: true });
    await settled();
    store.load();
    expect(store.getSnapshot()).toEqual({ data: config, error: null, loading: false });
    expect(kit.calls).toBe(1);
    expect(seen).toEqual([true, false]);
  });

  it('keeps a failure until asked again, then loads again', async () => {
    const kit = fakeKit([
      () => Promise.reject(new TypeError('fetch failed')),
      () => Promise.resolve(config),
    ]);
    const store = kitConfigStore(kit);
    store.load();
    await settled();
    expect(store.getSnapshot().error?.message).toBe('fetch failed');
    store.load();
    expect(store.getSnapshot()).toMatchObject({ loading: true });
    await settled();
    expect(store.getSnapshot()).toEqual({ data: config, error: null, loading: false });
    expect(kit.calls).toBe(2);
  });
});
