import { type ReactElement, useState } from 'react';
import type { OtpHandle } from '../../../core/index.js';
import { useWalletKitContext } from '../../context/useWalletKitContext.js';
import { useContactUpdate } from '../../hooks/useContactUpdate.js';
import { codeScreenChunk } from '../../modal/codeScreenChunk.js';
import { formatString } from '../../modal/formatString.js';
import { LazyScreen } from '../../modal/lazyScreen.js';
import { phoneFieldChunk } from '../../modal/phoneFieldChunk.js';
import type { CodeScreenProps } from '../../modal/screens/codeScreen.js';
import { EmailField } from '../../modal/screens/emailField.js';
import { useAccountNav } from '../accountNav.js';
import { TaskView } from '../taskView.js';
import { useAccountTask } from '../useAccountTask.js';
import { WalletLockNotice } from '../walletLockNotice.js';

/** The code on its way: where it went, when, and its handle. */
interface SentCode {
  handle: OtpHandle;
  sentAt: number;
  resent: boolean;
}

/**
 * Adds, changes or verifies the e-mail address or phone number: the new one typed (the login
 * modal's e-mail and phone screens), a code sent to it, the code typed (the modal's code screen),
 * then `update_user_email` / `update_user_phone_number` with the verification token. A wallet
 * that logs in to this account is warned about first (the shared-account rule).
 */
export function ContactScreen(props: {
  kind: 'email' | 'phone';
  initial?: string | undefined;
}): ReactElement {
  const { kind, initial } = props;
  const nav = useAccountNav();
  const { kit, ui } = useWalletKitContext();
  const { strings, user, offered } = nav;
  const otpType = kind === 'email' ? 'OTP_TYPE_EMAIL' : 'OTP_TYPE_SMS';
  const update = useContactUpdate({ otpType });
  const task = useAccountTask(strings);
  const [sent, setSent] = useState<SentCode | undefined>(undefined);
  const [retry, setRetry] = useState<() => void>(() => task.reset);

  const current = kind === 'email' ? user.userEmail : user.userPhoneNumber;
  const title = initial
    ? formatString(strings.verifyNamed, { name: initial })
    : kind === 'email'
      ? current
        ? strings.changeEmailTitle
        : strings.addEmail
      : current
        ? strings.changePhoneTitle
        : strings.addPhone;

  const send = (contact: string, resent: boolean) => {
    const again = () => send(contact, resent);
    setRetry(() => again);
    task.run({ label: strings.sendingCode }, 'send', async (signal) => {
      const handle = await update.sendCode(contact, { signal });
      setSent({ handle, sentAt: kit.clock.now(), resent });
      return undefined;
    });
  };
  const verify = (code: string, handle: OtpHandle) => {
    setRetry(() => task.reset);
    task.run({ label: strings.verifyingCode }, 'verify', async (signal) => {
      await update.verifyCode(code, { handle, signal });
      return {
        title: strings.contactDoneTitle,
        message: formatString(strings.contactDone, { contact: handle.contact }),
      };
    });
  };

  let form: ReactElement;
  if (sent) {
    const codeProps: CodeScreenProps = {
      strings,
      contact: sent.handle.contact,
      length: offered.otpLength,
      alphanumeric: offered.otpAlphanumeric,
      sentAt: sent.sentAt,
      cooldownSeconds: ui.resendCooldownSeconds ?? 30,
      clock: kit.clock,
      resent: sent.resent,
      onSubmit: (code: string) => verify(code, sent.handle),
      onResend: () => send(sent.handle.contact, true),
    };
    form = <LazyScreen chunk={codeScreenChunk} props={codeProps} />;
  } else {
    const onSubmit = (contact: string) => send(contact, false);
    form = (
      <>
        <WalletLockNotice />
        {kind === 'email' ? (
          <EmailField strings={strings} initial={initial ?? ''} onSubmit={onSubmit} />
        ) : (
          // The login modal's phone field (its chunk, the country list); its draft is not kept.
          <LazyScreen
            chunk={phoneFieldChunk}
            props={{ strings, initial: undefined, onSubmit: (draft) => onSubmit(draft.e164) }}
          />
        )}
      </>
    );
  }
  return (
    <TaskView
      title={title}
      description={sent ? undefined : strings.contactCodeHint}
      task={task}
      onRetry={retry}
    >
      {form}
    </TaskView>
  );
}
