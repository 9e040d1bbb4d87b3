import { type FormEvent, type ReactElement, useEffect, useId, useState } from 'react';
import { beginImport, isKitError } from '../../../core/index.js';
import { useImport } from '../../hooks/useImport.js';
import { formatString } from '../../modal/formatString.js';
import { Screen } from '../../modal/screenParts.js';
import { accountErrorMessage } from '../accountErrorMessage.js';
import { useAccountNav } from '../accountNav.js';
import { DoneButton } from '../doneButton.js';
import { FocusFirst } from '../focusFirst.js';
import { FrameBox } from '../frameBox.js';
import { Outcome } from '../outcome.js';
import { Risks } from '../risks.js';
import { useSuccess } from '../taskView.js';
import { useAccountFrame } from '../useAccountFrame.js';

/**
 * Imports a wallet from its recovery phrase, typed or pasted in the isolated frame: the frame
 * checks the import bundle against its pinned signer key, seals the phrase to it and hands this
 * page only the ciphertext for `import_wallet`. A refused phrase stays in the frame, with the
 * frame's own words beside it, for the user to correct.
 */
export function ImportScreen(): ReactElement {
  const { strings } = useAccountNav();
  const frame = useAccountFrame();
  const run = useImport();
  const nameId = useId();
  const [walletName, setWalletName] = useState(strings.importDefaultName);
  const [filled, setFilled] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [ready, setReady] = useState(false);
  const connected = frame.frame;
  useEffect(() => {
    if (!connected) return;
    setReady(false);
    const stop = connected.onEvent('import.input', (input) => setFilled(input.filled));
    beginImport({ frame: connected, kind: 'mnemonic' }).then(
      () => setReady(true),
      (cause: unknown) => setError(accountErrorMessage(cause, 'other', strings)),
    );
    return stop;
  }, [connected, strings]);

  const done = run.isSuccess ? formatString(strings.importDone, { name: walletName }) : '';
  useSuccess(done);
  if (done) {
    return (
      <FocusFirst>
        <Outcome title={strings.importDoneTitle} message={done}>
          <DoneButton autoFocus />
        </Outcome>
      </FocusFirst>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!connected || run.isPending) return;
    setError(undefined);
    run
      .importWallet({
        frame: connected,
        walletName: walletName.trim() || strings.importDefaultName,
      })
      .catch((cause: unknown) => {
        if (isKitError(cause, 'USER_CANCELLED')) return;
        // What the user typed was refused: the frame says how, beside its field, once. The
        // keyboard goes back there to correct it; no second, vaguer alert out here.
        if (isKitError(cause, 'INVALID_ARGUMENT') && cause.details.frameCode === 'INVALID_INPUT') {
          connected.iframe.focus();
          return;
        }
        setError(accountErrorMessage(cause, 'other', strings));
      });
  };
  return (
    <Screen title={strings.importWallet}>
      <Risks
        lines={[
          ['lock', strings.importBody],
          ['eye', strings.exportRiskScreen],
          ['warning', strings.importRiskAsk],
        ]}
      />
      <form className="ewk-stack" onSubmit={submit} aria-busy={run.isPending}>
        <div className="ewk-field">
          <label className="ewk-label" htmlFor={nameId}>
            {strings.importName}
          </label>
          <input
            id={nameId}
            className="ewk-input"
            value={walletName}
            maxLength={256}
            autoComplete="off"
            onChange={(event) => setWalletName(event.target.value)}
          />
        </div>
        <FrameBox frame={frame} ready={ready} />
        {error && (
          <p className="ewk-alert" role="alert">
            {error}
          </p>
        )}
        <button
          type="submit"
          className="ewk-button ewk-button--primary"
          disabled={!connected || !filled || run.isPending}
        >
          {run.isPending ? strings.importing : strings.importButton}
        </button>
      </form>
    </Screen>
  );
}
