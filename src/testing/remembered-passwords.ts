import { wasmPasswords, type PasswordHasher } from '@server/core';

/**
 * argon2id as the in-browser backend runs it (WebAssembly, 120-150 ms a check on the CI
 * machine), remembering each answer: the same password against the same hash is checked for real
 * once per test worker, then answered from memory. A test suite signs the same demo engineers in
 * some thousand times (the authorization matrix: three sign-ins per row, each on a fresh centre);
 * a wrong password is still checked, and still wrong. Hashing is never remembered: every hash
 * has its own salt.
 */
export function rememberedPasswords(hasher: PasswordHasher = wasmPasswords): PasswordHasher {
  const answers = new Map<string, Promise<boolean>>();
  return {
    hash: (plain) => hasher.hash(plain),
    verify(hash, plain) {
      const key = JSON.stringify([hash, plain]);
      let answer = answers.get(key);
      if (!answer) {
        answer = hasher.verify(hash, plain);
        answers.set(key, answer);
      }
      return answer;
    },
  };
}
