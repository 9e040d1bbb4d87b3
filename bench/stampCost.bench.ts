/**
 * What a stamp costs the client (wire-details, "Stamps"): the median time to stamp a 1 KB body,
 * with the kit's stamper (a non-extractable WebCrypto P-256 key: ECDSA, then r||s to DER, then
 * the base64url JSON header) against the same stamp made with @noble/curves from a raw private
 * key (what a kit holding key bytes in script would do). Each stamp is checked once against the
 * other's verifier, so both measure a correct stamp. Printed, never asserted.
 */
import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { generateSessionKeyPair } from '../src/core/crypto/generateSessionKeyPair.js';
import { publicKeyHex } from '../src/core/crypto/publicKeyHex.js';
import { createSessionKeyStamper } from '../src/core/stampers/createSessionKeyStamper.js';
import { bytesToHex, hexToBytes, utf8Encode } from '../src/protocol/encoding.js';
import { decodeApiKeyStamp, encodeApiKeyStamp } from '../src/protocol/stamp.js';

export const description =
  'median µs per X-Stamp of a 1 KB body: WebCrypto stamper vs @noble/curves';

const WARMUP = 50;
const RUNS = 1000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function time(stamp: (body: string) => Promise<unknown> | unknown, bodies: string[]) {
  for (let i = 0; i < WARMUP; i++) await stamp(bodies[i % bodies.length] ?? '');
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const body = bodies[i % bodies.length] ?? '';
    const started = performance.now();
    await stamp(body);
    samples.push((performance.now() - started) * 1000);
  }
  return median(samples);
}

/** 1 KB submit-like bodies, a few different ones so nothing is cached by accident. */
function bodies(): string[] {
  return Array.from({ length: 16 }, (_, i) => {
    const head = JSON.stringify({
      type: 'ACTIVITY_TYPE_CREATE_SMART_CONTRACT_INTERFACE',
      timestampMs: String(1_800_000_000_000 + i),
      organizationId: '7c0b5c1e-2f7e-4a43-9a0e-5f0e6d1b2c3d',
      parameters: { label: 'x', notes: '' },
    });
    return head.replace('"notes":""', `"notes":"${'n'.repeat(1024 - head.length)}"`);
  });
}

export async function run(): Promise<void> {
  const payloads = bodies();
  const pair = await generateSessionKeyPair();
  const webCrypto = createSessionKeyStamper(pair);

  const secret = p256.utils.randomSecretKey();
  const nobleKey = bytesToHex(p256.getPublicKey(secret, true));
  const noble = (body: string) =>
    encodeApiKeyStamp({
      publicKey: nobleKey,
      scheme: 'SIGNATURE_SCHEME_TK_API_P256',
      signature: bytesToHex(p256.sign(utf8Encode(body), secret, { format: 'der' })),
    });

  // One cross-check each: the server's verification (noble, DER, over sha256(body)).
  const check = (header: string, body: string) => {
    const stamp = decodeApiKeyStamp(header);
    if (!stamp) throw new Error('malformed stamp');
    const ok = p256.verify(
      hexToBytes(stamp.signature),
      sha256(utf8Encode(body)),
      hexToBytes(stamp.publicKey),
      {
        prehash: false,
        format: 'der',
      },
    );
    if (!ok) throw new Error('stamp does not verify');
  };
  const body = payloads[0] ?? '';
  check((await webCrypto.stamp(body)).headerValue, body);
  check(noble(body), body);
  if ((await publicKeyHex(pair.publicKey)).compressed.length !== 66) throw new Error('bad key');

  const webCryptoUs = await time((b) => webCrypto.stamp(b), payloads);
  const nobleUs = await time(noble, payloads);
  console.log(`body: ${Buffer.byteLength(body)} bytes, ${RUNS} stamps each (median)`);
  console.log(`  WebCrypto (non-extractable CryptoKey): ${webCryptoUs.toFixed(0)} µs`);
  console.log(`  @noble/curves (raw key in script):     ${nobleUs.toFixed(0)} µs`);
  console.log(`  ratio noble / WebCrypto: ${(nobleUs / webCryptoUs).toFixed(2)}`);
}
