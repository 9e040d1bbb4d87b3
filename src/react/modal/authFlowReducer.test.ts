import { describe, expect, it } from 'vitest';
import type { LoginResult, OtpHandle } from '../../core/index.js';
import { authFlowReducer, initialAuthFlow } from './authFlowReducer.js';
import { type AuthScreen, backOf, METHODS } from './authScreens.js';

const handle: OtpHandle = {
  otpId: 'otp-1',
  otpType: 'OTP_TYPE_EMAIL',
  contact: 'ada@example.com',
  targetBundle: '{}',
};
const email: AuthScreen = { name: 'email' };
const wait = { label: 'Sending your code…', back: email };

describe('the modal screens, without React (screen + event -> screen)', () => {
  it('walks an e-mail login: entry, wait, code, delayed wait, success', () => {
    let state = authFlowReducer(initialAuthFlow, { type: 'show', screen: email });
    expect(state.screen).toEqual(email);
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

  it('a cancelled wait goes back quietly; a failed one shows an error that knows its retry', () => {
    const busy = authFlowReducer(initialAuthFlow, {
      type: 'wait',
      wait: { ...wait, back: METHODS },
    });
    expect(authFlowReducer(busy, { type: 'cancel' }).screen).toBe(METHODS);
    expect(authFlowReducer(busy, { type: 'cancelled', back: METHODS }).screen).toBe(METHODS);
    expect(authFlowReducer(initialAuthFlow, { type: 'cancel' })).toBe(initialAuthFlow);
    const retry = { kind: 'oauth', provider: 'google' } as const;
    const failed = authFlowReducer(busy, {
      type: 'failed',
      message: 'We couldn’t reach the server.',
      retry,
      back: METHODS,
    });
    expect(failed.screen).toEqual({
      name: 'error',
      message: 'We couldn’t reach the server.',
      retry,
      back: METHODS,
    });
    expect(backOf(failed.screen)).toBe(METHODS);
  });

  it('remembers an e-mail address as it is sent, not a phone number', () => {
    const sms = authFlowReducer(initialAuthFlow, {
      type: 'sending',
      otpType: 'OTP_TYPE_SMS',
      contact: '+15555550123',
    });
    expect(sms).toBe(initialAuthFlow);
  });
});
