import { type ComponentType, type ReactElement, useEffect, useRef } from 'react';
import { type AuthScreenName, backOf } from './authScreens.js';
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
import { useUi } from './useUi.js';

/**
 * What lands an OAuth provider's answer on the page rides in this chunk too: a page the provider
 * sends the browser back to is signed out, and a signed-out page fetches this chunk anyway
 * (authModal.tsx).
 */
export { landOAuthReturn } from './oauthReturn.js';

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
  const config = useModalConfig();
  const flow = useAuthFlow(strings);
  const { screen } = flow.state;
  const panel = useRef<HTMLDivElement>(null);
  const methods = config.data
    ? offeredLoginMethods(config.data, {
        appName: ui.appName,
        logoUrl: ui.logoUrl,
        methodOrder: ui.methodOrder,
        oauthOrder: ui.oauthOrder,
      })
    : undefined;

  // Each screen gets focus on its first field or action (keyboard and screen-reader users land
  // on what to do next; the dialog keeps focus inside itself).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the screen changes
  useEffect(() => {
    const root = panel.current;
    const target =
      root?.querySelector<HTMLElement>('[data-autofocus]:not(:disabled)') ??
      root?.querySelector<HTMLElement>(
        '.ewk-body button:not(:disabled), .ewk-body input:not(:disabled), .ewk-body select',
      );
    target?.focus();
  }, [screen, config.data, config.isError]);

  const Step = steps[screen.name] as ComponentType<StepProps<AuthScreenName>>;
  const back = methods && screen.name !== 'busy' ? backOf(screen) : undefined;
  return (
    <div
      className="ewk-panel"
      ref={panel}
      aria-busy={!methods ? !config.isError : screen.name === 'busy'}
    >
      <DialogHeader
        strings={strings}
        onBack={back ? () => flow.show(back) : undefined}
        onClose={onClose}
      />
      {methods ? (
        <Step screen={screen} flow={flow} methods={methods} strings={strings} />
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
