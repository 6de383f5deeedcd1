import { describe, expect, it } from 'vitest';
import { clientBucket, SHARED_BUCKET } from '../../src/http/edge-request';

const fromEdge = (address: string) =>
  clientBucket(
    new Request('http://x.test/', { headers: { 'CF-Connecting-IP': address }, cf: {} } as RequestInit),
    true,
  );

describe('clientBucket', () => {
  it('is the address for IPv4, also written as an IPv4-mapped IPv6 address', () => {
    expect(fromEdge('203.0.113.9')).toBe('203.0.113.9');
    expect(fromEdge('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('is the /64 for IPv6, however the address is written', () => {
    const bucket = '2001:db8:0:1::/64';
    for (const address of [
      '2001:db8:0:1::1',
      '2001:DB8:0000:0001:ffff::2',
      '2001:db8::1:0:0:0:3',
      '2001:db8:0:1:a:b:c:d',
    ])
      expect(fromEdge(address), address).toBe(bucket);
    expect(fromEdge('2001:db8:0:2::1')).not.toBe(bucket);
    expect(fromEdge('::1')).toBe('0:0:0:0::/64');
  });

  it('is the shared bucket for anything that is no address, and without the edge', () => {
    for (const address of ['', 'unknown', '1.2.3.4, 5.6.7.8', '2001:db8::1::2', 'x'.repeat(100), '<script>'])
      expect(fromEdge(address), address).toBe(SHARED_BUCKET);
    const direct = new Request('http://x.test/', { headers: { 'CF-Connecting-IP': '203.0.113.9' } });
    expect(clientBucket(direct, true)).toBe(SHARED_BUCKET);
    const local = new Request('http://x.test/', {
      headers: { 'CF-Connecting-IP': '203.0.113.9' },
      cf: {},
    } as RequestInit);
    expect(clientBucket(local, false)).toBe(SHARED_BUCKET);
  });
});
