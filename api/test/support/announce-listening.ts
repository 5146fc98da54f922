// Loaded with --import into a server a test starts: tells the test, over the IPC channel, the
// moment the process listens (after its migrations and seed), so the test waits for that event
// instead of knocking on the port until it opens.
import diagnostics from 'node:diagnostics_channel';
import type net from 'node:net';

// The channel must not keep a server alive that would otherwise end (a start that fails).
process.channel?.unref();
diagnostics.subscribe('tracing:net.server.listen:asyncEnd', (message) => {
  const address = (message as { server: net.Server }).server.address();
  if (address && typeof address === 'object') process.send?.({ listening: address.port });
});
