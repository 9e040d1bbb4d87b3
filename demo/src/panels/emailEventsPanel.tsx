import { useEmailEvents } from 'embedded-wallet-kit/react/api';
import { useEffect, useState } from 'react';
import { useDevRecords } from '../devRecords.js';
import { Button, ErrorText, Field, Form, Panel } from '../ui.js';

/** `list_email_events`: what happened to the e-mails sent to an address. */
export function EmailEventsPanel() {
  const users = useDevRecords<{ id: string; userEmail?: string }>('user');
  const [input, setInput] = useState('');
  const [email, setEmail] = useState<string>();
  // Start with the signed-in user's own address when it has one.
  const own = users.data?.find((u) => u.userEmail)?.userEmail;
  useEffect(() => {
    if (own && email === undefined) {
      setInput(own);
      setEmail(own);
    }
  }, [own, email]);
  const events = useEmailEvents({ email: email ?? '', query: { enabled: Boolean(email) } });
  const list = events.data?.emailEvents ?? [];
  return (
    <Panel
      id="email-events"
      title="E-mail events"
      spec="list_email_events: Send, Delivery, Bounce … of the e-mails sent to an address, newest first."
    >
      <Form label="E-mail events of an address" onSubmit={() => setEmail(input.trim())}>
        <Field label="Recipient" type="email" value={input} onChange={setInput} required />
        <Button type="submit" busy={events.isFetching}>
          Show events
        </Button>
      </Form>
      {email && events.isSuccess && list.length === 0 ? (
        <p className="demo-muted">No e-mail events for {email} in your organization.</p>
      ) : null}
      <ul className="demo-list" aria-label="E-mail events">
        {list.map((e) => (
          <li key={e.id}>
            <strong>{e.eventType}</strong> to {e.toAddress}{' '}
            <span className="demo-muted">{new Date(Number(e.timestamp)).toLocaleString()}</span>
            {e.details.deliverySmtpResponse ? (
              <span className="demo-muted demo-block">{e.details.deliverySmtpResponse}</span>
            ) : null}
          </li>
        ))}
      </ul>
      <ErrorText error={events.error} />
    </Panel>
  );
}
