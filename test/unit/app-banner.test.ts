import { describe, expect, it } from 'vitest';
import { browserOrigin, editorsAppMessage } from '../../scripts/lib/app-banner.mjs';

/** `npm start` says where the editors' app is and how to get a password for `admin` (scripts/dev.mjs). */
describe('what npm start says once the server answers', () => {
  it('the app’s address and the command that gives admin a password', () => {
    const message = editorsAppMessage({ host: '127.0.0.1', port: 8787 });
    expect(message).toContain("The editors' app: http://127.0.0.1:8787/admin/");
    expect(message).toContain('npm run users -- set-password --login admin --generate');
    // Passkeys need a host name, not an IP address.
    expect(message).toContain('at http://localhost:8787/admin/');
    expect(editorsAppMessage({ host: 'calendar.test', port: 8787 })).not.toContain('localhost');
  });

  it('on a fresh database, the password npm start gave admin, beside the address', () => {
    const message = editorsAppMessage(
      { host: '127.0.0.1', port: 8787 },
      { role: 'administrator', hasPassword: true, passkeys: 0, password: 'k3yLikeP4ssw0rd_x-yz12' },
    );
    const lines = message.trim().split('\n');
    expect(lines[0]).toBe("The editors' app: http://127.0.0.1:8787/admin/");
    expect(lines[1]).toContain('Sign in as admin with the password');
    expect(lines[2]?.trim()).toBe('k3yLikeP4ssw0rd_x-yz12');
    expect(message).not.toContain('set-password');
  });

  it('says why admin can’t sign in yet: no password, another role, no user admin', () => {
    const address = { host: '127.0.0.1', port: 8787 };
    const imported = editorsAppMessage(address, { role: 'subscriber', hasPassword: false, passkeys: 0 });
    expect(imported).toContain('admin has no password yet');
    expect(imported).toContain('npm run users -- set-password --login admin --generate');
    expect(imported).toContain('admin is a subscriber here');
    expect(imported).toContain('npm run users -- set-role --login admin --role administrator');
    const signedInBefore = editorsAppMessage(address, {
      role: 'administrator',
      hasPassword: true,
      passkeys: 1,
    });
    expect(signedInBefore).not.toContain('no password');
    expect(signedInBefore).not.toContain('set-role');
    expect(editorsAppMessage(address, null)).toContain('no user admin');
  });

  it('an address a browser can open, on the port chosen', () => {
    expect(browserOrigin({ host: '0.0.0.0', port: 8790 })).toBe('http://127.0.0.1:8790');
    expect(browserOrigin({ host: '::1', port: 8787 })).toBe('http://[::1]:8787');
    expect(browserOrigin({ host: 'localhost', port: 8788 })).toBe('http://localhost:8788');
  });
});
