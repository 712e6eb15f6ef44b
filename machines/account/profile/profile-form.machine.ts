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
import { toFailure, type ApiFailure } from '../../shared/failure';

/** What GET /account/profile/ gives (profile_info). */
export type LoadedProfile = Schemas['Profile'];
/** What POST /account/profile/update/ takes (password only when one was typed). */
export type ProfileUpdate = Omit<ProfileValues, 'password' | 'password_confirm'> & { password?: string };

export type ProfileFormEvent =
  { type: 'profile.edit'; field: ProfileField; value: string } | { type: 'profile.submit' } | { type: 'profile.retry' };

export interface ProfileFormContext {
  email: string;
  values: ProfileValues;
  /** What the server holds: the base of the unsaved-changes guard. */
  saved: ProfileValues;
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

export function toUpdate(values: ProfileValues): ProfileUpdate {
  const { password, password_confirm: _confirm, ...rest } = values;
  const update: ProfileUpdate = { ...rest, first_name: rest.first_name.trim(), last_name: rest.last_name.trim() };
  return password ? { ...update, password } : update;
}

/**
 * The profile form: loading → editing → saving → editing again, with
 * every typed value kept on failure. The feature fills `loadProfile`/`saveProfile` and the two
 * notification actions (`notifySaved` also gets whether the language changed, to apply it).
 */
export const profileFormMachine = setup({
  types: {} as { context: ProfileFormContext; events: ProfileFormEvent },
  actors: {
    loadProfile: fromPromise<LoadedProfile>(async () => {
      throw new Error('loadProfile actor not provided');
    }),
    saveProfile: fromPromise<{ message?: string }, ProfileUpdate>(async () => {
      throw new Error('saveProfile actor not provided');
    }),
  },
  actions: {
    notifySaved: (_, _params: { message?: string; language: string; languageChanged: boolean }) => {},
    notifySaveFailed: (_, _params: { failure: ApiFailure }) => {},
  },
  guards: {
    hasInvalidField: ({ context }) => hasErrors(validateProfile(context.values)),
  },
}).createMachine({
  id: 'profileForm',
  context: { email: '', values: blank, saved: blank, errors: {}, submitted: false, failure: null },
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
        input: ({ context }) => toUpdate(context.values),
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
            assign(({ context }) => {
              const values = {
                ...context.values,
                first_name: context.values.first_name.trim(),
                last_name: context.values.last_name.trim(),
                password: '',
                password_confirm: '',
              };
              return { values, saved: values, submitted: false };
            }),
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ failure: ({ event }) => toFailure(event.error) }),
            { type: 'notifySaveFailed', params: ({ event }) => ({ failure: toFailure(event.error) }) },
          ],
        },
      },
    },
  },
});
