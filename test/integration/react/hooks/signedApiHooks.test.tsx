// @vitest-environment happy-dom
import { randomUUID } from 'node:crypto';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decryptExportBundle,
  generateExportTargetKeyPair,
  initOtp,
  verifyOtp,
  type WalletKit,
} from '../../../../src/core/index.js';
import {
  useActivity,
  useApiKey,
  useAuthenticators,
  useEmailEvents,
  useSecrets,
  useWalletAccounts,
  useWallets,
  useWebhookEndpoints,
  useWhoami,
} from '../../../../src/react/hooks/queryHooks.js';
import {
  useCreateAuthenticators,
  useCreateSessionProfile,
  useCreateSmartContractInterface,
  useCreateTvcManifestApprovals,
  useCreateUserTag,
  useDeleteOauthProviders,
  useDeleteWebhookEndpoint,
  useEarnDeployWrapper,
  useEarnDeposit,
  useExportSecrets,
  useInitImportPrivateKey,
  useRecoverUser,
  useUpdateUserEmail,
  useUpsertSwapConfig,
} from '../../../../src/react/hooks/submitHooks.js';
import { useEarnVaults } from '../../../../src/react/hooks/useEarnVaults.js';
import { useEmailOtp } from '../../../../src/react/hooks/useEmailOtp.js';
import { useLogout } from '../../../../src/react/hooks/useLogout.js';
import { useSession } from '../../../../src/react/hooks/useSession.js';
import { useUser } from '../../../../src/react/hooks/useUser.js';
import { createHarness, type Harness, providerWrapper } from '../../../support/harness.js';
import { createSoftwareAuthenticator } from '../../../support/sandbox/softwareAuthenticator.js';

let h: Harness;
let admin: WalletKit;
beforeAll(async () => {
  h = await createHarness();
  admin = h.adminKit();
});
afterAll(() => h.close());

const orgId = () => h.sandbox.bootstrap.organizationId;
const adminUserId = () => h.sandbox.bootstrap.userId;
const authenticator = () =>
  createSoftwareAuthenticator({
    rpId: h.sandbox.context.settings.rpId,
    origin: h.sandbox.context.settings.webauthnOrigins[0] ?? h.sandbox.bootstrap.baseUrl,
  });

