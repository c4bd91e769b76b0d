import { createServer, type Server, type Socket } from "node:net";

export type ReceivedMail = { from: string; to: string[]; data: string };
export type SmtpTestServer = { url: string; received: ReceivedMail[]; rejectRecipients: boolean; close(): Promise<void> };

/**
 * A tiny SMTP server on 127.0.0.1 for tests: it speaks enough of RFC 5321 for nodemailer (EHLO without STARTTLS,
 * MAIL, RCPT, DATA, RSET, QUIT) and keeps each accepted message. With `rejectRecipients` it answers 550 to RCPT,
 * as a server refusing a mailbox does.
 */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const sockets = new Set<Socket>();
  const state: SmtpTestServer = { url: "", received: [], rejectRecipients: false, close: async () => {} };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    let mail: ReceivedMail = { from: "", to: [], data: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 test-smtp ready");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          state.received.push(mail);
          mail = { from: "", to: [], data: "" };
          reply("250 2.0.0 queued");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 test-smtp");
        else if (verb === "MAIL") {
          mail.from = line.slice(10);
          reply("250 2.1.0 ok");
        } else if (verb === "RCPT") {
          if (state.rejectRecipients) reply("550 5.1.1 mailbox unavailable");
          else {
            mail.to.push(line.slice(8));
            reply("250 2.1.5 ok");
          }
        } else if (verb === "DATA") {
          inData = true;
          reply("354 end with <CRLF>.<CRLF>");
        } else if (verb === "RSET") {
          mail = { from: "", to: [], data: "" };
          reply("250 ok");
        } else if (verb === "QUIT") {
          reply("221 bye");
          socket.end();
        } else reply("502 5.5.2 not implemented");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("smtp test server has no port");
  state.url = `smtp://127.0.0.1:${address.port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return state;
}
