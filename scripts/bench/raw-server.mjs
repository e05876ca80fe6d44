// The machine's limit: the least work a Node process can do to answer a response of a given size.
// Run as its own process (like the real server) so it gets a core of its own, apart from the load generator.
// Arguments: port, body size in bytes.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const [port, bodyBytes] = process.argv.slice(2).map(Number);
// Random bytes, like the gzip bodies the server sends: the load generator reads a run of one repeated byte
// several times faster than compressed data, which made large answers look slow next to it.
const body = randomBytes(bodyBytes);
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };

const server = createServer((request, response) => {
  // Drain the request (POST bodies) so keep-alive connections stay usable.
  request.resume();
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(port, '127.0.0.1');
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
