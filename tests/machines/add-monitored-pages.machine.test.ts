import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  addMonitoredPagesMachine,
  type CreateMonitorsInput,
  type CreateMonitorsOutput,
} from '../../machines/monitoring/add/add-monitored-pages.machine';
import { checkLines, serverLineErrors, urlProblem } from '../../machines/monitoring/add/add-monitored-pages.rules';
import { normalizeAddress as normalizeWebUrl } from '../../machines/shared/address-rule';

function start(create: (input: CreateMonitorsInput) => Promise<CreateMonitorsOutput>) {
  const calls: CreateMonitorsInput[] = [];
  const notifyAdded = vi.fn();
  const notifyFailed = vi.fn();
  const machine = addMonitoredPagesMachine.provide({
    actors: {
      createMonitors: fromPromise<CreateMonitorsOutput, CreateMonitorsInput>(async ({ input }) => {
        calls.push(input);
        return create(input);
      }),
    },
    actions: { notifyAdded: (_, params) => notifyAdded(params), notifyFailed: (_, params) => notifyFailed(params) },
  });
  const actor = createActor(machine, { input: undefined }).start();
  return { actor, calls, notifyAdded, notifyFailed };
}

describe('web page address rule', () => {
  it.each([
    ['https://www.example.com', 'https://www.example.com/'],
    ['  http://Shop.Example.NL/a?b=1#top ', 'http://shop.example.nl/a?b=1'],
    ['https://xn--bcher-kva.de/', 'https://xn--bcher-kva.de/'],
    ['https://bücher.de/', 'https://xn--bcher-kva.de/'],
  ])('accepts %s as %s', (input, expected) => expect(normalizeWebUrl(input)).toBe(expected));

  it.each([
    '',
    'example.com',
    'ftp://example.com/',
    'javascript:alert(1)',
    'https://localhost/',
    'https://user:pw@example.com/',
    'https://exa mple.com/',
    'https://example.c/',
    'https://-bad.com/',
    'https://192.168.1.1/',
  ])('refuses %j', (input) => expect(normalizeWebUrl(input)).toBeNull());

  it('tells a missing scheme apart from nonsense', () => {
    expect(urlProblem('www.example.com/page')).toBe('scheme');
    expect(urlProblem('not an address')).toBe('invalid');
    expect(urlProblem('https://www.example.com/')).toBeNull();
  });
});

describe('bulk lines rule', () => {
  it('checks each non-empty line, keeps line numbers and flags duplicates after normalizing', () => {
    const checked = checkLines('https://a.example.com/\n\nnope\nhttps://A.example.com/#x\nexample.org');
    expect(checked.pages).toEqual([{ url: 'https://a.example.com/', line: 1 }]);
    expect(checked.errors).toEqual([
      { line: 3, text: 'nope', problem: 'invalid' },
      { line: 4, text: 'https://A.example.com/#x', problem: 'duplicate' },
      { line: 5, text: 'example.org', problem: 'scheme' },
    ]);
    expect(checked.formError).toBeNull();
  });

  it('refuses an empty box and more than 100 lines', () => {
    expect(checkLines(' \n \n').formError).toBe('empty');
    const many = Array.from({ length: 101 }, (_, i) => `https://example.com/${i}`).join('\n');
    expect(checkLines(many).formError).toBe('too_many');
  });

  it('maps the server refusals urls.N to the lines they came from', () => {
    const pages = [
      { url: 'https://a.example.com/', line: 2 },
      { url: 'https://b.example.com/', line: 5 },
    ];
    expect(serverLineErrors({ errors: { 'urls.1': ['This page is already watched.'], other: ['x'] } }, pages)).toEqual([
      { line: 5, text: 'https://b.example.com/', problem: 'server', message: 'This page is already watched.' },
    ]);
    expect(serverLineErrors({ message: 'no' }, pages)).toEqual([]);
  });
});

describe('add monitored pages machine', () => {
  it('stays in editing with the line errors and sends nothing when a line is wrong', async () => {
    const { actor, calls } = start(async () => ({ monitors: [] }));
    actor.send({ type: 'pages.edited', text: 'https://ok.example.com/\nbad' });
    actor.send({ type: 'pages.submitted' });
    expect(actor.getSnapshot().value).toBe('validating');
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context.errors).toEqual([{ line: 2, text: 'bad', problem: 'invalid' }]);
    expect(actor.getSnapshot().context.text).toBe('https://ok.example.com/\nbad');
    expect(calls).toEqual([]);
  });

  it('sends the normalized addresses once and ends in done', async () => {
    const { actor, calls, notifyAdded } = start(async () => ({
      monitors: [
        { id: 11, url: 'https://a.example.com/' },
        { id: 12, url: 'https://b.example.com/x' },
      ],
      message: '2 pages are now watched.',
    }));
    actor.send({ type: 'pages.edited', text: 'https://a.example.com\nhttps://b.example.com/x' });
    actor.send({ type: 'pages.frequencyChanged', frequency: 'hourly' });
    actor.send({ type: 'pages.submitted' });
    actor.send({ type: 'pages.submitted' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(calls).toEqual([{ urls: ['https://a.example.com/', 'https://b.example.com/x'], frequency: 'hourly' }]);
    expect(notifyAdded).toHaveBeenCalledWith({ count: 2, message: '2 pages are now watched.' });
    expect(actor.getSnapshot().context.added).toHaveLength(2);
    actor.send({ type: 'pages.addMore' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.text).toBe('');
  });

  it('shows the server refusals per line and keeps the text', async () => {
    const { actor, notifyFailed } = start(async () => {
      throw {
        kind: 'http',
        status: 400,
        message: 'Some addresses could not be added.',
        body: { errors: { 'urls.0': ['This page is already watched.'] } },
      };
    });
    actor.send({ type: 'pages.edited', text: 'https://seen.example.com/' });
    actor.send({ type: 'pages.submitted' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.errors.length > 0);
    expect(actor.getSnapshot().context.errors).toEqual([
      { line: 1, text: 'https://seen.example.com/', problem: 'server', message: 'This page is already watched.' },
    ]);
    expect(actor.getSnapshot().context.text).toBe('https://seen.example.com/');
    expect(notifyFailed).not.toHaveBeenCalled();
  });

  it('fails on a server or network error, alerts, keeps the text and can try again', async () => {
    let attempt = 0;
    const { actor, notifyFailed, calls } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw { kind: 'network' };
      return { monitors: [{ id: 3, url: 'https://a.example.com/' }] };
    });
    actor.send({ type: 'pages.edited', text: 'https://a.example.com/' });
    actor.send({ type: 'pages.submitted' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(notifyFailed).toHaveBeenCalledWith({ failure: { kind: 'network' } });
    expect(actor.getSnapshot().context.text).toBe('https://a.example.com/');
    actor.send({ type: 'pages.submitted' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(calls).toHaveLength(2);
  });
});
