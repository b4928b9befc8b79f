// A Node process's own inspector, reached from the bench: a full garbage collection of every thread of the dev
// server before its memory is read, so that the walk's growth per page counts what the server keeps, not when its
// collector last ran. The server is started with `--inspect-port=0` (nothing listens until asked); SIGUSR1 opens the
// inspector and Node prints its WebSocket URL (Node 20 has no WebSocket client of its own: `ws` speaks it).
import WebSocket from 'ws';

/** Open `url`; resolves to { send(text), onText(fn), close() }. */
function openSocket(url) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        send: (text) => socket.send(text),
        onText: (fn) => socket.on('message', (data) => fn(data.toString())),
        close: () => socket.close(),
      }),
    );
  });
}

/**
 * Connect to the inspector of `child` (a process started with `--inspect-port=0`, whose stderr `output()` returns):
 * returns `collect()`, a full collection of its main thread and of each worker thread, and `close()`.
 */
export async function attachInspector(child, output, { timeoutMs = 10_000 } = {}) {
  process.kill(child.pid, 'SIGUSR1');
  const started = Date.now();
  let url;
  while (!(url = /Debugger listening on (ws:\/\/\S+)/.exec(output())?.[1])) {
    if (Date.now() - started > timeoutMs) throw new Error('the server did not open its inspector (started without --inspect-port=0?)');
    await new Promise((r) => setTimeout(r, 20));
  }
  const ws = await openSocket(url);
  let id = 0;
  const pending = new Map();
  const workers = new Set();
  ws.onText((text) => {
    const msg = JSON.parse(text);
    if (msg.method === 'NodeWorker.attachedToWorker') workers.add(msg.params.sessionId);
    else if (msg.method === 'NodeWorker.detachedFromWorker') workers.delete(msg.params.sessionId);
    else if (msg.method === 'NodeWorker.receivedMessageFromWorker') {
      const inner = JSON.parse(msg.params.message);
      pending.get(inner.id)?.(inner);
      pending.delete(inner.id);
    } else if (msg.id !== undefined) {
      pending.get(msg.id)?.(msg);
      pending.delete(msg.id);
    }
  });
  const call = (method, params = {}) => new Promise((resolve) => {
    const n = ++id;
    pending.set(n, resolve);
    ws.send(JSON.stringify({ id: n, method, params }));
  });
  const callWorker = (sessionId, method) => new Promise((resolve) => {
    const n = ++id;
    pending.set(n, resolve);
    ws.send(JSON.stringify({ id: ++id, method: 'NodeWorker.sendMessageToWorker', params: { sessionId, message: JSON.stringify({ id: n, method }) } }));
  });
  await call('NodeWorker.enable', { waitForDebuggerOnStart: false });
  return {
    async collect() {
      await call('HeapProfiler.collectGarbage');
      for (const sessionId of workers) await callWorker(sessionId, 'HeapProfiler.collectGarbage');
    },
    close: () => ws.close(),
  };
}
