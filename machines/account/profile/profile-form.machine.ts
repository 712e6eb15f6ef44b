import { assign, fromPromise, setup } from 'xstate';
import {
  hasErrors,
  isProfileLanguage,
  validateProfile,
  type ProfileErrors,
  type ProfileField,
  type ProfileValues,
} from './profile-form.rules';
import type { Schemas } from '@contract/schemas';
import { isConflict, toFailure, type ApiFailure } from '@machines/shared/failure';
import { typedOverLatest } from '@machines/shared/typed-over-latest';

/** What GET /account/profile/ gives (profile_info). */
export type LoadedProfile = Schemas['Profile'];
/** What POST /account/profile/update/ takes (password only when one was typed), with the version it started from. */
export type ProfileUpdate = Omit<ProfileValues, 'password' | 'password_confirm'> & {
  password?: string;
  version: number;
};

export type ProfileFormEvent =
  | { type: 'profile.edit'; field: ProfileField; value: string }
  | { type: 'profile.submit' }
  | { type: 'profile.retry' }
  | { type: 'profile.loadLatest' };

export interface ProfileFormContext {
  email: string;
  values: ProfileValues;
  /** What the server holds: the base of the unsaved-changes guard. */
  saved: ProfileValues;
  /** The server's version of `saved`: a save sends it, and a stale one is refused (409). */
  version: number;
  errors: ProfileErrors;
  submitted: boolean;
  failure: ApiFailure | null;
}

const blank: ProfileValues = {
  first_name: '',
  last_name: '',
  language: 'en',
  test_sever_region: '',
  test_sever_env: '',
  password: '',
  password_confirm: '',
};

export function valuesOf(profile: LoadedProfile): ProfileValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    language: isProfileLanguage(profile.language) ? profile.language : 'en',
    test_sever_region: profile.test_sever_region,
    test_sever_env: profile.test_sever_env,
    password: '',
    password_confirm: '',
  };
}

export function toUpdate(values: ProfileValues, version: number): ProfileUpdate {
  const { password, password_confirm: _confirm, ...rest } = values;
  const update: ProfileUpdate = {
    ...rest,
    first_name: rest.first_name.trim(),
    last_name: rest.last_name.trim(),
    version,
  };
  return password ? { ...update, password } : update;
}

/**
 * The profile form: loading → editing → saving → editing again, with
 * every typed value kept on failure. A save another session overtook (409) goes to `conflict`: what was typed stays,
 * and *Load their changes* brings the other session's values in under it (`typedOverLatest`) before saving again.
 * The feature fills `loadProfile`/`saveProfile` and the two
 * notification actions (`notifySaved` also gets whether the language changed, to apply it).
 */
export const profileFormMachine = setup({
  types: {} as { context: ProfileFormContext; events: ProfileFormEvent },
  actors: {
    loadProfile: fromPromise<LoadedProfile>(async () => {
      throw new Error('loadProfile actor not provided');
    }),
    saveProfile: fromPromise<{ message?: string; version: number }, ProfileUpdate>(async () => {
      throw new Error('saveProfile actor not provided');
    }),
  },
  actions: {
    notifySaved: (_, _params: { message?: string; language: string; languageChanged: boolean }) => {},
    notifySaveFailed: (_, _params: { failure: ApiFailure }) => {},
  },
  guards: {
    hasInvalidField: ({ context }) => hasErrors(validateProfile(context.values)),
    isConflict,
  },
}).createMachine({
  id: 'profileForm',
  context: { email: '', values: blank, saved: blank, version: 1, errors: {}, submitted: false, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            email: event.output.email,
            values: valuesOf(event.output),
            saved: valuesOf(event.output),
            version: event.output.version,
            failure: null,
          })),
        },
        onError: { target: 'loadFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    loadFailed: { on: { 'profile.retry': 'loading' } },
    editing: {
      on: {
        'profile.edit': {
          actions: assign(({ context, event }) => {
            const values = { ...context.values, [event.field]: event.value };
            return { values, errors: context.submitted ? validateProfile(values) : context.errors };
          }),
        },
        'profile.submit': [
          {
            guard: 'hasInvalidField',
            actions: assign(({ context }) => ({ submitted: true, errors: validateProfile(context.values) })),
          },
          { target: 'saving' },
        ],
      },
    },
    saving: {
      entry: assign({ failure: null, errors: {} }),
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => toUpdate(context.values, context.version),
        onDone: {
          target: 'editing',
          actions: [
            {
              type: 'notifySaved',
              params: ({ context, event }) => ({
                message: event.output.message,
                language: context.values.language,
                languageChanged: context.values.language !== context.saved.language,
              }),
            },
            assign(({ context, event }) => {
              const values = {
                ...context.values,
                first_name: context.values.first_name.trim(),
                last_name: context.values.last_name.trim(),
                password: '',
                password_confirm: '',
              };
              return { values, saved: values, version: event.output.version, submitted: false };
            }),
          ],
        },
        onError: [
          {
            guard: 'isConflict',
            target: 'conflict',
            actions: assign({ failure: ({ event }) => toFailure(event.error) }),
          },
          {
            target: 'editing',
            actions: [
              assign({ failure: ({ event }) => toFailure(event.error) }),
              { type: 'notifySaveFailed', params: ({ event }) => ({ failure: toFailure(event.error) }) },
            ],
          },
        ],
      },
    },
    /** Someone else saved since this form loaded: nothing was saved here; typing goes on, saving waits for the latest. */
    conflict: {
      on: {
        'profile.edit': {
          actions: assign(({ context, event }) => ({ values: { ...context.values, [event.field]: event.value } })),
        },
        'profile.loadLatest': 'loadingLatest',
      },
    },
    loadingLatest: {
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            values: typedOverLatest(context.saved, context.values, valuesOf(event.output)),
            saved: valuesOf(event.output),
            version: event.output.version,
            failure: null,
          })),
        },
        onError: { target: 'conflict', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
  },
});
