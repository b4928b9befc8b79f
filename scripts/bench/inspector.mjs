// A Node process's own inspector, reached from the bench: a full garbage collection of every thread of the dev
// server before its memory is read, so that the walk's growth per page counts what the server keeps, not when its
// collector last ran. The server is started with `--inspect-port=0` (nothing listens until asked); SIGUSR1 opens the
// inspector and Node prints its WebSocket URL. Node 20 has no WebSocket client: this speaks the few frames needed.
import crypto from 'node:crypto';
import net from 'node:net';

/** Open `ws://host:port/path`; resolves to { send(text), onText(fn), close() }. Unmasked frames in, masked out. */
function openSocket(url) {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const key = crypto.randomBytes(16).toString('base64');
    let buffer = Buffer.alloc(0);
    let open = false;
    const listeners = [];
    let message = [];
    socket.once('error', reject);
    socket.on('connect', () => socket.write(`GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`));
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (!open) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        if (!/^HTTP\/1\.1 101/.test(buffer.subarray(0, end).toString())) return reject(new Error(`inspector refused the socket: ${buffer.subarray(0, end)}`));
        buffer = buffer.subarray(end + 4);
        open = true;
        resolve({
          send(text) {
            const payload = Buffer.from(text);
            const mask = crypto.randomBytes(4);
            const len = payload.length;
            const head = len < 126 ? Buffer.from([0x81, 0x80 | len]) : len < 65536 ? Buffer.from([0x81, 0xfe, len >> 8, len & 255]) : Buffer.concat([Buffer.from([0x81, 0xff]), (() => { const b = Buffer.alloc(8); b.writeBigUInt64BE(BigInt(len)); return b; })()]);
            for (let i = 0; i < len; i++) payload[i] ^= mask[i & 3];
            socket.write(Buffer.concat([head, mask, payload]));
          },
          onText: (fn) => listeners.push(fn),
          close: () => socket.destroy(),
        });
      }
      for (;;) {
        if (buffer.length < 2) return;
        let len = buffer[1] & 127;
        let at = 2;
        if (len === 126) {
          if (buffer.length < 4) return;
          len = buffer.readUInt16BE(2);
          at = 4;
        } else if (len === 127) {
          if (buffer.length < 10) return;
          len = Number(buffer.readBigUInt64BE(2));
          at = 10;
        }
        if (buffer.length < at + len) return;
        const fin = buffer[0] & 0x80;
        const opcode = buffer[0] & 15;
        const payload = buffer.subarray(at, at + len);
        buffer = buffer.subarray(at + len);
        if (opcode === 1 || opcode === 0) message.push(payload);
        if ((opcode === 1 || opcode === 0) && fin) {
          const text = Buffer.concat(message).toString();
          message = [];
          for (const fn of listeners) fn(text);
        }
      }
    });
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
