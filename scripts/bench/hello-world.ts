/**
 * The machine's ceiling for the load tests: the cheapest possible node:http answer, in its own process like
 * the API and the portal, so that it competes with the load generator for the CPU exactly as they do.
 * Prints its port on stdout once listening.
 */
import { createServer } from 'node:http';

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/plain', 'content-length': '11' });
  response.end('hello world');
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(typeof address === 'object' && address ? address.port : '');
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
