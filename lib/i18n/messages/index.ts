import type { Locale } from '../locales';
import type { Messages } from './types';
import { en } from './en';
import { id } from './id';

/** Every language's interface strings, by locale. */
export const messages = { en, id } as const satisfies Record<Locale, Messages>;
