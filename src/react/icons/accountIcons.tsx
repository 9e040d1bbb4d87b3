import type { ReactElement } from 'react';
import { Icon } from './icon.js';

/**
 * The account center's icons: 24-unit outline drawings (stroke in the text's colour), inline
 * SVG in the account center's chunks only. Decorative: every control is named in words.
 */
const PATHS = {
  mail: 'M3.5 6.5h17v11h-17zM4 7l8 6 8-6',
  phone: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
  key: 'M14.5 9.5a4 4 0 1 0-3.4 4L12 14.5h2v2h2v2h3.5V15l-5.3-5.3zM7.5 8.5h.01',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3.3 3 14.7 0 18M12 3c-3 3.3-3 14.7 0 18',
  wallet: 'M4 7.5h15.5v11H5A1.5 1.5 0 0 1 3.5 17V6A1.5 1.5 0 0 1 5 4.5h12v3M16 13h.01',
  coin: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 9.5h3.8a1.6 1.6 0 0 1 0 3.2H9.5h4.3a1.6 1.6 0 0 1 0 3.2H9.5zM11 8v1.5M11 16v1.5',
  shield: 'M12 3l7.5 3v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6z',
  warning: 'M12 3.5l9.5 16.5h-19zM12 10v4M12 17h.01',
  eye: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  lock: 'M6 10.5h12v10H6zM8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3M12 14.5v2',
  export: 'M12 15V3.5M7.5 8 12 3.5 16.5 8M4.5 14v6h15v-6',
  import: 'M12 3.5V15M7.5 10.5 12 15l4.5-4.5M4.5 14v6h15v-6',
  devices: 'M3.5 5.5h13v9h-13zM1.5 17.5h11M17.5 9.5h5v10h-5z',
  logout: 'M14 4.5H5.5v15H14M10 12h10.5M17 8.5l3.5 3.5-3.5 3.5',
  check: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 12.3l2.7 2.7L16.2 9.5',
  alert: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5v5.5M12 16.5h.01',
  copy: 'M9 9h11v11H9zM15 9V4H4v11h5',
  more: 'M5 11.5v1M12 11.5v1M19 11.5v1',
  plus: 'M12 5v14M5 12h14',
} as const;

export type AccountIconName = keyof typeof PATHS;

export function AccountIcon({ name }: { name: AccountIconName }): ReactElement {
  return (
    <Icon>
      <path d={PATHS[name]} />
    </Icon>
  );
}
