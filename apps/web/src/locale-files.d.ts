/** The language files of the build (locale-split-plugin.ts); null in tests and the dev server. */
declare module 'virtual:locale-files' {
  export const LOCALE_FILES: Readonly<
    Record<string, { first: string; later: string; partial: boolean }>
  > | null;
}
