import { useSession } from 'embedded-wallet-kit/react';
import { ApiKeyPanel } from './panels/apiKeyPanel.js';
import { ContractInterfacePanel } from './panels/contractInterfacePanel.js';
import { EarnPanel } from './panels/earnPanel.js';
import { EmailEventsPanel } from './panels/emailEventsPanel.js';
import { RecoveryPanel } from './panels/recoveryPanel.js';
import { SecretsPanel } from './panels/secretsPanel.js';
import { SessionProfilesPanel } from './panels/sessionProfilesPanel.js';
import { SwapConfigPanel } from './panels/swapConfigPanel.js';
import { TvcApprovalsPanel } from './panels/tvcApprovalsPanel.js';
import { UserTagsPanel } from './panels/userTagsPanel.js';
import { WebhooksPanel } from './panels/webhooksPanel.js';
import type { SandboxInfo } from './sandboxInfo.js';
import { useAfterPaint } from './useAfterPaint.js';

/**
 * The feature areas of the spec no end user runs themselves, in its order ("What the service
 * does" 4), for developers: what a user does with their own account (passkeys, e-mail and
 * phone, social logins, wallets, export and import, signing) is in the kit's account center
 * (the header's account button).
 */
const SECTIONS = [
  ['api-key', 'API key'],
  ['recovery', 'User recovery'],
  ['user-tags', 'User tags'],
  ['secrets', 'Secrets'],
  ['webhooks', 'Webhook endpoints'],
  ['email-events', 'E-mail events'],
  ['contract-interfaces', 'Contract interfaces'],
  ['earn', 'Earn vaults'],
  ['swap-config', 'Swap fees'],
  ['tvc', 'TVC approvals'],
  ['session-profiles', 'Session profiles'],
] as const;

export function DeveloperTools({ info }: { info: SandboxInfo }) {
  const { status } = useSession();
  // The panels (each with its queries) render once the page has painted, so they never hold
  // back its first frame.
  const withPanels = useAfterPaint();
  return (
    <>
      <div className="demo-intro">
        <h1 id="tools-title" tabIndex={-1}>
          Developer tools
        </h1>
        <p className="demo-muted">
          The service's other feature areas, one panel each, through the kit's hooks. Sandbox
          organization <code>{info.organizationId}</code>, proxy config{' '}
          <code>{info.authProxyConfigId}</code>; codes arrive in the{' '}
          <a href="/__dev/inbox" target="_blank" rel="noreferrer">
            dev inbox
          </a>
          .
        </p>
      </div>
      {status !== 'signedIn' ? (
        <p className="demo-card">Log in to use the panels: each acts as the signed-in user.</p>
      ) : (
        <>
          <nav className="demo-toc" aria-label="Feature areas">
            {SECTIONS.map(([id, label]) => (
              <a key={id} href={`#${id}`}>
                {label}
              </a>
            ))}
          </nav>
          {withPanels && (
            <div className="demo-grid">
              <ApiKeyPanel />
              <RecoveryPanel />
              <UserTagsPanel />
              <SecretsPanel />
              <WebhooksPanel />
              <EmailEventsPanel />
              <ContractInterfacePanel />
              <EarnPanel assets={info.seed.vaultAssets} />
              <SwapConfigPanel />
              <TvcApprovalsPanel />
              <SessionProfilesPanel />
            </div>
          )}
        </>
      )}
    </>
  );
}
