import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  widgetInstallMachine,
  type InstallationCheck,
  type WidgetEmbed,
} from '../../machines/widgets/install/widget-install.machine';
import { pageUrlProblem } from '../../machines/widgets/install/widget-install.rules';
import { pathCoverage } from './path-coverage';

const EMBED: WidgetEmbed = {
  widget_id: 4,
  embed_script_url: 'https://app.example.com/embed/widget.js',
  embed_code: '<script async src="https://app.example.com/embed/widget.js" data-widget-id="4"></script>',
};
const answer = (status: InstallationCheck['status']): InstallationCheck => ({
  url: 'https://www.example.com/',
  status,
  last_seen_at: status === 'installed' ? '2026-11-20T10:00:00.000Z' : null,
  checked_at: '2026-11-26T10:00:00.000Z',
});

describe('page address rule of the installation check', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['www.example.com/page', 'scheme'],
    ['ftp://www.example.com/', 'invalid'],
    ['https://localhost/', 'invalid'],
    ['https://user:pw@www.example.com/', 'invalid'],
    ['https://www.example.com/page', null],
    [' http://shop.example.invalid/ ', null],
  ] as const)('%j → %j', (text, problem) => {
    expect(pageUrlProblem(text)).toBe(problem);
  });
});

describe('widget install machine', () => {
  const start = (status: InstallationCheck['status'] | 'fail', calls: { id: number; url: string }[] = []) => {
    const failures: unknown[] = [];
    const actor = createActor(
      widgetInstallMachine.provide({
        actors: {
          loadEmbed: fromPromise(async () => EMBED),
          checkInstallation: fromPromise(async ({ input }) => {
            calls.push(input);
            if (status === 'fail') throw { kind: 'http', status: 500, message: 'Internal server error.' };
            return answer(status);
          }),
        },
        actions: { notifyCheckFailed: (_, { failure }) => void failures.push(failure) },
      }),
      { input: { widgetId: 4 } },
    ).start();
    return { actor, failures };
  };

  it('starts with the address typed before an expired sign-in interrupted the check', () => {
    const actor = createActor(widgetInstallMachine, {
      input: { widgetId: 4, url: 'https://www.example.com/contact' },
    });
    expect(actor.getSnapshot().context.url).toBe('https://www.example.com/contact');
    expect(createActor(widgetInstallMachine, { input: { widgetId: 4 } }).getSnapshot().context.url).toBe('');
  });

  it('loads the snippet, then refuses a bad address without asking the server', async () => {
    const calls: { id: number; url: string }[] = [];
    const { actor } = start('installed', calls);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.embed).toEqual(EMBED);
    actor.send({ type: 'install.urlChanged', url: 'www.example.com' });
    actor.send({ type: 'install.check' });
    expect(actor.getSnapshot().context.urlProblem).toBe('scheme');
    actor.send({ type: 'install.urlChanged', url: 'https://www.example.com/' });
    expect(actor.getSnapshot().context.urlProblem).toBeNull();
    expect(calls).toEqual([]);
  });

  it.each([
    ['installed', 'installed'],
    ['not_found', 'notFound'],
    ['unreachable', 'unreachable'],
  ] as const)('a %s answer ends in %s, with the trimmed address sent', async (status, state) => {
    const calls: { id: number; url: string }[] = [];
    const { actor } = start(status, calls);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'install.urlChanged', url: ' https://www.example.com/ ' });
    actor.send({ type: 'install.check' });
    await waitFor(actor, (s) => s.matches({ ready: state }));
    expect(calls).toEqual([{ id: 4, url: 'https://www.example.com/' }]);
    expect(actor.getSnapshot().context.result?.status).toBe(status);
  });

  it('a failed check alerts once and keeps what was typed', async () => {
    const { actor, failures } = start('fail');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'install.urlChanged', url: 'https://www.example.com/' });
    actor.send({ type: 'install.check' });
    await waitFor(actor, (s) => s.matches({ ready: 'failure' }));
    expect(failures).toEqual([{ kind: 'http', status: 500, message: 'Internal server error.' }]);
    expect(actor.getSnapshot().context.url).toBe('https://www.example.com/');
  });

  it('records whether the copy reached the clipboard', async () => {
    const { actor } = start('installed');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'install.copyRefused' });
    expect(actor.getSnapshot().context.copy).toBe('manual');
    actor.send({ type: 'install.copied' });
    expect(actor.getSnapshot().context.copy).toBe('copied');
  });
});

describe('widget install (xstate/graph)', () => {
  const coverage = pathCoverage(
    widgetInstallMachine,
    [
      { type: 'xstate.done.actor.0.widgetInstall.loading', output: EMBED },
      { type: 'xstate.error.actor.0.widgetInstall.loading', error: { kind: 'network' } },
      { type: 'install.retry' },
      { type: 'install.urlChanged', url: 'bad' },
      { type: 'install.urlChanged', url: 'https://www.example.com/' },
      { type: 'install.check' },
      { type: 'install.copied' },
      { type: 'install.copyRefused' },
      { type: 'xstate.done.actor.0.widgetInstall.ready.checking', output: answer('installed') },
      { type: 'xstate.done.actor.0.widgetInstall.ready.checking', output: answer('not_found') },
      { type: 'xstate.done.actor.0.widgetInstall.ready.checking', output: answer('unreachable') },
      {
        type: 'xstate.error.actor.0.widgetInstall.ready.checking',
        error: { kind: 'http', status: 500, message: 'Internal server error.' },
      },
    ],
    (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.url, snapshot.context.urlProblem, snapshot.context.copy]),
    { widgetId: 4 },
  );
  it('reaches every state', () => expect(coverage.unreachedStates).toEqual([]));
  it('takes every transition', () => expect(coverage.untakenTransitions).toEqual([]));
});
