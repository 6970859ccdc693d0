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
    this.socket.addEventListener("close", () => {
      for (const waiting of this.pending.values()) waiting.reject({ message: "the studio server closed the connection" });
      this.pending.clear();
    });
  }

  // Sends a message and resolves with its answer (rejects with an error answer).
  async send(message) {
    await this.ready;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.socket.send(JSON.stringify({ ...message, id }));
    });
  }
}
