import { type ReactElement, useEffect, useRef } from 'react';
import { preloadOAuth, preloadPasskeys } from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { useWalletKitConfig } from '../hooks/useWalletKitConfig.js';
import { titleOf } from './authScreens.js';
import { codeScreenChunk } from './codeScreenChunk.js';
import { errorMessage } from './errorMessage.js';
import { formatString } from './formatString.js';
import { LazyScreen } from './lazyScreen.js';
import { loginMethodsOf } from './loginMethodsOf.js';
import { phoneScreenChunk } from './phoneScreenChunk.js';
import { BusyScreen } from './screens/busyScreen.js';
import { EmailScreen } from './screens/emailScreen.js';
import { ErrorScreen } from './screens/errorScreen.js';
import { MethodsScreen } from './screens/methodsScreen.js';
import { SuccessScreen } from './screens/successScreen.js';
import { useAuthFlow } from './useAuthFlow.js';
import { useUi } from './useUi.js';
import { walletPanelChunk } from './walletPanelChunk.js';
import { whenIdle } from './whenIdle.js';

export interface AuthFlowProps {
  /** The id the dialog's `aria-labelledby` names: given to the title. */
  titleId: string;
  /** The id the dialog's `aria-describedby` names, when `onDescribed(true)`: given to the subtitle. */
  descriptionId: string;
  /** Whether the subtitle is shown (the dialog names a description only when it exists). */
  onDescribed(described: boolean): void;
  /** The user closes the modal (the close button). */
  onClose(): void;
}

/**
 * The modal's content: the header (back, close, logo, title, subtitle) and the screen `useAuthFlow`
 * is on. Mounted only while the modal is open: every opening starts afresh.
 */
export function AuthFlow({
  titleId,
  descriptionId,
  onDescribed,
  onClose,
}: AuthFlowProps): ReactElement {
  const { kit, modal } = useWalletKitContext();
  const { ui, strings } = useUi();
  const config = useWalletKitConfig();
  const flow = useAuthFlow(strings);
  const { screen } = flow;
  const panel = useRef<HTMLDivElement>(null);

  const methods = config.data
    ? loginMethodsOf(config.data, {
        ...(ui.appName ? { appName: ui.appName } : {}),
        ...(ui.logoUrl ? { logoUrl: ui.logoUrl } : {}),
      })
    : undefined;
  const appName = methods?.appName ?? ui.appName;

  // The screens kept out of the up-front bundle are fetched as soon as they are one step away,
  // so reaching them does not wait: the wallet and phone screens when the methods offer them,
  // the passkey ceremonies (core's passkey chunk, with the WebAuthn code) when they offer a
  // passkey, the code screen while the user types an address or number. For passkeys it matters
  // twice: the browser's prompt must open while the click's user activation lasts, not after a
  // download. The three fetched at open wait until the methods are painted and the browser is
  // idle (`whenIdle`). A failed prefetch is dropped quietly: the click loads the chunk again and
  // reports a failure then.
  const offersWallet = methods?.wallet === true;
  useEffect(() => {
    if (offersWallet) return whenIdle(() => walletPanelChunk.load().catch(() => {}));
  }, [offersWallet]);
  const offersPhone = methods?.sms === true;
  useEffect(() => {
    if (offersPhone) return whenIdle(() => phoneScreenChunk.load().catch(() => {}));
  }, [offersPhone]);
  const offersPasskey = methods?.passkey === true;
  useEffect(() => {
    if (offersPasskey) return whenIdle(() => preloadPasskeys().catch(() => {}));
  }, [offersPasskey]);
  const offersOAuth = (methods?.oauth.length ?? 0) > 0;
  useEffect(() => {
    if (offersOAuth) return whenIdle(() => preloadOAuth().catch(() => {}));
  }, [offersOAuth]);
  const typingContact = screen.name === 'email' || screen.name === 'phone';
  useEffect(() => {
    if (typingContact) codeScreenChunk.load().catch(() => {});
  }, [typingContact]);

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

  const subtitle =
    screen.name === 'methods' && methods && appName
      ? formatString(strings.methodsSubtitle, { appName })
      : undefined;
  const described = subtitle !== undefined;
  useEffect(() => onDescribed(described), [onDescribed, described]);

  let body: ReactElement;
  let title = titleOf(screen, strings);
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
            onEmail={() => flow.go({ name: 'email' })}
            onPhone={() => flow.go({ name: 'phone' })}
            onOAuth={flow.loginWithProvider}
            onPasskeyLogin={() => flow.withPasskey(false)}
            onPasskeySignup={() => flow.withPasskey(true)}
            onWallet={() => flow.go({ name: 'wallets' })}
          />
        );
        break;
      case 'wallets':
        // A chunk of its own (prefetched above), which loads the wallet code when it opens.
        body = (
          <LazyScreen key="wallets" chunk={walletPanelChunk} props={{ onSuccess: flow.succeed }} />
        );
        break;
      case 'email':
        body = (
          <EmailScreen
            strings={strings}
            initial={flow.lastEmail}
            onSubmit={(address) => flow.sendCode('OTP_TYPE_EMAIL', address, false)}
          />
        );
        break;
      case 'phone':
        body = (
          // A chunk of its own, prefetched when the methods offer a phone number.
          <LazyScreen
            key="phone"
            chunk={phoneScreenChunk}
            props={{
              strings,
              countryCodes: ui.countryCodes,
              defaultCountryCode: ui.defaultCountryCode,
              onSubmit: (e164: string) => flow.sendCode('OTP_TYPE_SMS', e164, false),
            }}
          />
        );
        break;
      case 'code':
        // A chunk of its own, prefetched while the user typed where to send the code.
        body = (
          <LazyScreen
            key="code"
            chunk={codeScreenChunk}
            props={{
              strings,
              contact: screen.contact,
              length: methods.otpLength,
              alphanumeric: methods.otpAlphanumeric,
              sentAt: screen.sentAt,
              cooldownSeconds: ui.resendCooldownSeconds ?? 30,
              clock: kit.clock,
              resent: screen.resent,
              onSubmit: (typed: string) => flow.verifyCode(screen, typed),
              onResend: () => flow.sendCode(screen.otpType, screen.contact, true),
            }}
          />
        );
        break;
      case 'busy':
        busy = true;
        body = (
          <BusyScreen
            strings={strings}
            label={screen.label}
            {...(screen.hint ? { hint: screen.hint } : {})}
            onCancel={flow.cancel}
          />
        );
        break;
      case 'error': {
        const back = screen.back;
        body = (
          <ErrorScreen
            strings={strings}
            message={screen.message}
            onRetry={screen.retry}
            {...(back && back.name !== 'methods' ? { onBack: () => flow.go(back) } : {})}
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

  const back = methods ? flow.back : undefined;
  const logo = methods?.logoUrl;
  return (
    <div className="ewk-panel" ref={panel} aria-busy={busy}>
      <div className="ewk-header">
        {back ? (
          <button
            type="button"
            className="ewk-icon-button"
            aria-label={strings.back}
            onClick={() => flow.go(back)}
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
      {subtitle !== undefined && (
        <p className="ewk-text" id={descriptionId}>
          {subtitle}
        </p>
      )}
      <div className="ewk-body">{body}</div>
    </div>
  );
}
