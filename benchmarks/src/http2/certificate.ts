import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throwaway self-signed certificate for 127.0.0.1 on disk; h2load does not verify it. */
export interface Certificate {
  readonly keyFile: string;
  readonly certFile: string;
  /** Deletes the files. */
  remove(): void;
}

/**
 * Makes a P-256 key and a one-day self-signed certificate for 127.0.0.1 with openssl, in a
 * temporary directory.
 *
 * @example
 * const certificate = makeCertificate();
 * try { serve(certificate.keyFile, certificate.certFile); } finally { certificate.remove(); }
 */
export function makeCertificate(): Certificate {
  const dir = mkdtempSync(join(tmpdir(), 'baton-h2-tls-'));
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'].concat([
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ]),
    { stdio: 'ignore' },
  );
  return { keyFile, certFile, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
