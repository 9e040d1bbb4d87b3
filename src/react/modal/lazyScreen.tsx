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
import type { LazyModule } from '../../core/index.js';
import { ErrorScreen, Screen } from './screenParts.js';
import { Spinner } from './spinner.js';
import { useUi } from './useUi.js';

export interface LazyScreenProps<P extends object, M = ComponentType<P>> {
  chunk: LazyModule<M>;
  /** The screen among the chunk's exports, for a chunk that is a module (the login flow's). */
  pick?: ((module: M) => ComponentType<P>) | undefined;
  props: P;
  /** The screen's title (screenParts.tsx), shown while the chunk loads too. */
  title?: string;
}

function lazyOf<P extends object, M>({ chunk, pick }: LazyScreenProps<P, M>): ComponentType<P> {
  const screenOf = pick ?? ((module: M) => module as unknown as ComponentType<P>);
  const loaded = chunk.loaded();
  return loaded !== undefined
    ? screenOf(loaded)
    : lazy(() => chunk.load().then((module) => ({ default: screenOf(module) })));
}

/**
 * A screen in a chunk of its own (`lazyModule`), rendered at once when the chunk is there (the
 * modal prefetches each one when it becomes reachable), else after a fallback that keeps the
 * dialog's height and the focus: a spinner and words, like the screens' own waits. A failed load
 * (offline) says so and offers to try again; React keeps a failed `lazy` failed, so each attempt
 * gets a fresh one. Once the screen arrives after a fallback, focus goes to its first control.
 */
export function LazyScreen<P extends object>(
  screen: LazyScreenProps<P> & { pick?: undefined },
): ReactElement;
export function LazyScreen<P extends object, M>(
  screen: LazyScreenProps<P, M> & { pick: (module: M) => ComponentType<P> },
): ReactElement;
export function LazyScreen<P extends object, M>(screen: LazyScreenProps<P, M>): ReactElement {
  return screen.title === undefined ? (
    <LazyBody {...screen} />
  ) : (
    <Screen title={screen.title}>
      <LazyBody {...screen} />
    </Screen>
  );
}

function LazyBody<P extends object, M>(screen: LazyScreenProps<P, M>): ReactElement {
  const { props } = screen;
  const { strings } = useUi();
  const [load, setLoad] = useState(() => ({
    attempt: 0,
    Loaded: lazyOf(screen),
  }));
  const root = useRef<HTMLDivElement>(null);
  const { Loaded } = load;
  return (
    <div ref={root}>
      <LoadBoundary
        key={load.attempt}
        failed={
          <Holding>
            <ErrorScreen
              strings={strings}
              message={strings.errorNetwork}
              onRetry={() =>
                setLoad(({ attempt }) => ({
                  attempt: attempt + 1,
                  Loaded: lazyOf(screen),
                }))
              }
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
          <Loaded {...props} />
          <Arrived root={root} />
        </Suspense>
      </LoadBoundary>
    </div>
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

/**
 * Mounts with the screen (after its own effects): when the focus is not on something of the
 * screen (it was on the fallback, now gone), it goes to the screen's first control.
 */
function Arrived({ root }: { root: { current: HTMLElement | null } }): null {
  useEffect(() => {
    const element = root.current;
    const active = element?.ownerDocument.activeElement;
    if (!element || (active && active !== element.ownerDocument.body && element.contains(active)))
      return;
    (
      element.querySelector<HTMLElement>('[data-autofocus]:not(:disabled)') ??
      element.querySelector<HTMLElement>('button:not(:disabled), input:not(:disabled), select')
    )?.focus();
  }, [root]);
  return null;
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
