import { type ReactElement, useEffect, useId, useState } from 'react';
import type { EmbeddedWallet } from '../../../core/index.js';
import { useExport } from '../../hooks/useExport.js';
import { formatString } from '../../modal/formatString.js';
import { Screen } from '../../modal/screenParts.js';
import { accountErrorMessage } from '../accountErrorMessage.js';
import { shortAddress } from '../accountName.js';
import { useAccountNav } from '../accountNav.js';
import { chainName } from '../chainName.js';
import { DoneButton } from '../doneButton.js';
import { FrameBox } from '../frameBox.js';
import { Risks } from '../risks.js';
import { useAccountFrame } from '../useAccountFrame.js';

/** What to export: a wallet's recovery phrase, or one account's private key. */
type Target = { walletId: string } | { address: string };

/**
 * Exports a wallet's recovery phrase, or one account's private key. First the risks, icon-led,
 * and what to export (the difference said: a phrase restores the whole wallet, a key one
 * account); nothing secret is asked for until the user goes on. Then the isolated frame makes
 * the key the export is sealed to, opens the bundle and shows the secret in its own page
 * (hidden until the user reveals it, with copy and hide). This page only ever passes the
 * frame's public key and the ciphertext.
 */
export function ExportScreen(props: {
  walletId?: string | undefined;
  address?: string | undefined;
  wallets: EmbeddedWallet[] | undefined;
}): ReactElement {
  const { strings } = useAccountNav();
  const asked: Target | undefined = props.address
    ? { address: props.address }
    : props.walletId
      ? { walletId: props.walletId }
      : undefined;
  const first = props.wallets?.[0]?.walletId;
  const [choice, setChoice] = useState<Target | undefined>(
    asked ?? (first ? { walletId: first } : undefined),
  );
  const [target, setTarget] = useState<Target | undefined>(undefined);
  const groupId = useId();
  if (target) return <Revealed target={target} wallets={props.wallets} />;
  const options = (props.wallets ?? []).flatMap((wallet) => [
    {
      value: { walletId: wallet.walletId } as Target,
      label: formatString(strings.exportPhraseOf, { name: wallet.walletName }),
      hint: strings.exportPhraseHint,
    },
    ...wallet.accounts.map((account) => ({
      value: { address: account.address } as Target,
      label: formatString(strings.exportKeyOf, {
        name: `${chainName(account.addressFormat, strings)} ${shortAddress(account.address)}`,
      }),
      hint: strings.exportKeyHint,
    })),
  ]);
  const same = (a: Target | undefined, b: Target) => JSON.stringify(a) === JSON.stringify(b);
  return (
    <Screen title={strings.exportRisksTitle}>
      <div className="ewk-stack">
        <Risks
          lines={[
            ['warning', strings.exportRiskControl],
            ['lock', strings.exportRiskShare],
            ['eye', strings.exportRiskScreen],
          ]}
        />
        {asked ? (
          <p className="ewk-text ewk-says">
            {'address' in asked ? strings.exportKeyHint : strings.exportPhraseHint}
          </p>
        ) : (
          <fieldset className="ewk-stack ewk-choices" aria-describedby={groupId}>
            <legend className="ewk-label">{strings.exportPick}</legend>
            <p className="ewk-hint" id={groupId}>
              {strings.exportDifference}
            </p>
            {options.map((option) => (
              <label key={option.label} className="ewk-choice">
                <input
                  type="radio"
                  name="ewk-export"
                  checked={same(choice, option.value)}
                  onChange={() => setChoice(option.value)}
                />
                <span>
                  {option.label}
                  <span className="ewk-hint">{option.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <button
          type="button"
          className="ewk-button ewk-button--danger"
          disabled={!choice}
          onClick={() => setTarget(choice)}
        >
          {strings.exportContinue}
        </button>
        <DoneButton cancel />
      </div>
    </Screen>
  );
}

/** The chosen secret in the isolated frame. */
function Revealed(props: { target: Target; wallets: EmbeddedWallet[] | undefined }): ReactElement {
  const { strings } = useAccountNav();
  const { target } = props;
  const address = 'address' in target ? target.address : undefined;
  const frame = useAccountFrame();
  const run = useExport();
  const [error, setError] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  // A Solana key shows as the base58 key pair Solana wallets import.
  const solana = props.wallets?.some((w) =>
    w.accounts.some((a) => a.address === address && a.addressFormat === 'ADDRESS_FORMAT_SOLANA'),
  );
  const connected = frame.frame;
  const [shown, setShown] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per frame, target and attempt
  useEffect(() => {
    if (!connected) return;
    setError(undefined);
    setShown(false);
    const what = address
      ? { address, ...(solana ? { keyFormat: 'solana' as const } : {}) }
      : { walletId: (target as { walletId: string }).walletId };
    run.exportWallet({ frame: connected, ...what }).then(
      () => setShown(true),
      (cause: unknown) => setError(accountErrorMessage(cause, 'other', strings)),
    );
  }, [connected, attempt]);
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
        <FrameBox frame={frame} ready={shown} hidden={error !== undefined} />
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
        <DoneButton secondary />
      </div>
    </Screen>
  );
}
