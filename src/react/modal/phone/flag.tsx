import type { ReactElement } from 'react';
import { flagOf } from './flagOf.js';

export interface FlagProps {
  /** ISO 3166-1 alpha-2. */
  region: string;
  /** The app's flag images (`ui.flagUrl`). */
  url?: ((region: string) => string) | undefined;
}

/** Whether a region has a flag to show: the app's image, or the system's emoji. */
export const hasFlag = (props: FlagProps): boolean => !!props.url || !!flagOf(props.region);

/**
 * A country's flag, beside its name or code (so decorative: empty `alt`, hidden emoji): the
 * app's image when it gives `ui.flagUrl`, else the system's emoji flag where it draws them
 * (`flagOf`), else nothing. Images load as they scroll into the country list (`lazy`).
 */
export function Flag(props: FlagProps): ReactElement | null {
  if (props.url) {
    return (
      <img
        className="ewk-flag"
        src={props.url(props.region)}
        alt=""
        width={20}
        height={15}
        loading="lazy"
        decoding="async"
      />
    );
  }
  const emoji = flagOf(props.region);
  return emoji ? (
    <span className="ewk-region" aria-hidden="true">
      {emoji}
    </span>
  ) : null;
}
