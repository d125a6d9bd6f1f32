// Feedback (GET /feedback (params), DELETE /feedback (params))
// and the visitor's form on the public card, spread into the one endpoint table.
//
// Access: 'session'; the service decides the reach (a customer their own businesses, admins and
// creators every business of the agency, a franchisee the ones it made unless it has all-card
// access): a business or feedback out of reach is 404, as if it did not exist. A franchisee
// deleting needs card:edit (403), as for every other change to what a card shows.
// The visitor's form is 'public' and outside /api/v1: a plain HTML form on the card's host,
// answered with HTML (303 to the thank-you page, 400 the form again with the field's message,
// 429 a friendly page), registered by modules/feedback with its own parser.

import {
  ZDeleteFeedbackQuery,
  ZDeleteFeedbackResponse,
  ZFeedbackForm,
  ZFeedbackList,
  ZFeedbackListQuery,
  ZVisitorFormResponse,
} from '../feedback';
import { api, type EndpointDef } from './define';

const tag = 'feedback';

export const feedbackEndpoints = {
  listFeedback: {
    method: 'GET',
    path: api('/feedback'),
    summary:
      "Visitors' feedback on the cards of one business (businessId) or of every business in the caller's reach, newest first, in pages that append, with the total and the average rating",
    tag,
    access: 'session',
    query: ZFeedbackListQuery,
    response: ZFeedbackList,
  },
  deleteFeedback: {
    method: 'DELETE',
    path: api('/feedback'),
    summary: 'Delete one feedback (feedbackNo) of a business in reach',
    tag,
    access: 'session',
    query: ZDeleteFeedbackQuery,
    response: ZDeleteFeedbackResponse,
  },
  submitFeedback: {
    method: 'POST',
    path: '/{cardId}/feedback',
    summary:
      "The public card's feedback form (application/x-www-form-urlencoded: rating, message, name, optional contact, the honeypot): 303 to /{cardId}/thanks?for=feedback; 400 the form again with each field's message; 429 past 5 per visitor in 10 minutes or 50 per card a day",
    tag,
    access: 'public',
    body: ZFeedbackForm,
    response: ZVisitorFormResponse,
  },
} as const satisfies Record<string, EndpointDef>;
