// jsdom (a devDependency, the unit tests' DOM) ships no types; the SEO e2e test parses server
// HTML and XML with it and needs only this much.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string)
    readonly window: Window & typeof globalThis
  }
}
