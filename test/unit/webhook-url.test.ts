import { describe, expect, it } from 'vitest';
import { refusedAddress, refusedWebhookUrl } from '../../src/lib/webhook-url';

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

  it('names WEBHOOK_LOCAL_DEVELOPMENT where it would lift the refusal', () => {
    for (const url of [
      'http://hooks.example.com/',
      'https://localhost/',
      'https://127.0.0.1/',
      'https://[::1]/',
    ]) {
      expect(refusedWebhookUrl(url, production), url).toMatch(
        /WEBHOOK_LOCAL_DEVELOPMENT=true in \.dev\.vars/,
      );
    }
    expect(refusedWebhookUrl('https://10.0.0.1/', production)).not.toMatch(/WEBHOOK_LOCAL_DEVELOPMENT/);
  });
});

describe('the addresses a webhook host may resolve to', () => {
  it('refuses every range that is not the public internet, edges included', () => {
    for (const address of [
      '0.0.0.0',
      '0.255.255.255',
      '10.0.0.0',
      '10.255.255.255',
      '100.64.0.0',
      '100.127.255.255',
      '127.0.0.1',
      '127.255.255.254',
      '169.254.169.254',
      '172.16.0.0',
      '172.31.255.255',
      '192.0.0.170',
      '192.0.2.1',
      '192.168.0.1',
      '198.18.0.1',
      '198.19.255.255',
      '198.51.100.7',
      '203.0.113.9',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
      '::FFFF:7f00:1',
      '::ffff:10.1.2.3',
      '::ffff:169.254.169.254',
      '::127.0.0.1',
      '64:ff9b::a00:1',
      '64:ff9b::127.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::808:808',
      '100::1',
      '2001::1',
      '2001:db8::1',
      '2002:7f00:1::1',
      '3fff::1',
      'fc00::1',
      'fd00::1',
      'fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
      'fe80::1',
      'febf::1',
      'fec0::1',
      'ff02::1',
      'ff05::1:3',
      '1::1',
      'fe00::1',
      '4000::1',
    ]) {
      expect(refusedAddress(address), address).not.toBeNull();
    }
  });

  it('accepts public addresses, IPv4-mapped and NAT64 forms of them included', () => {
    for (const address of [
      '1.1.1.1',
      '8.8.8.8',
      '93.184.215.14',
      '100.63.255.255',
      '100.128.0.0',
      '172.15.255.255',
      '172.32.0.0',
      '192.0.1.255',
      '198.17.255.255',
      '198.20.0.0',
      '223.255.255.255',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
      '64:ff9b::8.8.8.8',
      '2001:4860:4860::8888',
      '2606:4700:4700::1111',
      '2a00:1450:4001:82b::200e',
    ]) {
      expect(refusedAddress(address), address).toBeNull();
    }
  });

  it('refuses what is not an address, quickly', () => {
    for (const text of [
      '',
      'example.com',
      '1.2.3',
      '1.2.3.4.5',
      '1.2.3.256',
      '1.2.3.-4',
      '0x7f.0.0.1',
      '1.2.3.4 ',
      ':::1',
      '1::2::3',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7:8::',
      '12345::1',
      'fe80::1%eth0',
      '::1.2.3.4:5',
      '1:2:3:4:5:6:1.2.3.4:1',
      `${'1:'.repeat(5000)}1`,
    ]) {
      expect(refusedAddress(text), text).toBe('not an IP address');
    }
  });
});
