/**
 * The language rules of SPEC §9 live in the contract (the server answers in the same languages);
 * the app keeps its storage key here.
 */
export { resolveUiLanguage, toUiLanguage } from '@member-app/contract/language';

export const LANGUAGE_STORAGE_KEY = 'MC_LANGUAGE';
