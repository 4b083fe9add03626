import { writeFileSync } from 'node:fs';
import { buildHooksCore, HOOKS_CORE_PATH } from './hooks-core.js';

writeFileSync(HOOKS_CORE_PATH, await buildHooksCore());
console.log(`wrote ${HOOKS_CORE_PATH}`);
