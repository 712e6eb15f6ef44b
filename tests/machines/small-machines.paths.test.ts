import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { signInMachine } from '../../machines/auth/login/sign-in.machine';
import { supportRequestMachine } from '../../machines/app/layout/support-request.machine';
import { addMonitoredPagesMachine } from '../../machines/monitoring/add/add-monitored-pages.machine';
import { billingDetailsMachine } from '../../machines/billing/account/billing-details.machine';
import { emptyDetails } from '../../machines/shared/billing-details.rules';
import { sharedReportMachine } from '../../machines/shared/report-view/shared-report.machine';
import { shareLinkMachine } from '../../machines/shared/share-link/share-link.machine';
import { loginLinkMachine } from '../../machines/auth/login-link/login-link.machine';
import { loginLinkCase } from '../../machines/auth/login-link/login-link.rules';
import { pathCoverage } from './path-coverage';

describe('sign-in (xstate/graph)', () => {
  const coverage = pathCoverage(
    signInMachine,
    [
      { type: 'signIn.submit', email: '', password: '' },
      { type: 'signIn.submit', email: 'demo@example.com', password: 'demo1234' },
      { type: 'signIn.google', accessToken: 'google-token' },
      { type: 'signIn.edited' },
      { type: 'xstate.done.actor.0.signIn.submitting', output: { token: 'demo-token' } },
      {
        type: 'xstate.error.actor.0.signIn.submitting',
        error: { kind: 'http', status: 400, message: 'Wrong password' },
      },
    ],
    (snapshot) => JSON.stringify([snapshot.value, snapshot.context.failure, snapshot.context.missing]),
  );
  it('reaches every state', () => expect(coverage.unreachedStates).toEqual([]));
  it('takes every transition', () => expect(coverage.untakenTransitions).toEqual([]));
});

describe('support request (xstate/graph)', () => {
  const coverage = pathCoverage(
    supportRequestMachine,
    [
      { type: 'support.prefill', email: 'demo@example.com' },
      { type: 'support.edit', field: 'subject', value: 'Invoices' },
      { type: 'support.edit', field: 'message', value: 'Where do I find my invoices?' },
      { type: 'support.submit' },
      { type: 'support.reset' },
      { type: 'xstate.done.actor.0.supportRequest.submitting', output: { message: 'Thanks!' } },
      { type: 'xstate.error.actor.0.supportRequest.submitting', error: { kind: 'network' } },
    ],
    (snapshot) => JSON.stringify([snapshot.value, Object.keys(snapshot.context.errors), snapshot.context.values]),
  );
  it('reaches every state', () => expect(coverage.unreachedStates).toEqual([]));
  it('takes every transition', () => expect(coverage.untakenTransitions).toEqual([]));
});

describe('add monitored pages (xstate/graph)', () => {
  const coverage = pathCoverage(
    addMonitoredPagesMachine,
    [
      { type: 'pages.edited', text: 'bad' },
      { type: 'pages.edited', text: 'https://a.example.com/' },
      { type: 'pages.frequencyChanged', frequency: 'weekly' },
      { type: 'pages.submitted' },
      { type: 'pages.addMore' },
      {
        type: 'xstate.done.actor.checkLines',
        output: { pages: [], errors: [{ line: 1, text: 'bad', problem: 'invalid' }], formError: null },
      },
      {
        type: 'xstate.done.actor.checkLines',
        output: { pages: [{ url: 'https://a.example.com/', line: 1 }], errors: [], formError: null },
      },
      { type: 'xstate.done.actor.createMonitors', output: { monitors: [{ id: 1, url: 'https://a.example.com/' }] } },
      {
        type: 'xstate.error.actor.createMonitors',
        error: { kind: 'http', status: 400, body: { errors: { 'urls.0': ['This page is already watched.'] } } },
      },
      { type: 'xstate.error.actor.createMonitors', error: { kind: 'http', status: 500, message: 'Server error' } },
    ],
    (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.text,
        snapshot.context.frequency,
        snapshot.context.errors.length,
        !!snapshot.context.failure,
      ]),
  );
  it('reaches every state', () => expect(coverage.unreachedStates).toEqual([]));
  it('takes every transition', () => expect(coverage.untakenTransitions).toEqual([]));
});

