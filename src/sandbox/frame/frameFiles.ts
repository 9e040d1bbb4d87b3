/** The kit's isolated frame as served: `embedded-wallet-kit/frame`'s three static files. */
export type FrameFiles = Record<'index.html' | 'frame.css' | 'frame.js', string>;

export const FRAME_FILE_NAMES = ['index.html', 'frame.css', 'frame.js'] as const;
