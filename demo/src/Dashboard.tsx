import { useDeferredValue } from 'react';
import { ApiKeyPanel } from './panels/ApiKeyPanel.js';
import { AuthenticatorsPanel } from './panels/AuthenticatorsPanel.js';
import { ContractInterfacePanel } from './panels/ContractInterfacePanel.js';
import { EarnPanel } from './panels/EarnPanel.js';
import { EmailEventsPanel } from './panels/EmailEventsPanel.js';
import { EmailUpdatePanel } from './panels/EmailUpdatePanel.js';
import { ImportKeyPanel } from './panels/ImportKeyPanel.js';
import { OAuthProvidersPanel } from './panels/OAuthProvidersPanel.js';
import { RecoveryPanel } from './panels/RecoveryPanel.js';
import { SecretsPanel } from './panels/SecretsPanel.js';
import { SessionPanel } from './panels/SessionPanel.js';
import { SessionProfilesPanel } from './panels/SessionProfilesPanel.js';
import { SwapConfigPanel } from './panels/SwapConfigPanel.js';
import { TvcApprovalsPanel } from './panels/TvcApprovalsPanel.js';
import { UserTagsPanel } from './panels/UserTagsPanel.js';
import { WebhooksPanel } from './panels/WebhooksPanel.js';
import type { SandboxInfo } from './sandboxInfo.js';

/** The feature areas of the spec, in its order ("What the service does" 4). */
const SECTIONS = [
  ['authenticators', 'Authenticators'],
  ['api-key', 'API key'],
  ['recovery', 'User recovery'],
  ['user-tags', 'User tags'],
  ['email-update', 'E-mail address'],
  ['oauth-providers', 'Social logins'],
  ['secrets', 'Secrets'],
  ['import-key', 'Private-key import'],
  ['webhooks', 'Webhook endpoints'],
  ['email-events', 'E-mail events'],
  ['contract-interfaces', 'Contract interfaces'],
  ['earn', 'Earn vaults'],
  ['swap-config', 'Swap fees'],
  ['tvc', 'TVC approvals'],
  ['session-profiles', 'Session profiles'],
] as const;

export function Dashboard({ info }: { info: SandboxInfo }) {
  // The session panel first: the fifteen panels below (each with its queries) render just after,
  // at a lower priority (React's deferred render), so they never hold back the signed-in frame.
  const withPanels = useDeferredValue(true, false);
  return (
    <>
      <SessionPanel />
      <nav className="demo-toc" aria-label="Feature areas">
        {SECTIONS.map(([id, label]) => (
          <a key={id} href={`#${id}`}>
            {label}
          </a>
        ))}
      </nav>
      {withPanels && (
        <div className="demo-grid">
          <AuthenticatorsPanel />
          <ApiKeyPanel />
          <RecoveryPanel />
          <UserTagsPanel />
          <EmailUpdatePanel />
          <OAuthProvidersPanel />
          <SecretsPanel />
          <ImportKeyPanel />
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
  );
}
