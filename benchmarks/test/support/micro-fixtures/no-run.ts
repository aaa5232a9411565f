// A helper module in the folder: it exports no `run`, so the collector skips it.
export const helper = 1;
