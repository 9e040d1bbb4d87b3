import { useApiKey } from 'embedded-wallet-kit/react/api';
import { useState } from 'react';
import { Button, ErrorText, Field, Form, Json, Panel } from '../ui.js';

/** `get_api_key`: one credential of the organization, by id. */
export function ApiKeyPanel() {
  const [input, setInput] = useState('');
  const [apiKeyId, setApiKeyId] = useState<string>();
  const apiKey = useApiKey({
    apiKeyId: apiKeyId ?? '',
    query: { enabled: apiKeyId !== undefined },
  });
  const key = apiKey.data?.apiKey;
  return (
    <Panel
      id="api-key"
      title="API key"
      spec="get_api_key reads one API key (or session key) of your organization by its id."
    >
      <Form label="Look up an API key" onSubmit={() => setApiKeyId(input.trim())}>
        <Field label="API key id" value={input} onChange={setInput} required />
        <Button type="submit" busy={apiKey.isFetching}>
          Look up
        </Button>
      </Form>
      {key ? (
        <dl className="demo-facts" aria-label="API key">
          <dt>Name</dt>
          <dd>{key.apiKeyName}</dd>
          <dt>Type</dt>
          <dd>
            <code>{key.credential.type}</code>
          </dd>
          <dt>Public key</dt>
          <dd>
            <code className="demo-wrap">{key.credential.publicKey}</code>
          </dd>
          <dt>Lifetime</dt>
          <dd>{key.expirationSeconds ? `${key.expirationSeconds} s` : 'no expiry'}</dd>
        </dl>
      ) : null}
      <Json label="Raw answer" value={apiKey.data} />
      <ErrorText error={apiKey.error} />
    </Panel>
  );
}
