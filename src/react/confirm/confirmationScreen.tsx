import type { ReactElement, ReactNode } from 'react';
import type { SigningRequest } from '../../core/index.js';
import { formatString } from '../modal/formatString.js';
import { Screen } from '../modal/screenParts.js';
import type { ConfirmStrings } from './defaultConfirmStrings.js';

export interface ConfirmationScreenProps {
  request: SigningRequest;
  strings: ConfirmStrings;
  onApprove(): void;
  onReject(): void;
}

/** A fact of the request: its label, then its value (none for a heading row). */
function Row(props: {
  label: string;
  value?: ReactNode;
  depth?: number;
  children?: ReactNode;
}): ReactElement {
  return (
    <li
      className="ewk-item ewk-fact"
      style={props.depth ? { marginInlineStart: props.depth * 14 } : undefined}
    >
      <span className="ewk-item-label">{props.label}</span>
      {props.value !== undefined && <code className="ewk-address">{props.value}</code>}
      {props.children}
    </li>
  );
}

function titleOf(request: SigningRequest, s: ConfirmStrings): string {
  switch (request.kind) {
    case 'message':
      return s.confirmMessageTitle;
    case 'typedData':
      return s.confirmTypedDataTitle;
    case 'transaction':
      return request.send ? s.confirmSendTitle : s.confirmTransactionTitle;
    case 'authorization':
      return s.confirmAuthorizationTitle;
  }
}

/** What is signed, row by row: read from the exact bytes or JSON the kit signs. */
function Details({ request, s }: { request: SigningRequest; s: ConfirmStrings }): ReactNode {
  switch (request.kind) {
    case 'message':
      return (
        <Row label={request.text === undefined ? s.confirmMessageHex : s.confirmMessage}>
          <pre className="ewk-address ewk-signature">{request.text ?? request.hex}</pre>
        </Row>
      );
    case 'typedData': {
      const { domain } = request;
      return (
        <>
          {domain.name !== undefined && (
            <Row
              label={s.confirmRequestedBy}
              value={domain.version ? `${domain.name} (${domain.version})` : domain.name}
            />
          )}
          {domain.chainId !== undefined && <Row label={s.confirmChain} value={domain.chainId} />}
          {domain.verifyingContract !== undefined && (
            <Row label={s.confirmVerifyingContract} value={domain.verifyingContract} />
          )}
          <Row label={formatString(s.confirmDetails, { type: request.primaryType })} />
          {request.fields.map((field, i) => (
            <Row
              // Fields may repeat names at different depths; their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
              key={i}
              label={field.name}
              depth={field.depth + 1}
              value={field.value === '' ? undefined : field.value}
            />
          ))}
        </>
      );
    }
    case 'transaction':
      return (
        <>
          <Row label={s.confirmChain} value={request.chain.name} />
          <Row label={s.confirmTo} value={request.to ?? s.confirmNewContract} />
          <Row label={s.confirmAmount} value={`${request.amount.value} ${request.amount.symbol}`} />
          {request.maxFee && (
            <Row
              label={s.confirmMaxFee}
              value={`${request.maxFee.value} ${request.maxFee.symbol}`}
            />
          )}
          {request.call && (
            <Row
              label={request.call.programs ? s.confirmProgramCall : s.confirmContractCall}
              value={[
                ...(request.call.programs ?? []),
                formatString(s.confirmDataSize, { bytes: String(request.call.dataBytes) }),
              ].join(', ')}
            />
          )}
          {request.authorizations !== undefined && (
            <Row
              label={formatString(s.confirmDelegations, { count: String(request.authorizations) })}
            />
          )}
        </>
      );
    case 'authorization':
      return (
        <>
          <Row label={s.confirmDelegateTo} value={request.address} />
          <Row
            label={s.confirmChain}
            value={request.chainId === '0' ? s.confirmAllChains : request.chainId}
          />
          <Row label={s.confirmNonce} value={request.nonce} />
        </>
      );
  }
}

/**
 * The confirmation before the kit signs what an app asked for: which account, then what it
 * signs (the message, or its hex; typed data's domain and fields; a transaction's chain,
 * recipient, amount, fee cap and contract call; an EIP-7702 delegation), then Sign (or Send)
 * and Reject. Reject takes the focus when it opens (`data-autofocus`), so a stray Enter never
 * approves.
 */
export function ConfirmationScreen(props: ConfirmationScreenProps): ReactElement {
  const { request, strings: s } = props;
  const send = request.kind === 'transaction' && request.send;
  return (
    <Screen title={titleOf(request, s)} description={s.confirmBody}>
      <ul className="ewk-items" aria-label={titleOf(request, s)}>
        <Row label={s.confirmAccount} value={request.account.address} />
        <Details request={request} s={s} />
      </ul>
      <button type="button" className="ewk-button ewk-button--primary" onClick={props.onApprove}>
        {send ? s.confirmSend : s.confirmSign}
      </button>
      <button type="button" className="ewk-button" data-autofocus="" onClick={props.onReject}>
        {s.confirmReject}
      </button>
    </Screen>
  );
}
