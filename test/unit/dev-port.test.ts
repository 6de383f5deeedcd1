import { describe, expect, it } from 'vitest';
import { listenAddress, optionOf, portTakenMessage } from '../../scripts/lib/port.mjs';

/**
 * `npm start` on a taken port (scripts/dev.mjs): the port wrangler would listen on is checked before
 * the migrations and the sample data, and the error says which port and how to choose another. (The
 * check itself listens with node:net, which the tests' runtime lacks: `PORT=<taken> npm start` fails in
 * about half a second, where it used to migrate and seed for 28 s first.)
 */
describe('the port npm start checks first', () => {
  it('is the one wrangler dev is given, by --port or --port=, the last one winning', () => {
    expect(listenAddress(['dev', '--ip', '127.0.0.1', '--port', '8787', '--test-scheduled'])).toEqual({
      host: '127.0.0.1',
      port: 8787,
    });
    expect(listenAddress(['dev', '--ip=0.0.0.0', '--port=8790'])).toEqual({ host: '0.0.0.0', port: 8790 });
    expect(optionOf(['--port', '1', '--port=2'], 'port')).toBe('2');
    expect(optionOf(['--inspector-port', '9230'], 'port')).toBeUndefined();
  });

  it('when taken, says which port and how to choose another', () => {
    const message = portTakenMessage({ host: '127.0.0.1', port: 8787 });
    expect(message).toContain('Port 8787 on 127.0.0.1 is already in use');
    expect(message).toContain('PORT=8788 npm start');
    expect(message).toContain('npm start -- --port 8788');
    expect(message).toContain('Nothing was migrated or seeded.');
    expect(portTakenMessage({ host: '127.0.0.1', port: 8788 })).toContain('PORT=8789 npm start');
    expect(portTakenMessage({ host: '0.0.0.0', port: 80 }, 'EACCES')).toContain("can't be used by this user");
  });
});
