import { type ComponentType, type ReactElement, useEffect, useLayoutEffect, useRef } from 'react';
import { KitError } from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { type AuthScreen, type AuthScreenName, backOf } from './authScreens.js';
import { appUrlAllowed, brandingProblems, logoOf } from './brandingProblems.js';
import type { WalletKitStrings } from './defaultStrings.js';
import { errorMessage } from './failures/describeFailure.js';
import { offeredLoginMethods } from './offeredLoginMethods.js';
import { DialogHeader, ErrorScreen, Screen } from './screenParts.js';
import { BusyScreen, BusyStep } from './screens/busyScreen.js';
import { CodeStep } from './screens/codeScreen.js';
import { FailureStep } from './screens/errorScreen.js';
import { MethodsStep } from './screens/methodsScreen.js';
import { PasskeyNameStep } from './screens/passkeyNameStep.js';
import type { StepProps } from './screens/stepProps.js';
import { SuccessStep } from './screens/successScreen.js';
import { WalletsStep } from './screens/walletsStep.js';
import { useAuthFlow } from './useAuthFlow.js';
import { useModalConfig } from './useModalConfig.js';
import { useBranding, useUi } from './useUi.js';

/**
 * What lands an OAuth provider's answer on the page rides in this chunk too: a page the provider
 * sends the browser back to is signed out, and a signed-out page fetches this chunk anyway
 * (authModal.tsx).
 */
export { landOAuthReturn } from './oauthReturn.js';

/** Branding problems already reported: each once per page, not at each opening. */
const reported = new Set<string>();

/** Which component shows each screen: a new screen is a row here and a case of the reducer. */
const steps: { [N in AuthScreenName]: ComponentType<StepProps<N>> } = {
  methods: MethodsStep,
  code: CodeStep,
  wallets: WalletsStep,
  passkeyName: PasskeyNameStep,
  busy: BusyStep,
  error: FailureStep,
  success: SuccessStep,
};

/**
 * A wait that belongs to the form it started from: sending a code (from the first screen or the
 * code screen) and checking one. That form stays on screen, read-only, its button saying what is
 * happening; any other wait (a pop-up, a passkey prompt) has the busy screen, with its cancel.
 */
function formWait(screen: AuthScreen, strings: WalletKitStrings) {
  if (screen.name !== 'busy') return undefined;
  const { back, label } = screen;
  const sending = label === strings.sendingCode;
  if (back.name === 'code') return { back, pending: { label, resend: sending } };
  if (back.name === 'methods' && sending) return { back, pending: label };
  return undefined;
}

export interface AuthFlowProps {
  /** The user closes the modal (the close button; the busy screen before the configuration). */
  onClose(): void;
}

/**
 * The modal's content: the header (back, close) and the step of the screen `useAuthFlow` is on,
 * which names the dialog itself (screenParts.tsx). Before `wallet_kit_config` is in, a wait or
 * its error. Mounted only while the modal is open; an opening picks up the flow the last one
 * left (useAuthFlow.ts).
 */
export function AuthFlow({ onClose }: AuthFlowProps): ReactElement {
  const { ui, strings } = useUi();
  const { dark } = useBranding();
  const { report } = useWalletKitContext();
  const config = useModalConfig();
  const flow = useAuthFlow(strings);
  const { screen } = flow.state;
  const panel = useRef<HTMLDivElement>(null);
  const methods = config.data
    ? offeredLoginMethods(config.data, {
        appName: ui.appName,
        methodOrder: ui.methodOrder,
        oauthOrder: ui.oauthOrder,
      })
    : undefined;
  // The app's logo (`ui.logo`), else its proxy configuration's, named after the app.
  const configLogo = config.data?.logoUrl;
  const logoSrc = logoOf(ui, dark) ?? (appUrlAllowed(configLogo, true) ? configLogo : undefined);
  const appName = methods?.appName ?? ui.appName;
  const logo = logoSrc ? { src: logoSrc, alt: appName ?? '' } : undefined;

  // A branding value the kit refused (left out, the kit's own shown) reaches `onError`, once.
  useEffect(() => {
    for (const problem of brandingProblems(ui)) {
      if (reported.has(problem)) continue;
      reported.add(problem);
      report.error(new KitError('INVALID_ARGUMENT', problem));
    }
  }, [ui, report]);

  const inForm = methods ? formWait(screen, strings) : undefined;
  const waiting = screen.name === 'busy' && !inForm;

  // Each screen gets focus on its first field or action (keyboard and screen-reader users land
  // on what to do next; the dialog keeps focus inside itself). A form's own wait leaves the
  // focus where it is: on the field or the button that started it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the screen changes
  useEffect(() => {
    if (inForm) return;
    const root = panel.current;
    const target =
      root?.querySelector<HTMLElement>('[data-autofocus]:not(:disabled)') ??
      root?.querySelector<HTMLElement>(
        '.ewk-body button:not(:disabled), .ewk-body input:not(:disabled), .ewk-body select',
      );
    target?.focus();
  }, [screen, config.data, config.isError]);

  // A wait never shrinks the dialog: the busy screen keeps the height of the screen it started
  // from (set before paint, so nothing jumps), and gives it back when the wait ends.
  const held = useRef(0);
  useLayoutEffect(() => {
    const root = panel.current;
    if (!root) return;
    if (waiting) {
      root.style.minHeight = `${held.current}px`;
    } else {
      root.style.minHeight = '';
      held.current = root.offsetHeight;
    }
  });

  const remember = () => {
    if (!waiting && panel.current) held.current = panel.current.offsetHeight;
  };

  const shown = inForm?.back ?? screen;
  const Step = steps[shown.name] as ComponentType<
    StepProps<AuthScreenName> & { pending?: unknown }
  >;
  const back = methods && screen.name !== 'busy' ? backOf(screen) : undefined;
  return (
    <div
      className="ewk-panel"
      ref={panel}
      aria-busy={!methods ? !config.isError : waiting}
      // The height as the user acts: a screen can grow after its last render (a lazy part, an
      // icon), which the layout effect above did not see.
      onClickCapture={remember}
      onSubmitCapture={remember}
    >
      <DialogHeader
        strings={strings}
        onBack={back ? () => flow.show(back) : undefined}
        onClose={onClose}
        logo={logo}
      />
      {methods ? (
        // Keyed by the screen shown: a new screen fades in (styles.css, "Motion"); a form's wait
        // is the same screen, kept as it is.
        <div className="ewk-screen" key={shown.name}>
          <Step
            screen={shown}
            flow={flow}
            methods={methods}
            strings={strings}
            {...(inForm ? { pending: inForm.pending } : {})}
          />
        </div>
      ) : config.isError ? (
        <Screen title={strings.errorTitle}>
          <ErrorScreen
            strings={strings}
            message={errorMessage(config.error, 'config', strings)}
            onRetry={config.retry}
          />
        </Screen>
      ) : (
        <Screen title={strings.methodsTitle}>
          <BusyScreen strings={strings} label={strings.loading} onCancel={onClose} />
        </Screen>
      )}
    </div>
  );
}
