import { useQuery } from '@tanstack/react-query';
import { type ReactElement, useContext } from 'react';
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
import { AccountIcon, type AccountIconName } from '../../icons/accountIcons.js';
import { formatString } from '../../modal/formatString.js';
import { Mark } from '../../modal/marks/mark.js';
import { providerLabel } from '../../modal/providerLabel.js';
import { DialogIdsContext } from '../../modal/screenParts.js';
import { QUERY_KEY_ROOT } from '../../query/queryKeys.js';
import { useKitQueryClient } from '../../query/useKitQueryClient.js';
import { accountName } from '../accountName.js';
import { type AccountNav, useAccountNav } from '../accountNav.js';
import type { AccountView } from '../accountView.js';
import { Address } from '../address.js';
import { chainName } from '../chainName.js';
import { CopyButton } from '../copyButton.js';
import { Item, type ItemAction, Rows, Section } from '../itemList.js';

// Session keys and a signup's short-lived key stamp for the user but are no API key of theirs.
const SESSION_KEY = /SESSION_KEY|CREDENTIAL_TYPE_LOGIN/;

/**
 * The account center's first screen: who is signed in (initial, name, main address to copy);
 * the ways they log in (e-mail and phone with their state, passkeys, social logins, external
 * wallets, API keys), each row's change and removal in its menu, and buttons to add more; the
 * wallets the account holds, each account's address to copy and sign with; security: export
 * and import (the dangerous actions, each behind a screen that says the risks), where they are
 * signed in, log out.
 */
export function ProfileScreen({
  wallets,
}: {
  wallets: EmbeddedWallet[] | undefined;
}): ReactElement {
  const nav = useAccountNav();
  const { strings, user } = nav;
  const { titleId } = useContext(DialogIdsContext);
  const name = accountName(user, wallets);
  const main = wallets?.[0]?.accounts[0];
  return (
    <>
      {/* Not in the identity block: a child of the screen stays pinned under back and close. */}
      <h2 className="ewk-title" id={titleId}>
        {strings.accountTitle}
      </h2>
      <div className="ewk-identity">
        <span className="ewk-avatar" aria-hidden="true">
          {(name ?? '?').replace(/^0x/, '').charAt(0).toUpperCase()}
        </span>
        {name && <p className="ewk-text ewk-says">{name}</p>}
        {main && (
          <p className="ewk-text">
            <Address value={main.address} />
            <CopyButton
              value={main.address}
              label={formatString(strings.copyNamed, { name: main.address })}
            />
          </p>
        )}
      </div>
      <Section title={strings.accountMethods}>
        <Rows title={strings.accountMethods}>
          <Contacts nav={nav} />
          <Passkeys nav={nav} />
          <Socials nav={nav} />
          <LoginWallets nav={nav} />
          <ApiKeys nav={nav} />
        </Rows>
        <Adds nav={nav} />
      </Section>
      <Wallets nav={nav} wallets={wallets} />
      <Security nav={nav} wallets={wallets} />
    </>
  );
}

/** A row's action that opens a screen; coming back focuses the row's menu button. */
const opens = (nav: AccountNav, label: string, view: AccountView, key: string): ItemAction => ({
  label,
  onClick: () => nav.go(view, key),
});

const menuOf = (nav: AccountNav, name: string, key: string, actions: ItemAction[]) => ({
  label: formatString(nav.strings.optionsNamed, { name }),
  focusKey: key,
  actions,
});

const removal = (nav: AccountNav, method: LoginMethod, label: string, key: string) =>
  opens(nav, nav.strings.remove, { name: 'remove', method, label }, key);

const icon = (name: AccountIconName) => <AccountIcon name={name} />;

/** A button that opens a screen, focused again when the user comes back. */
function Opener(props: {
  nav: AccountNav;
  label: string;
  view: AccountView;
  icon: AccountIconName;
  risky?: boolean;
}): ReactElement {
  const key = `open:${props.view.name}`;
  return (
    <button
      type="button"
      className={`ewk-button ewk-add${props.risky ? ' ewk-risky' : ''}`}
      data-focus-key={key}
      onClick={() => props.nav.go(props.view, key)}
    >
      {icon(props.icon)}
      {props.label}
    </button>
  );
}

