import type { ReactElement } from 'react';
import { LazyScreen } from '../lazyScreen.js';
import { passkeyPanelChunk } from '../passkeyPanelChunk.js';
import type { StepProps } from './stepProps.js';

/** No passkey found: a chunk of its own, offering to create one or to try again. */
export function PasskeyStep({ screen, flow, strings }: StepProps<'passkey'>): ReactElement {
  return (
    <LazyScreen
      title={strings.passkeyLogin}
      chunk={passkeyPanelChunk}
      props={{
        missing: screen.missing,
        onSignup: () => flow.withPasskey(true),
        onRetry: () => flow.withPasskey(false),
      }}
    />
  );
}
