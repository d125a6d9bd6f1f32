// The music library's calls (docs/product-rules.md#video-music). The upload parses multipart in
// its own plugin scope; processing is queued once the row has committed.
import { endpoints } from '@cardora/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AgencyRow } from '#db/schema';
import { defineRoute } from '#lib/define-route';
import type { Principal } from '#lib/principal';
import type { Services } from '#services';
import type { Caller } from './access';
import { queueMusicProcessing, queuePendingMusic, registerMusicJob } from './process-job';
import {
  deleteMusicTrack,
  listMusicTracks,
  musicTrackView,
  setImagePostMusic,
  updateMusicTrack,
  uploadMusicTrack,
} from './service';
import { MUSIC_MULTIPART_LIMITS, readMusicForm } from './uploads';

const caller = (agency: AgencyRow, principal: Principal): Caller => ({ agency, principal });

export async function registerMusicRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await registerMusicJob(services.jobs, services);
  const warn = (what: string) => (error: unknown) => app.log.warn({ err: error }, what);
  if (services.config.nodeEnv !== 'test') {
    app.addHook('onReady', () =>
      services.databaseReadiness.run(() =>
        queuePendingMusic(services, warn('music not queued')).catch(warn('music not queued')),
      ),
    );
  }

  defineRoute(app, endpoints.listMusicTracks, async ({ agency, principal }) =>
    listMusicTracks(services, caller(agency, principal)),
  );
  defineRoute(app, endpoints.updateMusicTrack, async ({ agency, principal, params, body }) => {
    const who = caller(agency, principal);
    const { row, reprocess } = await updateMusicTrack(services, who, params.id, body);
    if (reprocess) await queueMusicProcessing(services, row).catch(warn('music not queued'));
    return musicTrackView(services, who, row);
  });
  defineRoute(app, endpoints.deleteMusicTrack, async ({ agency, principal, params }) =>
    deleteMusicTrack(services, caller(agency, principal), params.id),
  );
  defineRoute(app, endpoints.setImagePostMusic, async ({ agency, principal, params, body }) =>
    setImagePostMusic(services, caller(agency, principal), params.imageId, body.musicTrackId),
  );

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: MUSIC_MULTIPART_LIMITS });
    defineRoute(scope, endpoints.uploadMusicTrack, async ({ request, agency, principal }) => {
      const who = caller(agency, principal);
      const row = await uploadMusicTrack(services, who, () => readMusicForm(request));
      await queueMusicProcessing(services, row).catch(warn('music not queued'));
      return musicTrackView(services, who, row);
    });
  });
}
