import { useQuery } from '@tanstack/react-query';
import { useSession } from 'embedded-wallet-kit/react';

/*
 * SANDBOX ONLY. The spec has no read query for some records (wallet accounts, OAuth providers,
 * session profiles ...) and no create operation for secrets or webhook endpoints; the sandbox
 * serves them under `/__dev/` so the demo can show what an operation did. A production app has
 * no such endpoints.
 */

export type DevRecordKind =
  | 'walletAccount'
  | 'oauthProvider'
  | 'sessionProfile'
  | 'userTag'
  | 'smartContractInterface'
  | 'tvcManifestApproval'
  | 'swapConfig'
  | 'earnWrapper'
  | 'earnDeposit'
  | 'user';

export const devRecordsKey = (kind: DevRecordKind, organizationId: string | undefined) =>
  ['demo-dev-records', kind, organizationId] as const;

async function fetchDevRecords<T>(kind: DevRecordKind, organizationId: string): Promise<T[]> {
  const url = `/__dev/records/${kind}?organizationId=${encodeURIComponent(organizationId)}`;
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return ((await response.json()) as { records: T[] }).records;
}

/** The signed-in organization's stored records of one kind (sandbox dev endpoint). */
export function useDevRecords<T>(kind: DevRecordKind) {
  const organizationId = useSession().session?.organizationId;
  return useQuery({
    queryKey: devRecordsKey(kind, organizationId),
    queryFn: () => fetchDevRecords<T>(kind, organizationId as string),
    enabled: organizationId !== undefined,
  });
}

/** Posts to a sandbox dev endpoint (adds sample secrets and webhook endpoints). */
export async function devPost<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${path} answered HTTP ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export interface WalletAccountRecord {
  id: string;
  walletId: string;
  address: string;
  addressFormat: string;
  name?: string;
}

/** The signed-in user's wallet addresses (the signup wallet): signers and fee wallets for Earn. */
export function useWalletAddresses(): string[] {
  const accounts = useDevRecords<WalletAccountRecord>('walletAccount');
  return (accounts.data ?? [])
    .filter((a) => a.addressFormat === 'ADDRESS_FORMAT_ETHEREUM')
    .map((a) => a.address);
}
