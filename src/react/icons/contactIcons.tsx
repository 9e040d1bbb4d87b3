import type { ReactElement } from 'react';
import { Icon } from './icon.js';

/** An envelope: the e-mail login. */
export function EmailIcon(): ReactElement {
  return (
    <Icon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </Icon>
  );
}

/** A phone: the SMS login. */
export function PhoneIcon(): ReactElement {
  return (
    <Icon>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2" />
      <path d="M11 18.5h2" />
    </Icon>
  );
}
