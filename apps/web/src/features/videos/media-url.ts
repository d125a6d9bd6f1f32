// A made video's file is an API path (GET /video/user-video/{id}/file): outside production the
// server picks the agency from ?agency=, so <video src> and downloads name it like every call.
import { agencyQueryParam } from '#api/agency-param';
import { addAgencyParam } from './video-format';

export function withAgency(url: string): string {
  return addAgencyParam(url, agencyQueryParam());
}
