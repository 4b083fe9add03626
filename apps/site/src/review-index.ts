// Core's index of the practice history, for warm-practice.ts to load when the page is idle.
export { reviewIndex } from '@tunedeck/core';
