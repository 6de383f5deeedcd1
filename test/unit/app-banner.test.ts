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
    const message = editorsAppMessage({ host: '127.0.0.1', port: 8787 }, 'k3yLikeP4ssw0rd_x-yz12');
    const lines = message.trim().split('\n');
    expect(lines[0]).toBe("The editors' app: http://127.0.0.1:8787/admin/");
    expect(lines[1]).toContain('Sign in as admin with the password');
    expect(lines[2].trim()).toBe('k3yLikeP4ssw0rd_x-yz12');
    expect(message).not.toContain('set-password');
  });

  it('an address a browser can open, on the port chosen', () => {
    expect(browserOrigin({ host: '0.0.0.0', port: 8790 })).toBe('http://127.0.0.1:8790');
    expect(browserOrigin({ host: '::1', port: 8787 })).toBe('http://[::1]:8787');
    expect(browserOrigin({ host: 'localhost', port: 8788 })).toBe('http://localhost:8788');
  });
});
