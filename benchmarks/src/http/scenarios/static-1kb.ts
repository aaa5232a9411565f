import { staticFileScenario } from './static-file.js';

/** A 1 KB file through the static-file middleware: dominated by per-request overhead (stat, headers). */
export const static1kb = staticFileScenario('static-1kb', '1kb.txt', 1024);
