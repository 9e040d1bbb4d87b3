import { type ReactElement, useEffect, useMemo, useRef, useState } from 'react';
import { isKitError } from '../../core/errors/isKitError.js';
import type { LoginResult } from '../../core/steps/loginResult.js';
import type { OAuthProviderName } from '../../core/steps/oauthProviders.js';
import type { OtpType } from '../../protocol/enums.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { useEmailOtp } from '../hooks/useEmailOtp.js';
import { useOAuth } from '../hooks/useOAuth.js';
import { usePasskeyLogin } from '../hooks/usePasskeyLogin.js';
import { usePasskeySignup } from '../hooks/usePasskeySignup.js';
import { useSmsOtp } from '../hooks/useSmsOtp.js';
import { useWalletKitConfig } from '../hooks/useWalletKitConfig.js';
import { defaultCountryCodes } from './countryCodes.js';
import { defaultStrings } from './defaultStrings.js';
import { type ErrorStep, errorMessage } from './errorMessage.js';
import { formatString } from './formatString.js';
import { loginMethodsOf } from './loginMethodsOf.js';
import { providerLabel } from './providerLabel.js';
import { BusyScreen } from './screens/BusyScreen.js';
import { CodeScreen } from './screens/CodeScreen.js';
import { EmailScreen } from './screens/EmailScreen.js';
import { ErrorScreen } from './screens/ErrorScreen.js';
import { MethodsScreen } from './screens/MethodsScreen.js';
import { PhoneScreen } from './screens/PhoneScreen.js';
import { SuccessScreen } from './screens/SuccessScreen.js';
import { WalletPanel } from './wallets/WalletPanel.js';

type EntryScreen =
  | { name: 'methods' }
  | { name: 'email' }
  | { name: 'phone' }
  | { name: 'wallets' };
type CodeState = {
  name: 'code';
  otpType: OtpType;
  contact: string;
  sentAt: number;
  resent: boolean;
};
type Screen =
  | EntryScreen
  | CodeState
  | { name: 'busy'; title: string; label: string; hint?: string; back: Screen }
  | { name: 'error'; message: string; retry: () => void; back: Screen | undefined }
  | { name: 'success'; result: LoginResult };

const METHODS: Screen = { name: 'methods' };

/** Where the header's back button leads from each screen (none from the first). */
function backOf(screen: Screen): Screen | undefined {
  switch (screen.name) {
    case 'email':
    case 'phone':
    case 'wallets':
      return METHODS;
    case 'code':
      return { name: screen.otpType === 'OTP_TYPE_EMAIL' ? 'email' : 'phone' };
    case 'error':
      return screen.back;
    default:
      return undefined;
  }
}

export interface AuthFlowProps {
  titleId: string;
  /** The user closes the modal (the close button). */
  onClose(): void;
}

/**
 * The modal's content: a small state machine over the screens, each wait run with an
 * `AbortController` that unmounting (the modal closing) aborts, so an in-flight login ends
 * with `USER_CANCELLED`. Mounted only while the modal is open: every opening starts afresh.
 */
