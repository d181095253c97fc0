import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of @node-rs/argon2 (an ambient const enum, which isolatedModules cannot read).
const argon2id = 2;

/** argon2id with OWASP's recommended minimum (19 MiB, 2 passes). */
export const hashPassword = (password: string) =>
  hash(password, { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, verified against when the identifier is unknown so that a
 * wrong identifier costs as long as a wrong password (no user enumeration by timing).
 */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => (decoyHash ??= hashPassword(randomUUID()));
