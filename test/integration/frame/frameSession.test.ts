// @vitest-environment happy-dom
/**
 * The frame's session and the kit's export and import actions together, against an in-process
 * sandbox: the frame (its session on a DOM of its own) makes the target key, opens and shows the
 * export, seals what is typed into it; the kit's actions only ever pass it public keys, bundles
 * and ciphertext. The messages go through the protocol's own builders and parsers, structured-
 * cloned as `postMessage` would; the real channel and origins are the e2e test's
 * (e2e/frameIsolation.spec.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginImport } from '../../../src/core/actions/beginImport.js';
import { exportWallet } from '../../../src/core/actions/exportWallet.js';
import { importPrivateKey } from '../../../src/core/actions/importPrivateKey.js';
import { importWallet } from '../../../src/core/actions/importWallet.js';
import { initOtp } from '../../../src/core/actions/initOtp.js';
import { verifyOtp } from '../../../src/core/actions/verifyOtp.js';
import { productionTrustedKeys } from '../../../src/core/crypto/trustedKeys.js';
import type { FrameChannel } from '../../../src/core/frame/createFrameChannel.js';
import { FrameError } from '../../../src/core/frame/frameError.js';
import type { WalletKit } from '../../../src/core/walletKit.js';
import { createFrameSession, type FrameRefusal } from '../../../src/frame/createFrameSession.js';
import { DEFAULT_FRAME_STRINGS } from '../../../src/frame/frameStrings.js';
import { base58Encode } from '../../../src/protocol/base58.js';
import {
  frameReply,
  frameRequest,
  parseFrameReply,
  parseFrameRequest,
} from '../../../src/protocol/frameMessages.js';
import { ETHEREUM_WALLET } from '../../support/core/walletFixtures.js';
import { kitFor, readOtpCode, type Sandbox, startSandbox } from '../../support/sandboxKit.js';

const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

let sandbox: Sandbox;
let kit: WalletKit;
/** Every body the kit sent: none may hold a secret. */
const sent: string[] = [];

beforeAll(async () => {
  sandbox = await startSandbox();
  kit = kitFor(sandbox, {
    fetch: async (url, init) => {
      sent.push(String(init.body ?? ''));
      return sandbox.handler(new Request(url, init));
    },
  });
  const contact = `frame.${Date.now()}@example.com`;
  const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact });
  await verifyOtp(kit, {
    handle,
    code: await readOtpCode(sandbox, contact),
    signup: { wallet: ETHEREUM_WALLET },
  });
});
afterAll(() => sandbox.close());

/** A frame on its own DOM, reached through the protocol's messages (as postMessage clones them). */
function frameOf(signerKey = sandbox.bootstrap.trustedKeys.signer) {
  const root = document.createElement('main');
  document.body.append(root);
  const filled: boolean[] = [];
  const session = createFrameSession({
    root,
    signerKey,
    strings: DEFAULT_FRAME_STRINGS,
    onInputFilled: (f) => filled.push(f),
  });
  let id = 0;
  const channel: FrameChannel = {
    frameOrigin: 'https://frame.test',
    async request(type, payload) {
      const parsed = parseFrameRequest(structuredClone(frameRequest(++id, type, payload)));
      if (!parsed.ok) throw new Error(parsed.reason);
      let out: unknown;
      try {
        out = await session.handle(parsed.message);
      } catch (error) {
        const refusal = error as FrameRefusal;
        throw new FrameError('INTERNAL', refusal.message, { details: { frameCode: refusal.code } });
      }
      const reply = parseFrameReply(structuredClone(frameReply(id, out as never)), type);
      if (!reply?.ok) throw new Error('the frame replied out of shape');
      return reply.payload;
    },
    onEvent: () => () => {},
    close: () => root.remove(),
  };
  const typeIn = (text: string) => {
    const input = root.querySelector('textarea')!;
    input.value = text;
    input.dispatchEvent(new Event('input'));
  };
  const button = (name: string) =>
    [...root.querySelectorAll('button')].find((b) => b.textContent === name)!;
  return { root, channel, filled, typeIn, button };
}

const walletOfSession = async () => {
  const { organizationId } = kit.session.getSnapshot().session!;
  const [wallet] = await sandbox.context.store.transaction(() =>
    sandbox.context.store.list('wallet', { organizationId }),
  );
  return wallet!;
};

describe('export into the frame', () => {
  it('shows the mnemonic in the frame only: hidden, then revealed and hidden again', async () => {
    const wallet = await walletOfSession();
    const frame = frameOf();
    const before = sent.length;
    await expect(exportWallet(kit, { frame: frame.channel, walletId: wallet.id })).resolves.toEqual(
      {
        kind: 'mnemonic',
      },
    );
    expect(frame.root.dataset.state).toBe('export-shown');
    // Hidden: the words are not in the frame's DOM until revealed.
    expect(frame.root.textContent).toContain(DEFAULT_FRAME_STRINGS.hidden);
    expect(frame.root.querySelector('ol')).toBeNull();
    frame.button('Reveal').click();
    const words = [...frame.root.querySelectorAll('li')].map((li) => li.textContent);
    expect(words.join(' ')).toBe(wallet.mnemonic);
    frame.button('Hide').click();
    expect(frame.root.querySelector('ol')).toBeNull();
    // What the kit sent: the frame's public key, never the phrase.
    const bodies = sent.slice(before).join('\n');
    expect(bodies).toContain('"targetPublicKey":"04');
    expect(bodies).not.toContain(wallet.mnemonic);
  });

  it('refuses a bundle its pinned signer did not sign, and a second show of one key', async () => {
    const wallet = await walletOfSession();
    // A frame that pins production's signer refuses the sandbox's bundles.
    const production = frameOf(productionTrustedKeys.signer);
    const refused = exportWallet(kit, { frame: production.channel, walletId: wallet.id });
    await expect(refused).rejects.toMatchObject({ details: { frameCode: 'UNTRUSTED_BUNDLE' } });
    expect(production.root.querySelector('.secret')).toBeNull();

    const frame = frameOf();
    await exportWallet(kit, { frame: frame.channel, walletId: wallet.id });
    const again = frame.channel.request('export.show', {
      bundle: '{}',
      organizationId: wallet.organizationId,
      kind: 'mnemonic',
    });
    await expect(again).rejects.toMatchObject({ details: { frameCode: 'NOT_READY' } });
  });
});

