// The music library (docs/product-rules.md#video-music): the tracks a manager sees, the upload
// (multipart, processed in the background), a rename or new trim, a delete, and a greeting VIDEO
// post's music. Access is the Greetings Management menu rule (admin or franchisee with all-card
// access; in the superadmin agency these are also the video template managers): the service
// decides whose tracks a caller sees (the platform's and its agency's own) and may change.
import {
  ZDeleteMusicTrackResponse,
  ZImagePostMusic,
  ZImagePostMusicBody,
  ZImagePostMusicParams,
  ZMusicTrack,
  ZMusicTrackIdParams,
  ZMusicTrackList,
  ZUpdateMusicTrackBody,
} from '../music';
import { api, type EndpointDef, MANAGE } from './define';

export const musicEndpoints = {
  listMusicTracks: {
    method: 'GET',
    path: api('/music'),
    summary: "The music library: the platform's tracks and the agency's own, newest first, with a playable URL",
    tag: 'music',
    access: MANAGE.greetings,
    response: ZMusicTrackList,
  },
  uploadMusicTrack: {
    method: 'POST',
    path: api('/music'),
    summary:
      'Add a track (multipart: "file" MP3/M4A/WAV/OGG ≤ 10 MB, 2–300 s; name, mood, trimStartMs, trimEndMs): trimmed and normalised to −14 LUFS / −1 dBTP in the background',
    tag: 'music',
    access: MANAGE.greetings,
    response: ZMusicTrack,
  },
  updateMusicTrack: {
    method: 'PUT',
    path: api('/music/{id}'),
    summary: 'Rename or retag a track, or trim it again (processed again from the kept original)',
    tag: 'music',
    access: MANAGE.greetings,
    params: ZMusicTrackIdParams,
    body: ZUpdateMusicTrackBody,
    response: ZMusicTrack,
  },
  deleteMusicTrack: {
    method: 'DELETE',
    path: api('/music/{id}'),
    summary: 'Delete a track; refused (409) while a video template or greeting post uses it',
    tag: 'music',
    access: MANAGE.greetings,
    params: ZMusicTrackIdParams,
    response: ZDeleteMusicTrackResponse,
  },
  setImagePostMusic: {
    method: 'PUT',
    path: api('/image-post/{imageId}/music'),
    summary: "Pick a greeting VIDEO post's music from the library (null: silent); 400 on an IMAGE post",
    tag: 'music',
    access: MANAGE.greetings,
    params: ZImagePostMusicParams,
    body: ZImagePostMusicBody,
    response: ZImagePostMusic,
  },
} as const satisfies Record<string, EndpointDef>;
