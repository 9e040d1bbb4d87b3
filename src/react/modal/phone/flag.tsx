import { type ReactElement, useState } from 'react';
import { flagOf } from './flagOf.js';

export interface FlagProps {
  /** ISO 3166-1 alpha-2. */
  region: string;
  /** The app's flag images (`ui.flagUrl`). */
  url?: ((region: string) => string) | undefined;
  /** With no flag to show, show the region's code instead (the country button). */
  orCode?: boolean;
}

/**
 * A country's flag, beside its name or calling code (so decorative: empty `alt`, hidden emoji):
 * the app's image when it gives `ui.flagUrl` and the image loads, else the system's emoji flag
 * where it draws them (`flagOf`), else the code (`orCode`) or nothing. Images load as they
 * scroll into the country list (`lazy`). Keyed by region where the region changes, so a broken
 * image does not outlive its country.
 */
export function Flag(props: FlagProps): ReactElement | null {
  const { region } = props;
  const [broken, setBroken] = useState(false);
  if (props.url && !broken) {
    return (
      <img
        className="ewk-flag"
        src={props.url(region)}
        alt=""
        width={20}
        height={15}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
      />
    );
  }
  const emoji = flagOf(region);
  if (emoji) {
    return (
      <span className="ewk-region" aria-hidden="true">
        {emoji}
      </span>
    );
  }
  return props.orCode ? <span className="ewk-region">{region}</span> : null;
}