describe('import from the frame', () => {
  it('seals the typed phrase to the checked bundle; the kit sends only ciphertext', async () => {
    const frame = frameOf();
    await beginImport({ frame: frame.channel, kind: 'mnemonic' });
    expect(frame.root.dataset.state).toBe('import-input');
    // Not a phrase yet: refused in the frame, and what was typed stays.
    frame.typeIn('abandon abandon');
    await expect(
      importWallet(kit, { frame: frame.channel, walletName: 'Imported' }),
    ).rejects.toMatchObject({ details: { frameCode: 'INVALID_INPUT' } });
    expect(frame.root.querySelector('textarea')?.value).toBe('abandon abandon');
    expect(frame.root.querySelector('[role="alert"]')?.textContent).toContain('12, 15, 18');

    frame.typeIn(`  ${MNEMONIC.toUpperCase()}\n`);
    expect(frame.filled).toEqual([true]);
    const before = sent.length;
    const imported = await importWallet(kit, { frame: frame.channel, walletName: 'Imported' });
    expect(imported.addresses[0]).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
    expect(sent.slice(before).join('\n')).not.toContain('abandon');
    // Imported: the frame forgot the phrase.
    expect(frame.root.querySelector('textarea')).toBeNull();
  });

  it('imports a Solana key pair typed in base58, and exports it back in the same form', async () => {
    const secret = crypto.getRandomValues(new Uint8Array(32));
    const key = await crypto.subtle.importKey(
      'pkcs8',
      new Uint8Array([
        ...[0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70],
        ...[0x04, 0x22, 0x04, 0x20],
        ...secret,
      ]),
      { name: 'Ed25519' },
      true,
      ['sign'],
    );
    const { x } = await crypto.subtle.exportKey('jwk', key);
    const publicKey = Uint8Array.from(Buffer.from(x!, 'base64url'));
    const keyPair = base58Encode(new Uint8Array([...secret, ...publicKey]));

    const frame = frameOf();
    await beginImport({ frame: frame.channel, kind: 'privateKey', keyFormat: 'solana' });
    frame.typeIn(keyPair);
    const imported = await importPrivateKey(kit, {
      frame: frame.channel,
      privateKeyName: 'Sol',
      curve: 'CURVE_ED25519',
      addressFormats: ['ADDRESS_FORMAT_SOLANA'],
    });
    expect(imported.addresses[0]?.address).toBe(base58Encode(publicKey));

    const shown = frameOf();
    await exportWallet(kit, {
      frame: shown.channel,
      privateKeyId: imported.privateKeyId,
      keyFormat: 'solana',
    });
    shown.button('Reveal').click();
    expect(shown.root.querySelector('.secret')?.textContent).toBe(keyPair);
  });

  it('refuses a bundle for another user, and sealing without an input of that kind', async () => {
    const frame = frameOf();
    await beginImport({ frame: frame.channel, kind: 'mnemonic' });
    frame.typeIn(MNEMONIC);
    const { organizationId, userId } = kit.session.getSnapshot().session!;
    const { result } = await kit.api.initImportWallet({ userId });
    const crossed = frame.channel.request('import.seal', {
      bundle: result.importBundle,
      organizationId,
      userId: 'someone-else',
      kind: 'mnemonic',
    });
    await expect(crossed).rejects.toMatchObject({ details: { frameCode: 'BUNDLE_MISMATCH' } });
    const wrongKind = frame.channel.request('import.seal', {
      bundle: result.importBundle,
      organizationId,
      userId,
      kind: 'privateKey',
    });
    await expect(wrongKind).rejects.toMatchObject({ details: { frameCode: 'NOT_READY' } });
  });
});

describe("the app's look", () => {
  it('puts a checked theme on the page as custom properties, whole each time', async () => {
    const frame = frameOf();
    const page = document.documentElement;
    await frame.channel.request('theme', {
      scheme: 'dark',
      colors: { bg: '#17191e', focus: '#8ea2ff' },
      radius: 4,
      font: '"Inter", sans-serif',
    });
    expect(page.dataset.scheme).toBe('dark');
    expect(page.style.getPropertyValue('--bg')).toBe('#17191e');
    expect(page.style.getPropertyValue('--focus')).toBe('#8ea2ff');
    expect(page.style.getPropertyValue('--radius')).toBe('4px');
    expect(page.style.getPropertyValue('--font')).toBe('"Inter", sans-serif');
    // The next theme replaces it: what it leaves out is the stylesheet's default again.
    await frame.channel.request('theme', { colors: { fg: '#000000' } });
    expect(page.dataset.scheme).toBe('');
    expect(page.style.getPropertyValue('--bg')).toBe('');
    expect(page.style.getPropertyValue('--radius')).toBe('');
    expect(page.style.getPropertyValue('--fg')).toBe('#000000');
    frame.channel.close();
  });
});
