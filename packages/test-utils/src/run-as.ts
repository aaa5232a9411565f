import { execFileSync } from 'node:child_process';

/** A user to run a program as: its name and numeric ids. */
export interface Account {
  readonly name: string;
  readonly uid: number;
  readonly gid: number;
}

function lookup(name: string): Account | undefined {
  try {
    const id = (flag: string): number =>
      Number(execFileSync('id', [flag, name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return { name, uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

/**
 * The unprivileged account to run a server as when this process is root, or `undefined` when it
 * is not root (the server then runs as the current user). PostgreSQL refuses to run as root.
 * Tries `$BATON_PG_USER`, then `postgres` (Debian's package creates it), then `nobody`.
 *
 * @example
 * const account = unprivilegedAccount(); // { name: 'postgres', uid: 101, gid: 104 } as root
 */
export function unprivilegedAccount(): Account | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const names = [process.env.BATON_PG_USER, 'postgres', 'nobody'].filter((n): n is string => Boolean(n));
  for (const name of names) {
    const account = lookup(name);
    if (account !== undefined && account.uid !== 0) return account;
  }
  throw new Error(`running as root and none of ${names.join(', ')} is an unprivileged user to run PostgreSQL as`);
}
