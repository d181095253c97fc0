import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { limits } from '../options.js';
import { messages, type UiText } from '../ui/messages.js';

export interface PasswordPolicy {
  /** The first rule the password breaks, as a Kratos message, or undefined when acceptable. */
  violation(password: string, identifier: string): UiText | undefined;
}

const commonPasswordsFile = path.resolve(import.meta.dirname, '../../data/common-passwords.txt.gz');

let commonPasswords: Set<string> | undefined;
/** 30,000 common passwords (see data/README.md); loaded once, on first use. */
function loadCommonPasswords(): Set<string> {
  commonPasswords ??= new Set(
    gunzipSync(fs.readFileSync(commonPasswordsFile))
      .toString('utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return commonPasswords;
}

export function createPasswordPolicy(minLength: number): PasswordPolicy {
  return {
    violation(password, identifier) {
      const length = [...password].length;
      if (length < minLength) return messages.passwordMinLength(minLength, length);
      if (length > limits.passwordMaxLength) return messages.passwordMaxLength(limits.passwordMaxLength, length);
      if (!/\d/.test(password)) return messages.passwordPolicy('it must contain at least one digit');
      if (loadCommonPasswords().has(password.toLowerCase())) return messages.passwordBreached();
      if (tooSimilar(password, identifier)) return messages.passwordTooSimilar();
      return undefined;
    },
  };
}

/**
 * Kratos's rule: too similar when the longest common substring of password and identifier
 * covers at least half of either of them.
 */
function tooSimilar(password: string, identifier: string): boolean {
  const a = password.toLowerCase();
  const b = identifier.toLowerCase();
  if (!a || !b) return false;
  const common = longestCommonSubstring(a, b);
  return common / a.length >= 0.5 || common / b.length >= 0.5;
}

function longestCommonSubstring(a: string, b: string): number {
  let best = 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1] === b[j - 1]) {
        current[j] = previous[j - 1]! + 1;
        best = Math.max(best, current[j]!);
      }
    }
    previous = current;
  }
  return best;
}
