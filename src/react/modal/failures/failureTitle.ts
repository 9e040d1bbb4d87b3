import type { FailureFace } from '../../icons/failureIcons.js';
import type { FailureStrings, WalletKitStrings } from '../defaultStrings.js';

/** A failure's title: its kind's own ("Pop-up blocked"), else the generic one. */
export function failureTitle(
  face: FailureFace | undefined,
  strings: WalletKitStrings & FailureStrings,
): string {
  switch (face) {
    case 'popupBlocked':
      return strings.failedPopupBlocked;
    case 'noPasskey':
      return strings.failedNoPasskey;
    case 'codeUsed':
      return strings.failedCodeUsed;
    case 'codeExpired':
      return strings.failedCodeExpired;
    case 'tooManyTries':
      return strings.failedTooManyTries;
    case 'offline':
      return strings.failedOffline;
    case 'clock':
      return strings.failedClock;
    default:
      return strings.errorTitle;
  }
}
