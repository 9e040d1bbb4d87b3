import type { ReactElement } from 'react';
import { AccountIcon, type AccountIconName } from '../icons/accountIcons.js';

/** What can go wrong with a secret, one line each, led by its icon. */
export function Risks(props: { lines: [AccountIconName, string][] }): ReactElement {
  return (
    <ul className="ewk-risks">
      {props.lines.map(([name, words]) => (
        <li key={name}>
          <AccountIcon name={name} />
          {words}
        </li>
      ))}
    </ul>
  );
}
