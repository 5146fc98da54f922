// The peak bench's stand-in for the physical limit: a plain Node HTTP server answering each
// "METHOD path" with bytes held in memory (node peak-static-server.mjs answers.json port).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port] = process.argv.slice(2);
const answers = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([key, a]) => [key, { ...a, body: Buffer.from(a.body, 'base64') }]));

createServer((req, res) => {
  const answer = answers.get(`${req.method} ${req.url}`);
  req.resume();
  req.on('end', () => {
    if (!answer) return void res.writeHead(404).end();
    res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length }).end(answer.body);
  });
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('listening\n'));
