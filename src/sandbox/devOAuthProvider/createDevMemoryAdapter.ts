import type { Adapter, AdapterFactory, AdapterPayload, ClientMetadata } from 'oidc-provider';

/**
 * In-memory storage for oidc-provider's models (interactions, grants, codes, tokens). Provider
 * state is lost on restart, which is fine for a dev provider: a restart only breaks logins that
 * were in flight. Two deliberate departures from a general-purpose adapter:
 *
 * - 'Client' reads the live client registry, so `setClients` takes effect at the next request
 *   (the library looks dynamic clients up through the adapter on every use).
 * - 'Session' is never stored: the dev provider keeps no single sign-on session, so every
 *   authorization request shows the login form again and a developer can switch identities
 *   without clearing cookies. (Tokens do not expire with the session: see `expiresWithSession`.)
 */
export interface DevMemoryAdapter {
  factory: AdapterFactory;
  clear(): void;
}

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * Entries outlive their `exp` by the library's default clock tolerance, as its own adapter does.
 */
const CLOCK_TOLERANCE_MS = 15_000;
const SWEEP_EVERY_WRITES = 256;

export function createDevMemoryAdapter(options: {
  now: () => number;
  clientMetadata: (clientId: string) => ClientMetadata | undefined;
}): DevMemoryAdapter {
  const { now, clientMetadata } = options;
  const store = new Map<string, Entry>();
  let writes = 0;

  const read = (key: string): AdapterPayload | undefined => {
    const entry = store.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      store.delete(key);
      return undefined;
    }
    return entry.payload;
  };

  const sweep = () => {
    const t = now();
    for (const [key, entry] of store) if (entry.expiresAt <= t) store.delete(key);
  };

  const clientAdapter: Adapter = {
    // A copy: the library must not be able to mutate the registry.
    find: async (id) => {
      const metadata = clientMetadata(id);
      return metadata ? structuredClone(metadata) : undefined;
    },
    // Dynamic registration is disabled, so nothing writes clients.
    upsert: async () => {},
    destroy: async () => {},
    consume: async () => {},
    findByUid: async () => undefined,
    findByUserCode: async () => undefined,
    revokeByGrantId: async () => {},
  };

  const sessionAdapter: Adapter = {
    upsert: async () => {},
    find: async () => undefined,
    findByUid: async () => undefined,
    findByUserCode: async () => undefined,
    consume: async () => {},
    destroy: async () => {},
    revokeByGrantId: async () => {},
  };

  const modelAdapter = (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    return {
      upsert: async (id, payload, expiresIn) => {
        const expiresAt =
          typeof expiresIn === 'number'
            ? now() + expiresIn * 1000 + CLOCK_TOLERANCE_MS
            : Number.POSITIVE_INFINITY;
        store.set(key(id), { payload, expiresAt });
        writes += 1;
        if (writes % SWEEP_EVERY_WRITES === 0) sweep();
      },
      find: async (id) => read(key(id)),
      // Only sessions (never stored here) and device codes (feature disabled) are looked up so.
      findByUid: async () => undefined,
      findByUserCode: async () => undefined,
      consume: async (id) => {
        const payload = read(key(id));
        // The library checks `consumed` to detect authorization-code replay (RFC 6749 4.1.2).
        if (payload) payload.consumed = Math.floor(now() / 1000);
      },
      destroy: async (id) => {
        store.delete(key(id));
      },
      // On code replay the library revokes every token of the grant (RFC 6749 section 4.1.2).
      revokeByGrantId: async (grantId) => {
        for (const [k, entry] of store) if (entry.payload.grantId === grantId) store.delete(k);
      },
    };
  };

  return {
    factory: (model) => {
      if (model === 'Client') return clientAdapter;
      if (model === 'Session') return sessionAdapter;
      return modelAdapter(model);
    },
    clear: () => store.clear(),
  };
}
