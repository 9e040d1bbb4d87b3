import { useSession } from 'embedded-wallet-kit/react';
import { useCreateUserTag } from 'embedded-wallet-kit/react/api';
import { useState } from 'react';
import { useDevRecords } from '../devRecords.js';
import { Button, ErrorText, Field, Form, Outcome, Panel } from '../ui.js';

/** `create_user_tag`: a named group of users (here: you). */
export function UserTagsPanel() {
  const { session } = useSession();
  const create = useCreateUserTag();
  const tags = useDevRecords<{ id: string; userTagName: string; userIds: string[] }>('userTag');
  const [name, setName] = useState('early-adopters');
  return (
    <Panel
      id="user-tags"
      title="User tags"
      spec="create_user_tag tags users (policies can name the tag)."
    >
      <Form
        label="New user tag"
        onSubmit={() => {
          if (!session) return;
          create.mutate(
            { userTagName: name, userIds: [session.userId] },
            { onSuccess: () => void tags.refetch() },
          );
        }}
      >
        <Field label="Tag name" value={name} onChange={setName} required />
        <Button type="submit" busy={create.isPending}>
          Tag me
        </Button>
      </Form>
      {create.data ? <Outcome>Tag created: {create.data.result.userTagId}</Outcome> : null}
      {tags.data && tags.data.length > 0 ? (
        <p className="demo-muted">Your tags: {tags.data.map((t) => t.userTagName).join(', ')}</p>
      ) : null}
      <ErrorText error={create.error} />
    </Panel>
  );
}
