import { useEarnDeployWrapper, useEarnDeposit, useEarnVaults } from 'embedded-wallet-kit/react/api';
import { useState } from 'react';
import { useDevRecords, useWalletAddresses } from '../devRecords.js';
import { Button, ErrorText, Field, Outcome, Panel, Select, settle } from '../ui.js';

type Chain =
  | 'eip155:1'
  | 'eip155:8453'
  | 'eip155:42161'
  | 'eip155:137'
  | 'eip155:56'
  | 'eip155:4217';
/** CAIP-19 starts with the CAIP-2 chain id: `eip155:8453/erc20:0x…`. */
const chainOf = (caip19: string) => caip19.split('/')[0] as Chain;
const PAGE_SIZE = '3';

interface WrapperRecord {
  vaultAddress: string;
  wrapperAddress: string;
}

/**
 * `list_earn_vaults` (paged), `earn_deploy_wrapper`, `earn_deposit`. A vault is enabled for the
 * organization once its wrapper is deployed; deposits go to the wrapper, signed by one of the
 * user's wallet addresses (the signup wallet).
 */
export function EarnPanel({ assets }: { assets: string[] }) {
  const [caip19, setCaip19] = useState(assets[0] ?? '');
  const [amount, setAmount] = useState('1000000');
  const vaults = useEarnVaults({ caip19, paginationOptions: { limit: PAGE_SIZE } });
  const deploy = useEarnDeployWrapper();
  const deposit = useEarnDeposit();
  const wrappers = useDevRecords<WrapperRecord>('earnWrapper');
  const [signer] = useWalletAddresses();
  const [message, setMessage] = useState<string>();

  const wrapperOf = (vaultAddress: string) =>
    wrappers.data?.find((w) => w.vaultAddress.toLowerCase() === vaultAddress.toLowerCase())
      ?.wrapperAddress;

  const onDeploy = async (vaultAddress: string) => {
    if (!signer) return;
    setMessage(undefined);
    const { result } = await deploy.mutateAsync({
      vaultAddress,
      chainCaip2: chainOf(caip19),
      clientFeeBps: '100',
      clientFeeWallet: signer,
    });
    await wrappers.refetch();
    setMessage(
      `Deployed wrapper ${result.wrapperAddress} (deploy request ${result.deployRequestId}).`,
    );
  };
  const onDeposit = async (wrapperAddress: string) => {
    if (!signer) return;
    setMessage(undefined);
    const { result } = await deposit.mutateAsync({
      wrapperAddress,
      signWith: signer,
      assets: amount,
      chainCaip2: chainOf(caip19),
    });
    setMessage(`Deposit requested: ${result.depositRequestId}.`);
  };

  const pages = vaults.data?.pages ?? [];
  const list = pages.flatMap((p) => p.vaults);
  return (
    <Panel
      id="earn"
      title="Earn vaults"
      spec="list_earn_vaults (by TVL, paged), earn_deploy_wrapper to enable a vault, earn_deposit into it."
    >
      <div className="demo-form">
        <Select
          label="Underlying asset (CAIP-19)"
          value={caip19}
          options={assets}
          onChange={setCaip19}
        />
        <Field label="Deposit amount (raw units)" value={amount} onChange={setAmount} />
      </div>
      {!signer ? (
        <p className="demo-muted">Your account has no Ethereum wallet address to sign with.</p>
      ) : (
        <p className="demo-muted">
          Signing and fee wallet: <code>{signer}</code>
        </p>
      )}
      <ul className="demo-list" aria-label="Vaults">
        {list.map((v) => {
          const address = v.vaultAddress ?? '';
          const wrapper = wrapperOf(address);
          return (
            <li key={address}>
              <strong>{v.name}</strong> <span className="demo-muted">{v.provider}</span>{' '}
              {v.enabled ? <span className="demo-badge demo-badge--ok">enabled</span> : null}
              <span className="demo-block">
                APY {(Number(v.apyPct ?? 0) * 100).toFixed(2)} %, TVL ${v.display?.usd}
              </span>
              {v.enabled && wrapper ? (
                <Button
                  busy={deposit.isPending}
                  disabled={!signer}
                  onClick={() => settle(onDeposit(wrapper))}
                >
                  Deposit into {v.name}
                </Button>
              ) : (
                <Button
                  busy={deploy.isPending}
                  disabled={!signer || v.enabled}
                  onClick={() => settle(onDeploy(address))}
                >
                  Deploy wrapper for {v.name}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <div className="demo-actions">
        {vaults.hasNextPage ? (
          <Button busy={vaults.isFetchingNextPage} onClick={() => vaults.fetchNextPage()}>
            Load more vaults
          </Button>
        ) : vaults.isSuccess ? (
          <span className="demo-muted">All {list.length} vaults shown.</span>
        ) : null}
      </div>
      {message ? <Outcome>{message}</Outcome> : null}
      <ErrorText error={deploy.error ?? deposit.error ?? vaults.error} />
    </Panel>
  );
}
