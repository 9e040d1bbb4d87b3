import type { ReactElement, ReactNode } from 'react';
import { AccountIcon } from '../icons/accountIcons.js';
import { Screen } from '../modal/screenParts.js';

/**
 * How a change ended, with a face: an icon (a tick, or an alert), a short title that names the
 * dialog, then the words and the ways on. The words keep the text's colour: the icon and the
 * title carry the tone, the sentence stays easy to read (in both schemes). The ways on stack at
 * the dialog's width, as the login modal's do.
 */
export function Outcome(props: {
  failed?: boolean;
  title: string;
  message: string;
  children?: ReactNode;
}): ReactElement {
  return (
    <>
      <span className="ewk-outcome" data-failed={props.failed ? '' : undefined}>
        <AccountIcon name={props.failed ? 'alert' : 'check'} />
      </span>
      <Screen title={props.title}>
        <p className="ewk-text ewk-says" role={props.failed ? 'alert' : undefined}>
          {props.message}
        </p>
        {props.children && <div className="ewk-stack">{props.children}</div>}
      </Screen>
    </>
  );
}
