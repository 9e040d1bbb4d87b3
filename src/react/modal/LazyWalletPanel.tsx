import {
  Component,
  type ComponentType,
  lazy,
  type ReactElement,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import { loadedWalletPanel, loadWalletPanel } from './loadWalletPanel.js';
import { Spinner } from './Spinner.js';
import { ErrorScreen } from './screens/ErrorScreen.js';
import { useUi } from './useUi.js';
import type { WalletPanelProps } from './wallets/WalletPanel.js';

const lazyPanel = (): ComponentType<WalletPanelProps> =>
  loadedWalletPanel()?.WalletPanel ??
  lazy(() => loadWalletPanel().then((module) => ({ default: module.WalletPanel })));

/**
 * The wallet screen, fetched when first shown (the methods screen prefetches it as soon as it
 * offers a wallet, so the click seldom waits; once loaded it renders at once, no fallback). While it loads, the same spinner-and-words block
 * the screen opens with (its "looking for wallets" state) holds the dialog's height and the
 * focus; a failed load (offline) says so and offers to try again. React keeps a failed `lazy`
 * failed, so each attempt gets a fresh one.
 */
export function LazyWalletPanel(props: WalletPanelProps): ReactElement {
  const { strings } = useUi();
  const [load, setLoad] = useState(() => ({ attempt: 0, Panel: lazyPanel() }));
  const { Panel } = load;
  return (
    <LoadBoundary
      key={load.attempt}
      failed={
        <Holding>
          <ErrorScreen
            strings={strings}
            message={strings.errorNetwork}
            onRetry={() => setLoad(({ attempt }) => ({ attempt: attempt + 1, Panel: lazyPanel() }))}
          />
        </Holding>
      }
    >
      <Suspense
        fallback={
          <Holding>
            <div className="ewk-status" role="status">
              <Spinner />
              <p className="ewk-text">{strings.loading}</p>
            </div>
          </Holding>
        }
      >
        <Panel {...props} />
      </Suspense>
    </LoadBoundary>
  );
}

/**
 * Takes the focus when it appears, onto its own `data-autofocus` control or itself, so the
 * focus never falls out of the dialog onto the page while the real screen is on its way.
 */
function Holding({ children }: { children: ReactNode }): ReactElement {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    (element?.querySelector<HTMLElement>('[data-autofocus]') ?? element)?.focus();
  }, []);
  return (
    <div ref={root} className="ewk-stack" tabIndex={-1}>
      {children}
    </div>
  );
}

/** Shows `failed` instead of its children once loading them threw (a chunk that did not load). */
class LoadBoundary extends Component<
  { failed: ReactNode; children: ReactNode },
  { error: boolean }
> {
  override state = { error: false };
  static getDerivedStateFromError(): { error: boolean } {
    return { error: true };
  }
  override render(): ReactNode {
    return this.state.error ? this.props.failed : this.props.children;
  }
}
