import net from 'node:net';

/**
 * One node of a pretend cluster, in front of the test's one PostgreSQL server: every connection it
 * passes on goes to `database`, whatever database the client named (the startup message is rewritten),
 * so two proxies on two ports act as two hosts that a test can make read-only apart. It can also go
 * silent (a host lost without a reset: bytes vanish, sockets stay open) or refuse connections.
 */
export interface NodeProxy {
  port: number;
  silence(): void;
  /** Closes its sockets and its port: further connections are refused. */
  close(): Promise<void>;
}

export async function nodeProxy(target: URL, database: string): Promise<NodeProxy> {
  const sockets = new Set<net.Socket>();
  let silent = false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    [client, upstream].forEach(track);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    upstream.on('data', (chunk) => silent || client.write(chunk));
    let startup = Buffer.alloc(0);
    const onStartup = (chunk: Buffer) => {
      startup = Buffer.concat([startup, chunk]);
      if (startup.length < 4 || startup.length < startup.readInt32BE(0)) return;
      client.off('data', onStartup);
      upstream.write(withDatabase(startup, database));
      client.on('data', (data) => silent || upstream.write(data));
    };
    client.on('data', onStartup);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    silence: () => (silent = true),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The startup message (length, protocol, then name\0value\0 pairs and a final \0) naming another database. */
function withDatabase(message: Buffer, database: string): Buffer {
  const length = message.readInt32BE(0);
  const fields = message
    .subarray(8, length - 1)
    .toString('utf8')
    .split('\0')
    .slice(0, -1);
  for (let i = 0; i < fields.length; i += 2) if (fields[i] === 'database') fields[i + 1] = database;
  const body = Buffer.from(`${fields.map((field) => `${field}\0`).join('')}\0`, 'utf8');
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + body.length, 0);
  message.copy(head, 4, 4, 8);
  return Buffer.concat([head, body, message.subarray(length)]);
}
