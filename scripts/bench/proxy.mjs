// A small round-robin reverse proxy, as a load balancer in front of several instances would be: each
// request goes to the next upstream in turn over a keep-alive connection; bodies stream both ways and the
// status and end-to-end headers pass through unchanged. Run as its own process so it has its own thread.
// Arguments: port, stats file (written on exit: requests and errors per upstream), upstream base URLs...
import { Agent, createServer, request as httpRequest } from 'node:http';
import { writeFileSync } from 'node:fs';

const [portArgument, statsFile, ...upstreamUrls] = process.argv.slice(2);
const port = Number(portArgument);
if (!Number.isInteger(port) || !statsFile || upstreamUrls.length === 0) {
  console.error('usage: proxy.mjs <port> <stats-file> <upstream-url>...');
  process.exit(2);
}

const upstreams = upstreamUrls.map((url) => {
  const { hostname, port: upstreamPort } = new URL(url);
  return {
    url,
    hostname,
    port: Number(upstreamPort),
    // Keep-alive, no socket cap: as many connections to each instance as requests in flight, then reused.
    agent: new Agent({ keepAlive: true }),
    requests: 0,
    errors: 0,
  };
});

// Hop-by-hop headers (RFC 9110 7.6.1) belong to one connection and are not forwarded.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers) {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name) && !named.has(name)) kept[name] = value;
  }
  return kept;
}

let next = 0;

const server = createServer((incoming, outgoing) => {
  const upstream = upstreams[next];
  next = (next + 1) % upstreams.length;
  upstream.requests += 1;

  const headers = endToEnd(incoming.headers);
  // What a real balancer adds, so instances started with TRUST_PROXY=1 see the visitor's address.
  const forwardedFor = incoming.headers['x-forwarded-for'];
  const clientAddress = incoming.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${clientAddress}` : clientAddress;
  headers['x-forwarded-proto'] = 'http';

  const upstreamRequest = httpRequest(
    {
      hostname: upstream.hostname,
      port: upstream.port,
      method: incoming.method,
      path: incoming.url,
      headers,
      agent: upstream.agent,
    },
    (upstreamResponse) => {
      const { statusCode, statusMessage, headers: upstreamHeaders } = upstreamResponse;
      outgoing.writeHead(statusCode, statusMessage, endToEnd(upstreamHeaders));
      upstreamResponse.pipe(outgoing);
      upstreamResponse.on('error', () => outgoing.destroy());
    },
  );

  let clientGone = false;
  upstreamRequest.on('error', (error) => {
    // Cancelled below because the visitor left (the load generator stopping mid-request): not the upstream's fault.
    if (clientGone) return;
    upstream.errors += 1;
    if (outgoing.headersSent) {
      outgoing.destroy(error);
      return;
    }
    const message = `proxy: upstream ${upstream.url} failed: ${error.code ?? error.message}`;
    const body = JSON.stringify({ success: false, message });
    outgoing.writeHead(502, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    outgoing.end(body);
  });

  // The visitor went away before the answer was complete: stop the upstream work too.
  const cancel = () => {
    clientGone = true;
    upstreamRequest.destroy();
  };
  outgoing.on('close', () => {
    if (!outgoing.writableFinished) cancel();
  });
  incoming.on('error', cancel);
  incoming.pipe(upstreamRequest);
});

function writeStats() {
  const stats = upstreams.map(({ url, requests, errors }) => ({ url, requests, errors }));
  writeFileSync(statsFile, `${JSON.stringify({ upstreams: stats })}\n`);
}

server.listen(port, '127.0.0.1');
process.once('SIGTERM', () => {
  writeStats();
  server.close(() => process.exit(0));
  server.closeAllConnections();
  for (const { agent } of upstreams) agent.destroy();
});
