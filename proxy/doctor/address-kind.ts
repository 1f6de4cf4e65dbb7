import { BlockList, isIPv4 } from 'node:net';

export type AddressKind = 'loopback' | 'private' | 'link-local' | 'public';

const ranges: [AddressKind, BlockList][] = [
  [
    'loopback',
    blockList([
      ['127.0.0.0', 8, 'ipv4'],
      ['::1', 128, 'ipv6'],
    ]),
  ],
  [
    'private',
    blockList([
      ['10.0.0.0', 8, 'ipv4'],
      ['172.16.0.0', 12, 'ipv4'],
      ['192.168.0.0', 16, 'ipv4'],
      ['100.64.0.0', 10, 'ipv4'],
      ['fc00::', 7, 'ipv6'],
    ]),
  ],
  [
    'link-local',
    blockList([
      ['169.254.0.0', 16, 'ipv4'],
      ['fe80::', 10, 'ipv6'],
    ]),
  ],
];

function blockList(subnets: [string, number, 'ipv4' | 'ipv6'][]): BlockList {
  const list = new BlockList();
  for (const [network, prefix, family] of subnets) list.addSubnet(network, prefix, family);
  return list;
}

/** Where an address leads: this machine, a private network, the link, or the internet. */
export function addressKind(address: string): AddressKind {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  const family = isIPv4(plain) ? 'ipv4' : 'ipv6';
  return ranges.find(([, list]) => list.check(plain, family))?.[0] ?? 'public';
}

export const ADDRESS_KIND_WORDS: Record<AddressKind, string> = {
  loopback: 'loopback: this machine',
  private: 'a private address: reachable only from its own network',
  'link-local': 'link-local: reachable only on the local link',
  public: 'a public address',
};
