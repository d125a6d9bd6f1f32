// Whose music a manager sees and changes (docs/product-rules.md#video-music): the same owners as
// the greetings' (docs/product-rules.md#greetings-ownership). The endpoints' access is the
// Greetings Management menu rule; here is which rows.
import { isPlatformAgency, MUSIC_MESSAGES } from '@cardora/contract';
import type { AgencyRow } from '#db/schema';
import { AppError } from '#lib/errors';
import type { Principal } from '#lib/principal';

export interface Caller {
  agency: AgencyRow;
  principal: Principal;
}

/** The tracks an agency's managers see: the platform's (when it has videos on) and its own. */
export interface MusicVisibility {
  platform: boolean;
  ownAgencyId: string | null;
}

/** An agency has videos on when it offers greeting videos or promotional videos. */
const videosOn = (agency: AgencyRow) =>
  agency.configuration.imagePost.isVideoPostsIncluded || agency.configuration.video.enableVideo;

export function musicVisibilityOf(agency: AgencyRow): MusicVisibility {
  if (isPlatformAgency(agency)) return { platform: true, ownAgencyId: null };
  return { platform: videosOn(agency), ownAgencyId: agency.id };
}

/** The owner key of the rows the agency's managers change: null is the platform's. */
export const musicOwnerKeyOf = (agency: AgencyRow): string | null => (isPlatformAgency(agency) ? null : agency.id);

/**
 * The owner of a new track: the platform for the superadmin agency; an agency's own only when it
 * may add exclusive posts (the only place its own music goes), else 400.
 */
export function newTrackOwnerOf(agency: AgencyRow): string | null {
  if (isPlatformAgency(agency)) return null;
  if (!agency.configuration.imagePost.allowAgencyExclusivePosts) {
    throw new AppError('VALIDATION_FAILED', MUSIC_MESSAGES.ownNotAllowed, 400);
  }
  return agency.id;
}

export const platformTrack = () =>
  new AppError('VALIDATION_FAILED', MUSIC_MESSAGES.platformTrack, 400, { id: MUSIC_MESSAGES.platformTrack });
