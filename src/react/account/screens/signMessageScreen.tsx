import { type ReactElement, useId, useState } from 'react';
import type { EmbeddedWallet } from '../../../core/index.js';
import { useWalletKitContext } from '../../context/useWalletKitContext.js';
import { useSignMessage } from '../../hooks/useSignMessage.js';
import { accountModalControllerOf } from '../accountModalControllerOf.js';
import { shortAddress } from '../accountName.js';
import { useAccountNav } from '../accountNav.js';
import { chainName } from '../chainName.js';
import { CopyButton } from '../copyButton.js';
import { DoneButton } from '../doneButton.js';
import { TaskView } from '../taskView.js';
import { useAccountTask } from '../useAccountTask.js';

/**
 * The signing confirmation: which account signs and the exact message, then
 * `sign_raw_payload` (EIP-191 for Ethereum, raw Ed25519 for Solana) and the signature. Opened by
 * the app (`useAccountModal().signMessage`) the message is fixed and the outcome goes back to it;
 * from the profile the user types one.
 */
export function SignMessageScreen(props: {
  address?: string | undefined;
  message?: string | undefined;
  wallets: EmbeddedWallet[] | undefined;
}): ReactElement {
  const { strings } = useAccountNav();
  const center = accountModalControllerOf(useWalletKitContext().kit);
  const sign = useSignMessage();
  const task = useAccountTask(strings);
  const accountId = useId();
  const messageId = useId();
  const accounts = (props.wallets ?? [])
    .flatMap((w) => w.accounts)
    .filter(
      (a) =>
        (a.addressFormat === 'ADDRESS_FORMAT_ETHEREUM' ||
          a.addressFormat === 'ADDRESS_FORMAT_SOLANA') &&
        (props.address === undefined || a.address === props.address),
    );
  const [address, setAddress] = useState(props.address);
  const [typed, setTyped] = useState('');
  const account = accounts.find((a) => a.address === address) ?? accounts[0];
  const message = props.message ?? typed;

  const start = () => {
    if (!account || message === '') return;
    task.run({ label: strings.signing }, 'other', async (signal) => {
      // This screen is the confirmation: the kit's confirmer is not asked again.
      const signed = await sign.signMessage({ message, account, signal, confirm: false });
      center.signed(signed);
      return {
        title: strings.signDoneTitle,
        message: strings.signDone,
        detail: (
          <>
            <code className="ewk-address ewk-signature">{signed.signature}</code>
            <CopyButton value={signed.signature} label={strings.copySignature} />
          </>
        ),
      };
    });
  };

  return (
    <TaskView
      title={strings.signMessage}
      description={strings.signBody}
      task={task}
      onRetry={start}
    >
      {account ? (
        <form
          className="ewk-stack"
          onSubmit={(event) => {
            event.preventDefault();
            start();
          }}
        >
          <div className="ewk-field">
            <label className="ewk-label" htmlFor={accountId}>
              {strings.signAccount}
            </label>
            <select
              id={accountId}
              className="ewk-select ewk-select--wide"
              value={account.address}
              disabled={accounts.length === 1}
              onChange={(event) => setAddress(event.target.value)}
            >
              {accounts.map((a) => (
                <option key={a.walletAccountId} value={a.address}>
                  {`${chainName(a.addressFormat, strings)} ${shortAddress(a.address)}`}
                </option>
              ))}
            </select>
            <code className="ewk-address ewk-signature">{account.address}</code>
          </div>
          <div className="ewk-field">
            <label className="ewk-label" htmlFor={messageId}>
              {strings.signMessageLabel}
            </label>
            <textarea
              id={messageId}
              className="ewk-input ewk-textarea"
              value={message}
              readOnly={props.message !== undefined}
              required
              rows={4}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <button
            type="submit"
            className="ewk-button ewk-button--primary"
            disabled={message === ''}
          >
            {strings.signButton}
          </button>
          <DoneButton cancel />
        </form>
      ) : (
        <p className="ewk-notice">{props.wallets ? strings.signNoAccount : strings.loading}</p>
      )}
    </TaskView>
  );
}
