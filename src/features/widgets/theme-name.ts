import type { TFunction } from 'i18next';

/**
 * A theme's name in the interface language. Theme names are server data (English); the themes the
 * app knows by code have translations, any other code keeps the server's name.
 */
export function themeName(t: TFunction, code: string, serverName: string): string {
  if (!/^[\w-]+$/.test(code)) return serverName;
  return t(`widgetEditor.theme.names.${code}`, { defaultValue: serverName });
}
