/** Where the sandbox funds new embedded Ethereum accounts (see `createChainFunding`). */
export interface ChainFundingOptions {
  /**
   * A development chain's JSON-RPC URL (Hardhat's network, anvil, ...): `http://127.0.0.1:8545`.
   */
  rpcUrl: string;
  /** What each new account receives, in wei. Default 10 ETH. */
  amountWei?: bigint;
  /** How long one JSON-RPC call, or the wait for a receipt, may take. Default 5000 ms. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Where a failed funding is reported. Default `console.warn`. */
  warn?: (message: string) => void;
}

/** Funds queued addresses; see `createChainFunding`. */
export interface ChainFunding {
  readonly rpcUrl: string;
  /** Queues addresses to fund at the next `flush`. */
  queue(addresses: readonly string[]): void;
  /** Funds everything queued, one transfer after the other; never throws. */
  flush(): Promise<void>;
  /** The chain's id (`eth_chainId`), asked once. */
  chainId(): Promise<number>;
}

const DEFAULT_AMOUNT_WEI = 10n * 10n ** 18n;

/**
 * Funds each new embedded Ethereum account on a local development chain, so a new user can send
 * test ETH at once. Only standard JSON-RPC (`eth_accounts`, `eth_sendTransaction` from the
 * chain's first unlocked dev account, `eth_getTransactionReceipt`): any dev chain that unlocks
 * its accounts works, and nothing here pretends to be a chain. A chain that is down costs a
 * warning, never a signup.
 */
export function createChainFunding(options: ChainFundingOptions): ChainFunding {
  const doFetch = options.fetch ?? fetch;
  const amount = options.amountWei ?? DEFAULT_AMOUNT_WEI;
  const timeoutMs = options.timeoutMs ?? 5000;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  let pending: string[] = [];
  let running: Promise<void> = Promise.resolve();
  let chainId: Promise<number> | undefined;
  let id = 0;

  async function rpc<T>(method: string, params: unknown[]): Promise<T> {
    const response = await doFetch(options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json()) as { result?: T; error?: { message?: string } };
    if (body.error || !('result' in body)) {
      throw new Error(`${method}: ${body.error?.message ?? `HTTP ${response.status}`}`);
    }
    return body.result as T;
  }

  async function receiptOf(hash: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    // A chain that mines on demand (Hardhat's default) has the receipt at once; one that mines
    // on an interval gets asked again until the deadline.
    for (let wait = 20; ; wait = Math.min(wait * 2, 500)) {
      const receipt = await rpc<{ status?: string } | null>('eth_getTransactionReceipt', [hash]);
      if (receipt) {
        if (receipt.status === '0x0') throw new Error(`funding transaction ${hash} reverted`);
        return;
      }
      if (Date.now() > deadline) throw new Error(`no receipt for ${hash} in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  async function fund(addresses: string[]): Promise<void> {
    if (addresses.length === 0) return;
    let from: string | undefined;
    try {
      [from] = await rpc<string[]>('eth_accounts', []);
      if (!from) throw new Error('the chain has no unlocked dev account (eth_accounts is empty)');
    } catch (error) {
      warn(`sandbox: cannot fund new accounts on ${options.rpcUrl}: ${(error as Error).message}`);
      return;
    }
    for (const to of addresses) {
      try {
        const value = `0x${amount.toString(16)}`;
        await receiptOf(await rpc<string>('eth_sendTransaction', [{ from, to, value }]));
      } catch (error) {
        warn(`sandbox: could not fund ${to} on ${options.rpcUrl}: ${(error as Error).message}`);
      }
    }
  }

  return {
    rpcUrl: options.rpcUrl,
    queue(addresses) {
      pending.push(...addresses);
    },
    flush() {
      const batch = pending;
      pending = [];
      // One after the other, across concurrent requests: the dev account's nonces stay in order.
      running = running.then(() => fund(batch));
      return running;
    },
    chainId() {
      chainId ??= rpc<string>('eth_chainId', []).then(Number, (error: unknown) => {
        chainId = undefined;
        throw error;
      });
      return chainId;
    },
  };
}
