import { describe, expect, it } from 'vitest';
import type { LoginResult, OtpHandle } from '../../core/index.js';
import { authFlowReducer, initialAuthFlow } from './authFlowReducer.js';
import {
  type AuthScreen,
  backOf,
  type CodeScreenState,
  type FailureAction,
  METHODS,
} from './authScreens.js';

const handle: OtpHandle = {
  otpId: 'otp-1',
  otpType: 'OTP_TYPE_EMAIL',
  contact: 'ada@example.com',
  targetBundle: '{}',
};
const email: AuthScreen = { name: 'methods', contact: 'email' };
const wait = { label: 'Sending your code…', back: email };

describe('the modal screens, without React (screen + event -> screen)', () => {
  it('walks an e-mail login: entry, wait, code, delayed wait, success', () => {
    // The e-mail field is on the first screen.
    let state = authFlowReducer(initialAuthFlow, { type: 'show', screen: email });
    expect(state.screen).toEqual(email);
    expect(backOf(state.screen)).toBeUndefined();
    state = authFlowReducer(state, {
      type: 'sending',
      otpType: 'OTP_TYPE_EMAIL',
      contact: handle.contact,
    });
    expect(state.email).toBe(handle.contact);
    state = authFlowReducer(state, { type: 'wait', wait });
    expect(state.screen).toEqual({ name: 'busy', ...wait });
    expect(backOf(state.screen)).toBeUndefined();
    state = authFlowReducer(state, {
      type: 'codeSent',
      otpType: 'OTP_TYPE_EMAIL',
      contact: handle.contact,
      handle,
      sentAt: 5,
      resent: false,
    });
    const code = state.screen;
    expect(code).toMatchObject({ name: 'code', handle, sentAt: 5 });
    expect(backOf(code)).toEqual(email);
    // A code check keeps the code screen until it has lasted long, and only if still there.
    const checking = { label: 'Checking your code…', back: code };
    expect(authFlowReducer(state, { type: 'waitedLong', from: email, wait: checking })).toBe(state);
    state = authFlowReducer(state, { type: 'waitedLong', from: code, wait: checking });
    expect(state.screen).toMatchObject({ name: 'busy', back: code });
    const result = { created: true } as LoginResult;
    state = authFlowReducer(state, { type: 'succeeded', result });
    expect(state.screen).toEqual({ name: 'success', result });
  });

  it('a cancelled wait goes back quietly; a failed one shows an error with its ways on', () => {
    const busy = authFlowReducer(initialAuthFlow, {
      type: 'wait',
      wait: { ...wait, back: METHODS },
    });
    expect(authFlowReducer(busy, { type: 'cancel' }).screen).toBe(METHODS);
    expect(authFlowReducer(busy, { type: 'cancelled', back: METHODS }).screen).toBe(METHODS);
    expect(authFlowReducer(initialAuthFlow, { type: 'cancel' })).toBe(initialAuthFlow);
    const actions = [
      {
        label: 'Continue in this tab',
        retry: { kind: 'oauth', provider: 'google', mode: 'redirect' },
      },
      { label: 'Try the pop-up again', retry: { kind: 'oauth', provider: 'google' } },
    ] as const satisfies FailureAction[];
    const failure = { message: 'Your browser blocked the sign-in window.', actions: [...actions] };
    const failed = authFlowReducer(busy, { type: 'failed', failure, back: METHODS, at: 1 });
    expect(failed.screen).toEqual({
      name: 'error',
      message: failure.message,
      actions,
      back: METHODS,
    });
    expect(backOf(failed.screen)).toBe(METHODS);
    // A failure that knows it is a code's, from elsewhere than the code screen: its own screen.
    const elsewhere = authFlowReducer(busy, {
      type: 'failed',
      failure: { ...failure, code: { kind: 'failed' } },
      back: email,
      at: 2,
    });
    expect(elsewhere.screen).toMatchObject({ name: 'error', back: email });
  });

  it('a failed check stays on the code screen: the words under the boxes, the digits kept', () => {
    const code: CodeScreenState = {
      name: 'code',
      otpType: 'OTP_TYPE_EMAIL',
      contact: handle.contact,
      handle,
      sentAt: 5,
      resent: false,
    };
    const back = { ...code, typed: '123456' };
    const checking = authFlowReducer(
      { ...initialAuthFlow, screen: code },
      { type: 'waitedLong', from: code, wait: { label: 'Checking…', back } },
    );
    const wrong = authFlowReducer(checking, {
      type: 'failed',
      failure: { message: 'That code didn’t work.', actions: [], code: { kind: 'wrong' } },
      back,
      at: 10,
    });
    expect(wrong.screen).toEqual({
      ...back,
      problem: { kind: 'wrong', message: 'That code didn’t work.', at: 10 },
    });
    // Locked for a while: the wait the service gave comes along.
    const locked = authFlowReducer(wrong, {
      type: 'failed',
      failure: {
        message: 'Too many wrong codes.',
        actions: [],
        code: { kind: 'wait', until: 3_600_010 },
      },
      back,
      at: 11,
    });
    expect(locked.screen).toMatchObject({
      name: 'code',
      typed: '123456',
      problem: { kind: 'wait', until: 3_600_010, at: 11 },
    });
    // A new code clears it all.
    const fresh = authFlowReducer(locked, {
      type: 'codeSent',
      otpType: 'OTP_TYPE_EMAIL',
      contact: handle.contact,
      handle,
      sentAt: 20,
      resent: true,
    });
    expect(fresh.screen).not.toHaveProperty('problem');
    expect(fresh.screen).not.toHaveProperty('typed');
  });

  it('sending refused for a while: the error screen keeps when a try is taken again', () => {
    const refused = authFlowReducer(initialAuthFlow, {
      type: 'failed',
      failure: {
        message: 'Too many attempts. Try again in 45 s.',
        actions: [],
        code: { kind: 'wait', until: 45_000 },
      },
      back: METHODS,
      at: 0,
    });
    expect(refused.screen).toMatchObject({ name: 'error', until: 45_000 });
    const other = authFlowReducer(initialAuthFlow, {
      type: 'failed',
      failure: { message: 'No connection.', actions: [], code: { kind: 'failed' } },
      back: METHODS,
      at: 0,
    });
    expect(other.screen).toMatchObject({ name: 'error', until: undefined });
  });

  it('closing keeps the flow for the next opening, without the wait the closing ended', () => {
    const code: CodeScreenState = {
      name: 'code',
      otpType: 'OTP_TYPE_SMS',
      contact: '+15555550123',
      handle: { ...handle, otpType: 'OTP_TYPE_SMS', contact: '+15555550123' },
      sentAt: 5,
      resent: false,
    };
    const on = (screen: AuthScreen) =>
      authFlowReducer({ ...initialAuthFlow, email: 'a@b.co', screen }, { type: 'closed' });
    expect(on(code).screen).toBe(code);
    expect(on(code).email).toBe('a@b.co');
    expect(on({ name: 'busy', label: 'Checking…', back: code }).screen).toBe(code);
    expect(on({ name: 'busy', label: 'Sending…', back: email }).screen).toBe(email);
    expect(on({ name: 'error', message: 'x', actions: [], back: code }).screen).toBe(code);
    expect(on({ name: 'error', message: 'x', actions: [], back: undefined }).screen).toBe(METHODS);
    // A finished login starts afresh, contacts forgotten.
    expect(on({ name: 'success', result: { created: false } as LoginResult })).toBe(
      initialAuthFlow,
    );
  });

  it('remembers an e-mail address as it is sent; a phone number as the phone field held it', () => {
    const sms = authFlowReducer(initialAuthFlow, {
      type: 'sending',
      otpType: 'OTP_TYPE_SMS',
      contact: '+15555550123',
    });
    expect(sms).toBe(initialAuthFlow);
    const draft = {
      country: 'US',
      national: '(555) 555-0123',
      e164: '+15555550123',
      display: '+1 555 555 0123',
    };
    const kept = authFlowReducer(initialAuthFlow, { type: 'phoneDraft', draft });
    expect(kept).toEqual({ ...initialAuthFlow, phone: draft });
  });

  it('the code screen leads back to the first screen, with the field the code went to', () => {
    const code = (otpType: OtpHandle['otpType']): AuthScreen => ({
      name: 'code',
      otpType,
      contact: 'x',
      handle: { ...handle, otpType },
      sentAt: 1,
      resent: false,
    });
    expect(backOf(code('OTP_TYPE_EMAIL'))).toEqual({ name: 'methods', contact: 'email' });
    expect(backOf(code('OTP_TYPE_SMS'))).toEqual({ name: 'methods', contact: 'sms' });
  });

  it('keeps an e-mail address typed but not sent, for the next opening', () => {
    const typed = authFlowReducer(initialAuthFlow, { type: 'emailDraft', email: 'ada@exa' });
    expect(typed).toEqual({ ...initialAuthFlow, email: 'ada@exa' });
    expect(authFlowReducer(typed, { type: 'emailDraft', email: 'ada@exa' })).toBe(typed);
    expect(authFlowReducer(typed, { type: 'closed' }).email).toBe('ada@exa');
  });

  it('a new passkey is named before it is made, and back leads to the methods', () => {
    const naming = authFlowReducer(initialAuthFlow, {
      type: 'show',
      screen: { name: 'passkeyName' },
    });
    expect(backOf(naming.screen)).toBe(METHODS);
  });
});
