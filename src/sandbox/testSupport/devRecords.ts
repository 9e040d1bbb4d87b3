import type { Sandbox } from '../createSandbox.js';
import type { Docs } from '../store/Docs.js';

/** `GET /__dev/records/<kind>?organizationId=` through the handler: the stored records, oldest first. */
export async function devRecords<K extends keyof Docs>(
  sandbox: Sandbox,
  kind: K,
  organizationId: string = sandbox.bootstrap.organizationId,
): Promise<Docs[K][]> {
  const url = `${sandbox.bootstrap.baseUrl}/__dev/records/${kind}?organizationId=${encodeURIComponent(organizationId)}`;
  const response = await sandbox.handler(new Request(url));
  if (response.status !== 200)
    throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { records: Docs[K][] }).records;
}
