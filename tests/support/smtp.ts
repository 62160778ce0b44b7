// A real SMTP server on loopback that keeps what it receives, for tests of
// the mail the product sends (the outside service; never a mock of our code).
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  url: string;
  messages: ParsedMail[];
  /** Waits for the next message to arrive (or fails after ms). */
  next(ms?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** `port`: listen where an app already points (a mail server coming back); 0 picks a free one. */
export async function startSmtp(port = 0): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const waiters: ((m: ParsedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          waiters.shift()?.(mail);
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  const bound = (server.server.address() as { port: number }).port;
  let seen = 0;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    next: (ms = 5000) =>
      new Promise((resolve, reject) => {
        if (messages.length > seen) return resolve(messages[seen++]);
        const timer = setTimeout(() => reject(new Error('no e-mail arrived')), ms);
        waiters.push((m) => {
          clearTimeout(timer);
          seen++;
          resolve(m);
        });
      }),
    close: () => new Promise((r) => server.close(() => r())),
  };
}
