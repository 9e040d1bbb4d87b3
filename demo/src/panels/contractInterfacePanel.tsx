import { useCreateSmartContractInterface } from 'embedded-wallet-kit/react/api';
import { useState } from 'react';
import { Button, ErrorText, Field, Form, Outcome, Panel, Select } from '../ui.js';

const ERC20_TRANSFER_ABI = JSON.stringify([
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
]);
const TYPES = [
  'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM',
  'SMART_CONTRACT_INTERFACE_TYPE_SOLANA',
] as const;

/** `create_smart_contract_interface`: an ABI or IDL (at most 400 KB) policies can read. */
export function ContractInterfacePanel() {
  const create = useCreateSmartContractInterface();
  const [address, setAddress] = useState('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913');
  const [abi, setAbi] = useState(ERC20_TRANSFER_ABI);
  const [type, setType] = useState<(typeof TYPES)[number]>(TYPES[0]);
  const [label, setLabel] = useState('USDC on Base');
  return (
    <Panel
      id="contract-interfaces"
      title="Smart contract interfaces"
      spec="create_smart_contract_interface stores an Ethereum ABI or Solana IDL (400 KB at most)."
    >
      <Form
        label="New smart contract interface"
        onSubmit={() =>
          create.mutate({ smartContractAddress: address, smartContractInterface: abi, type, label })
        }
      >
        <Field
          label="Contract address or program id"
          value={address}
          onChange={setAddress}
          required
        />
        <Field label="ABI / IDL (JSON)" value={abi} onChange={setAbi} multiline required />
        <div className="demo-row">
          <Select
            label="Type"
            value={type}
            options={TYPES}
            onChange={(v) => setType(v as (typeof TYPES)[number])}
          />
          <Field label="Label" value={label} onChange={setLabel} required />
        </div>
        <Button type="submit" busy={create.isPending}>
          Save interface
        </Button>
      </Form>
      {create.data ? (
        <Outcome>Interface saved: {create.data.result.smartContractInterfaceId}</Outcome>
      ) : null}
      <ErrorText error={create.error} />
    </Panel>
  );
}
