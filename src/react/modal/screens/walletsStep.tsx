import type { ReactElement } from 'react';
import { LazyScreen } from '../lazyScreen.js';
import { walletPanelChunk } from '../walletPanelChunk.js';
import type { StepProps } from './stepProps.js';

/** The wallets: a chunk of its own (prefetched), which loads the wallet code when it opens. */
export function WalletsStep({ flow, strings }: StepProps<'wallets'>): ReactElement {
  return (
    <LazyScreen
      title={strings.walletsTitle}
      chunk={walletPanelChunk}
      props={{ onSuccess: flow.succeed }}
    />
  );
}
