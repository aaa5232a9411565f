import { staticFileScenario } from './static-file.js';

/** A 1 MB file through the static-file middleware: dominated by streaming the bytes. */
export const static1mb = staticFileScenario('static-1mb', '1mb.txt', 1024 * 1024);
