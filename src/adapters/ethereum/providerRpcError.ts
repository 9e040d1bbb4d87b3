import { isKitError } from 'embedded-wallet-kit';

/** An EIP-1193 error: a numeric `code` (EIP-1193's 4001-4901, JSON-RPC's -32xxx) and `data`. */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError';
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown, cause?: unknown) {
    super(message, cause === undefined ? {} : { cause });
    this.code = code;
    this.data = data;
  }
}

/**
 * A kit failure as EIP-1193 reports it: a user who rejects the confirmation (`USER_CANCELLED`)
 * is 4001 "User Rejected Request"; no session is 4100 "Unauthorized"; a chain the app did not
 * configure is 4902 (EIP-3326's "unrecognized chain"); a chain node's own error keeps its code;
 * anything else is -32603 "Internal error", with the kit's `code` in `data`.
 */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error;
  if (!isKitError(error)) {
    return new ProviderRpcError(-32603, error instanceof Error ? error.message : String(error));
  }
  const data = { code: error.code, details: error.details };
  switch (error.code) {
    case 'USER_CANCELLED':
      return new ProviderRpcError(4001, 'User rejected the request.', data, error);
    case 'SESSION_MISSING':
    case 'SESSION_EXPIRED':
      return new ProviderRpcError(4100, 'Log in first: no embedded wallet session.', data, error);
    case 'CHAIN_NOT_CONFIGURED':
      return new ProviderRpcError(4902, error.shortMessage, data, error);
    case 'CHAIN_RPC_ERROR': {
      const rpcCode = error.details.rpcCode;
      return new ProviderRpcError(
        typeof rpcCode === 'number' ? rpcCode : -32603,
        error.shortMessage,
        error.details.rpcData ?? data,
        error,
      );
    }
    case 'INVALID_ARGUMENT':
      return new ProviderRpcError(-32602, error.shortMessage, data, error);
    default:
      return new ProviderRpcError(-32603, error.shortMessage, data, error);
  }
}
