// The video renderer: ffmpeg for the frames, the media module's satori renderer for
// every word on them. Pure of the database and storage: callers bring paths and bytes.
export { ffmpegBinary, ffprobeBinary } from './binaries';
export { isVideoRenderError, VideoRenderError, type VideoRenderFailure } from './errors';
export { type Loudness, measureLoudness, type ProcessedMusic, processMusic } from './music';
export { type MediaProbe, probeAudio, probeVideo } from './probe';
export {
  DEFAULT_TIMEOUT_MS,
  extractFrameJpeg,
  type GreetingVideoInput,
  type MusicFade,
  type RenderOptions,
  type RenderResult,
  renderGreetingVideo,
  renderTemplateVideo,
  type TemplateVideoInput,
} from './render';
export { sampleVideoValues } from './sample';
