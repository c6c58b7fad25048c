/**
 * `npm run admin:password` (or `node build/server/main.js admin-password` where only the built
 * server is installed): asks for the new admin password twice, without showing it, and stores its
 * hash in the state directory. From a pipe instead of a terminal it reads the two lines given.
 */
import readline from 'node:readline';
import { changePassword, passwordProblem } from './setup';

export async function promptForPassword(stateDir: string): Promise<number> {
  const ask = process.stdin.isTTY ? askHidden : lineReader();
  for (;;) {
    const first = await ask('New admin password: ');
    if (first === undefined) return fail('No password given; nothing was changed.');
    const problem = passwordProblem(first);
    if (problem) {
      if (!process.stdin.isTTY) return fail(problem);
      console.error(problem);
      continue;
    }
    const second = await ask('The same again: ');
    if (second !== first) {
      if (!process.stdin.isTTY) return fail('The two passwords differ; nothing was changed.');
      console.error('The two passwords differ; try again.');
      continue;
    }
    await changePassword(stateDir, first);
    console.log(
      `The admin password is set (its hash is in ${stateDir}). Restart the server for it to take effect.`,
    );
    return 0;
  }
}

function fail(message: string): number {
  console.error(message);
  return 1;
}

/** One line typed at the terminal, echoing nothing; undefined on Ctrl+C or Ctrl+D. */
function askHidden(question: string): Promise<string | undefined> {
  process.stdout.write(question);
  const input = process.stdin;
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  let typed = '';
  return new Promise((resolve) => {
    const finish = (value: string | undefined) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stdout.write('\n');
      resolve(value);
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') return finish(typed);
        if (character === '\u0003' || character === '\u0004') return finish(undefined);
        if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1);
        else if (character >= ' ') typed += character;
      }
    };
    input.on('data', onData);
  });
}

function lineReader(): (question: string) => Promise<string | undefined> {
  const lines = readline.createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
  return async () => {
    const next = await lines.next();
    return next.done ? undefined : String(next.value);
  };
}
