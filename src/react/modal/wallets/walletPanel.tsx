import { type ReactElement, useEffect, useRef, useState } from 'react';
import {
  type ExternalWallet,
  isKitError,
  type LoginWithWalletArgs,
  loadWallets,
  type WalletLoginResult,
} from '../../../core/index.js';
import { useWalletKitContext } from '../../context/useWalletKitContext.js';
import { useWalletDiscovery } from '../../hooks/useWalletDiscovery.js';
import { errorMessage } from '../failures/describeFailure.js';
import { formatString } from '../formatString.js';
import { reported } from '../reported.js';
import { ErrorScreen } from '../screenParts.js';
import { BusyScreen } from '../screens/busyScreen.js';
import { useUi } from '../useUi.js';
import { defaultWalletStrings } from './defaultWalletStrings.js';
import { WalletsScreen } from './walletsScreen.js';

type Phase =
  | { name: 'list'; rejected?: ExternalWallet }
  | { name: 'waiting'; wallet: ExternalWallet }
  /** `final`: trying the same wallet again cannot help (its account is refused). */
  | { name: 'error'; wallet: ExternalWallet; message: string; final?: boolean };

const WALLET_ERRORS = {
  WALLET_NOT_FOUND: 'errorWalletNotFound',
  WALLET_UNSUPPORTED: 'errorWalletUnsupported',
  WALLET_FAILED: 'errorWalletFailed',
  WALLET_ACCOUNT_SHARED: 'errorWalletAccountShared',
  WALLET_ACCOUNT_IN_USE: 'errorWalletAccountInUse',
} as const;

export interface WalletPanelProps {
  onSuccess(result: WalletLoginResult): void;
}

/**
 * The modal's wallet screen, loaded on demand with the wallet code: the detected wallets, a
 * waiting state while the wallet asks the user to sign, words for "none installed", and a way to
 * try again after the user declines. Leaving it (back, close) abandons a login in flight.
 */
export function WalletPanel({ onSuccess }: WalletPanelProps): ReactElement {
  // Its words ride in this chunk; the app's `ui.strings` still replace them.
  const { strings } = useUi(defaultWalletStrings);
  const { kit, report, signup, callbacks } = useWalletKitContext();
  const { wallets, isDetecting } = useWalletDiscovery({ enabled: true, discovery: undefined });
  // Core's wallet login with the provider's settings, reported as `useWalletLogin` reports it.
  const login = (args: LoginWithWalletArgs) =>
    reported(
      report,
      loadWallets().then((module) =>
        module.loginWithWallet(kit, {
          ...callbacks().walletLogin,
          ...(signup ? { signup } : {}),
          ...args,
        }),
      ),
      report.login,
    );
  const [phase, setPhase] = useState<Phase>({ name: 'list' });
  const flow = useRef<AbortController | undefined>(undefined);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => () => flow.current?.abort(), []);
  // Focus follows the phase (the modal moves focus only when its own screen changes); while
  // nothing can be pressed (looking for wallets) the panel itself holds it, inside the dialog.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the phase changes
  useEffect(() => {
    const element = root.current;
    (
      element?.querySelector<HTMLElement>('[data-autofocus], button:not(:disabled)') ?? element
    )?.focus();
  }, [phase, isDetecting]);

  const pick = async (wallet: ExternalWallet) => {
    flow.current?.abort();
    const controller = new AbortController();
    flow.current = controller;
    setPhase({ name: 'waiting', wallet });
    try {
      const result = await login({ wallet, signal: controller.signal });
      if (!controller.signal.aborted) onSuccess(result);
    } catch (error) {
      if (controller.signal.aborted) return;
      if (isKitError(error, 'USER_CANCELLED')) {
        setPhase({ name: 'list', rejected: wallet });
        return;
      }
      const code = (error as { code?: string }).code as keyof typeof WALLET_ERRORS | undefined;
      const key = code ? WALLET_ERRORS[code] : undefined;
      setPhase({
        name: 'error',
        wallet,
        message: key ? strings[key] : errorMessage(error, 'other', strings),
        final: code === 'WALLET_ACCOUNT_SHARED',
      });
    }
  };

  let body: ReactElement;
  if (phase.name === 'waiting') {
    body = (
      <BusyScreen
        strings={strings}
        label={formatString(strings.waitingForWallet, { wallet: phase.wallet.name })}
        hint={strings.waitingForWalletHint}
        onCancel={() => {
          flow.current?.abort();
          setPhase({ name: 'list' });
        }}
      />
    );
  } else if (phase.name === 'error') {
    const { wallet } = phase;
    body = (
      <ErrorScreen
        strings={strings}
        message={phase.message}
        {...(phase.final
          ? {
              actions: [{ label: strings.useAnotherWallet, run: () => setPhase({ name: 'list' }) }],
            }
          : { onRetry: () => void pick(wallet), onBack: () => setPhase({ name: 'list' }) })}
      />
    );
  } else {
    const { rejected } = phase;
    body = (
      <WalletsScreen
        strings={strings}
        wallets={wallets}
        detecting={isDetecting}
        onPick={(wallet) => void pick(wallet)}
        {...(rejected ? { rejected, onRetry: () => void pick(rejected) } : {})}
      />
    );
  }
  return (
    <div ref={root} tabIndex={-1} aria-busy={phase.name === 'waiting' || isDetecting}>
      {body}
    </div>
  );
}
