import credentials from 'virtual:admin-credentials';

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (character) => character.charCodeAt(0));
}

/** Whether WebCrypto is there: browsers offer it on https and localhost only. */
export function canCheckCredentials(): boolean {
  return typeof crypto !== 'undefined' && crypto.subtle !== undefined;
}

/**
 * Whether the username and password are the admin's. The password is hashed as the build hashed it
 * (PBKDF2-SHA-256 with the build's salt) and the hashes compared; the hash is computed even for a
 * wrong username, so the answer takes as long either way.
 */
export async function checkCredentials(username: string, password: string): Promise<boolean> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    {
      name: 'PBKDF2',
      hash: 'SHA-256',
      salt: fromBase64(credentials.salt),
      iterations: credentials.iterations,
    },
    key,
    256,
  );
  const derived = new Uint8Array(bits);
  const expected = fromBase64(credentials.hash);
  let difference = derived.length ^ expected.length;
  for (let index = 0; index < expected.length; index++)
    difference |= (derived[index] ?? 0) ^ expected[index]!;
  return difference === 0 && username === credentials.username;
}
