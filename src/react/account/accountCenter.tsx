import { type ReactElement, useEffect, useMemo, useState } from 'react';
import { userLoginMethods } from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { useEmbeddedWallets } from '../hooks/useEmbeddedWallets.js';
import { useUser } from '../hooks/useUser.js';
import { useWalletKitConfig } from '../hooks/useWalletKitConfig.js';
import { LazyScreen } from '../modal/lazyScreen.js';
import { offeredLoginMethods } from '../modal/offeredLoginMethods.js';
import { DialogHeader, Screen } from '../modal/screenParts.js';
import { BusyScreen } from '../modal/screens/busyScreen.js';
import { useUi } from '../modal/useUi.js';
import { whenIdle } from '../modal/whenIdle.js';
import { accountErrorMessage, accountFailureTitle } from './accountErrorMessage.js';
import { type AccountNav, AccountNavContext } from './accountNav.js';
import type { AccountScreenRequest } from './accountScreens.js';
import { ACCOUNT_STRINGS } from './accountStrings.js';
import type { AccountView } from './accountView.js';
import { FocusFirst } from './focusFirst.js';
import { exportScreenChunk, importScreenChunk } from './frameScreenChunks.js';
import { Outcome } from './outcome.js';
import {
  contactScreenChunk,
  linkSocialScreenChunk,
  linkWalletScreenChunk,
} from './rareScreenChunks.js';
import { AddPasskeyScreen } from './screens/addPasskeyScreen.js';
import { ProfileScreen } from './screens/profileScreen.js';
import { RemoveScreen } from './screens/removeScreen.js';
import { SessionsScreen } from './screens/sessionsScreen.js';
import { SignMessageScreen } from './screens/signMessageScreen.js';

export interface AccountCenterProps {
  /** The screen the center opened on. */
  request: AccountScreenRequest;
  onClose(): void;
}

const viewOf = (request: AccountScreenRequest): AccountView =>
  request.screen === 'export' || request.screen === 'signMessage'
    ? { name: request.screen, ...request }
    : { name: request.screen };

/**
 * The account center, the chunk `<AccountModal>` loads: the header (back to the profile, close)
 * and the screen it is on. Reads the user (`get_user`), their wallets and the app's login
 * settings; every change refetches what it touched, so each screen shows the new state.
 */
export function AccountCenter({ request, onClose }: AccountCenterProps): ReactElement {
  const { strings } = useUi(ACCOUNT_STRINGS);
  const { walletLogin, frameUrl } = useWalletKitContext().callbacks();
  const user = useUser();
  const wallets = useEmbeddedWallets();
  const config = useWalletKitConfig();
  const [view, setView] = useState<{ view: AccountView; focusKey?: string | undefined }>(() => ({
    view: viewOf(request),
  }));
  const [returnTo, setReturnTo] = useState<string | undefined>(undefined);
  // The center's one polite live region: successes, "back on your account", "copied".
  const [said, announce] = useState('');
  // Opened again on another screen while open: go there.
  useEffect(() => setView({ view: viewOf(request) }), [request]);

  // The other screens are a step away from the profile: their chunks load while it shows.
  useEffect(
    () =>
      whenIdle(() => {
        const chunks = [
          contactScreenChunk,
          linkSocialScreenChunk,
          linkWalletScreenChunk,
          ...(frameUrl ? [exportScreenChunk, importScreenChunk] : []),
        ];
        for (const chunk of chunks) void chunk.load().catch(() => {});
      }, 2000),
    [frameUrl],
  );

  const loaded = user.data?.user;
  const nav = useMemo<AccountNav | undefined>(() => {
    if (!loaded || !config.data) return undefined;
    return {
      strings,
      user: loaded,
      methods: userLoginMethods(loaded),
      offered: offeredLoginMethods(config.data),
      walletGuard: !walletLogin?.dangerouslyAllowSharedAccount,
      go: (next, focusKey) => {
        setReturnTo(focusKey);
        setView({ view: next });
      },
      back: () => setView({ view: { name: 'profile' }, focusKey: returnTo }),
      close: onClose,
      direct: request.screen !== 'profile' && view.view.name === request.screen,
      announce,
    };
  }, [loaded, config.data, strings, walletLogin, onClose, request, view, returnTo]);

  const { name } = view.view;
  let body: ReactElement;
  if (!nav) {
    const failure = user.error ?? config.error;
    body = failure ? (
      <Outcome
        failed
        title={accountFailureTitle(failure, strings)}
        message={accountErrorMessage(failure, 'other', strings)}
      >
        <button
          type="button"
          className="ewk-button ewk-button--primary"
          onClick={() => void (user.error ? user.refetch() : config.refetch())}
        >
          {strings.retry}
        </button>
      </Outcome>
    ) : (
      <Screen title={strings.accountTitle}>
        <BusyScreen strings={strings} label={strings.loading} onCancel={onClose} />
      </Screen>
    );
  } else {
    body = screenOf(view.view, wallets.data);
  }
  return (
    <div className="ewk-account" aria-busy={!nav}>
      <DialogHeader
        strings={strings}
        onBack={nav && name !== 'profile' ? nav.back : undefined}
        onClose={onClose}
      />
      {nav ? (
        <AccountNavContext.Provider value={nav}>
          <FocusFirst key={name + String(Boolean(nav))} focusKey={view.focusKey}>
            {body}
          </FocusFirst>
        </AccountNavContext.Provider>
      ) : (
        body
      )}
      <p className="ewk-visually-hidden" role="status">
        {said}
      </p>
    </div>
  );
}

/** The screen the account center shows for `v`, the user's details being loaded. */
function screenOf(
  v: AccountView,
  list: ReturnType<typeof useEmbeddedWallets>['data'],
): ReactElement {
  return v.name === 'addPasskey' ? (
    <AddPasskeyScreen />
  ) : v.name === 'email' || v.name === 'phone' ? (
    <LazyScreen chunk={contactScreenChunk} props={{ kind: v.name, initial: v.initial }} />
  ) : v.name === 'linkSocial' ? (
    <LazyScreen chunk={linkSocialScreenChunk} props={{}} />
  ) : v.name === 'linkWallet' ? (
    <LazyScreen chunk={linkWalletScreenChunk} props={{}} />
  ) : v.name === 'remove' ? (
    <RemoveScreen method={v.method} label={v.label} />
  ) : v.name === 'export' ? (
    <LazyScreen
      chunk={exportScreenChunk}
      props={{ walletId: v.walletId, address: v.address, wallets: list }}
    />
  ) : v.name === 'import' ? (
    <LazyScreen chunk={importScreenChunk} props={{}} />
  ) : v.name === 'sessions' ? (
    <SessionsScreen />
  ) : v.name === 'signMessage' ? (
    <SignMessageScreen address={v.address} message={v.message} wallets={list} />
  ) : (
    <ProfileScreen wallets={list} />
  );
}