function Contacts({ nav }: { nav: AccountNav }): ReactElement {
  const { kit } = useWalletKitContext();
  const { strings, user } = nav;
  const contacts = { email: user.userEmail, phoneNumber: user.userPhoneNumber };
  const verified = useQuery(
    {
      queryKey: [QUERY_KEY_ROOT, 'contactsVerifiedHere', contacts],
      queryFn: () => contactsVerifiedHere(kit, contacts),
    },
    useKitQueryClient(),
  ).data;
  const row = (kind: 'email' | 'phone', value: string | undefined, proven: boolean | undefined) => {
    if (!value) return null;
    const key = `row:${kind}`;
    return (
      <Item
        icon={icon(kind === 'email' ? 'mail' : 'phone')}
        label={value}
        detail={
          <>
            {kind === 'email' ? strings.accountEmail : strings.accountPhone}
            {proven && <span className="ewk-badge">{strings.accountVerified}</span>}
          </>
        }
        menu={menuOf(nav, value, key, [
          opens(
            nav,
            proven ? strings.change : strings.verify,
            { name: kind, initial: proven ? undefined : value },
            key,
          ),
          removal(nav, { kind, id: value }, value, key),
        ])}
      />
    );
  };
  return (
    <>
      {row('email', user.userEmail, verified?.email)}
      {row('phone', user.userPhoneNumber, verified?.phoneNumber)}
    </>
  );
}

/** What the user may add: the ways the app offers that they have not got (or can have more of). */
function Adds({ nav }: { nav: AccountNav }): ReactElement {
  const { strings, user, offered } = nav;
  return (
    <div className="ewk-adds">
      {offered.email && !user.userEmail && (
        <Opener nav={nav} label={strings.addEmail} view={{ name: 'email' }} icon="plus" />
      )}
      {offered.sms && !user.userPhoneNumber && (
        <Opener nav={nav} label={strings.addPhone} view={{ name: 'phone' }} icon="plus" />
      )}
      {offered.passkey && (
        <Opener nav={nav} label={strings.addPasskey} view={{ name: 'addPasskey' }} icon="plus" />
      )}
      {offered.oauth.length > 0 && (
        <Opener nav={nav} label={strings.linkSocial} view={{ name: 'linkSocial' }} icon="plus" />
      )}
      {offered.wallet && (
        <Opener nav={nav} label={strings.linkWallet} view={{ name: 'linkWallet' }} icon="plus" />
      )}
    </div>
  );
}

function Passkeys({ nav }: { nav: AccountNav }): ReactElement {
  const { strings, user } = nav;
  return (
    <>
      {user.authenticators.map((passkey) => {
        const key = `row:${passkey.authenticatorId}`;
        return (
          <Item
            key={passkey.authenticatorId}
            icon={<Mark name="passkey" />}
            label={passkey.authenticatorName}
            detail={strings.accountPasskeys}
            menu={menuOf(nav, passkey.authenticatorName, key, [
              removal(
                nav,
                { kind: 'passkey', id: passkey.authenticatorId },
                passkey.authenticatorName,
                key,
              ),
            ])}
          />
        );
      })}
    </>
  );
}

function Socials({ nav }: { nav: AccountNav }): ReactElement {
  const { strings, user } = nav;
  return (
    <>
      {user.oauthProviders.map((provider) => {
        const known = provider.providerName in oauthProviders;
        const name = known
          ? providerLabel(provider.providerName as OAuthProviderName, strings)
          : provider.providerName;
        const key = `row:${provider.providerId}`;
        return (
          <Item
            key={provider.providerId}
            icon={
              known ? <Mark name={provider.providerName as OAuthProviderName} /> : icon('globe')
            }
            label={name}
            detail={strings.accountSocial}
            menu={menuOf(nav, name, key, [
              removal(nav, { kind: 'oauth', id: provider.providerId }, name, key),
            ])}
          />
        );
      })}
    </>
  );
}

