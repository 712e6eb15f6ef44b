import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  projectWizardMachine,
  engineModeOf,
  type WizardData,
} from '../../machines/projects/wizard/project-wizard.machine';
import {
  competitorError,
  parseKeywords,
  validateDetails,
  hostOf,
  type DetailsForm,
} from '../../machines/projects/wizard/project-wizard.rules';

describe('project rules', () => {
  it('needs a title, a public address and a known domain type', () => {
    expect(validateDetails({ title: ' ', url: '', domain_type: 'domain', group: null })).toEqual({
      title: 'required',
      url: 'required',
    });
    expect(validateDetails({ title: 'A', url: 'http://192.168.1.4', domain_type: 'domain', group: null })).toEqual({
      url: 'invalid',
    });
    expect(validateDetails({ title: 'A', url: 'localhost', domain_type: 'domain', group: null })).toEqual({
      url: 'invalid',
    });
    expect(validateDetails({ title: 'A', url: 'shop.example.com', domain_type: 'page' as never, group: null })).toEqual(
      { domain_type: 'invalid' },
    );
    expect(validateDetails({ title: 'A', url: 'https://shop.example.com/path', domain_type: 'url', group: 2 })).toEqual(
      {},
    );
  });

  it('takes a competitor only as a domain that is not the own one and not listed', () => {
    expect(competitorError('', 'https://shop.example.com', [])).toBe('required');
    // A whole address stands for its domain (issue 48).
    expect(competitorError('rival.example.com/page', 'https://shop.example.com', [])).toBeNull();
    expect(competitorError('https://www.velo-konkurrenz.de/shop', 'https://shop.example.com', [])).toBeNull();
    expect(competitorError('https://www.shop.example.com/about', 'https://shop.example.com', [])).toBe('own');
    expect(competitorError('user@rival.example.com', 'https://shop.example.com', [])).toBe('invalid');
    expect(competitorError('ftp://rival.example.com', 'https://shop.example.com', [])).toBe('invalid');
    expect(competitorError('not a domain', 'https://shop.example.com', [])).toBe('invalid');
    expect(competitorError('www.shop.example.com', 'https://shop.example.com', [])).toBe('own');
    expect(competitorError('https://Rival.example.com/', 'https://shop.example.com', ['rival.example.com'])).toBe(
      'duplicate',
    );
    expect(competitorError('rival.example.com', 'https://shop.example.com', [])).toBeNull();
    expect(hostOf('https://www.Shop.example.com:8080/x')).toBe('shop.example.com');
  });

  it('reads keywords one per line, dropping empty and repeated lines', () => {
    expect(parseKeywords('')).toEqual({ keywords: [], dropped: 0 });
    expect(parseKeywords('  bread  \n\nBread\nrye   bread\n')).toEqual({
      keywords: ['bread', 'rye bread'],
      dropped: 2,
    });
  });
});

const data: WizardData = {
  details: { title: 'Bakery', url: 'https://bakery.example.com', domain_type: 'domain', group: null },
  version: 1,
  projectGroups: [],
  engines: [],
  keywords: { groups: [], ungrouped: [], grouped: [], active: [] },
};

describe('project wizard machine', () => {
  it('creates a project and leaves for its search engines; a failure keeps the form', async () => {
    const navigate = vi.fn();
    const failure = vi.fn();
    let attempt = 0;
    const saveDetails = fromPromise<
      { projectId: number; message?: string },
      { projectId: number | null; details: DetailsForm; version: number | null }
    >(async () => {
      attempt++;
      if (attempt === 1) throw { kind: 'http', status: 500, message: 'Internal server error.' };
      return { projectId: 12, message: 'Project created successfully' };
    });
    const actor = createActor(
      projectWizardMachine.provide({
        actors: { load: fromPromise(async () => data), saveDetails },
        actions: {
          navigate: (_, params) => navigate(params.to),
          notifyFailure: (_, params) => failure(params.failure),
        },
      }),
      { input: { step: 1, projectId: null } },
    ).start();
    await waitFor(actor, (s) => s.matches({ details: 'editing' }));
    actor.send({ type: 'details.changed', patch: { title: 'New', url: 'new.example.com' } });
    actor.send({ type: 'details.submit' });
    await waitFor(actor, (s) => s.matches({ details: 'editing' }));
    expect(failure).toHaveBeenCalledWith({ kind: 'http', status: 500, message: 'Internal server error.' });
    expect(actor.getSnapshot().context.details).toMatchObject({ title: 'New', url: 'new.example.com' });
    expect(actor.getSnapshot().context.dirty).toBe(true);
    actor.send({ type: 'details.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(navigate).toHaveBeenCalledWith('/edit-engines/12');
    expect(actor.getSnapshot().context.dirty).toBe(false);
  });

  it('blocks step 3 without an engine; the first engine saves step 2, the next ones are created', () => {
    expect(engineModeOf({ engines: [], engineForm: { se_id: null } as never })).toBe('step');
    expect(engineModeOf({ engines: [{} as never], engineForm: { se_id: null } as never })).toBe('create');
    expect(engineModeOf({ engines: [{} as never], engineForm: { se_id: 4 } as never })).toBe('update');
  });

  it('says an engine is needed when moving on without one', async () => {
    const actor = createActor(projectWizardMachine.provide({ actors: { load: fromPromise(async () => data) } }), {
      input: { step: 2, projectId: 3 },
    }).start();
    await waitFor(actor, (s) => s.matches({ engines: 'list' }));
    actor.send({ type: 'engines.next' });
    expect(actor.getSnapshot().matches({ engines: 'list' })).toBe(true);
    expect(actor.getSnapshot().context.needsEngine).toBe(true);
  });

  it('shows the info of a keyword answer as a warning and goes to the project list even when finishing fails', async () => {
    const warning = vi.fn();
    const navigate = vi.fn();
    const withEngine: WizardData = {
      ...data,
      engines: [
        { se_id: 5, searce_engine: 1, se_country: 2, se_language: 2, se_location: null, competetor: [], version: 1 },
      ],
    };
    const actor = createActor(
      projectWizardMachine.provide({
        actors: {
          load: fromPromise(async () => withEngine),
          addKeywords: fromPromise<
            { keywords: WizardData['keywords']; message?: string; info?: string },
            { projectId: number; groupId: number | null; keywords: string[] }
          >(async () => ({
            keywords: data.keywords,
            message: 'keyword added successfully',
            info: '1 keyword was already tracked and skipped; 0 added.',
          })),
          finish: fromPromise<{ message?: string }, { projectId: number; seKey: number }>(async () => {
            throw { kind: 'network' };
          }),
        },
        actions: {
          notifyWarning: (_, params) => warning(params.message),
          navigate: (_, params) => navigate(params.to),
        },
      }),
      { input: { step: 3, projectId: 3 } },
    ).start();
    await waitFor(actor, (s) => s.matches({ keywords: 'editing' }));
    actor.send({ type: 'keywords.textChanged', text: 'bread' });
    actor.send({ type: 'keywords.finish' });
    expect(actor.getSnapshot().matches({ keywords: 'editing' })).toBe(true);
    actor.send({ type: 'keywords.submit' });
    await waitFor(actor, (s) => s.matches({ keywords: 'editing' }) && s.context.keywordText === '');
    expect(warning).toHaveBeenCalledWith('1 keyword was already tracked and skipped; 0 added.');
    actor.send({ type: 'keywords.finish' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(navigate).toHaveBeenCalledWith('/admin-site-list');
  });
});
