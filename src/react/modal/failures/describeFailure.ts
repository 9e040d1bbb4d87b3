import {
  isKitError,
  type KitError,
  type KitErrorCode,
  type WalletKit,
} from '../../../core/index.js';
import type { FailureFace } from '../../icons/failureIcons.js';
import type { Failure } from '../authFlowReducer.js';
import type { FailureAction, Retry } from '../authScreens.js';
import type { ErrorStringKey, FailureStrings, WalletKitStrings } from '../defaultStrings.js';
import { formatString } from '../formatString.js';
import { canRedirect } from '../oauthMode.js';
import { durationOf } from './durationOf.js';
import { withFailureStrings } from './failureStrings.js';

/** Where the error happened: the same code means different things at different steps. */
export type ErrorStep = 'send' | 'verify' | 'oauth' | 'passkey' | 'config' | 'other';

const BY_CODE: Partial<Record<KitErrorCode, ErrorStringKey>> = {
  NETWORK_ERROR: 'errorNetwork',
  TIMEOUT: 'errorTimeout',
  RESOURCE_EXHAUSTED: 'errorTooManyAttempts',
  POPUP_BLOCKED: 'errorPopupBlocked',
  WEBAUTHN_NOT_SUPPORTED: 'errorPasskeyUnsupported',
  WEBAUTHN_FAILED: 'errorPasskeyFailed',
  INVALID_ARGUMENT: 'errorInvalidInput',
  PERMISSION_DENIED: 'errorNotAllowed',
  SESSION_EXPIRED: 'errorSessionExpired',
  STATE_MISMATCH: 'errorSessionExpired',
  SESSION_MISSING: 'errorSessionExpired',
  UNTRUSTED_KEY: 'errorSecurity',
  INVALID_SIGNATURE: 'errorSecurity',
  MALFORMED_BUNDLE: 'errorSecurity',
  MALFORMED_TOKEN: 'errorSecurity',
  BUNDLE_MISMATCH: 'errorSecurity',
  APP_PROOF_MISMATCH: 'errorSecurity',
  NONCE_MISMATCH: 'errorSecurity',
  STORAGE_UNAVAILABLE: 'errorStorage',
  UNAVAILABLE: 'errorUnavailable',
  OTP_ALREADY_USED: 'errorCodeUsed',
  CLOCK_SKEW: 'errorClockSkew',
};

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * A failure as a sentence a person understands (DESIGN.md, "Errors": branch on `code`, never on
 * message text). At the code step the service's "unauthenticated" means a wrong code (the
 * sandbox and the production proxy answer gRPC 16 for it), an expired token an expired code.
 */
export function errorMessage(error: unknown, step: ErrorStep, strings: WalletKitStrings): string {
  const code = codeOf(error);
  if (step === 'verify') {
    if (code === 'UNAUTHENTICATED' || code === 'INVALID_ARGUMENT' || code === 'NOT_FOUND') {
      return strings.errorCodeInvalid;
    }
    if (code === 'TOKEN_EXPIRED' || code === 'FAILED_PRECONDITION') return strings.errorCodeExpired;
  }
  if (step === 'passkey' && code === 'NOT_FOUND') return strings.errorPasskeyNotFound;
  const key = code === undefined ? undefined : BY_CODE[code as KitErrorCode];
  // Placeholders are filled from the error's details (CLOCK_SKEW: `{minutes}`, and `{amount}`).
  const details = (error as { details?: Record<string, string | number> }).details;
  if (!key) return strings.errorGeneric;
  const minutes = Number(details?.minutes);
  return formatString(strings[key], {
    ...details,
    ...(code === 'CLOCK_SKEW' && minutes > 0 ? { amount: clockOffAmount(minutes, strings) } : {}),
  });
}

/** A clock's error in the unit that reads best: "12 min", "5 h", "3 days". */
function clockOffAmount(minutes: number, strings: WalletKitStrings): string {
  if (minutes < 120) return formatString(strings.clockOffMinutes, { count: minutes });
  const hours = Math.round(minutes / 60);
  return hours < 48
    ? formatString(strings.clockOffHours, { count: hours })
    : formatString(strings.clockOffDays, { count: Math.round(hours / 24) });
}

