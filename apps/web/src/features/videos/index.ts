// The videos feature's front door: what the rest of the web may use of it. Anything not
// exported here is the feature's own; import it from another feature only by adding it here.
export { AdminVideosView } from './components/admin-videos-view';
export type { GreetingVideoRefusal } from './components/greeting-video';
export { GreetingVideoActions, GreetingVideoStage, useGreetingVideo } from './components/greeting-video';
export type { SlotValues } from './components/slot-content';
export { SlotContent } from './components/slot-content';
export { aspectRatioOf, kindLabel, secondsLabel } from './video-format';
