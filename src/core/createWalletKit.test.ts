import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { createWalletKit } from './createWalletKit.js';
import { createMemoryKeyStore } from './keys/createMemoryKeyStore.js';
import { createMemoryStorage } from './platform/createMemoryStorage.js';
import type { StorageLike } from './platform/storageLike.js';
import { sessionLifecycleChunk } from './session/sessionLifecycleChunk.js';

// The real loader, watched (spied on: the files of a worker share their modules): whether, and
// when, the kit asks for the session lifecycle chunk.
let load: MockInstance<typeof sessionLifecycleChunk.load>;
beforeEach(() => {
  load = vi.spyOn(sessionLifecycleChunk, 'load');
});
afterEach(() => vi.restoreAllMocks());

function kitOn(storage: StorageLike) {
  return createWalletKit({
    authProxyUrl: 'https://proxy.test',
    authProxyConfigId: 'config-1',
    baseUrl: 'https://api.test',
    organizationId: 'org-1',
    storage,
    keyStore: createMemoryKeyStore(),
    broadcastChannel: null,
    locks: null,
    fetch: () => Promise.reject(new TypeError('offline')),
  });
}

describe('createWalletKit: the session lifecycle chunk', () => {
  it('is not fetched by a page with no session until a login begins', async () => {
    const kit = kitOn(createMemoryStorage());
    await kit.session.ready();
    expect(load).not.toHaveBeenCalled();
    const login = kit.ceremony.run('otp', undefined, async () => 'done');
    expect(load).toHaveBeenCalledTimes(1);
    await expect(login).resolves.toBe('done');
    expect(kit.ceremony.active).toBeUndefined();
    kit.destroy();
  });

  it('is fetched at once when a persisted session is about to be restored', () => {
    const storage = createMemoryStorage();
    storage.setItem('embedded-wallet-kit:session:config-1', 'a.persisted.jwt');
    const kit = kitOn(storage);
    expect(load).toHaveBeenCalledTimes(1);
    kit.destroy();
  });
});
