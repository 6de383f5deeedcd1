import { describe, expect, it } from 'vitest';
import { refusedWebhookUrl } from '../../src/lib/webhook-url';

const production = { ownHosts: ['calendar.example.org'], localDevelopment: false };
const local = { ownHosts: ['127.0.0.1'], localDevelopment: true };

describe('webhook URL rules', () => {
  it('accepts public https hosts, with ports, paths and queries', () => {
    for (const url of [
      'https://hooks.example.com/in',
      'https://hooks.example.com:8443/in?token=abc',
      'https://xn--bcher-kva.example/',
      'https://Hooks.Example.COM./in',
    ]) {
      expect(refusedWebhookUrl(url, production), url).toBeNull();
    }
  });

  it('refuses this API’s own host', () => {
    expect(refusedWebhookUrl('https://calendar.example.org/hook', production)).toMatch(/own host/);
    expect(refusedWebhookUrl('https://CALENDAR.example.org./hook', production)).toMatch(/own host/);
  });

  it('refuses every IPv4 spelling and IPv6 literals', () => {
    for (const url of [
      'https://8.8.8.8/',
      'https://134744072/',
      'https://0x08080808/',
      'https://010.010.010.010/',
      'https://8.8.2056/',
      'https://[2001:4860:4860::8888]/',
      'https://[::ffff:8.8.8.8]/',
      'https://example.0x10/',
    ]) {
      expect(refusedWebhookUrl(url, production), url).not.toBeNull();
    }
  });

  it('local development allows http and loopback hosts, nothing else private', () => {
    expect(refusedWebhookUrl('http://127.0.0.1:8899/hook', local)).toBeNull();
    expect(refusedWebhookUrl('http://localhost:8899/hook', local)).toBeNull();
    expect(refusedWebhookUrl('http://[::1]:8899/hook', local)).toBeNull();
    expect(refusedWebhookUrl('http://hooks.example.com/in', local)).toBeNull();
    expect(refusedWebhookUrl('http://10.0.0.1/', local)).not.toBeNull();
    expect(refusedWebhookUrl('http://printer.local/', local)).not.toBeNull();
    expect(refusedWebhookUrl('http://user:pw@localhost/', local)).not.toBeNull();
    expect(refusedWebhookUrl('http://127.0.0.1:8899/hook', production)).not.toBeNull();
  });

  it('stays linear on long hosts', () => {
    const long = `https://${'a.'.repeat(900)}example.com/`;
    expect(refusedWebhookUrl(long, production)).toBeNull();
  });
});
