// The WebSocket to the studio server: one JSON message per request, answered by id.

export class Connection {
  constructor(url) {
    this.url = url;
    this.nextId = 1;
    this.pending = new Map();
    this.ready = new Promise((resolve, reject) => {
      this.socket = new WebSocket(url);
      this.socket.addEventListener("open", () => resolve());
      this.socket.addEventListener("error", () => reject(new Error("cannot reach the studio server")));
    });
    this.socket.addEventListener("message", (event) => {
      const answer = JSON.parse(event.data);
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if (answer.type === "error") waiting.reject(answer);
      else waiting.resolve(answer);
    });
    this.closed = false;
    this.onClose = () => {};
    this.socket.addEventListener("close", () => {
      this.closed = true;
      for (const waiting of this.pending.values()) waiting.reject(Connection.lost);
      this.pending.clear();
      this.onClose();
    });
  }

  // What a request gets once the server is gone: an error, never silence.
  static lost = {
    message: "the studio server is not running: nothing can be edited or saved",
    hint: "start `autolayout studio` again, then reload the page (unsaved edits are lost with the server)",
  };

  // Sends a message and resolves with its answer (rejects with an error answer).
  async send(message) {
    await this.ready;
    if (this.closed || this.socket.readyState !== WebSocket.OPEN) throw Connection.lost;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.socket.send(JSON.stringify({ ...message, id }));
    });
  }
}
