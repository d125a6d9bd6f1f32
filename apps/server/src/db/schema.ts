// The Drizzle schema (PostgreSQL dialect; runs on PGlite and on PostgreSQL 15+), one file per
// area in schema/. Every tenant-owned row carries agency_id; queries are scoped by it in the repos.
// This file only gathers them: the schema files import each other, never this one.

export * from './schema/admin-notifications';
export * from './schema/cards';
export * from './schema/commerce';
export * from './schema/content';
export * from './schema/dashboard';
export * from './schema/enquiries';
export * from './schema/identity';
export * from './schema/image-posts';
export * from './schema/image-requests';
export * from './schema/logging';
export * from './schema/music';
export * from './schema/operations';
export * from './schema/pdf-cards';
export * from './schema/tags';
export * from './schema/tax-documents';
export * from './schema/ui-customisation';
export * from './schema/videos';
export * from './schema/webhooks';
