import type pg from 'pg';

/**
 * Runs `fn` between BEGIN and COMMIT on `client`, or ROLLBACK when it throws.
 *
 * @example
 * await inTransaction(client, () => client.query('INSERT ...'));
 */
export async function inTransaction<T>(client: pg.ClientBase, fn: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await fn();
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  }
}
