import { useCreateTvcManifestApprovals } from 'embedded-wallet-kit/react/api';
import { useState } from 'react';
import { Button, ErrorText, Field, Form, Outcome, Panel } from '../ui.js';

const hex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/** `create_tvc_manifest_approvals`: operators approve a deployment manifest. */
export function TvcApprovalsPanel() {
  const create = useCreateTvcManifestApprovals();
  const [manifestId, setManifestId] = useState<string>(() => crypto.randomUUID());
  const [operatorId, setOperatorId] = useState<string>(() => crypto.randomUUID());
  const [signature, setSignature] = useState(() => hex(64));
  return (
    <Panel
      id="tvc"
      title="TVC manifest approvals"
      spec="create_tvc_manifest_approvals records each operator's approval of a deployment manifest (once per operator)."
    >
      <Form
        label="Approve a manifest"
        onSubmit={() => create.mutate({ manifestId, approvals: [{ operatorId, signature }] })}
      >
        <Field label="Manifest id" value={manifestId} onChange={setManifestId} required />
        <Field label="Operator id" value={operatorId} onChange={setOperatorId} required />
        <Field
          label="Operator signature (hex)"
          value={signature}
          onChange={setSignature}
          required
        />
        <Button type="submit" busy={create.isPending}>
          Approve manifest
        </Button>
        <Button onClick={() => setOperatorId(crypto.randomUUID())}>Another operator</Button>
      </Form>
      {create.data ? (
        <Outcome>Approval recorded: {create.data.result.approvalIds.join(', ')}</Outcome>
      ) : null}
      <ErrorText error={create.error} />
    </Panel>
  );
}