describe('billing details (xstate/graph)', () => {
  const coverage = pathCoverage(
    billingDetailsMachine,
    [
      { type: 'billing.fieldChanged', field: 'name', value: 'Ada Lovelace' },
      { type: 'billing.fieldChanged', field: 'email', value: 'ada@example.com' },
      { type: 'billing.submit' },
      { type: 'billing.retry' },
      { type: 'billing.loadLatest' },
      { type: 'xstate.done.actor.0.billingDetails.loading', output: { details: emptyDetails(), version: 1 } },
      { type: 'xstate.error.actor.0.billingDetails.loading', error: { kind: 'network' } },
      { type: 'xstate.done.actor.0.billingDetails.saving', output: { message: 'Saved.', version: 2 } },
      { type: 'xstate.error.actor.0.billingDetails.saving', error: { kind: 'http', status: 500 } },
      { type: 'xstate.error.actor.0.billingDetails.saving', error: { kind: 'http', status: 409 } },
      {
        type: 'xstate.done.actor.0.billingDetails.loadingLatest',
        output: { details: { ...emptyDetails(), street: 'Their street' }, version: 3 },
      },
      { type: 'xstate.error.actor.0.billingDetails.loadingLatest', error: { kind: 'network' } },
    ],
    (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.values, snapshot.context.submitted, snapshot.context.saved]),
  );
  it('reaches every state', () => expect(coverage.unreachedStates).toEqual([]));
  // A submit in a conflict is forbidden (it changes nothing, so no path takes it; the machine test shows it).
  it('takes every transition', () =>
    expect(coverage.untakenTransitions).toEqual(['billingDetails.editing.conflict billing.submit']));
});

describe('share link (xstate/graph, issue 23)', () => {
  const coverage = pathCoverage(
    shareLinkMachine,
    [
      { type: 'share.revokeRequested' },
      { type: 'share.revokeCancelled' },
      { type: 'share.revokeConfirmed' },
      { type: 'share.createRequested' },
      { type: 'xstate.done.actor.revokeLink', output: { message: 'The share link was revoked.' } },
      { type: 'xstate.error.actor.revokeLink', error: { kind: 'network' } },
      { type: 'xstate.done.actor.createLink', output: { share_key: 'share-new', message: 'Created.' } },
      { type: 'xstate.error.actor.createLink', error: { kind: 'http', status: 500 } },
    ],
    (snapshot) => JSON.stringify([snapshot.value, snapshot.context.shareKey]),
    { auditId: 7, shareKey: 'share-old' },
  );
  it('reaches every state', () => expect(coverage.unreachedStates).toEqual([]));
  it('takes every transition', () => expect(coverage.untakenTransitions).toEqual([]));
});

describe('shared report (xstate/graph, issue 23)', () => {
  const coverage = pathCoverage(
    sharedReportMachine,
    [
      { type: 'xstate.done.actor.loadSharedReport', output: { url: 'https://example.com/' } },
      { type: 'xstate.error.actor.loadSharedReport', error: { kind: 'http', status: 404, message: 'Gone.' } },
      { type: 'xstate.error.actor.loadSharedReport', error: { kind: 'network' } },
      { type: 'report.retry' },
    ],
    (snapshot) => JSON.stringify([snapshot.value, snapshot.context.failure]),
    { shareKey: 'share-1' },
  );
  it('reaches every state', () => expect(coverage.unreachedStates).toEqual([]));
  it('takes every transition', () => expect(coverage.untakenTransitions).toEqual([]));
});

describe('login link (xstate/graph, issue 43)', () => {
  const coverage = pathCoverage(
    loginLinkMachine,
    [{ type: 'link.switch' }, { type: 'link.stay' }, { type: 'link.accountLoaded', email: 'pro@example.com' }],
    undefined,
    { link: 'token-of-another', session: 'token-of-mine', adopted: false },
  );
  it('reaches every state', () => expect(coverage.unreachedStates).toEqual([]));
  it('takes every transition', () => expect(coverage.untakenTransitions).toEqual([]));

  it('asks only when the link would replace another session', () => {
    expect(loginLinkCase(null, 'mine')).toBe('none');
    expect(loginLinkCase('theirs', null)).toBe('adopt');
    expect(loginLinkCase('mine', 'mine')).toBe('same');
    expect(loginLinkCase('theirs', 'mine')).toBe('ask');
  });

  it('announces an adopted link at once, and leaves the same session alone', () => {
    const first = (input: { link: string | null; session: string | null; adopted: boolean }) =>
      createActor(loginLinkMachine, { input }).start().getSnapshot().value;
    expect(first({ link: 'theirs', session: null, adopted: true })).toBe('announcing');
    expect(first({ link: 'mine', session: 'mine', adopted: false })).toBe('done');
    expect(first({ link: null, session: 'mine', adopted: false })).toBe('done');
  });
});
