// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '../../../../src/core/index.js';
import { useEmailOtp } from '../../../../src/react/hooks/useEmailOtp.js';
import { useLogout } from '../../../../src/react/hooks/useLogout.js';
import { useSession } from '../../../../src/react/hooks/useSession.js';
import { useSmsOtp } from '../../../../src/react/hooks/useSmsOtp.js';
import { createHarness, type Harness, providerWrapper } from '../../../support/harness.js';

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
    // The code is sent (the send mutation succeeded); the login (the hook's own status) waits.
    await waitFor(() => expect(result.current.otp.send.status).toBe('success'));
    expect(result.current.otp.status).toBe('idle');
    expect(result.current.otp.send.data).toMatchObject({
      otpType: 'OTP_TYPE_EMAIL',
      contact: email,
    });

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
    await waitFor(() => expect(result.current.otp.send.data?.otpType).toBe('OTP_TYPE_SMS'));
    const code = await h.readCode(phone);
    await act(() => result.current.otp.verifyCode(code));
    await waitFor(() => expect(result.current.session.status).toBe('signedIn'));
  });
});

describe("the login hooks take the caller's mutation options (wagmi's shape)", () => {
  it("runs the caller's callbacks after the kit's reporting, each success and failure once", async () => {
    const kit = h.kit();
    const onAuthenticationSuccess = vi.fn();
    const onError = vi.fn();
    const order: string[] = [];
    const mutation = {
      onSuccess: vi.fn((_result: LoginResult) => {
        order.push('caller');
      }),
      onError: vi.fn(),
    };
    onAuthenticationSuccess.mockImplementation(() => order.push('app'));
    const { result } = renderHook(() => useEmailOtp({ mutation }), {
      wrapper: providerWrapper(kit, { onAuthenticationSuccess, onError }),
    });
    const email = 'caller.options@example.com';
    await act(() => result.current.sendCode(email));
    const right = await h.readCode(email);
    const wrong = right === '000000' ? '111111' : '000000';
    await act(async () => {
      await expect(result.current.verifyCode(wrong)).rejects.toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(mutation.onError).toHaveBeenCalledTimes(1);
    expect(mutation.onError.mock.calls[0]?.[0]).toMatchObject({ code: 'UNAUTHENTICATED' });
    let login: LoginResult | undefined;
    await act(async () => {
      login = await result.current.verifyCode(right);
    });
    expect(onAuthenticationSuccess).toHaveBeenCalledTimes(1);
    expect(onAuthenticationSuccess).toHaveBeenCalledWith(login);
    expect(mutation.onSuccess).toHaveBeenCalledTimes(1);
    expect(mutation.onSuccess.mock.calls[0]?.[0]).toBe(login);
    expect(order).toEqual(['app', 'caller']);
  });
});
