// Why a render failed, in a form the jobs can map to the customer's words (the contract's
// VIDEO_MESSAGES: renderTimedOut, photoUnreadable, renderFailed …).

export type VideoRenderFailure = 'timeout' | 'aborted' | 'bad-source' | 'bad-photo' | 'ffmpeg';

export class VideoRenderError extends Error {
  override readonly name = 'VideoRenderError';
  /** The last lines ffmpeg wrote to stderr, or what could not be read. */
  readonly detail: string | undefined;

  constructor(
    readonly reason: VideoRenderFailure,
    message: string,
    detail?: string,
  ) {
    super(message);
    this.detail = detail;
  }
}

export const isVideoRenderError = (error: unknown): error is VideoRenderError => error instanceof VideoRenderError;
