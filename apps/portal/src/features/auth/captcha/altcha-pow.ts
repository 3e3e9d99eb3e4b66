/**
 * The ALTCHA proof of work (the API's altcha-lib 2.x challenges, algorithm SHA-*): counters from 0 up, each
 * hashed as SHA(salt ‖ nonce ‖ counter as 4 bytes big-endian), `cost` times over (each round hashing the whole
 * previous digest, as altcha-lib verifies), until the derived key (the digest's first `keyLength` bytes) in hex
 * starts with the challenge's `keyPrefix`.
 *
 * It is one self-contained function (no imports, no outer names) because the browser runs it in a Web Worker
 * built from its own source text (altcha.ts), off the main thread.
 */
export interface PowParameters {
  algorithm: string;
  nonce: string;
  salt: string;
  cost: number;
  keyLength: number;
  keyPrefix: string;
}

export interface PowSolution {
  counter: number;
  /** The derived key in hex. */
  derivedKey: string;
}

/** The first counter whose key matches, or null when none does below `maxCounter`. */
export async function solvePow(parameters: PowParameters, maxCounter: number): Promise<PowSolution | null> {
  const fromHex = (hex: string) => {
    const bytes = new Uint8Array(hex.length >> 1);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
    return bytes;
  };
  const toHex = (bytes: Uint8Array) => {
    let hex = '';
    for (const byte of bytes) hex += (byte < 16 ? '0' : '') + byte.toString(16);
    return hex;
  };
  const salt = fromHex(parameters.salt);
  const nonce = fromHex(parameters.nonce);
  const data = new Uint8Array(salt.length + nonce.length + 4);
  data.set(salt, 0);
  data.set(nonce, salt.length);
  const view = new DataView(data.buffer);
  const prefix = parameters.keyPrefix.toLowerCase();
  const rounds = Math.max(1, parameters.cost);
  for (let counter = 0; counter <= maxCounter; counter += 1) {
    view.setUint32(salt.length + nonce.length, counter, false);
    let key = new Uint8Array(await crypto.subtle.digest(parameters.algorithm, data));
    for (let round = 1; round < rounds; round += 1)
      key = new Uint8Array(await crypto.subtle.digest(parameters.algorithm, key));
    const hex = toHex(key.subarray(0, parameters.keyLength));
    if (hex.startsWith(prefix)) return { counter, derivedKey: hex };
  }
  return null;
}
