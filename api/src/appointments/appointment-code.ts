// Appointment codes: 'A-' and 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L),
// read out over the phone or typed from paper. 31^8 ≈ 8.5·10^11 codes: guessing one that exists
// is hopeless, and a code alone opens nothing (the e-mail is asked too).
import { randomInt } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE = /^A-[2-9A-HJ-NP-Z]{8}$/;

export function newAppointmentCode(): string {
  let code = 'A-';
  for (let i = 0; i < 8; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The code as stored ('a-7kq2m9xp ' → 'A-7KQ2M9XP'), or null when it cannot be one. */
export function normaliseAppointmentCode(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return CODE.test(code) ? code : null;
}
