import type { ReactElement } from 'react';
import type { OAuthProviderName } from '../../../core/index.js';
import { useLinkOAuth } from '../../hooks/useLinkOAuth.js';
import { formatString } from '../../modal/formatString.js';
import { Mark } from '../../modal/marks/mark.js';
import { providerLabel } from '../../modal/providerLabel.js';
import { useAccountNav } from '../accountNav.js';
import { TaskView } from '../taskView.js';
import { useAccountTask } from '../useAccountTask.js';
import { WalletLockNotice } from '../walletLockNotice.js';

/**
 * Links a social login: one button per provider the app offers (those already linked say so),
 * the login modal's popup flow, then `create_oauth_providers`.
 */
export function LinkSocialScreen(): ReactElement {
  const { strings, offered, user } = useAccountNav();
  const link = useLinkOAuth();
  const task = useAccountTask(strings);
  const linked = new Set(user.oauthProviders.map((p) => p.providerName));
  const start = (provider: OAuthProviderName) => {
    const name = providerLabel(provider, strings);
    task.run(
      {
        label: formatString(strings.waitingForProvider, { provider: name }),
        hint: strings.linkProviderHint,
      },
      'oauth',
      async (signal) => {
        await link.linkOAuth({ provider, signal });
        return {
          title: strings.linkedTitle,
          message: formatString(strings.linkSocialDone, { provider: name }),
        };
      },
    );
  };
  const last = link.variables?.provider;
  return (
    <TaskView
      title={strings.linkSocial}
      description={strings.linkSocialBody}
      task={task}
      onRetry={() => (last ? start(last) : task.reset())}
    >
      <WalletLockNotice />
      {offered.oauth.map((provider) => {
        const name = providerLabel(provider, strings);
        const done = linked.has(provider);
        return (
          <button
            key={provider}
            type="button"
            className="ewk-button"
            disabled={done}
            onClick={() => start(provider)}
          >
            <Mark name={provider} />
            {formatString(done ? strings.linkedProvider : strings.linkProvider, {
              provider: name,
            })}
          </button>
        );
      })}
    </TaskView>
  );
}
