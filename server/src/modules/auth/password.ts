import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id (the library's default algorithm; its enum is a const enum we cannot import under
 * verbatimModuleSyntax, hence the literal 2) at OWASP's recommended parameters: m=19 MiB, t=2, p=1.
 */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** Verified against when the email is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword("tavola-dummy-password");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
