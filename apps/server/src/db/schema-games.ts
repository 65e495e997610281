// Tables of the games issue (see schema.ts for the conventions). Re-exported from schema.ts.
export {};
