import type { ReactElement } from 'react';
import type { OAuthProviderName } from '../../../core/index.js';
import type { WalletKitStrings } from '../defaultStrings.js';
import { formatString } from '../formatString.js';
import type { LoginMethods } from '../loginMethodsOf.js';
import { ProviderIcon } from '../providerIcon.js';
import { providerLabel } from '../providerLabel.js';

export interface MethodsScreenProps {
  methods: LoginMethods;
  strings: WalletKitStrings;
  onEmail(): void;
  onPhone(): void;
  onOAuth(provider: OAuthProviderName): void;
  onPasskeyLogin(): void;
  onPasskeySignup(): void;
  onWallet(): void;
}

/** The login methods `wallet_kit_config` enables, one button each. */
export function MethodsScreen(props: MethodsScreenProps): ReactElement {
  const { methods, strings } = props;
  const otp = methods.email || methods.sms;
  const none = !otp && !methods.passkey && !methods.wallet && methods.oauth.length === 0;
  return (
    <div className="ewk-stack">
      {methods.email && (
        <button type="button" className="ewk-button ewk-button--primary" onClick={props.onEmail}>
          {strings.continueWithEmail}
        </button>
      )}
      {methods.sms && (
        <button
          type="button"
          className={`ewk-button${methods.email ? '' : ' ewk-button--primary'}`}
          onClick={props.onPhone}
        >
          {strings.continueWithPhone}
        </button>
      )}
      {otp && (methods.oauth.length > 0 || methods.passkey || methods.wallet) && (
        <p className="ewk-divider">{strings.or}</p>
      )}
      {methods.oauth.map((provider) => (
        <button
          key={provider}
          type="button"
          className="ewk-button"
          onClick={() => props.onOAuth(provider)}
        >
          <ProviderIcon provider={provider} />
          {formatString(strings.continueWithProvider, {
            provider: providerLabel(provider, strings),
          })}
        </button>
      ))}
      {methods.wallet && (
        <button type="button" className="ewk-button" onClick={props.onWallet}>
          {strings.continueWithWallet}
        </button>
      )}
      {methods.passkey && (
        <>
          <button type="button" className="ewk-button" onClick={props.onPasskeyLogin}>
            {strings.passkeyLogin}
          </button>
          <button
            type="button"
            className="ewk-button ewk-button--link"
            onClick={props.onPasskeySignup}
          >
            {strings.passkeySignup}
          </button>
        </>
      )}
      {none && <p className="ewk-text">{strings.noMethods}</p>}
    </div>
  );
}
