import { randomUUID } from 'node:crypto';
import type { SeedStep } from '../../seedHooks.js';
import { createProxyKey } from '../proxyKey/createProxyKey.js';
import { defaultProxyConfig } from './defaultProxyConfig.js';
import { notifyProxyConfigChanged } from './notifyProxyConfigChanged.js';

/**
 * First start: the parent organization's proxy user, its sealed proxy key and the proxy
 * configuration (spec "Auth proxy"), whose id the bootstrap publishes as `authProxyConfigId`.
 */
export const seedProxy: SeedStep = (ctx, target) => {
  const nowMs = ctx.now();
  const configId = randomUUID();
  const proxyUserId = randomUUID();
  ctx.store.insert(
    'user',
    {
      id: proxyUserId,
      organizationId: target.organizationId,
      userName: 'Auth Proxy',
      createdAtMs: nowMs,
    },
    { organizationId: target.organizationId },
  );
  const proxyCredentialId = createProxyKey(ctx.store, {
    organizationId: target.organizationId,
    userId: proxyUserId,
    configId,
    nowMs,
  });
  const config = defaultProxyConfig({
    id: configId,
    organizationId: target.organizationId,
    proxyCredentialId,
    proxyUserId,
    nowMs,
  });
  ctx.store.insert('proxyConfig', config, {
    organizationId: target.organizationId,
    index: { organizationId: target.organizationId, proxyCredentialId },
  });
  notifyProxyConfigChanged(ctx);
  return { authProxyConfigId: configId };
};
