import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP server received it. */
export interface Received {
  from: string;
  to: string[];
  subject: string;
  body: string;
}

/** A real SMTP server on loopback that keeps every mail it is given. */
export async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to trust, no password to give.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const [head = '', ...rest] = raw.split('\r\n\r\n');
        const headers = head.replace(/\r\n[ \t]+/g, ' ');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: /^Subject: (.*)$/im.exec(headers)?.[1] ?? '',
          // Quoted-printable soft line breaks joined again, as a mail reader shows the text.
          body: rest.join('\r\n\r\n').replace(/=\r\n/g, '').replace(/=3D/g, '='),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
