/**
 * Network addresses as an operator lists them in the environment (TUNEDECK_ADMIN_ADDRESSES), compared
 * with the address a request came from. IPv4 and IPv6, one address each (no ranges): an address is
 * compared in one written form, so `2001:DB8::7` and `2001:db8:0:0:0:0:0:7` are the same address.
 */

function ipv4Parts(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const numbers = parts.map((part) => (/^(0|[1-9]\d{0,2})$/.test(part) ? Number(part) : Number.NaN));
  return numbers.every((part) => part <= 255) ? numbers : null;
}

function ipv6Groups(text: string): number[] | null {
  let written = text;
  // An IPv4 address in the last 32 bits (`::ffff:192.0.2.1`) stands for two groups.
  const lastColon = written.lastIndexOf(':');
  if (written.slice(lastColon + 1).includes('.')) {
    const v4 = ipv4Parts(written.slice(lastColon + 1));
    if (v4 === null || lastColon < 0) return null;
    const [a = 0, b = 0, c = 0, d = 0] = v4;
    written = `${written.slice(0, lastColon + 1)}${(a * 256 + b).toString(16)}:${(c * 256 + d).toString(16)}`;
  }
  const halves = written.split('::');
  if (halves.length > 2) return null;
  const groups = halves.map((half) => (half === '' ? [] : half.split(':')));
  if (!groups.every((half) => half.every((group) => /^[0-9a-f]{1,4}$/i.test(group)))) return null;
  const [head = [], tail = []] = groups;
  const given = head.length + tail.length;
  if (halves.length === 2 ? given > 7 : given !== 8) return null;
  const zeros: string[] = Array.from({ length: 8 - given }, () => '0');
  return [...head, ...zeros, ...tail].map((group) => Number.parseInt(group, 16));
}

/** The address in one written form (IPv6 in eight lower-case groups), or null when it is not one. */
export function normaliseAddress(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.includes(':'))
    return (
      ipv6Groups(trimmed)
        ?.map((group) => group.toString(16))
        .join(':') ?? null
    );
  return ipv4Parts(trimmed)?.join('.') ?? null;
}

/**
 * A comma-separated list of addresses (spaces allowed, empty entries ignored): the addresses in one
 * written form, and the entries that are not an address, as written.
 */
export function parseAddressList(text: string): { addresses: string[]; invalid: string[] } {
  const addresses: string[] = [];
  const invalid: string[] = [];
  for (const entry of text.split(',')) {
    if (entry.trim() === '') continue;
    const address = normaliseAddress(entry);
    if (address === null) invalid.push(entry.trim());
    else if (!addresses.includes(address)) addresses.push(address);
  }
  return { addresses, invalid };
}

/** Whether `address` (as a request gives it) is one of `list` (from `parseAddressList`). */
export function isListedAddress(list: readonly string[], address: string): boolean {
  const normalised = normaliseAddress(address);
  return normalised !== null && list.includes(normalised);
}
