// Greetings prepared ahead of their day (docs/product-rules.md#greetings-prepared).
import {
  ZPrepareGreetingsAccepted,
  ZPrepareGreetingsBody,
  ZPrepareGreetingsJobParams,
  ZPrepareGreetingsStatus,
} from '../greeting-preparation';
import { api, type EndpointDef, MANAGE } from './define';

export const greetingPreparationEndpoints = {
  prepareGreetings: {
    method: 'POST',
    path: api('/image-post/prepare'),
    summary:
      "Draw and store a day's greetings for every active business now (the nightly run does it by itself): the platform's admins for every agency, an agency's for its own",
    tag: 'image-posts',
    access: MANAGE.greetings,
    body: ZPrepareGreetingsBody,
    response: ZPrepareGreetingsAccepted,
  },
  getGreetingPreparation: {
    method: 'GET',
    path: api('/image-post/prepare/{jobId}'),
    summary: "A preparation's progress and counts (this agency's own only)",
    tag: 'image-posts',
    access: MANAGE.greetings,
    params: ZPrepareGreetingsJobParams,
    response: ZPrepareGreetingsStatus,
  },
} as const satisfies Record<string, EndpointDef>;
