import type { Curve, TransactionType } from 'embedded-wallet-kit/protocol';
import { bytesToHex, hexToBytes } from 'embedded-wallet-kit/protocol/internal';
import { readHex } from '../../wallet/readHex.js';
import { signEthereumTransaction } from '../../wallet/signEthereumTransaction.js';
import { SigningInputError } from '../../wallet/signingInputError.js';
import { signSolanaTransaction } from '../../wallet/signSolanaTransaction.js';
import type { SubmitHandler } from '../handlerTypes.js';
import { signingInputRefusal } from './signingInputRefusal.js';
import { signingKeyOf } from './signingKeyOf.js';

/** The curve each chain's transactions are signed with. */
const CURVE_OF: Partial<Record<TransactionType, Curve>> = {
  TRANSACTION_TYPE_ETHEREUM: 'CURVE_SECP256K1',
  TRANSACTION_TYPE_SOLANA: 'CURVE_ED25519',
};

/**
 * `sign_transaction` (production's `ACTIVITY_TYPE_SIGN_TRANSACTION_V2`): the unsigned
 * transaction in the chain's canonical serialization (hex, `0x` optional), signed by the wallet
 * account `signWith` names with its own derived key, answered as the signed serialization in hex
 * without `0x` (what `@turnkey/core` prefixes before broadcasting). Ethereum (legacy, EIP-155 and
 * the EIP-2718 types 1 to 4) and Solana (legacy and v0); Tron, Bitcoin and Tempo transactions are
 * production's and 501 here.
 */
export const signTransaction: SubmitHandler<'sign_transaction'> = ({
  ctx,
  params,
  organizationId,
}) => {
  const key = signingKeyOf(ctx, organizationId, params.signWith);
  try {
    const curve = CURVE_OF[params.type];
    if (!curve) {
      throw new SigningInputError('type', `${params.type} is not implemented by the sandbox`, {
        unsupported: true,
      });
    }
    if (curve !== key.curve) {
      throw new SigningInputError(
        'type',
        `${params.type} is signed with a ${curve} account; signWith is a ${key.curve} account`,
      );
    }
    const unsigned = readHex(params.unsignedTransaction, 'unsignedTransaction');
    const signed =
      curve === 'CURVE_SECP256K1'
        ? signEthereumTransaction(key.privateKey, unsigned)
        : signSolanaTransaction(key.privateKey, hexToBytes(key.account.publicKey), unsigned);
    return { signedTransaction: bytesToHex(signed) };
  } catch (error) {
    if (!(error instanceof SigningInputError)) throw error;
    throw signingInputRefusal(error, `parameters.${error.field}`);
  } finally {
    key.privateKey.fill(0);
  }
};