describe('webhook endpoints', () => {
  it('useDeleteWebhookEndpoint refreshes useWebhookEndpoints', async () => {
    const { result } = renderHook(
      () => ({
        list: useWebhookEndpoints({ organizationId: orgId() }),
        remove: useDeleteWebhookEndpoint(),
      }),
      { wrapper: providerWrapper(admin) },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    const before = result.current.list.data?.webhookEndpoints ?? [];
    expect(before.length).toBeGreaterThan(0);
    const victim = before[0]?.endpointId as string;

    const out = await act(() => result.current.remove.mutateAsync({ endpointId: victim }));
    expect(out.result).toEqual({ endpointId: victim });
    // The list was refetched before the mutation resolved.
    await waitFor(() =>
      expect(result.current.list.data?.webhookEndpoints.map((e) => e.endpointId)).toEqual(
        before.slice(1).map((e) => e.endpointId),
      ),
    );
  });
});

describe('earn', () => {
  it('useEarnVaults pages through the whole catalog (more than 100 vaults)', async () => {
    const caip19 = h.sandbox.bootstrap.seed.vaultAssets[0] as string;
    const { result } = renderHook(
      () => useEarnVaults({ organizationId: orgId(), caip19, paginationOptions: { limit: '100' } }),
      { wrapper: providerWrapper(admin) },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages[0]?.vaults).toHaveLength(100);
    expect(result.current.hasNextPage).toBe(true);
    while (result.current.hasNextPage) {
      await act(() => result.current.fetchNextPage());
    }
    const vaults = result.current.data?.pages.flatMap((page) => page.vaults) ?? [];
    expect(vaults.length).toBeGreaterThan(100);
    expect(new Set(vaults.map((v) => v.vaultAddress)).size).toBe(vaults.length);
    expect(result.current.data?.pages.at(-1)?.pageInfo.hasNextPage).toBe(false);
  });

  it('useEarnDeployWrapper refreshes useEarnVaults (the vault becomes enabled); useEarnDeposit', async () => {
    const caip19 = h.sandbox.bootstrap.seed.vaultAssets[0] as string;
    const [wallet] = h.sandbox.bootstrap.seed.walletAddresses as [string];
    const { result } = renderHook(
      () => ({
        vaults: useEarnVaults({
          caip19,
          organizationId: orgId(),
          paginationOptions: { limit: '10' },
        }),
        deploy: useEarnDeployWrapper(),
        deposit: useEarnDeposit(),
      }),
      { wrapper: providerWrapper(admin) },
    );
    await waitFor(() => expect(result.current.vaults.isSuccess).toBe(true));
    const target = result.current.vaults.data?.pages[0]?.vaults.find((v) => !v.enabled);
    expect(target?.vaultAddress).toBeDefined();
    const deployed = await act(() =>
      result.current.deploy.mutateAsync({
        vaultAddress: target?.vaultAddress as string,
        chainCaip2: 'eip155:8453',
        clientFeeBps: '1000',
        clientFeeWallet: wallet,
      }),
    );
    await waitFor(() =>
      expect(
        result.current.vaults.data?.pages[0]?.vaults.find(
          (v) => v.vaultAddress === target?.vaultAddress,
        )?.enabled,
      ).toBe(true),
    );
    const deposit = await act(() =>
      result.current.deposit.mutateAsync({
        wrapperAddress: deployed.result.wrapperAddress,
        signWith: wallet,
        assets: '1000000',
        chainCaip2: 'eip155:8453',
      }),
    );
    expect(deposit.result.depositRequestId).not.toBe('');
  });
});

describe('authenticators', () => {
  it('useCreateAuthenticators and useRecoverUser refresh useAuthenticators', async () => {
    const passkeys = authenticator();
    const { result } = renderHook(
      () => ({
        list: useAuthenticators({ organizationId: orgId(), userId: adminUserId() }),
        create: useCreateAuthenticators(),
        recover: useRecoverUser(),
      }),
      { wrapper: providerWrapper(admin) },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    const count = result.current.list.data?.authenticators.length ?? 0;

    const first = passkeys.register({ authenticatorName: 'Laptop' });
    const created = await act(() =>
      result.current.create.mutateAsync({ authenticators: [first.input], userId: adminUserId() }),
    );
    expect(created.result.authenticatorIds).toHaveLength(1);
    await waitFor(() => expect(result.current.list.data?.authenticators).toHaveLength(count + 1));

    const second = passkeys.register({ authenticatorName: 'Recovery key' });
    const recovered = await act(() =>
      result.current.recover.mutateAsync({ authenticator: second.input, userId: adminUserId() }),
    );
    expect(recovered.result.authenticatorId).toHaveLength(1);
    await waitFor(() =>
      expect(result.current.list.data?.authenticators.map((a) => a.credentialId)).toContain(
        second.credential.credentialId,
      ),
    );
  });
});

describe('secrets, API keys and e-mail events', () => {
  it('useSecrets lists; useExportSecrets exports one that the client opens', async () => {
    const target = await generateExportTargetKeyPair();
    const { result } = renderHook(
      () => ({
        secrets: useSecrets({ organizationId: orgId() }),
        exportSecrets: useExportSecrets(),
      }),
      { wrapper: providerWrapper(admin) },
    );
    await waitFor(() => expect(result.current.secrets.isSuccess).toBe(true));
    const secretId = result.current.secrets.data?.secrets[0]?.secretId as string;
    const out = await act(() =>
      result.current.exportSecrets.mutateAsync({
        secrets: [
          {
            secretId,
            targetPublicKey: target.publicKeyUncompressed,
            encryptionSuite: 'TRANSPORT_ENCRYPTION_SUITE_ENCLAVE_ENCRYPT_V1',
          },
        ],
      }),
    );
    expect(out.result.secretPayloads).toHaveLength(1);
    const plaintext = await decryptExportBundle({
      bundle: out.result.secretPayloads[0] as string,
      pinnedSignerKey: h.sandbox.bootstrap.trustedKeys.signer,
      organizationId: orgId(),
      recipientKey: target.keyPair,
    });
    expect(new TextDecoder().decode(plaintext).length).toBeGreaterThan(0);
  });

  it('useApiKey reads the admin key', async () => {
    const apiKeyId = h.sandbox.bootstrap.apiKey.apiKeyId;
    const { result } = renderHook(() => useApiKey({ organizationId: orgId(), apiKeyId }), {
      wrapper: providerWrapper(admin),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.apiKey.apiKeyId).toBe(apiKeyId);
  });

  it('useEmailEvents lists the delivery of an OTP e-mail', async () => {
    const email = 'events.hook@example.com';
    await initOtp(h.kit(), { otpType: 'OTP_TYPE_EMAIL', contact: email });
    const { result } = renderHook(() => useEmailEvents({ organizationId: orgId(), email }), {
      wrapper: providerWrapper(admin),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.emailEvents.length).toBeGreaterThan(0);
    expect(result.current.data?.emailEvents.every((e) => e.toAddress === email)).toBe(true);
  });
});

describe('the other submits, each through its hook', () => {
  it('useCreateSessionProfile', async () => {
    const { result } = renderHook(() => useCreateSessionProfile(), {
      wrapper: providerWrapper(admin),
    });
    const out = await act(() =>
      result.current.mutateAsync({ sessionProfileName: 'Read only', scope: 'read' }),
    );
    expect(out.result.sessionProfileId).not.toBe('');
    expect(out.activity.type).toBe('ACTIVITY_TYPE_CREATE_SESSION_PROFILE');
  });

  it('useCreateSmartContractInterface', async () => {
    const { result } = renderHook(() => useCreateSmartContractInterface(), {
      wrapper: providerWrapper(admin),
    });
    const out = await act(() =>
      result.current.mutateAsync({
        smartContractAddress: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
        smartContractInterface: JSON.stringify([
          {
            type: 'function',
            name: 'transfer',
            inputs: [],
            outputs: [],
            stateMutability: 'nonpayable',
          },
        ]),
        type: 'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM',
        label: 'USDC',
      }),
    );
    expect(out.result.smartContractInterfaceId).not.toBe('');
  });

  it('useCreateTvcManifestApprovals', async () => {
    const { result } = renderHook(() => useCreateTvcManifestApprovals(), {
      wrapper: providerWrapper(admin),
    });
    const out = await act(() =>
      result.current.mutateAsync({
        manifestId: 'manifest-hooks',
        approvals: [{ operatorId: 'operator-hooks', signature: 'ab'.repeat(32) }],
      }),
    );
    expect(out.result.approvalIds).toHaveLength(1);
  });

  it('useUpsertSwapConfig', async () => {
    const [wallet] = h.sandbox.bootstrap.seed.walletAddresses as [string];
    const { result } = renderHook(() => useUpsertSwapConfig(), { wrapper: providerWrapper(admin) });
    const out = await act(() =>
      result.current.mutateAsync({ feeReceiverWalletAddress: wallet, feeBps: '25' }),
    );
    expect(out.result.feeBps).toBe('25');
  });

  it("useCreateUserTag, with the caller's mutation options", async () => {
    const tagged: string[][] = [];
    const { result } = renderHook(
      () => useCreateUserTag({ mutation: { onSuccess: (out) => tagged.push(out.result.userIds) } }),
      { wrapper: providerWrapper(admin) },
    );
    const out = await act(() =>
      result.current.mutateAsync({ userTagName: 'Hook testers', userIds: [adminUserId()] }),
    );
    expect(out.result.userIds).toEqual([adminUserId()]);
    expect(tagged).toEqual([[adminUserId()]]);
  });

  it('useUpdateUserEmail', async () => {
    const { result } = renderHook(() => useUpdateUserEmail(), { wrapper: providerWrapper(admin) });
    const out = await act(() =>
      result.current.mutateAsync({ userId: adminUserId(), userEmail: 'admin+hooks@sandbox.local' }),
    );
    expect(out.result.userId).toBe(adminUserId());
  });

  it('useInitImportPrivateKey', async () => {
    const { result } = renderHook(() => useInitImportPrivateKey(), {
      wrapper: providerWrapper(admin),
    });
    const out = await act(() => result.current.mutateAsync({ userId: adminUserId() }));
    expect(JSON.parse(out.result.importBundle)).toHaveProperty('dataSignature');
  });

  it('useDeleteOauthProviders', async () => {
    // The signed API has no operation that links a provider; link one as signup does.
    const { store } = h.sandbox.context;
    const providerId = randomUUID();
    const subject = randomUUID();
    await store.transaction(() =>
      store.insert(
        'oauthProvider',
        {
          id: providerId,
          organizationId: orgId(),
          userId: adminUserId(),
          providerName: 'Google',
          issuer: 'https://accounts.google.com',
          subject,
          audience: 'client-id',
          createdAtMs: Date.now(),
        },
        {
          organizationId: orgId(),
          index: {
            identity: `https://accounts.google.com ${subject} client-id`,
            userId: adminUserId(),
          },
        },
      ),
    );
    const { result } = renderHook(() => useDeleteOauthProviders(), {
      wrapper: providerWrapper(admin),
    });
    const out = await act(() =>
      result.current.mutateAsync({ userId: adminUserId(), providerIds: [providerId] }),
    );
    expect(out.result.providerIds).toEqual([providerId]);
  });

  it('a refused submit is a KitError on the mutation', async () => {
    const { result } = renderHook(() => useDeleteWebhookEndpoint(), {
      wrapper: providerWrapper(admin),
    });
    await act(async () => {
      await expect(
        result.current.mutateAsync({ endpointId: 'no-such-endpoint' }),
      ).rejects.toMatchObject({ name: 'SignedApiError' });
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
  });
});

// The dashboard mounts in the render the login causes, before or after the session's login
// event reaches the provider: its queries must still run.
function Dashboard() {
  const authenticators = useAuthenticators();
  return <p>{authenticators.isSuccess ? 'loaded' : 'loading'}</p>;
}
function SignedInApp() {
  const session = useSession();
  return session.status === 'signedIn' ? <Dashboard /> : null;
}

describe('session scope', () => {
  it('waits for a session, then reads with its organization and user; logout drops the reads', async () => {
    const kit = h.kit();
    const { result } = renderHook(
      () => ({
        authenticators: useAuthenticators(),
        otp: useEmailOtp(),
        session: useSession(),
        logout: useLogout(),
      }),
      { wrapper: providerWrapper(kit) },
    );
    await waitFor(() => expect(result.current.session.status).toBe('signedOut'));
    expect(result.current.authenticators.fetchStatus).toBe('idle');
    expect(result.current.authenticators.isPending).toBe(true);

    const email = 'scoped.hook@example.com';
    await act(() => result.current.otp.sendCode(email));
    const code = await h.readCode(email);
    await act(() => result.current.otp.verifyCode(code));
    await waitFor(() => expect(result.current.authenticators.isSuccess).toBe(true));
    expect(result.current.authenticators.data?.authenticators).toEqual([]);

    await act(() => result.current.logout.mutateAsync());
    await waitFor(() => expect(result.current.authenticators.data).toBeUndefined());
    expect(result.current.authenticators.fetchStatus).toBe('idle');
  });

  it('loads the reads of a screen that appears with the login itself', async () => {
    const kit = h.kit();
    const view = render(<SignedInApp />, { wrapper: providerWrapper(kit) });
    const email = 'dashboard.after.login@example.com';
    const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact: email });
    await verifyOtp(kit, { handle, code: await h.readCode(email) });
    await view.findByText('loaded');
    view.unmount();
  });
});

describe("the production client's reads around login", () => {
  it('useWhoami, useWallets, useWalletAccounts; useUpdateUserEmail refreshes useUser; useActivity', async () => {
    const { result } = renderHook(
      () => ({
        me: useWhoami({ organizationId: orgId() }),
        user: useUser({ organizationId: orgId(), userId: adminUserId() }),
        wallets: useWallets({ organizationId: orgId() }),
        accounts: useWalletAccounts({ organizationId: orgId(), includeWalletDetails: true }),
        update: useUpdateUserEmail(),
      }),
      { wrapper: providerWrapper(admin) },
    );
    await waitFor(() => expect(result.current.accounts.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.user.isSuccess).toBe(true));
    expect(result.current.me.data?.userId).toBe(adminUserId());
    const walletId = result.current.wallets.data?.wallets[0]?.walletId;
    expect(walletId).toBeTruthy();
    expect(result.current.accounts.data?.accounts[0]?.walletDetails?.walletId).toBe(walletId);
    const out = await act(() =>
      result.current.update.mutateAsync({
        userId: adminUserId(),
        userEmail: 'reads@sandbox.local',
      }),
    );
    await waitFor(() =>
      expect(result.current.user.data?.user.userEmail).toBe('reads@sandbox.local'),
    );
    const activity = renderHook(
      () => useActivity({ organizationId: orgId(), activityId: out.activity.id }),
      { wrapper: providerWrapper(admin) },
    );
    await waitFor(() => expect(activity.result.current.isSuccess).toBe(true));
    expect(activity.result.current.data?.activity.id).toBe(out.activity.id);
  });
});
