import type { ReactElement } from 'react';
import { Icon } from './icon.js';

/** A check in a circle: a success screen's icon, in the success colour. */
export function SuccessIcon(): ReactElement {
  return (
    <Icon className="ewk-icon ewk-outcome-icon ewk-outcome-icon--success">
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.7 2.7L16.5 9.5" />
    </Icon>
  );
}
