import { storybookProject } from './vitest.config.js';

/** The longest story files, run beside the end-to-end files (see `LATE_STORY_FILES`). */
export default storybookProject(true);
