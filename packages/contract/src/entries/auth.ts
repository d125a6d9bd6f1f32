// `@cardora/contract/auth`: what the panel needs before anyone signs in (the sign-in pages, the
// boot, the API client, error and analytics logging, the language switch): the sign-in, session,
// agency and logging endpoints with their schemas, the messages, constants, roles and languages.
// Not the one endpoint table, which names every schema of the signed-in areas, so the login
// route downloads none of them. Everything else imports the package root.
export * from '../agency';
export * from '../auth';
export * from '../common';
export * from '../constants';
export { authEndpoints } from '../endpoints/auth';
export type {
  Access,
  EndpointBody,
  EndpointDef,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
  HttpMethod,
} from '../endpoints/define';
export * from '../entitlement-messages';
export * from '../glossary';
export * from '../languages';
export * from '../logging';
export * from '../messages';
export * from '../role-labels';
export * from '../roles';
