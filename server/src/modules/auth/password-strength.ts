import { PASSWORD_MIN_LENGTH } from "@tavola/contracts";

/**
 * Refuses passwords a guessing attack finds quickly, with zxcvbn-ts (a maintained port of Dropbox's zxcvbn):
 * the 30,000 most common passwords, English words, names and Wikipedia terms, keyboard walks, repeats,
 * sequences, dates and l33t speak, plus the account's own email and names. Score 3 of 4 ("safely unguessable:
 * moderate protection from offline slow-hash scenarios", about 10^8 guesses) is the least accepted; argon2id
 * makes each guess slow. Server side only: the dictionaries (≈1.6 MB) never reach the web bundle.
 */
export const MIN_PASSWORD_SCORE = 3;

/** The words the sign-up form shows beside the field, so the rule is known before the server says no. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters; avoid common words and patterns`;

/** Past this many characters a password is strong anyway; checking more would only cost CPU. */
const CHECKED_LENGTH = 100;

type Checker = { check(password: string, userInputs?: Array<string | number>): { score: number; feedback: { warning: string | null } } };
let checker: Promise<Checker> | null = null;

/**
 * Loaded on the first sign-up, not at start (building the dictionaries takes a few hundred ms that cold start
 * should not pay); `import()` keeps them out of the start path in the bundle too.
 */
function loadChecker(): Promise<Checker> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
      maxLength: CHECKED_LENGTH,
    });
  })();
  checker.catch(() => (checker = null));
  return checker;
}

/**
 * Why `password` is too weak for this account, in words for the sign-up form; null when it is strong enough.
 * `personal` are the account's own details (email, names): a password made of them is easy to guess.
 */
export async function passwordWeakness(password: string, personal: string[] = []): Promise<string | null> {
  const zxcvbn = await loadChecker();
  const inputs = personal.flatMap((p) => [p, ...p.toLowerCase().split(/[^a-z0-9]+/)]).filter((p) => p.length >= 3);
  const result = zxcvbn.check(password.slice(0, CHECKED_LENGTH), [...inputs, "tavola"]);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const why = result.feedback.warning ? ` ${result.feedback.warning.replace(/\.?$/, ".")}` : "";
  return `This password is too easy to guess.${why} ${PASSWORD_HINT}: a few unrelated words make a strong one.`;
}
