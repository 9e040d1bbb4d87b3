import { type QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import {
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createWalletKit, setSigningConfirmer, type WalletKit } from '../core/index.js';
import { createAuthModalController } from './context/createAuthModalController.js';
import { createReporter } from './context/createReporter.js';
import {
  type QueryClientSlot,
  WalletKitContext,
  type WalletKitContextValue,
} from './context/walletKitContext.js';
import type { WalletKitProviderConfig } from './context/walletKitProviderConfig.js';
import { signedQueriesKey } from './query/queryKeys.js';

export interface WalletKitProviderProps {
  /**
   * Connection settings, UI options and callbacks. The kit is made once, from the first
   * `config`: to point at another service, remount the provider (`key`). `ui`, `signup` and the
   * callbacks may change at any time.
   */
  config: WalletKitProviderConfig;
  /** A kit made elsewhere (`createWalletKit`); `config`'s connection settings are then unused. */
  kit?: WalletKit;
  /**
   * The `QueryClient` of the kit's hooks. Default: the enclosing `<QueryClientProvider>`'s, or
   * else one of the kit's own, made when the first hook needs it (the modal needs none). Your
   * own TanStack hooks read your `<QueryClientProvider>`, not the kit's own client.
   */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/**
 * Makes a kit available to the hooks and the modal. Renders on a server as well: creating the
 * kit reads no browser API that is absent there, and the session is restored only in the
 * browser (the server snapshot is `loading`).
 */
export function WalletKitProvider(props: WalletKitProviderProps): ReactElement {
  const { config } = props;
  const enclosing = useContext(QueryClientContext);
  const [queries] = useState<QueryClientSlot>(() => ({}));
  queries.given = props.queryClient ?? enclosing;
  const [ownKit] = useState(() => (props.kit ? undefined : createWalletKit(config)));
  const kit = (props.kit ?? ownKit) as WalletKit;
  const [modal] = useState(createAuthModalController);

  const latest = useRef(config);
  latest.current = config;
  const [report] = useState(() => createReporter(() => latest.current, modal));

  useEffect(
    () =>
      kit.session.on((event) => {
        const callbacks = latest.current;
        // No client yet: no hook has read anything to drop.
        const client = queries.given ?? queries.own;
        switch (event.type) {
          case 'login':
            // Signed-API reads belong to one user: never show them to the next. Reset rather
            // than remove: the screen the login reveals has already subscribed to its queries,
            // and a removed query leaves its observers waiting forever.
            void client?.resetQueries({ queryKey: signedQueriesKey });
            break;
          case 'logout':
            client?.removeQueries({ queryKey: signedQueriesKey });
            break;
          case 'expiring':
            callbacks.beforeSessionExpiry?.({ session: event.session, msLeft: event.msLeft });
            break;
          case 'expired':
            client?.removeQueries({ queryKey: signedQueriesKey });
            callbacks.onSessionExpired?.();
            break;
          case 'refreshFailed':
            report.error(event.error);
            break;
        }
      }),
    [kit, queries, report],
  );

  // Destroy a kit made here when the provider goes away, deferred one task so that React's
  // StrictMode (unmount and remount at once) keeps the same, live kit.
  const pendingDestroy = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(pendingDestroy.current);
    if (!ownKit) return;
    return () => {
      pendingDestroy.current = setTimeout(() => ownKit.destroy(), 0);
    };
  }, [ownKit]);

  const { ui, signup } = config;
  const value = useMemo<WalletKitContextValue>(
    () => ({
      kit,
      modal,
      report,
      queries,
      ui: ui ?? {},
      signup,
      callbacks: () => latest.current,
    }),
    [kit, modal, report, queries, ui, signup],
  );
  // Every signature an app asks of the kit shows the modal's confirmation first: a chunk of its
  // own (the dialog, its screen and words), loaded at the first request.
  useEffect(
    () =>
      setSigningConfirmer(kit, (request, options) =>
        import('./confirm/confirmDialog.js').then((dialog) =>
          dialog.showConfirmation(latest.current.ui ?? {}, request, options),
        ),
      ),
    [kit],
  );
  const tree = (
    <WalletKitContext.Provider value={value}>{props.children}</WalletKitContext.Provider>
  );
  // A client given as a prop serves the app's own TanStack hooks inside too, as before.
  return props.queryClient && props.queryClient !== enclosing ? (
    <QueryClientProvider client={props.queryClient}>{tree}</QueryClientProvider>
  ) : (
    tree
  );
}
