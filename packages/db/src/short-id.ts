import { randomInt } from 'node:crypto';

/** Digits and capitals without 0/O, 1/I/L, which are easily confused when read out or typed. */
export const SHORT_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const SHORT_ID_LENGTH = 8;

/** A member's identification code (shown as text and QR code); unique per business by index, so retry on conflict. */
export function generateShortId(): string {
  let id = '';
  for (let i = 0; i < SHORT_ID_LENGTH; i++) id += SHORT_ID_ALPHABET[randomInt(SHORT_ID_ALPHABET.length)];
  return id;
}
