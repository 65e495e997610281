// Minimal typing of the part of jsdom the sanitizer uses (no @types/jsdom in the project, and the
// server compiles without the DOM library): a window DOMPurify can run on.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: import('dompurify').WindowLike;
  }
}
