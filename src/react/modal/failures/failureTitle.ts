import type { FailureFace } from '../../icons/failureIcons.js';
import type { FailureStrings, WalletKitStrings } from '../defaultStrings.js';

/**
 * A failure's title: its kind's own ("Pop-up blocked", `failedPopupBlocked`: each kind's title
 * is named after it), else the generic one.
 */
export function failureTitle(
  face: FailureFace | undefined,
  strings: WalletKitStrings & FailureStrings,
): string {
  return face && face !== 'generic'
    ? strings[
        `failed${face.charAt(0).toUpperCase()}${face.slice(1)}` as `failed${Capitalize<typeof face>}`
      ]
    : strings.errorTitle;
}
