import { useUpsertSwapConfig } from 'embedded-wallet-kit/react/api';
import { useState } from 'react';
import { useWalletAddresses } from '../devRecords.js';
import { Button, ErrorText, Field, Form, Json, Outcome, Panel } from '../ui.js';

/** `upsert_swap_config`: the organization's swap fees. */
export function SwapConfigPanel() {
  const upsert = useUpsertSwapConfig();
  const [own] = useWalletAddresses();
  const [receiver, setReceiver] = useState('');
  const [feeBps, setFeeBps] = useState('25');
  const [stableFeeBps, setStableFeeBps] = useState('');
  const result = upsert.data?.result;
  return (
    <Panel
      id="swap-config"
      title="Swap fees"
      spec="upsert_swap_config: feeBps on every pair; stableFeeBps on stablecoin pairs (top tier only)."
    >
      <Form
        label="Swap fee configuration"
        onSubmit={() =>
          upsert.mutate({
            ...(receiver || own ? { feeReceiverWalletAddress: receiver || own } : {}),
            ...(feeBps ? { feeBps } : {}),
            ...(stableFeeBps ? { stableFeeBps } : {}),
          })
        }
      >
        <Field
          label="Fee receiver address"
          value={receiver}
          placeholder={own ?? '0x…'}
          onChange={setReceiver}
        />
        <div className="demo-row">
          <Field label="Fee (bps)" value={feeBps} onChange={setFeeBps} />
          <Field label="Stablecoin fee (bps)" value={stableFeeBps} onChange={setStableFeeBps} />
        </div>
        <Button type="submit" busy={upsert.isPending}>
          Save swap fees
        </Button>
      </Form>
      {result ? (
        <Outcome>
          Swap fees saved: {result.feeBps ?? 'none'} bps
          {result.stableFeeBps ? `, stablecoins ${result.stableFeeBps} bps` : ''}.
        </Outcome>
      ) : null}
      <Json label="Raw activity" value={upsert.data?.activity} />
      <ErrorText error={upsert.error} />
    </Panel>
  );
}
