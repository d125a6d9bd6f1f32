// The festival calendar for the content team (docs/product-rules.md#festival-calendar): the
// festivals ahead with their computed dates and how many posts each has.
import { ZFestivalCalendar, ZFestivalsQuery } from '../festivals';
import { api, type EndpointDef, MANAGE } from './define';

export const festivalEndpoints = {
  listFestivals: {
    method: 'GET',
    path: api('/festivals'),
    summary:
      "The festivals between two IST dates (default: the next 90 days) with their dates and the posts each has (the platform's and the agency's own)",
    tag: 'image-posts',
    access: MANAGE.greetings,
    query: ZFestivalsQuery,
    response: ZFestivalCalendar,
  },
} as const satisfies Record<string, EndpointDef>;
