import { type ReactElement, useEffect, useState } from 'react';
import type { EmbeddedWallet } from '../../../core/index.js';
import { useExport } from '../../hooks/useExport.js';
import { Screen } from '../../modal/screenParts.js';
import { accountErrorMessage } from '../accountErrorMessage.js';
import { useAccountNav } from '../accountNav.js';
import { DoneButton } from '../doneButton.js';
import { FrameBox } from '../frameBox.js';
import { useAccountFrame } from '../useAccountFrame.js';

/**
 * Exports a wallet's recovery phrase, or one account's private key, into the isolated frame:
 * the frame makes the key the export is sealed to, opens the bundle and shows the secret in its
 * own page (hidden until the user reveals it, with copy and hide). This page only ever passes
 * the frame's public key and the ciphertext.
 */
export function ExportScreen(props: {
  walletId?: string | undefined;
  address?: string | undefined;
  wallets: EmbeddedWallet[] | undefined;
}): ReactElement {
  const { strings } = useAccountNav();
  const [walletId, setWalletId] = useState(
    props.walletId ??
      (props.address || props.wallets?.length !== 1 ? undefined : props.wallets[0]?.walletId),
  );
  const { address } = props;
  const frame = useAccountFrame();
  const run = useExport();
  const [error, setError] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  // A Solana key shows as the base58 key pair Solana wallets import.
  const solana = props.wallets?.some((w) =>
    w.accounts.some((a) => a.address === address && a.addressFormat === 'ADDRESS_FORMAT_SOLANA'),
  );
  const target = address
    ? { address, ...(solana ? { keyFormat: 'solana' as const } : {}) }
    : walletId
      ? { walletId }
      : undefined;
  const connected = frame.frame;
  const [shown, setShown] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per frame, target and attempt
  useEffect(() => {
    if (!connected || !target) return;
    setError(undefined);
    setShown(false);
    run.exportWallet({ frame: connected, ...target }).then(
      () => setShown(true),
      (cause: unknown) => setError(accountErrorMessage(cause, 'other', strings)),
    );
  }, [connected, walletId, address, attempt]);
  // The secret's controls (reveal, copy, hide) are in the frame: the keyboard goes there, once
  // the frame is in sight.
  useEffect(() => {
    if (shown) connected?.iframe.focus();
  }, [shown, connected]);

  return (
    <Screen
      title={address ? strings.exportKeyTitle : strings.exportPhraseTitle}
      description={strings.exportWarning}
    >
      {/* One column with the dialog's spacing: the frame, a failure, the way back. */}
      <div className="ewk-stack">
        {target ? (
          <FrameBox frame={frame} ready={shown} hidden={error !== undefined} />
        ) : (
          <fieldset className="ewk-stack">
            <legend className="ewk-label">{strings.exportPick}</legend>
            {props.wallets?.map((wallet) => (
              <button
                key={wallet.walletId}
                type="button"
                className="ewk-button"
                onClick={() => setWalletId(wallet.walletId)}
              >
                {wallet.walletName}
              </button>
            ))}
          </fieldset>
        )}
        {error && (
          <>
            <p className="ewk-alert" role="alert">
              {error}
            </p>
            <button type="button" className="ewk-button" onClick={() => setAttempt((n) => n + 1)}>
              {strings.retry}
            </button>
          </>
        )}
        <DoneButton />
      </div>
    </Screen>
  );
}
