/**
 * The pages rendered to HTML at build time, each as `<path>.html` beside index.html (the server sends
 * it for that path): the pages a visitor meets first, the same whoever asks.
 */
export const PRERENDERED: readonly string[] = ['/welcome', '/embed'];
