// Every table of the server, one import for drizzle-kit, the driver and the modules. The tables
// live in the schema-*.ts files by capability; schema-core.ts holds those every other one references.
export * from './schema-core';
export * from './schema-content';
export * from './schema-games';
export * from './schema-member-area';
export * from './schema-vendor';
export * from './schema-push';
export * from './schema-tracking';
export * from './schema-identity';
export * from './schema-operators';
export * from './schema-loyalty';
