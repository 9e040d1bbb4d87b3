import type { WalletKit } from 'embedded-wallet-kit';
import { useWalletKit } from 'embedded-wallet-kit/react';
import { embeddedWallet } from 'embedded-wallet-kit/wagmi';
import { useMemo, useState } from 'react';
import { type Address, defineChain, formatEther, http, parseEther, verifyTypedData } from 'viem';
import {
  createConfig,
  useBalance,
  useConnect,
  useConnection,
  useSendTransaction,
  useSignTypedData,
  useWaitForTransactionReceipt,
  WagmiProvider,
} from 'wagmi';
import type { SandboxInfo } from '../sandboxInfo.js';
import { Button, Field, Form, Outcome, Panel } from '../ui.js';

type Chain = NonNullable<SandboxInfo['chain']>;

/** Hardhat's second dev account: somewhere to send test ETH that is not the sender. */
const DEFAULT_RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** An EIP-2612-style permit: typed data as apps ask wallets to sign it. */
const permitOf = (chainId: number, owner: Address) =>
  ({
    domain: {
      name: 'Demo Token',
      version: '1',
      chainId,
      verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
    },
    types: {
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    message: {
      owner,
      spender: DEFAULT_RECIPIENT,
      value: parseEther('100'),
      nonce: 0n,
      deadline: 1_900_000_000n,
    },
  }) as const;

/** A wagmi failure as a person reads it, with EIP-1193's code (4001: the user rejected). */
function describeWagmiError(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const message = (error as { shortMessage?: string; message?: string }).shortMessage;
  return `${message ?? String(error)}${typeof code === 'number' ? ` (${code})` : ''}`;
}

function useWagmiConfig(kit: WalletKit, chain: Chain) {
  return useMemo(() => {
    const local = defineChain({
      id: chain.chainId,
      name: 'Local chain (Hardhat)',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    });
    return createConfig({
      chains: [local],
      connectors: [embeddedWallet({ kit, name: 'Embedded wallet' })],
      transports: { [local.id]: http(chain.rpcUrl) },
      multiInjectedProviderDiscovery: false,
    });
  }, [kit, chain]);
}

function Wallet({ chainId }: { chainId: number }) {
  const connection = useConnection();
  const connect = useConnect();
  const address = connection.address;
  const balance = useBalance({ address, query: { enabled: Boolean(address) } });
  const [to, setTo] = useState(DEFAULT_RECIPIENT);
  const [amount, setAmount] = useState('0.01');
  const recipient = useBalance({
    address: to as Address,
    query: { enabled: /^0x[0-9a-fA-F]{40}$/.test(to) },
  });
  const send = useSendTransaction();
  const receipt = useWaitForTransactionReceipt({
    hash: send.data,
    query: { enabled: Boolean(send.data) },
  });
  const sign = useSignTypedData();
  const [verified, setVerified] = useState<boolean>();
  const refresh = () => Promise.all([balance.refetch(), recipient.refetch()]);

  if (!address) {
    return (
      <>
        <Button
          variant="primary"
          busy={connect.isPending}
          onClick={() => connect.connect({ connector: connect.connectors[0]! })}
        >
          Connect the embedded wallet
        </Button>
        {connect.error && (
          <p className="demo-error" role="alert">
            {describeWagmiError(connect.error)}
          </p>
        )}
      </>
    );
  }
  return (
    <>
      <dl className="demo-facts" aria-label="Embedded wallet on the local chain">
        <dt>Connected</dt>
        <dd>
          <code className="demo-wrap" data-testid="wagmi-address">
            {address}
          </code>
        </dd>
        <dt>Balance</dt>
        <dd data-testid="wagmi-balance">
          {balance.data ? `${formatEther(balance.data.value)} ETH` : '…'}
        </dd>
      </dl>
      <Form
        label="Send test ETH"
        onSubmit={() => {
          setVerified(undefined);
          send.sendTransaction(
            { to: to as Address, value: parseEther(amount) },
            { onSuccess: () => void refresh() },
          );
        }}
      >
        <Field label="Recipient" value={to} onChange={setTo} required />
        <Field label="Amount (ETH)" value={amount} onChange={setAmount} required />
        <Button type="submit" variant="primary" busy={send.isPending}>
          Send
        </Button>
      </Form>
      {send.error && (
        <p className="demo-error" role="alert">
          {describeWagmiError(send.error)}
        </p>
      )}
      {send.data && (
        <dl className="demo-facts" aria-label="Sent transaction">
          <dt>Hash</dt>
          <dd>
            <code className="demo-wrap" data-testid="wagmi-hash">
              {send.data}
            </code>
          </dd>
          <dt>Receipt</dt>
          <dd data-testid="wagmi-receipt">
            {receipt.data
              ? `${receipt.data.status} in block ${receipt.data.blockNumber}, from ${receipt.data.from}`
              : 'waiting…'}
          </dd>
          <dt>Recipient's balance</dt>
          <dd data-testid="wagmi-recipient-balance">
            {recipient.data ? `${formatEther(recipient.data.value)} ETH` : '…'}
          </dd>
        </dl>
      )}
      <Button
        busy={sign.isPending}
        onClick={() => {
          const permit = permitOf(chainId, address);
          sign.signTypedData(permit, {
            onSuccess: (signature) =>
              void verifyTypedData({ ...permit, address, signature }).then(setVerified),
          });
        }}
      >
        Sign a permit (EIP-712)
      </Button>
      {sign.error && (
        <p className="demo-error" role="alert">
          {describeWagmiError(sign.error)}
        </p>
      )}
      {sign.data && (
        <Outcome>
          <span data-testid="wagmi-typed-verified">
            {verified === undefined
              ? 'Checking…'
              : verified
                ? 'Signature verified for this address'
                : 'Signature does not verify'}
          </span>{' '}
          <code className="demo-wrap">{sign.data}</code>
        </Outcome>
      )}
    </>
  );
}

/**
 * wagmi with the embedded wallet (`embedded-wallet-kit/wagmi`) on the local chain `npm run
 * demo` starts: connect, the balance, send test ETH (the kit's confirmation screen first), the
 * hash, the receipt and the balances after; an EIP-712 permit signed and verified.
 */
export default function WagmiPanel({ chain }: { chain: Chain }) {
  const kit = useWalletKit();
  const config = useWagmiConfig(kit, chain);
  return (
    <Panel
      id="wagmi"
      title="wagmi on a local chain"
      spec="The embedded Ethereum account through wagmi's hooks (useConnect, useBalance, useSendTransaction, useSignTypedData) on Hardhat's local network; every signature shows the kit's confirmation first."
    >
      <WagmiProvider config={config} reconnectOnMount={false}>
        <Wallet chainId={chain.chainId} />
      </WagmiProvider>
    </Panel>
  );
}
