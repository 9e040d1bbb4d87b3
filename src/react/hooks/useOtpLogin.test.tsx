// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '../../core/index.js';
import { createHarness, type Harness, providerWrapper } from '../harness.test-utils.js';
import { useEmailOtp } from './useEmailOtp.js';
import { useLogout } from './useLogout.js';
import { useSession } from './useSession.js';
import { useSmsOtp } from './useSmsOtp.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('useEmailOtp', () => {
  it('logs in end to end: code sent, read from the dev inbox, verified; then useLogout', async () => {
    const kit = h.kit();
    const onAuthenticationSuccess = vi.fn<(result: LoginResult) => void>();
    const onError = vi.fn();
    const { result } = renderHook(
      () => ({ otp: useEmailOtp(), session: useSession(), logout: useLogout() }),
      { wrapper: providerWrapper(kit, { onAuthenticationSuccess, onError }) },
    );
    await waitFor(() => expect(result.current.session.status).toBe('signedOut'));
    expect(result.current.otp.status).toBe('idle');

    const email = 'ada.hooks@example.com';
    await act(() => result.current.otp.sendCode(email));
    await waitFor(() => expect(result.current.otp.status).toBe('codeSent'));
    expect(result.current.otp.handle).toMatchObject({ otpType: 'OTP_TYPE_EMAIL', contact: email });

    const code = await h.readCode(email);
    let login: LoginResult | undefined;
    await act(async () => {
      login = await result.current.otp.verifyCode(code);
    });
    expect(login?.created).toBe(true);
    // TanStack publishes mutation state on its notify tick, just after the promise settles.
    await waitFor(() => expect(result.current.otp.status).toBe('success'));
    expect(result.current.session.status).toBe('signedIn');
    expect(result.current.session.session?.userId).toBe(login?.session.userId);
    expect(onAuthenticationSuccess).toHaveBeenCalledWith(login);

    await act(() => result.current.logout.mutateAsync());
    expect(result.current.session.status).toBe('signedOut');
    expect(onError).not.toHaveBeenCalled();
  });

  it('a wrong code is UNAUTHENTICATED, reported to onError; the right one then works', async () => {
    const kit = h.kit();
    const onError = vi.fn();
    const { result } = renderHook(() => useEmailOtp(), {
      wrapper: providerWrapper(kit, { onError }),
    });
    const email = 'wrong.code@example.com';
    // sendCode and verifyCode in one handler: the handle is read from the latest send.
    const code = await act(async () => {
      await result.current.sendCode(email);
      const right = await h.readCode(email);
      const wrong = right === '000000' ? '111111' : '000000';
      await expect(result.current.verifyCode(wrong)).rejects.toMatchObject({
        code: 'UNAUTHENTICATED',
      });
      return right;
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.code).toBe('UNAUTHENTICATED');
    expect(onError).toHaveBeenCalledTimes(1);
    await act(() => result.current.verifyCode(code));
    await waitFor(() => expect(result.current.status).toBe('success'));
  });

  it('verifyCode before any code was sent is FAILED_PRECONDITION', async () => {
    const { result } = renderHook(() => useEmailOtp(), { wrapper: providerWrapper(h.kit()) });
    await expect(result.current.verifyCode('123456')).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
    });
  });

  it('an aborted send is USER_CANCELLED and not reported as an error', async () => {
    const onError = vi.fn();
    const { result } = renderHook(() => useEmailOtp(), {
      wrapper: providerWrapper(h.kit(), { onError }),
    });
    const controller = new AbortController();
    controller.abort();
    await act(async () => {
      await expect(
        result.current.sendCode('abort@example.com', { signal: controller.signal }),
      ).rejects.toMatchObject({ code: 'USER_CANCELLED' });
    });
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('useSmsOtp', () => {
  it('logs in by SMS with an E.164 number', async () => {
    const kit = h.kit();
    const { result } = renderHook(() => ({ otp: useSmsOtp(), session: useSession() }), {
      wrapper: providerWrapper(kit),
    });
    const phone = '+15555550123';
    await act(() => result.current.otp.sendCode(phone));
    expect(result.current.otp.handle?.otpType).toBe('OTP_TYPE_SMS');
    const code = await h.readCode(phone);
    await act(() => result.current.otp.verifyCode(code));
    await waitFor(() => expect(result.current.session.status).toBe('signedIn'));
  });
});
