import { useSession } from 'embedded-wallet-kit/react';
import { useDeleteWebhookEndpoint, useWebhookEndpoints } from 'embedded-wallet-kit/react/api';
import { useState } from 'react';
import { devPost } from '../devRecords.js';
import { Button, ErrorText, Panel } from '../ui.js';

/**
 * `list_webhook_endpoints` and `delete_webhook_endpoint` (the spec has no create: sandbox adds).
 */
export function WebhooksPanel() {
  const { session } = useSession();
  const endpoints = useWebhookEndpoints();
  const remove = useDeleteWebhookEndpoint();
  const [error, setError] = useState<unknown>();

  const addSample = async () => {
    if (!session) return;
    setError(undefined);
    try {
      await devPost('/__dev/webhook-endpoints', {
        organizationId: session.organizationId,
        name: 'Demo activity hook',
        url: 'https://hooks.example.com/demo',
        subscriptions: [{ eventType: 'ACTIVITY_UPDATES', isActive: true }],
      });
      await endpoints.refetch();
    } catch (e) {
      setError(e);
    }
  };

  const list = endpoints.data?.webhookEndpoints ?? [];
  return (
    <Panel
      id="webhooks"
      title="Webhook endpoints"
      spec="list_webhook_endpoints and delete_webhook_endpoint (endpoints are created outside this API)."
    >
      {list.length === 0 && endpoints.isSuccess ? (
        <p className="demo-muted">No webhook endpoints.</p>
      ) : null}
      <ul className="demo-list" aria-label="Webhook endpoints">
        {list.map((w) => (
          <li key={w.endpointId}>
            <strong>{w.name}</strong>{' '}
            {w.isActive ? '' : <span className="demo-badge">inactive</span>}
            <code className="demo-block">{w.url}</code>
            <span className="demo-muted demo-block">
              {(w.subscriptions ?? []).map((s) => s.eventType).join(', ') || 'no subscriptions'}
            </span>
            <Button
              variant="danger"
              busy={remove.isPending && remove.variables?.endpointId === w.endpointId}
              onClick={() => remove.mutate({ endpointId: w.endpointId })}
            >
              Delete {w.name}
            </Button>
          </li>
        ))}
      </ul>
      <div className="demo-actions">
        <Button onClick={addSample}>Add a sample endpoint (sandbox)</Button>
      </div>
      <ErrorText error={error ?? remove.error ?? endpoints.error} />
    </Panel>
  );
}
