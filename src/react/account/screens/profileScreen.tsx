import { useQuery } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import {
  contactsVerifiedHere,
  type EmbeddedWallet,
  type LoginMethod,
  loadWallets,
  type OAuthProviderName,
  oauthProviders,
  WALLET_KEY_PREFIX,
} from '../../../core/index.js';
import { useWalletKitContext } from '../../context/useWalletKitContext.js';
import { useLogout } from '../../hooks/useLogout.js';
import { useSession } from '../../hooks/useSession.js';
import { formatString } from '../../modal/formatString.js';
import { providerLabel } from '../../modal/providerLabel.js';
import { Screen } from '../../modal/screenParts.js';
import { QUERY_KEY_ROOT } from '../../query/queryKeys.js';
import { accountName } from '../accountName.js';
import { type AccountNav, useAccountNav } from '../accountNav.js';
import type { AccountView } from '../accountView.js';
import { chainName } from '../chainName.js';
import { CopyButton } from '../copyButton.js';
import { Item, type ItemAction, Kind, Section } from '../itemList.js';

// Session keys and a signup's short-lived key stamp for the user but are no API key of theirs.
const SESSION_KEY = /SESSION_KEY|CREDENTIAL_TYPE_LOGIN/;

/**
 * The account center's first screen: who is signed in and how (e-mail and phone with their
 * state, passkeys, social logins, wallets they log in with, API keys), each with its change or
 * removal; the embedded wallets and their addresses; the session and log out.
 */
export function ProfileScreen({
  wallets,
}: {
  wallets: EmbeddedWallet[] | undefined;
}): ReactElement {
  const nav = useAccountNav();
  const { strings, user } = nav;
  return (
    <Screen title={strings.accountTitle} description={accountName(user, wallets)}>
      <Section title={strings.accountMethods}>
        <Contacts nav={nav} />
        <Passkeys nav={nav} />
        <Socials nav={nav} />
        <LoginWallets nav={nav} />
        <ApiKeys nav={nav} />
      </Section>
      <Wallets nav={nav} wallets={wallets} />
      <SessionPart nav={nav} />
    </Screen>
  );
}

/** A row's button that opens a screen, focused again when the user comes back. */
const opens = (
  nav: AccountNav,
  label: string,
  name: string,
  view: AccountView,
  key: string,
): ItemAction => ({ label, name, key, onClick: () => nav.go(view, key) });

const removal = (nav: AccountNav, method: LoginMethod, label: string): ItemAction =>
  opens(
    nav,
    nav.strings.remove,
    formatString(nav.strings.removeNamed, { name: label }),
    { name: 'remove', method, label },
    `remove:${method.id}`,
  );

function AddButton(props: { nav: AccountNav; label: string; view: AccountView }): ReactElement {
  const key = `add:${props.view.name}`;
  return (
    <button
      type="button"
      className="ewk-button ewk-button--link ewk-add"
      data-focus-key={key}
      onClick={() => props.nav.go(props.view, key)}
    >
      {props.label}
    </button>
  );
}

function Contacts({ nav }: { nav: AccountNav }): ReactElement {
  const { kit } = useWalletKitContext();
  const { strings, user, offered } = nav;
  const contacts = { email: user.userEmail, phoneNumber: user.userPhoneNumber };
  const verified = useQuery({
    queryKey: [QUERY_KEY_ROOT, 'contactsVerifiedHere', contacts],
    queryFn: () => contactsVerifiedHere(kit, contacts),
  }).data;
  const row = (kind: 'email' | 'phone', value: string | undefined, proven: boolean | undefined) => {
    const offer = kind === 'email' ? offered.email : offered.sms;
    if (!value && !offer) return null;
    return (
      <Kind
        title={kind === 'email' ? strings.accountEmail : strings.accountPhone}
        add={
          value ? undefined : (
            <AddButton
              nav={nav}
              label={kind === 'email' ? strings.addEmail : strings.addPhone}
              view={{ name: kind }}
            />
          )
        }
      >
        {value && (
          <Item
            label={value}
            detail={
              proven ? <span className="ewk-badge">{strings.accountVerified}</span> : undefined
            }
            actions={[
              opens(
                nav,
                proven ? strings.change : strings.verify,
                formatString(proven ? strings.changeNamed : strings.verifyNamed, { name: value }),
                { name: kind, initial: proven ? undefined : value },
                `change:${kind}`,
              ),
              removal(nav, { kind, id: value }, value),
            ]}
          />
        )}
      </Kind>
    );
  };
  return (
    <>
      {row('email', user.userEmail, verified?.email)}
      {row('phone', user.userPhoneNumber, verified?.phoneNumber)}
    </>
  );
}