/** The kinds of failure with a title and icon of their own, by code. */
const FACES: Partial<Record<string, FailureFace>> = {
  NETWORK_ERROR: 'offline',
  POPUP_BLOCKED: 'popupBlocked',
  CLOCK_SKEW: 'clock',
  RESOURCE_EXHAUSTED: 'tooManyTries',
  OTP_ALREADY_USED: 'codeUsed',
  WEBAUTHN_NOT_SUPPORTED: 'noPasskey',
};

/** The face of a failure: its own for the kinds above, else the generic warning. */
export const faceOf = (code: unknown): FailureFace => FACES[code as string] ?? 'generic';

/** Puts a failure in words, with its ways on (`describeFailure`, with what the modal knows). */
export type DescribeFailure = (error: unknown, step: ErrorStep, retry: Retry) => Failure;

/** What the modal knows besides the error when a wait fails. */
export interface FailureContext {
  step: ErrorStep;
  /** What doing the wait again means ("Try again"). */
  retry: Retry;
  /** The modal's strings (the failure paths' own defaults are added here: failureStrings.ts). */
  strings: WalletKitStrings & Partial<FailureStrings>;
  /** The kit's clock, now (epoch ms): a `Retry-After` becomes a moment. */
  now: number;
  /** This browser has made or used a passkey for this app (`kit.passkeysHere`). */
  passkeySeen: boolean;
  /** A social login can run in this tab instead (a redirect page of the app is set up). */
  canRedirect: boolean;
}

/** The context with every string there. */
type Described = FailureContext & { strings: WalletKitStrings & FailureStrings };

/** Codes of a check that went nowhere: the code itself may still be good. */
const TRANSIENT = new Set(['NETWORK_ERROR', 'TIMEOUT', 'UNAVAILABLE', 'INTERNAL', 'HTTP_ERROR']);

