/**
 * The adapters' tests: a kit signed in against an in-process sandbox (a new user with an
 * Ethereum and a Solana account), its confirmer answering what `answer.next` says and keeping
 * what it was asked. Test files only: it imports the sandbox.
 */
import {
  DEFAULT_IMPORT_ACCOUNTS,
  initOtp,
  type KitChain,
  listEmbeddedWallets,
  type SignerAccount,
  type SigningRequest,
  setSigningConfirmer,
  verifyOtp,
  type WalletKit,
} from 'embedded-wallet-kit';
import { kitFor, readOtpCode, type Sandbox, startSandbox } from './sandboxKit.js';

export interface SignedInKit {
  sandbox: Sandbox;
  kit: WalletKit;
  eth: SignerAccount;
  sol: SignerAccount;
  asked: SigningRequest[];
  answer: { next: 'approve' | 'reject' };
  close(): Promise<void>;
}

export async function signedInKit(chains: KitChain[] = []): Promise<SignedInKit> {
  const sandbox = await startSandbox({ memory: true });
  const kit = kitFor(sandbox, { chains });
  const asked: SigningRequest[] = [];
  const answer = { next: 'approve' as 'approve' | 'reject' };
  setSigningConfirmer(kit, async (request) => {
    asked.push(request);
    return answer.next;
  });
  const email = `adapter.${Date.now()}.${Math.random()}@example.com`;
  const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact: email });
  await verifyOtp(kit, {
    handle,
    code: await readOtpCode(sandbox, email),
    signup: { wallet: { walletName: 'Main', accounts: DEFAULT_IMPORT_ACCOUNTS } },
  });
  const accounts = (await listEmbeddedWallets(kit))[0]?.accounts ?? [];
  const pick = (format: SignerAccount['addressFormat']) => {
    const a = accounts.find((x) => x.addressFormat === format);
    if (!a) throw new Error(`no ${format} account`);
    return { address: a.address, addressFormat: a.addressFormat };
  };
  return {
    sandbox,
    kit,
    eth: pick('ADDRESS_FORMAT_ETHEREUM'),
    sol: pick('ADDRESS_FORMAT_SOLANA'),
    asked,
    answer,
    async close() {
      kit.destroy();
      await sandbox.close();
    },
  };
}