function Passkeys({ nav }: { nav: AccountNav }): ReactElement | null {
  const { strings, user } = nav;
  if (user.authenticators.length === 0 && !nav.offered.passkey) return null;
  return (
    <Kind
      title={strings.accountPasskeys}
      add={
        nav.offered.passkey ? (
          <AddButton nav={nav} label={strings.addPasskey} view={{ name: 'addPasskey' }} />
        ) : undefined
      }
    >
      {user.authenticators.map((passkey) => (
        <Item
          key={passkey.authenticatorId}
          label={passkey.authenticatorName}
          actions={[
            removal(
              nav,
              { kind: 'passkey', id: passkey.authenticatorId },
              passkey.authenticatorName,
            ),
          ]}
        />
      ))}
    </Kind>
  );
}

function Socials({ nav }: { nav: AccountNav }): ReactElement | null {
  const { strings, user, offered } = nav;
  if (user.oauthProviders.length === 0 && offered.oauth.length === 0) return null;
  return (
    <Kind
      title={strings.accountSocial}
      add={
        offered.oauth.length > 0 ? (
          <AddButton nav={nav} label={strings.linkSocial} view={{ name: 'linkSocial' }} />
        ) : undefined
      }
    >
      {user.oauthProviders.map((provider) => {
        const name =
          provider.providerName in oauthProviders
            ? providerLabel(provider.providerName as OAuthProviderName, strings)
            : provider.providerName;
        return (
          <Item
            key={provider.providerId}
            label={name}
            actions={[removal(nav, { kind: 'oauth', id: provider.providerId }, name)]}
          />
        );
      })}
    </Kind>
  );
}

