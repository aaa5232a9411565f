import { packageManagers, templates } from './options.js';

/**
 * The text `--help` prints.
 *
 * @example
 * console.log(HELP);
 */
export const HELP = `Usage: npm create batonjs@latest [folder] -- [options]
       npx create-batonjs [folder] [options]

Writes a ready TypeScript app on Baton into [folder] (new, or empty), then installs its
dependencies. On a terminal it asks for what is not given; elsewhere (pipes, CI) it never asks.

Options:
  -t, --template <name>   ${templates.join(' | ')} (default api): api is a JSON API; web adds pages
                          rendered with eta and static files from public/
      --pm <name>         ${packageManagers.join(' | ')}: the package manager to install with
                          (default: the one that ran this command, else npm)
      --no-install        write the files only
  -h, --help              this text
`;
