// The codes a citizen keeps: 'A-' for an appointment, 'T-' for a request (trámite), then 8
// characters from an alphabet without look-alikes (no 0/O, 1/I/L), read out over the phone or
// typed from paper. 31^8 ≈ 8.5·10^11 codes: guessing one that exists is hopeless, and a code alone
// opens nothing (the e-mail is asked too).
import { randomInt } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export type CodePrefix = 'A' | 'T';

export function newCitizenCode(prefix: CodePrefix): string {
  let code = `${prefix}-`;
  for (let i = 0; i < 8; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The code as stored ('a-7kq2m9xp ' → 'A-7KQ2M9XP'), or null when it cannot be one of `prefix`. */
export function normaliseCitizenCode(prefix: CodePrefix, typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return new RegExp(`^${prefix}-[2-9A-HJ-NP-Z]{8}$`).test(code) ? code : null;
}
