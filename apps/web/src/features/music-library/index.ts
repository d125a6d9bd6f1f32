// The music library (docs/product-rules.md#video-music): the Music tab of greetings management,
// and the picker the video template dialog and the greeting post dialog use.
export { MusicLibraryPanel } from './components/music-library-panel';
export { MusicPicker } from './components/music-picker';
export { musicKeys, useSetPostMusic } from './hooks/use-music';
