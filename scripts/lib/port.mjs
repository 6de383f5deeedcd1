/**
 * Is the port free? `npm start` asks before it migrates and seeds, so a port already taken (another
 * `npm start`, another project) is said at once, with how to choose another, not after half a minute of
 * setup and a wrangler error.
 */

/** The value of `--name value` or `--name=value` in `args` (the last one given), or undefined. */
export function optionOf(args, name) {
  let value;
  for (const [i, arg] of args.entries()) {
    if (arg === `--${name}`) value = args[i + 1];
    else if (arg.startsWith(`--${name}=`)) value = arg.slice(name.length + 3);
  }
  return value;
}

/** Where `wrangler dev` will listen, from the arguments `scripts/dev.mjs` gives it. */
export function listenAddress(wranglerArgs) {
  return { host: optionOf(wranglerArgs, 'ip') ?? '127.0.0.1', port: Number(optionOf(wranglerArgs, 'port')) };
}

/** What to tell someone whose port is taken. */
export function portTakenMessage({ host, port }, code = 'EADDRINUSE') {
  const why =
    code === 'EACCES'
      ? `Port ${port} on ${host} can't be used by this user (ports below 1024 need privileges).`
      : `Port ${port} on ${host} is already in use (another \`npm start\` or \`npm run dev\`, or another program).`;
  const other = port === 8788 ? 8789 : 8788;
  return `${why}
Stop what is using it, or choose another port:
  PORT=${other} npm start            (or npm run dev)
  npm start -- --port ${other}
Nothing was migrated or seeded.`;
}

/**
 * Whether `host:port` can be listened on now: `null` when it can, else the error code (`EADDRINUSE`,
 * `EACCES`…). It listens for a moment and closes at once.
 */
export async function portProblem({ host, port }) {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (err) => resolve(err.code ?? String(err)));
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(null)));
  });
}
