import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum profile (m=19 MiB, t=2, p=1): ~28 ms here (STACK-NOTES).
 * `algorithm: 2` is Argon2id; the package's enum is a const enum that isolated modules cannot use.
 */
export const ARGON2_OPTIONS: Options = {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export const hashPassword = (plain: string) => hash(plain, ARGON2_OPTIONS);
export const verifyPassword = (hashed: string, plain: string) => verify(hashed, plain);
