import { readInbox } from './readInbox.js';
import type { SandboxTarget } from './sandboxTarget.js';

export interface ReadLastCodeOptions {
  /** Only a message sent after this one (its `id`) counts: for a second code to one address. */
  newerThan?: string;
}

/**
 * The code of the newest e-mail or SMS the sandbox sent to `contact`. Call it once the app shows
 * its code step: `otp_init_v2` has answered by then, and the sandbox writes the message before
 * it answers, so there is nothing to wait for. Throws when no (newer) message exists.
 */
export async function readLastCode(
  target: SandboxTarget,
  contact: string,
  options: ReadLastCodeOptions = {},
): Promise<string> {
  const [newest] = await readInbox(target, contact);
  if (!newest || newest.id === options.newerThan) {
    throw new Error(
      `the dev inbox holds no ${options.newerThan ? 'new ' : ''}message to ${contact}`,
    );
  }
  return newest.code;
}
