import type { ReactElement } from 'react';
import { Spinner } from '../modal/spinner.js';
import { accountErrorMessage } from './accountErrorMessage.js';
import { useAccountNav } from './accountNav.js';
import type { useAccountFrame } from './useAccountFrame.js';

/**
 * Where the isolated frame shows: its element (which stays while the screen does, so what the
 * user typed in it survives a failed import), with the wait while it loads and its failure.
 * The frame shows once it wears the dialog's theme and has what it is for (`ready`: the secret,
 * the input): no flash of another look, no empty box. It has no border: its content sits in
 * the dialog's column, and its height follows that content (`openWalletFrame`).
 */
export function FrameBox(props: {
  frame: ReturnType<typeof useAccountFrame>;
  /** The frame shows what it is for (default: as soon as it is connected and themed). */
  ready?: boolean;
  hidden?: boolean;
}): ReactElement {
  const { strings } = useAccountNav();
  const { frame } = props;
  const shown = frame.themed && (props.ready ?? true);
  return (
    <>
      {frame.error === undefined && !shown && !props.hidden && (
        <div className="ewk-status" role="status">
          <Spinner />
          <p className="ewk-text">{strings.frameOpening}</p>
        </div>
      )}
      {frame.error !== undefined && (
        <>
          <p className="ewk-alert" role="alert">
            {(frame.error as { code?: string }).code?.startsWith('FRAME_')
              ? strings.frameUnavailable
              : accountErrorMessage(frame.error, 'other', strings)}
          </p>
          <button type="button" className="ewk-button" onClick={frame.retry}>
            {strings.retry}
          </button>
        </>
      )}
      {/* Laid out while it waits (at the column's width, so the frame's first height is
          right), out of sight: a `hidden` box would lay the frame out at no width at all. */}
      <div
        ref={frame.container}
        className="ewk-frame"
        hidden={props.hidden || frame.error !== undefined}
        data-waiting={shown ? undefined : ''}
      />
    </>
  );
}
