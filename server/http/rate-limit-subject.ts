import net from 'node:net';

// One person on IPv6 usually holds a whole /64 (a phone or home router hands out addresses from it,
// and privacy extensions rotate them every few hours or on demand), so a limit per address would be no
// limit at all. IPv4 is counted per address, and an IPv4 address written as IPv6 (::ffff:1.2.3.4, as a
// dual-stack socket reports it) as that IPv4 address.

/** Longest kept for something that is not an address (it only arrives through a trusted proxy). */
const MAX_OTHER = 100;

/**
 * What a per-client rate limit counts for a client address: an IPv4 address itself, or the /64 network
 * of an IPv6 address written as an address (`2001:db8:1:2::`, RFC 5952 form), which Better Auth also
 * accepts. Anything else comes back trimmed and lower-cased. Idempotent.
 */
export function rateLimitSubject(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const unbracketed = trimmed.startsWith('[') && trimmed.endsWith(']') ? trimmed.slice(1, -1) : trimmed;
  // A zone id (fe80::1%eth0, or %25 escaped as in a URL) names the local interface, not the client.
  const bare = unbracketed.replace(/%.*$/, '');
  if (net.isIPv4(bare)) return bare;
  if (!net.isIPv6(bare)) return trimmed.slice(0, MAX_OTHER);
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return compressed([...groups.slice(0, 4), 0, 0, 0, 0]);
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` and a trailing dotted IPv4 part expanded). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => Number.parseInt(group, 16));
}

/** RFC 5952: lower-case hex without leading zeros, the longest run (two or more) of zero groups as `::`. */
function compressed(groups: number[]): string {
  let best = { start: -1, length: 1 };
  for (let start = 0; start < groups.length; start += 1) {
    let length = 0;
    while (groups[start + length] === 0) length += 1;
    if (length > best.length) best = { start, length };
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.start < 0) return hex.join(':');
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`;
}