function LoginWallets({ nav }: { nav: AccountNav }): ReactElement | null {
  const { strings, user, offered, methods, walletGuard } = nav;
  const keys = user.apiKeys.filter((k) => k.apiKeyName.startsWith(WALLET_KEY_PREFIX));
  // The address a wallet shows needs the wallet code (keccak, secp256k1): loaded for them only.
  const addresses = useQuery({
    queryKey: [QUERY_KEY_ROOT, 'walletKeyAddresses', keys.map((k) => k.apiKeyId)],
    queryFn: async () => {
      const { walletKeyAddress } = await loadWallets();
      return keys.map((k) => walletKeyAddress(k.credential));
    },
    enabled: keys.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
  if (keys.length === 0 && !offered.wallet) return null;
  return (
    <Kind
      title={strings.accountLoginWallets}
      add={
        offered.wallet ? (
          <AddButton nav={nav} label={strings.linkWallet} view={{ name: 'linkWallet' }} />
        ) : undefined
      }
    >
      {keys.map((key, index) => {
        const address = addresses?.[index] ?? `${key.credential.publicKey.slice(0, 10)}…`;
        const chain = key.credential.type.endsWith('ED25519')
          ? strings.walletChainSolana
          : strings.walletChainEthereum;
        return (
          <Item
            key={key.apiKeyId}
            label={chain}
            detail={
              <>
                <code className="ewk-address">{address}</code>
                {walletGuard && methods.length > 1 && (
                  <span className="ewk-hint">{strings.accountWalletBlocked}</span>
                )}
              </>
            }
            actions={[removal(nav, { kind: 'wallet', id: key.apiKeyId }, `${chain} ${address}`)]}
          />
        );
      })}
    </Kind>
  );
}

function ApiKeys({ nav }: { nav: AccountNav }): ReactElement | null {
  const keys = nav.user.apiKeys.filter(
    (k) =>
      !k.apiKeyName.startsWith(WALLET_KEY_PREFIX) &&
      !SESSION_KEY.test(k.credential.type) &&
      // A signup's 60-second key: it stamped one login and is gone.
      !(k.expirationSeconds !== undefined && Number(k.expirationSeconds) <= 60),
  );
  if (keys.length === 0) return null;
  return (
    <Kind title={nav.strings.accountApiKeys}>
      {keys.map((key) => (
        <Item key={key.apiKeyId} label={key.apiKeyName} actions={[]} />
      ))}
    </Kind>
  );
}

function Wallets(props: { nav: AccountNav; wallets: EmbeddedWallet[] | undefined }): ReactElement {
  const { nav, wallets } = props;
  const { strings } = nav;
  const { frameUrl } = useWalletKitContext().callbacks();
  const signable = (format: string) =>
    format === 'ADDRESS_FORMAT_ETHEREUM' || format === 'ADDRESS_FORMAT_SOLANA';
  return (
    <Section title={strings.accountWallets}>
      {wallets?.length === 0 && <p className="ewk-hint">{strings.noWallets}</p>}
      {wallets?.map((wallet) => (
        <Kind
          key={wallet.walletId}
          title={wallet.walletName}
          add={
            frameUrl ? (
              <button
                type="button"
                className="ewk-button ewk-button--link ewk-add"
                data-focus-key={`export:${wallet.walletId}`}
                aria-label={formatString(strings.exportPhraseNamed, { name: wallet.walletName })}
                onClick={() =>
                  nav.go({ name: 'export', walletId: wallet.walletId }, `export:${wallet.walletId}`)
                }
              >
                {strings.exportPhrase}
              </button>
            ) : undefined
          }
        >
          {wallet.accounts.map((account) => {
            const chain = chainName(account.addressFormat, strings);
            const named = `${chain} ${account.address}`;
            const actions: ItemAction[] = [];
            if (signable(account.addressFormat)) {
              actions.push(
                opens(
                  nav,
                  strings.signMessage,
                  formatString(strings.signNamed, { name: named }),
                  { name: 'signMessage', address: account.address },
                  `sign:${account.address}`,
                ),
              );
            }
            if (frameUrl) {
              actions.push(
                opens(
                  nav,
                  strings.exportKey,
                  formatString(strings.exportKeyNamed, { name: named }),
                  { name: 'export', address: account.address },
                  `exportKey:${account.address}`,
                ),
              );
            }
            return (
              <Item
                key={account.walletAccountId}
                label={chain}
                detail={<code className="ewk-address">{account.address}</code>}
                actions={actions}
                extra={<CopyButton value={account.address} name={named} strings={strings} />}
              />
            );
          })}
        </Kind>
      ))}
      {frameUrl && <AddButton nav={nav} label={strings.importWallet} view={{ name: 'import' }} />}
    </Section>
  );
}

function SessionPart({ nav }: { nav: AccountNav }): ReactNode {
  const { session } = useSession();
  const logout = useLogout();
  const { strings } = nav;
  return (
    <Section title={strings.accountSession}>
      {session && (
        <p className="ewk-hint">
          {formatString(strings.accountSessionEnds, {
            time: new Date(session.expiresAt).toLocaleTimeString([], {
              hour: '2-digit',
              minute: '2-digit',
            }),
          })}
        </p>
      )}
      <AddButton nav={nav} label={strings.manageSessions} view={{ name: 'sessions' }} />
      <button
        type="button"
        className="ewk-button"
        aria-busy={logout.isPending || undefined}
        disabled={logout.isPending}
        onClick={() => logout.mutate()}
      >
        {strings.logoutButton}
      </button>
    </Section>
  );
}
