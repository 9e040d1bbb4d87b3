import { decryptExportBundle } from '../core/crypto/decryptExportBundle.js';
import { encryptToImportBundle } from '../core/crypto/encryptToImportBundle.js';
import {
  type ExportTargetKeyPair,
  generateExportTargetKeyPair,
} from '../core/crypto/generateExportTargetKeyPair.js';
import { CryptoCheckError } from '../core/errors/cryptoCheckError.js';
import type {
  FrameErrorCode,
  FrameImportKind,
  FrameKeyFormat,
  FrameReplyPayload,
  FrameRequestMessage,
  FrameRequestPayload,
  FrameRequestType,
  FrameStrings,
} from '../protocol/frameMessages.js';
import { applyTheme } from './applyTheme.js';
import { formatSecret } from './formatSecret.js';
import { InvalidKeyInput, parseKeyInput } from './parseKeyInput.js';
import { type KeyInput, showKeyInput } from './showKeyInput.js';
import { showSecret } from './showSecret.js';

/** A refusal the frame answers with its protocol code. */
export class FrameRefusal extends Error {
  override name = 'FrameRefusal';
  constructor(
    readonly code: FrameErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The checks' codes that are not `MALFORMED_BUNDLE` in the protocol's words. */
const CHECK_CODES: Partial<Record<string, FrameErrorCode>> = {
  UNTRUSTED_KEY: 'UNTRUSTED_BUNDLE',
  INVALID_SIGNATURE: 'UNTRUSTED_BUNDLE',
  BUNDLE_MISMATCH: 'BUNDLE_MISMATCH',
};

/** A failed check of a bundle, in the protocol's words (what failed, never any content). */
function refusalOf(error: unknown): FrameRefusal {
  if (error instanceof FrameRefusal) return error;
  if (error instanceof CryptoCheckError) {
    return new FrameRefusal(CHECK_CODES[error.code] ?? 'MALFORMED_BUNDLE', error.shortMessage);
  }
  if (error instanceof InvalidKeyInput) return new FrameRefusal('INVALID_INPUT', error.message);
  if (error instanceof DOMException && error.name === 'NotSupportedError') {
    return new FrameRefusal('UNSUPPORTED', 'this browser cannot do this in WebCrypto');
  }
  return new FrameRefusal('INTERNAL', 'the frame failed unexpectedly');
}

type Handlers = {
  [T in FrameRequestType]: (
    payload: FrameRequestPayload<T>,
  ) => Promise<FrameReplyPayload<T>> | FrameReplyPayload<T>;
};

/**
 * What the frame does for one connected app (the protocol's requests, `frameMessages.ts`): the
 * export target key (made here, private half non-extractable, used for one export), the shown
 * secret, the import input. Only public keys and ciphertext go back.
 */
export function createFrameSession(args: {
  root: HTMLElement;
  signerKey: string;
  strings: Required<FrameStrings>;
  onInputFilled(filled: boolean): void;
}) {
  const { root, signerKey, strings } = args;
  let target: ExportTargetKeyPair | undefined;
  let wipeShown: (() => void) | undefined;
  let input: { kind: FrameImportKind; keyFormat?: FrameKeyFormat; form: KeyInput } | undefined;

  // The app gives the frame the keyboard by focusing its iframe, which focuses no control of
  // this page: the first one (the field, or Reveal) takes it, so nobody has to look for it.
  addEventListener('focus', () => {
    if (document.activeElement === document.body) {
      root.querySelector<HTMLElement>('textarea,button')?.focus();
    }
  });

  const clear = () => {
    target = undefined;
    wipeShown?.();
    wipeShown = undefined;
    input?.form.clear();
    input = undefined;
    root.dataset.state = 'idle';
  };

  const handlers: Handlers = {
    async 'export.begin'() {
      clear();
      target = await generateExportTargetKeyPair();
      root.dataset.state = 'export-ready';
      return { targetPublicKey: target.publicKeyUncompressed };
    },
    async 'export.show'(payload) {
      const key = target;
      if (!key) throw new FrameRefusal('NOT_READY', 'send export.begin first');
      // One export per key: a second bundle needs a new export.begin.
      target = undefined;
      const plaintext = await decryptExportBundle({
        bundle: payload.bundle,
        pinnedSignerKey: signerKey,
        organizationId: payload.organizationId,
        recipientKey: key.keyPair,
      });
      const text = await formatSecret(plaintext, payload.kind, payload.keyFormat);
      plaintext.fill(0);
      wipeShown = showSecret(root, { text, kind: payload.kind, title: payload.title, strings });
      root.dataset.state = 'export-shown';
      return {};
    },
    'import.begin'(payload) {
      clear();
      input = {
        kind: payload.kind,
        keyFormat: payload.keyFormat,
        form: showKeyInput(root, { kind: payload.kind, strings, onFilled: args.onInputFilled }),
      };
      root.dataset.state = 'import-input';
      return {};
    },
    async 'import.seal'(payload) {
      if (!input || input.kind !== payload.kind) {
        throw new FrameRefusal('NOT_READY', `send import.begin for a ${payload.kind} first`);
      }
      const { form } = input;
      let plaintext: Uint8Array;
      try {
        plaintext = parseKeyInput(form.value(), input.kind, input.keyFormat);
      } catch (error) {
        if (error instanceof InvalidKeyInput) form.problem(error.message);
        throw error;
      }
      form.problem(undefined);
      try {
        const encryptedBundle = await encryptToImportBundle({
          bundle: payload.bundle,
          pinnedSignerKey: signerKey,
          organizationId: payload.organizationId,
          userId: payload.userId,
          plaintext,
        });
        return { encryptedBundle };
      } finally {
        plaintext.fill(0);
      }
    },
    clear() {
      clear();
      return {};
    },
    theme(payload) {
      applyTheme(document.documentElement, payload);
      return {};
    },
  };

  return {
    /** Answers one checked request: its reply payload, or throws a `FrameRefusal`. */
    async handle(message: FrameRequestMessage): Promise<unknown> {
      const handler = handlers[message.request] as (payload: unknown) => unknown;
      try {
        return await handler(message.payload);
      } catch (error) {
        throw refusalOf(error);
      }
    },
    clear,
  };
}