export function AuthFlow({ titleId, onClose }: AuthFlowProps): ReactElement {
  const { kit, modal, ui } = useWalletKitContext();
  const strings = useMemo(() => ({ ...defaultStrings, ...ui.strings }), [ui.strings]);
  const config = useWalletKitConfig();
  const email = useEmailOtp();
  const sms = useSmsOtp();
  const oauth = useOAuth();
  const passkeyLogin = usePasskeyLogin();
  const passkeySignup = usePasskeySignup();
  const [screen, setScreen] = useState<Screen>(METHODS);
  const [lastEmail, setLastEmail] = useState('');
  const flow = useRef<AbortController | undefined>(undefined);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => () => flow.current?.abort(), []);

  const methods = config.data
    ? loginMethodsOf(config.data, {
        ...(ui.appName ? { appName: ui.appName } : {}),
        ...(ui.logoUrl ? { logoUrl: ui.logoUrl } : {}),
      })
    : undefined;
  const appName = methods?.appName ?? ui.appName;

  // Each screen gets focus on its first field or action (keyboard and screen-reader users land
  // on what to do next; the dialog keeps focus inside itself).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the screen changes
  useEffect(() => {
    const root = panel.current;
    if (!root) return;
    const target =
      root.querySelector<HTMLElement>('[data-autofocus]:not(:disabled)') ??
      root.querySelector<HTMLElement>(
        '.ewk-body button:not(:disabled), .ewk-body input:not(:disabled), .ewk-body select',
      );
    target?.focus();
  }, [screen, config.status]);

  const closeAfterSuccess = ui.closeOnSuccessMs ?? 1500;
  useEffect(() => {
    if (screen.name !== 'success' || closeAfterSuccess === false) return;
    const timer = kit.clock.setTimeout(() => modal.close(), closeAfterSuccess);
    return () => kit.clock.clearTimeout(timer);
  }, [screen, closeAfterSuccess, kit, modal]);

  /**
   * Runs one wait: the busy screen, then `onDone`, or an error screen whose "try again" runs
   * `retry`. The user cancelling (a closed popup, a dismissed passkey prompt) returns quietly to
   * `back`. `task` starts synchronously, inside the click that called `run` (popups need it).
   */
  const run = async <T,>(
    busy: { label: string; hint?: string },
    step: ErrorStep,
    back: Screen,
    retry: () => void,
    task: (signal: AbortSignal) => Promise<T>,
  ): Promise<T | undefined> => {
    flow.current?.abort();
    const controller = new AbortController();
    flow.current = controller;
    setScreen({ name: 'busy', title: titleOf(back), ...busy, back });
    try {
      return await task(controller.signal);
    } catch (error) {
      if (controller.signal.aborted) return undefined;
      if (isKitError(error, 'USER_CANCELLED')) setScreen(back);
      else setScreen({ name: 'error', message: errorMessage(error, step, strings), retry, back });
      return undefined;
    } finally {
      if (flow.current === controller) flow.current = undefined;
    }
  };

  const succeed = (result: LoginResult | undefined) => {
    if (!result) return;
    modal.succeed(result);
    setScreen({ name: 'success', result });
  };

  const otpOf = (otpType: OtpType) => (otpType === 'OTP_TYPE_EMAIL' ? email : sms);

  const sendCode = async (otpType: OtpType, contact: string, resent: boolean) => {
    const entry: Screen = resent
      ? { name: 'code', otpType, contact, sentAt: kit.clock.now(), resent: false }
      : { name: otpType === 'OTP_TYPE_EMAIL' ? 'email' : 'phone' };
    const handle = await run(
      { label: strings.sendingCode },
      'send',
      entry,
      () => void sendCode(otpType, contact, resent),
      (signal) => otpOf(otpType).sendCode(contact, { signal }),
    );
    if (handle) setScreen({ name: 'code', otpType, contact, sentAt: kit.clock.now(), resent });
  };

  const verifyCode = async (code: CodeState, typed: string) => {
    const retryScreen: Screen = { ...code, resent: false };
    succeed(
      await run(
        { label: strings.verifyingCode },
        'verify',
        retryScreen,
        () => setScreen(retryScreen),
        (signal) => otpOf(code.otpType).verifyCode(typed, { signal }),
      ),
    );
  };

  const loginWithProvider = async (provider: OAuthProviderName) => {
    const name = providerLabel(provider, strings);
    const busy = {
      label: formatString(strings.waitingForProvider, { provider: name }),
      hint: strings.waitingForProviderHint,
    };
    const retry = () => void loginWithProvider(provider);
    if (ui.oauthMode === 'redirect') {
      await run(busy, 'oauth', METHODS, retry, (signal) => oauth.redirect({ provider, signal }));
      return;
    }
    succeed(
      await run(busy, 'oauth', METHODS, retry, (signal) => oauth.login({ provider, signal })),
    );
  };

  const withPasskey = async (signup: boolean) => {
    const busy = { label: strings.waitingForPasskey, hint: strings.waitingForPasskeyHint };
    const retry = () => void withPasskey(signup);
    succeed(
      await run(busy, 'passkey', METHODS, retry, (signal) =>
        signup ? passkeySignup.signup({ signal }) : passkeyLogin.login({ signal }),
      ),
    );
  };

  function titleOf(of: Screen): string {
    switch (of.name) {
      case 'methods':
        return strings.methodsTitle;
      case 'email':
        return strings.emailTitle;
      case 'phone':
        return strings.phoneTitle;
      case 'wallets':
        return strings.walletsTitle;
      case 'code':
        return strings.codeTitle;
      case 'busy':
        return of.title;
      case 'error':
        return strings.errorTitle;
      case 'success':
        return strings.successTitle;
    }
  }

  let body: ReactElement;
  let title = titleOf(screen);
  let busy = false;
  if (!methods) {
    if (config.isError) {
      title = strings.errorTitle;
      body = (
        <ErrorScreen
          strings={strings}
          message={errorMessage(config.error, 'config', strings)}
          onRetry={() => void config.refetch()}
        />
      );
    } else {
      busy = true;
      body = <BusyScreen strings={strings} label={strings.loading} onCancel={onClose} />;
    }
  } else {
    switch (screen.name) {
      case 'methods':
        body = (
          <MethodsScreen
            methods={methods}
            strings={strings}
            onEmail={() => setScreen({ name: 'email' })}
            onPhone={() => setScreen({ name: 'phone' })}
            onOAuth={(provider) => void loginWithProvider(provider)}
            onPasskeyLogin={() => void withPasskey(false)}
            onPasskeySignup={() => void withPasskey(true)}
            onWallet={() => setScreen({ name: 'wallets' })}
          />
        );
        break;
      case 'wallets':
        // The panel loads the wallet code (a chunk of its own) when it opens.
        body = <WalletPanel strings={strings} onSuccess={succeed} />;
        break;
      case 'email':
        body = (
          <EmailScreen
            strings={strings}
            initial={lastEmail}
            onSubmit={(address) => {
              setLastEmail(address);
              void sendCode('OTP_TYPE_EMAIL', address, false);
            }}
          />
        );
        break;
      case 'phone':
        body = (
          <PhoneScreen
            strings={strings}
            countryCodes={ui.countryCodes ?? defaultCountryCodes}
            defaultCountryCode={
              ui.defaultCountryCode ?? (ui.countryCodes ?? defaultCountryCodes)[0]?.code ?? '1'
            }
            onSubmit={(e164) => void sendCode('OTP_TYPE_SMS', e164, false)}
          />
        );
        break;
      case 'code':
        body = (
          <CodeScreen
            strings={strings}
            contact={screen.contact}
            length={methods.otpLength}
            alphanumeric={methods.otpAlphanumeric}
            sentAt={screen.sentAt}
            cooldownSeconds={ui.resendCooldownSeconds ?? 30}
            clock={kit.clock}
            resent={screen.resent}
            onSubmit={(typed) => void verifyCode(screen, typed)}
            onResend={() => void sendCode(screen.otpType, screen.contact, true)}
          />
        );
        break;
      case 'busy': {
        busy = true;
        const back = screen.back;
        body = (
          <BusyScreen
            strings={strings}
            label={screen.label}
            {...(screen.hint ? { hint: screen.hint } : {})}
            onCancel={() => {
              flow.current?.abort();
              setScreen(back);
            }}
          />
        );
        break;
      }
      case 'error': {
        const back = screen.back;
        body = (
          <ErrorScreen
            strings={strings}
            message={screen.message}
            onRetry={screen.retry}
            {...(back && back.name !== 'methods' ? { onBack: () => setScreen(back) } : {})}
          />
        );
        break;
      }
      case 'success':
        body = (
          <SuccessScreen
            strings={strings}
            message={formatString(
              screen.result.created ? strings.successNewAccount : strings.successBody,
              { appName: appName ?? '' },
            )}
            onDone={() => modal.close()}
          />
        );
        break;
    }
  }

  const back = methods && !busy ? backOf(screen) : undefined;
  const logo = methods?.logoUrl;
  return (
    <div className="ewk-panel" ref={panel} aria-busy={busy}>
      <div className="ewk-header">
        {back ? (
          <button
            type="button"
            className="ewk-icon-button"
            aria-label={strings.back}
            onClick={() => setScreen(back)}
          >
            <span aria-hidden="true">‹</span>
          </button>
        ) : (
          <span />
        )}
        <button
          type="button"
          className="ewk-icon-button"
          aria-label={strings.close}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {logo && screen.name === 'methods' && <img className="ewk-logo" src={logo} alt="" />}
      <h2 className="ewk-title" id={titleId}>
        {title}
      </h2>
      {screen.name === 'methods' && methods && appName && (
        <p className="ewk-text">{formatString(strings.methodsSubtitle, { appName })}</p>
      )}
      <div className="ewk-body">{body}</div>
    </div>
  );
}
