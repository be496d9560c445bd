import ipaddr from 'ipaddr.js';

/**
 * The address a limit counts a client by. One IPv6 subscriber is given a whole /64 and picks any address in it,
 * so an IPv6 client is counted by its /64; an IPv4 address (also one written as IPv4-mapped IPv6) by itself.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toString()}/64`;
}
