import { DurableObject } from "cloudflare:workers";
import { isRealtimeChannel, type RealtimeChannel, type RealtimeEvent } from "./channels";

/**
 * One hub for the whole site: browsers hold a WebSocket per channel; actions publish small change
 * events ({type, id, origin?}) that the hub forwards to every socket of the channel. Hibernation API:
 * idle sockets cost nothing, and heartbeats ("ping" → "pong") are answered without waking it.
 * Whatever a client sends is ignored — the hub trusts only the Worker's publish() calls.
 */
export class RealtimeHub extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  /** Called by the Worker after it has checked who may listen to this channel. */
  async fetch(request: Request): Promise<Response> {
    const channel = new URL(request.url).pathname.split("/").pop() ?? "";
    if (!isRealtimeChannel(channel)) return new Response("Unknown channel", { status: 404 });
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1], [channel]);
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  /** Sends the event to every socket of the channels; returns how many got it. */
  async publish(channels: RealtimeChannel[], event: RealtimeEvent): Promise<number> {
    const message = JSON.stringify({ type: event.type, id: event.id, origin: event.origin });
    let delivered = 0;
    for (const channel of new Set(channels)) {
      for (const socket of this.ctx.getWebSockets(channel)) {
        try {
          socket.send(message);
          delivered += 1;
        } catch {
          // A socket closing at this moment: the client reconnects and reloads its data.
        }
      }
    }
    return delivered;
  }

  async webSocketMessage() {
    // Clients have nothing to say to the hub (heartbeats are answered by the auto-response).
  }

  async webSocketClose(socket: WebSocket, code: number) {
    // Reserved codes (1005 "no status", 1006, 1015) cannot be sent back; close normally instead.
    const reserved = code < 1000 || code === 1005 || code === 1006 || code === 1015;
    try {
      socket.close(reserved ? 1000 : code, "closing");
    } catch {
      // Already closed.
    }
  }

  async webSocketError(socket: WebSocket) {
    try {
      socket.close(1011, "error");
    } catch {
      // Already closed.
    }
  }
}
