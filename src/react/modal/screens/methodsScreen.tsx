import type { ReactElement, ReactNode } from 'react';
import { type OAuthProviderName, preloadOAuth, preloadPasskeys } from '../../../core/index.js';
import type { PhoneDraft } from '../authFlowReducer.js';
import type { AuthScreen, ContactKind } from '../authScreens.js';
import type { WalletKitStrings } from '../defaultStrings.js';
import { formatString } from '../formatString.js';
import { LazyScreen } from '../lazyScreen.js';
import { Mark } from '../marks/mark.js';
import type { OfferedLoginMethods } from '../offeredLoginMethods.js';
import { phoneFieldChunk } from '../phoneFieldChunk.js';
import { prefetchOnIntent } from '../prefetchOnIntent.js';
import { providerLabel } from '../providerLabel.js';
import { Screen } from '../screenParts.js';
import { TermsLine } from '../termsLine.js';
import { useUi } from '../useUi.js';
import { walletPanelChunk } from '../walletPanelChunk.js';
import { EmailField } from './emailField.js';
import type { StepProps } from './stepProps.js';

export interface MethodsScreenProps {
  methods: OfferedLoginMethods;
  strings: WalletKitStrings;
  /** The contact field shown (when both e-mail and phone are offered, the user may switch). */
  contact: ContactKind;
  /** What the e-mail and phone fields last sent: they start from it. */
  email: string;
  phone: PhoneDraft | undefined;
  onEmail(address: string): void;
  /** The e-mail field changed: kept, so a closed modal reopens with it. */
  onEmailDraft(typed: string): void;
  onPhone(draft: PhoneDraft): void;
  onContact(contact: ContactKind): void;
  onOAuth(provider: OAuthProviderName): void;
  onPasskey(): void;
  onWallet(): void;
  /** A code is on its way: the contact field says so in its button, the rest waits. */
  pending?: string | undefined;
}

/**
 * The first screen, as the peers lay it out: the social logins as one row of icon buttons, the
 * e-mail (or phone) field itself, the passkey and the wallets as buttons, in the app's order
 * (`ui.methodOrder`). With both e-mail and phone on, one field shows, where the first of them is
 * ordered, and a link switches to the other. "or" sets the field apart from the buttons.
 */
export function MethodsScreen(props: MethodsScreenProps): ReactElement {
  const { methods, strings } = props;
  const sections: { key: string; field: boolean; node: ReactNode }[] = [];
  for (const method of methods.order) {
    if (method === 'socials') {
      sections.push({ key: method, field: false, node: <SocialRow {...props} /> });
    } else if (method === 'email' || method === 'sms') {
      // One field for both, where the first of them is ordered.
      if (!sections.some((section) => section.field)) {
        sections.push({ key: 'contact', field: true, node: <ContactField {...props} /> });
      }
    } else {
      sections.push({
        key: method,
        field: false,
        node: (
          <button
            type="button"
            className="ewk-button"
            disabled={props.pending !== undefined}
            onClick={method === 'passkey' ? props.onPasskey : props.onWallet}
            {...prefetchOnIntent(method === 'passkey' ? preloadPasskeys : walletPanelChunk.load)}
          >
            <Mark name={method} />
            {method === 'passkey' ? strings.passkeyLogin : strings.continueWithWallet}
          </button>
        ),
      });
    }
  }
  if (sections.length === 0) return <p className="ewk-text">{strings.noMethods}</p>;
  return (
    <div className="ewk-stack">
      {sections.map((section, i) => (
        <div key={section.key} className="ewk-stack">
          {i > 0 && (section.field || sections[i - 1]?.field) && (
            <p className="ewk-divider">{strings.or}</p>
          )}
          {section.node}
        </div>
      ))}
    </div>
  );
}

/** The social logins: marks only from three on, mark and name below that. */
function SocialRow({ methods, strings, onOAuth, pending }: MethodsScreenProps): ReactElement {
  const compact = methods.oauth.length > 2;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of buttons, no form part to fieldset
    <div className="ewk-socials" role="group" aria-label={strings.socialLogins}>
      {methods.oauth.map((provider) => {
        const name = providerLabel(provider, strings);
        const label = formatString(strings.continueWithProvider, { provider: name });
        return (
          <button
            key={provider}
            type="button"
            className="ewk-button"
            // Named in full ("Continue with Google"), which contains the name a wide row shows.
            aria-label={label}
            title={compact ? label : undefined}
            disabled={pending !== undefined}
            onClick={() => onOAuth(provider)}
            {...prefetchOnIntent(preloadOAuth)}
          >
            <Mark name={provider} />
            {!compact && name}
          </button>
        );
      })}
    </div>
  );
}

/**
 * The e-mail or phone field (the phone field is a chunk of its own), and the switch between them.
 */
function ContactField(props: MethodsScreenProps): ReactElement {
  const { methods, strings, contact } = props;
  const both = methods.email && methods.sms;
  const phone = contact === 'sms' || !methods.email;
  return (
    <>
      {phone ? (
        <LazyScreen
          chunk={phoneFieldChunk}
          props={{
            strings,
            initial: props.phone,
            onSubmit: props.onPhone,
            pending: props.pending,
          }}
        />
      ) : (
        <EmailField
          strings={strings}
          initial={props.email}
          onSubmit={props.onEmail}
          onDraft={props.onEmailDraft}
          pending={props.pending}
        />
      )}
      {both && (
        <button
          type="button"
          className="ewk-button ewk-button--link"
          disabled={props.pending !== undefined}
          onClick={() => props.onContact(phone ? 'email' : 'sms')}
          {...(phone ? {} : prefetchOnIntent(phoneFieldChunk.load))}
        >
          {phone ? strings.useEmail : strings.usePhone}
        </button>
      )}
    </>
  );
}

/**
 * The first screen: the app's name, the methods `wallet_kit_config` enables in the app's
 * order, the e-mail or phone field itself, and the app's terms.
 */
export function MethodsStep({
  screen,
  flow,
  methods,
  strings,
  pending,
}: StepProps<'methods'> & { pending?: string | undefined }): ReactElement {
  const { ui } = useUi();
  const { appName } = methods;
  // The field shown: the one chosen, else the first of e-mail and phone in the order.
  const first = methods.order.find((method) => method === 'email' || method === 'sms');
  const contact: ContactKind = screen.contact ?? (first === 'sms' ? 'sms' : 'email');
  const here: AuthScreen = { name: 'methods', contact };
  return (
    <Screen
      title={strings.methodsTitle}
      description={appName ? formatString(strings.methodsSubtitle, { appName }) : undefined}
    >
      <MethodsScreen
        methods={methods}
        strings={strings}
        contact={contact}
        email={flow.state.email}
        phone={flow.state.phone}
        onEmail={(address) => flow.sendCode('OTP_TYPE_EMAIL', address, here, false)}
        onEmailDraft={flow.rememberEmail}
        onPhone={(draft) => {
          flow.rememberPhone(draft);
          flow.sendCode('OTP_TYPE_SMS', draft.e164, here, false);
        }}
        onContact={(next) => flow.show({ name: 'methods', contact: next })}
        onOAuth={flow.loginWithProvider}
        onPasskey={() => flow.withPasskey(false)}
        onWallet={() => flow.show({ name: 'wallets' })}
        pending={pending}
      />
      <TermsLine strings={strings} termsUrl={ui.termsUrl} privacyUrl={ui.privacyUrl} />
    </Screen>
  );
}