/** `Retry-After` of a service answer, in seconds (`kitErrorFromWire` keeps it). */
const retryAfterOf = (error: unknown): number | undefined => {
  const details = isKitError(error) ? (error as KitError).details : undefined;
  const seconds = (details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
};

/**
 * A failed wait as the modal shows it: what happened, in words, and the ways on that
 * work, the first one foremost; for a code, whether it may work again. Branches on `code`, never
 * on a message (DESIGN.md, "Errors"); the service's "unauthenticated" at the code step is a
 * wrong code (the sandbox and the production proxy answer gRPC 16), its "resource exhausted" a
 * code used up by wrong tries (no `Retry-After`: send a new one) or a contact locked out for a
 * while (`Retry-After`: wait that long).
 */
export function describeFailure(error: unknown, given: FailureContext): Failure {
  const failure = described(error, given);
  return { face: faceOf((error as { code?: unknown } | null)?.code), ...failure };
}

function described(error: unknown, given: FailureContext): Failure {
  const context = { ...given, strings: withFailureStrings(given.strings) };
  const { strings, retry } = context;
  const code = (error as { code?: unknown } | null)?.code;
  const again: FailureAction = { label: strings.retry, retry };
  const wait = retryAfterOf(error);
  if (context.step === 'verify' || context.step === 'send') {
    const described = codeFailure(code, wait, context);
    if (described) return described;
  }
  if (context.step === 'passkey') return passkeyFailure(code, context);
  if (code === 'POPUP_BLOCKED' && retry.kind === 'oauth' && context.canRedirect) {
    return {
      message: strings.errorPopupBlockedRedirect,
      actions: [
        { label: strings.continueInThisTab, retry: { ...retry, mode: 'redirect' } },
        { label: strings.retryPopup, retry: { ...retry, mode: 'popup' } },
      ],
    };
  }
  return { message: errorMessage(error, context.step, strings), actions: [again] };
}

/** A code's check or (re)sending; undefined for failures that need a screen of their own. */
function codeFailure(
  code: unknown,
  wait: number | undefined,
  { step, strings, retry, now }: Described,
): Failure | undefined {
  const actions = [{ label: strings.retry, retry }];
  const verify = step === 'verify';
  if (code === 'RESOURCE_EXHAUSTED' && wait !== undefined) {
    const words = verify ? strings.errorCodeLocked : strings.errorTooManyAttemptsWait;
    return {
      message: formatString(words, { wait: durationOf(wait, strings) }),
      actions,
      code: { kind: 'wait', until: now + wait * 1000 },
    };
  }
  if (code === 'RESOURCE_EXHAUSTED') {
    return verify
      ? { message: strings.errorCodeSpent, actions, code: { kind: 'dead' }, face: 'codeUsed' }
      : { message: strings.errorTooManyAttempts, actions, code: { kind: 'failed' } };
  }
  if (TRANSIENT.has(code as string)) {
    return { message: errorMessage({ code }, step, strings), actions, code: { kind: 'failed' } };
  }
  if (!verify) return undefined;
  if (code === 'UNAUTHENTICATED' || code === 'INVALID_ARGUMENT') {
    return { message: strings.errorCodeInvalid, actions, code: { kind: 'wrong' } };
  }
  if (code === 'NOT_FOUND' || code === 'TOKEN_EXPIRED' || code === 'FAILED_PRECONDITION') {
    return {
      message: strings.errorCodeExpired,
      actions,
      code: { kind: 'dead' },
      face: 'codeExpired',
    };
  }
  // A check whose answer was lost spent the code: the service's "already used".
  if (code === 'OTP_ALREADY_USED') {
    return { message: strings.errorCodeUsed, actions, code: { kind: 'dead' } };
  }
  return undefined;
}

/**
 * A passkey that was not used. The browser answers a page the same `NotAllowedError` (the kit's
 * `USER_CANCELLED`) for a closed prompt, a failed fingerprint or face check, and no passkey at
 * all (WebAuthn L2 section 14.5); the kit's record of a passkey made or used here tells the
 * likely one: none known, creating one comes first; one known, trying again at once does.
 */
function passkeyFailure(code: unknown, { strings, retry, passkeySeen }: Described): Failure {
  const again: FailureAction = { label: strings.retry, retry };
  const create: FailureAction = {
    label: strings.createPasskeyAction,
    retry: { kind: 'show', screen: { name: 'passkeyName' } },
  };
  const other: FailureAction = {
    label: strings.otherMethods,
    retry: { kind: 'show', screen: { name: 'methods' } },
  };
  const signup = retry.kind === 'passkeySignup';
  switch (code) {
    case 'USER_CANCELLED':
      if (signup) return { message: strings.errorPasskeyNotCreated, actions: [again, other] };
      return passkeySeen
        ? { message: strings.errorPasskeyNotUsed, actions: [again, create] }
        : { message: strings.errorPasskeyNoneHere, actions: [create, again], face: 'noPasskey' };
    case 'NOT_FOUND':
      return {
        message: strings.errorPasskeyNotFound,
        actions: [create, { label: strings.useAnotherPasskey, retry }],
      };
    case 'WEBAUTHN_NOT_SUPPORTED':
      return { message: strings.errorPasskeyUnsupported, actions: [other] };
    default:
      return { message: errorMessage({ code }, 'passkey', strings), actions: [again, other] };
  }
}

/**
 * The modal's `DescribeFailure`: `describeFailure` with what the modal knows at the moment of
 * the failure. In the flow's chunk: a chunk of its own would cost the first failure a round trip.
 */
export function failureDescriber(
  kit: WalletKit,
  strings: WalletKitStrings,
  redirectUrl: string | undefined,
): DescribeFailure {
  return (error, step, retry) =>
    describeFailure(error, {
      step,
      retry,
      strings,
      now: kit.clock.now(),
      passkeySeen: kit.passkeysHere.seen(),
      canRedirect: canRedirect(redirectUrl),
    });
}
