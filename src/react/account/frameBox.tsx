import type { ReactElement } from 'react';
import { Spinner } from '../modal/spinner.js';
import { accountErrorMessage } from './accountErrorMessage.js';
import { useAccountNav } from './accountNav.js';
import type { useAccountFrame } from './useAccountFrame.js';

/**
 * Where the isolated frame shows: its element (which stays while the screen does, so what the
 * user typed in it survives a failed import), with the wait while it loads and its failure.
 */
export function FrameBox(props: {
  frame: ReturnType<typeof useAccountFrame>;
  hidden?: boolean;
}): ReactElement {
  const { strings } = useAccountNav();
  const { frame } = props;
  return (
    <>
      {frame.isOpening && (
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
      <div ref={frame.container} className="ewk-frame" hidden={props.hidden || !frame.frame} />
    </>
  );
}
