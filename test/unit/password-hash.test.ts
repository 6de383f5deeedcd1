import { describe, expect, it, vi } from 'vitest';
import * as node from '../../scripts/lib/password-hash.mjs';
import {
  hashPassword,
  PASSWORD_ITERATIONS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  verifyPassword,
} from '../../src/lib/password-hash';

/**
 * User passwords: PBKDF2-SHA256, 100,000 iterations (the most Workers' WebCrypto allows), a random salt
 * per hash, in a format that names both. scripts/users.mjs hashes under Node (node:crypto), the Worker
 * checks through WebCrypto: the two must agree.
 */

const SALT = Uint8Array.from([
  0, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88, 0x99, 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff,
]);
/** Made by Node 20's `crypto.pbkdf2Sync('correct horse battery staple', SALT, 100000, 32, 'sha256')`. */
const NODE_VECTOR =
  'pbkdf2-sha256$100000$ABEiM0RVZneImaq7zN3u/w==$KggP3tziE5NKkegULS63FlvpScKVYSzkt9h76QriCLY=';

describe('password hashes', () => {
  it('names the algorithm and iterations, and gives each hash its own salt', async () => {
    const a = await hashPassword('correct horse battery staple');
    const b = await hashPassword('correct horse battery staple');
    expect(a).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(a).not.toBe(b);
    expect(PASSWORD_ITERATIONS).toBe(100_000);
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([12, 1024]);
  });

  it('WebCrypto and Node make the same hash from the same salt', async () => {
    expect(await hashPassword('correct horse battery staple', SALT)).toBe(NODE_VECTOR);
    expect(node.hashPassword('correct horse battery staple', SALT)).toBe(NODE_VECTOR);
    const accented = 'pässwörd ✓ 12345';
    expect(node.hashPassword(accented, SALT)).toBe(await hashPassword(accented, SALT));
    expect([node.PASSWORD_ITERATIONS, node.PASSWORD_MIN_LENGTH, node.PASSWORD_MAX_LENGTH]).toEqual([
      PASSWORD_ITERATIONS,
      PASSWORD_MIN_LENGTH,
      PASSWORD_MAX_LENGTH,
    ]);
  });

  it('verifies what Node hashed, refuses anything else, in constant time', async () => {
    const spy = vi.spyOn(crypto.subtle, 'timingSafeEqual');
    try {
      const stored = node.hashPassword('a password of some length');
      expect(await verifyPassword('a password of some length', stored)).toBe(true);
      expect(await verifyPassword('a password of some lengtH', stored)).toBe(false);
      expect(await verifyPassword('', stored)).toBe(false);
      expect(spy).toHaveBeenCalledTimes(3);
    } finally {
      spy.mockRestore();
    }
  });

  it('spends the same PBKDF2 work on no hash, a malformed one or too many iterations, and says no', async () => {
    const spy = vi.spyOn(crypto.subtle, 'deriveBits');
    try {
      expect(await verifyPassword('anything at all', null)).toBe(false);
      expect(await verifyPassword('anything at all', 'plain')).toBe(false);
      expect(await verifyPassword('anything at all', NODE_VECTOR.replace('$100000$', '$100001$'))).toBe(
        false,
      );
      const iterations = spy.mock.calls.map(([params]) => (params as { iterations: number }).iterations);
      expect(iterations).toEqual([100_000, 100_000]);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('a password given to `users set-password`', () => {
  it('drops one final line break and keeps the rest as typed', () => {
    expect(node.passwordFromInput('correct horse battery\n')).toBe('correct horse battery');
    expect(node.passwordFromInput(' spaces count too \r\n')).toBe(' spaces count too ');
  });

  it('refuses an empty, short or overlong password with a sentence', () => {
    expect(() => node.passwordFromInput('')).toThrow(/No password/);
    expect(() => node.passwordFromInput('\n')).toThrow(/No password/);
    expect(() => node.passwordFromInput('elevenchars')).toThrow(/at least 12/);
    expect(node.passwordFromInput('twelve chars')).toBe('twelve chars');
    expect(node.passwordFromInput('ñ'.repeat(1024))).toHaveLength(1024);
    expect(() => node.passwordFromInput('x'.repeat(1025))).toThrow(/at most 1024/);
  });

  it('generates strong passwords that pass its own checks', () => {
    const a = node.generatePassword();
    expect(a).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(node.passwordFromInput(a)).toBe(a);
    expect(node.generatePassword()).not.toBe(a);
  });
});