function LoginWallets({ nav }: { nav: AccountNav }): ReactElement {
  const { strings, user, methods, walletGuard } = nav;
  const keys = user.apiKeys.filter((k) => k.apiKeyName.startsWith(WALLET_KEY_PREFIX));
  // The address a wallet shows needs the wallet code (keccak, secp256k1): loaded for them only.
  const addresses = useQuery(
    {
      queryKey: [QUERY_KEY_ROOT, 'walletKeyAddresses', keys.map((k) => k.apiKeyId)],
      queryFn: async () => {
        const { walletKeyAddress } = await loadWallets();
        return keys.map((k) => walletKeyAddress(k.credential));
      },
      enabled: keys.length > 0,
      staleTime: Number.POSITIVE_INFINITY,
    },
    useKitQueryClient(),
  ).data;
  return (
    <>
      {keys.map((key, index) => {
        const address = addresses?.[index];
        const chain = key.credential.type.endsWith('ED25519')
          ? strings.walletChainSolana
          : strings.walletChainEthereum;
        const named = `${chain} ${address ?? ''}`.trim();
        const rowKey = `row:${key.apiKeyId}`;
        return (
          <Item
            key={key.apiKeyId}
            icon={icon('wallet')}
            label={address ? <Address value={address} /> : chain}
            detail={
              <>
                {formatString(strings.accountLoginWallet, { chain })}
                {walletGuard && methods.length > 1 && (
                  <span className="ewk-hint">{strings.accountWalletBlocked}</span>
                )}
              </>
            }
            menu={menuOf(nav, named, rowKey, [
              removal(nav, { kind: 'wallet', id: key.apiKeyId }, named, rowKey),
            ])}
          />
        );
      })}
    </>
  );
}

function ApiKeys({ nav }: { nav: AccountNav }): ReactElement {
  const keys = nav.user.apiKeys.filter(
    (k) =>
      !k.apiKeyName.startsWith(WALLET_KEY_PREFIX) &&
      !SESSION_KEY.test(k.credential.type) &&
      // A signup's 60-second key: it stamped one login and is gone.
      !(k.expirationSeconds !== undefined && Number(k.expirationSeconds) <= 60),
  );
  return (
    <>
      {keys.map((key) => (
        <Item
          key={key.apiKeyId}
          icon={icon('key')}
          label={key.apiKeyName}
          detail={nav.strings.accountApiKeys}
        />
      ))}
    </>
  );
}

const signable = (format: string) =>
  format === 'ADDRESS_FORMAT_ETHEREUM' || format === 'ADDRESS_FORMAT_SOLANA';

/** The wallets the account holds: each account's chain and address, to copy and sign with. */
function Wallets(props: { nav: AccountNav; wallets: EmbeddedWallet[] | undefined }): ReactElement {
  const { nav, wallets } = props;
  const { strings } = nav;
  return (
    <Section title={strings.accountWallets}>
      {wallets?.length === 0 && <p className="ewk-hint">{strings.noWallets}</p>}
      {wallets?.map((wallet) => (
        <Rows key={wallet.walletId} title={wallet.walletName} shown>
          {wallet.accounts.map((account) => {
            const chain = chainName(account.addressFormat, strings);
            const named = `${chain} ${account.address}`;
            const key = `row:${account.address}`;
            return (
              <Item
                key={account.walletAccountId}
                icon={icon('coin')}
                label={chain}
                detail={<Address value={account.address} />}
                extra={
                  <CopyButton
                    value={account.address}
                    label={formatString(strings.copyNamed, { name: named })}
                  />
                }
                menu={
                  signable(account.addressFormat)
                    ? menuOf(nav, named, key, [
                        opens(
                          nav,
                          strings.signMessage,
                          { name: 'signMessage', address: account.address },
                          key,
                        ),
                      ])
                    : undefined
                }
              />
            );
          })}
        </Rows>
      ))}
    </Section>
  );
}

/** Export and import (behind their risks), where the user is signed in, log out. */
function Security(props: { nav: AccountNav; wallets: EmbeddedWallet[] | undefined }): ReactElement {
  const { nav, wallets } = props;
  const { strings } = nav;
  const { frameUrl } = useWalletKitContext().callbacks();
  const { session } = useSession();
  const logout = useLogout();
  return (
    <Section title={strings.accountSecurity}>
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
      <div className="ewk-adds">
        <Opener
          nav={nav}
          label={strings.manageSessions}
          view={{ name: 'sessions' }}
          icon="devices"
        />
        {frameUrl && wallets && wallets.length > 0 && (
          <Opener
            nav={nav}
            label={strings.exportWallet}
            view={{ name: 'export' }}
            icon="export"
            risky
          />
        )}
        {frameUrl && (
          <Opener
            nav={nav}
            label={strings.importWallet}
            view={{ name: 'import' }}
            icon="import"
            risky
          />
        )}
      </div>
      <button
        type="button"
        className="ewk-button"
        aria-busy={logout.isPending || undefined}
        disabled={logout.isPending}
        onClick={() => logout.mutate()}
      >
        {icon('logout')}
        {strings.logoutButton}
      </button>
    </Section>
  );
}
