import {
  embeddedAccount,
  type SignerAccount,
  signAuthorization,
  signMessage,
  signTransaction,
  signTypedData,
  type TypedData,
  type WalletKit,
} from 'embedded-wallet-kit';
import { type Hex, type LocalAccount, serializeTransaction } from 'viem';
import { toAccount } from 'viem/accounts';

/** Per-call options of the account's methods: `confirm: false` skips the kit's confirmation. */
export interface ViemAccountOptions {
  /** Ask the user before each signature (the kit's confirmer). Default true. */
  confirm?: boolean;
}

/**
 * An embedded Ethereum account as a viem account (`LocalAccount`, source `embeddedWalletKit`):
 * `signMessage` (EIP-191), `signTypedData` (EIP-712, hashed by the service), `signTransaction`
 * (any type viem serializes and the service signs) and `signAuthorization` (EIP-7702), each
 * through the kit and its confirmation. Use it with `createWalletClient({ account, transport })`.
 */
export function toViemAccount(
  kit: WalletKit,
  account: SignerAccount,
  options: ViemAccountOptions = {},
): LocalAccount<'embeddedWalletKit'> {
  const confirm = options.confirm ?? true;
  const viemAccount = toAccount({
    address: account.address as Hex,
    async signMessage({ message }) {
      const bytes =
        typeof message === 'string'
          ? message
          : typeof message.raw === 'string'
            ? Uint8Array.from(
                (message.raw.slice(2).match(/../g) ?? []).map((h) => Number.parseInt(h, 16)),
              )
            : message.raw;
      return (await signMessage(kit, { message: bytes, account, confirm })).signature as Hex;
    },
    async signTypedData(typedData) {
      const signed = await signTypedData(kit, {
        account,
        typedData: typedData as unknown as TypedData,
        confirm,
      });
      return signed.signature as Hex;
    },
    async signTransaction(transaction, { serializer = serializeTransaction } = {}) {
      const unsignedTransaction = await serializer(transaction);
      return (await signTransaction(kit, { account, unsignedTransaction, confirm }))
        .signedTransaction as Hex;
    },
  });
  return {
    ...viemAccount,
    source: 'embeddedWalletKit',
    async signAuthorization(parameters) {
      const address = parameters.contractAddress ?? parameters.address;
      const signed = await signAuthorization(kit, {
        account,
        address,
        chainId: parameters.chainId,
        nonce: parameters.nonce,
        confirm,
      });
      return {
        ...signed,
        address: signed.address as Hex,
        r: signed.r as Hex,
        s: signed.s as Hex,
        yParity: signed.yParity,
      };
    },
  } as LocalAccount<'embeddedWalletKit'>;
}

/**
 * The signed-in user's embedded Ethereum account as a viem account (see `toViemAccount`);
 * `SESSION_MISSING` when signed out.
 */
export async function createViemAccount(
  kit: WalletKit,
  options: ViemAccountOptions = {},
): Promise<LocalAccount<'embeddedWalletKit'>> {
  const account = await embeddedAccount(kit, 'ADDRESS_FORMAT_ETHEREUM', { required: true });
  return toViemAccount(kit, account, options);
}
