import type { Sandbox } from '../../../src/sandbox/createSandbox.js';
import type { StoredRecords } from '../../../src/sandbox/store/storedRecords.js';

/**
 * `GET /__dev/records/<kind>?organizationId=` through the handler: the stored records, oldest
 * first.
 */
export async function devRecords<K extends keyof StoredRecords>(
  sandbox: Sandbox,
  kind: K,
  organizationId: string = sandbox.bootstrap.organizationId,
): Promise<StoredRecords[K][]> {
  const url = `${sandbox.bootstrap.baseUrl}/__dev/records/${kind}?organizationId=${encodeURIComponent(organizationId)}`;
  const response = await sandbox.handler(new Request(url));
  if (response.status !== 200)
    throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { records: StoredRecords[K][] }).records;
}
